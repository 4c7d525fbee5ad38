import { describe, expect, it } from 'vitest';
import { propertyText } from './property-text.ts';

describe('propertyText', () => {
  it('shows a missing value as a dash, but keeps falsy values that are data', () => {
    expect(propertyText(null)).toBe('—');
    expect(propertyText(undefined)).toBe('—');
    expect(propertyText(0)).toBe('0');
    expect(propertyText(false)).toBe('false');
    expect(propertyText('')).toBe('');
  });

  it('shows objects as JSON text and markup as the characters it is made of', () => {
    expect(propertyText({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(propertyText(['x'])).toBe('["x"]');
    expect(propertyText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});
