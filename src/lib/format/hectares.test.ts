import { describe, expect, it } from 'vitest';
import { formatHa, formatHaPrecise, formatShare } from './hectares.ts';

describe('hectares as people read them', () => {
  it('gives whole hectares from 100 ha, one decimal from 1 ha, two below', () => {
    expect(formatHa(1234.56)).toBe('1,235 ha');
    expect(formatHa(100)).toBe('100 ha');
    expect(formatHa(99.96)).toBe('100 ha');
    expect(formatHa(99.94)).toBe('99.9 ha');
    expect(formatHa(12.5)).toBe('12.5 ha');
    expect(formatHa(1)).toBe('1 ha');
    expect(formatHa(0.999)).toBe('1 ha');
    expect(formatHa(0.994)).toBe('0.99 ha');
    expect(formatHa(0.37)).toBe('0.37 ha');
    expect(formatHa(0)).toBe('0 ha');
  });

  it('reads a negative area by its size, like a positive one', () => {
    expect(formatHa(-150.4)).toBe('-150 ha');
    expect(formatHa(-2.25)).toBe('-2.3 ha');
  });

  it('keeps four decimals for one plot, and says a share of nothing is no share', () => {
    expect(formatHaPrecise(1.23456)).toBe('1.2346 ha');
    expect(formatShare(1, 8)).toBe('12.5%');
    expect(formatShare(1, 400)).toBe('0.25%');
    expect(formatShare(1, 0)).toBe('—');
  });
});
