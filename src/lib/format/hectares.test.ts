import { describe, expect, it } from 'vitest';
import { formatHa as coreFormatHa } from '@core/geo/hectares.ts';
import { formatHa, formatShare } from './hectares.ts';

// How hectares are written is tested where it lives, core/geo/hectares.test.ts.
describe('areas on the pages', () => {
  it('write hectares with the one core format', () => {
    expect(formatHa).toBe(coreFormatHa);
  });

  it('say a share of nothing is no share', () => {
    expect(formatShare(1, 8)).toBe('12.5%');
    expect(formatShare(1, 400)).toBe('0.25%');
    expect(formatShare(1, 0)).toBe('—');
  });

  it('write a share in the reader’s language', () => {
    expect(formatShare(1, 8, 'fr')).toMatch(/^12,5\s%$/);
    expect(formatShare(1, 400, 'id')).toBe('0,25%');
  });
});
