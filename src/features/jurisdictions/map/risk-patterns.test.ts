import { describe, expect, it } from 'vitest';
import { PATTERN_SIZE, patternImage } from './risk-patterns.ts';
import { JURISDICTION_RISK_STYLES } from '../lib/risk-style.ts';

const inkShare = (data: Uint8Array) => {
  let ink = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink++;
  return ink / (PATTERN_SIZE * PATTERN_SIZE);
};

describe('risk hatch patterns', () => {
  it('get denser as risk rises, so the classes read in order without colour', () => {
    const shares = JURISDICTION_RISK_STYLES.filter((c) => c.pattern).map((c) =>
      inkShare(patternImage(c.pattern!).data),
    );
    // JURISDICTION_RISK_STYLES runs high → low.
    expect(shares[0]).toBeGreaterThan(shares[1]!);
    expect(shares[1]).toBeGreaterThan(shares[2]!);
    expect(shares[2]).toBeGreaterThan(0);
  });
});
