import { describe, expect, it } from 'vitest';
import { askAgainAfter } from './supplier-summary-queries.ts';

describe('askAgainAfter (the summaries while the server scans)', () => {
  it('asks again after 2 s, each wait half as long again, never more than 30 s apart', () => {
    expect([1, 2, 3, 4].map(askAgainAfter)).toEqual([2_000, 3_000, 4_500, 6_750]);
    expect(askAgainAfter(0)).toBe(2_000);
    // 2 s × 1.5^7 = 34.2 s: the cap from the eighth ask on.
    expect(askAgainAfter(7)).toBeCloseTo(22_781.25, 2);
    expect(askAgainAfter(8)).toBe(30_000);
    expect(askAgainAfter(1_000)).toBe(30_000);
  });
});
