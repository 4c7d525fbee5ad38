/** The catalog's titles and the two formatters every message of the checker is built with. */
import { describe, expect, it } from 'vitest';
import { ALL_RULE_CODES, featureLabel, fmtPos, RULES } from './rule-catalog.ts';

describe('rule catalog', () => {
  it('gives every code a title a person can read in the problems table, no two codes the same title', () => {
    const titles = ALL_RULE_CODES.map((code) => RULES[code].title);
    for (const [i, title] of titles.entries()) {
      expect(title, ALL_RULE_CODES[i]).toMatch(/^[A-Z][A-Za-z0-9 -]{4,50}$/);
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('titles the codes a supplier meets most as the problems table shows them', () => {
    expect(RULES['unclosed-ring'].title).toBe('Ring not closed');
    expect(RULES['self-intersection'].title).toBe('Self-intersection');
    expect(RULES['low-precision'].title).toBe('Fewer than 6 decimals');
    expect(RULES['bad-country'].title).toBe('Invalid country code');
  });
});

describe('message formatters', () => {
  it('writes a position as [longitude, latitude] with the digits given', () => {
    expect(fmtPos([-5.123456, 7.654321])).toBe('[-5.123456, 7.654321]');
    expect(fmtPos([0, -0.5, 120])).toBe('[0, -0.5]');
  });

  it('names a feature by its 0-based index, with its name in quotes when it has one', () => {
    expect(featureLabel(12, 'Kouassi 3')).toBe('feature 12 ("Kouassi 3")');
    expect(featureLabel(0, null)).toBe('feature 0');
    expect(featureLabel(4, '')).toBe('feature 4');
  });
});
