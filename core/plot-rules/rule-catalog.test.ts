/** The catalog's titles and the two formatters every message of the checker is built with. */
import { describe, expect, it } from 'vitest';
import { render } from '@core/i18n/messages.ts';
import { ALL_RULE_CODES, featureLabel, fmtPos, RULES, RULES_VERSION } from './rule-catalog.ts';
import { resultTitleRef } from './result-groups.ts';
import { SILENT_CHANGE_KINDS } from './traces-preview.ts';

describe('rule catalog', () => {
  it('has a version a supplier report can be stamped with (year.month.release)', () => {
    expect(RULES_VERSION).toMatch(/^20\d{2}\.(1[0-2]|[1-9])\.\d+$/);
  });

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

describe("titles in the reader's language", () => {
  it('finds the title of every rule and silent change under the key made from its code', () => {
    for (const code of ALL_RULE_CODES) {
      expect(resultTitleRef(code), code).toEqual({ key: `rule-title.${code}` });
      expect(render('en', resultTitleRef(code)!), code).toBe(RULES[code].title);
    }
    for (const kind of SILENT_CHANGE_KINDS)
      expect(resultTitleRef(kind), kind).toEqual({ key: `silent-title.${kind}` });
  });

  it('says a title in the language asked for, the English one as the CLI prints it', () => {
    expect(render('fr', resultTitleRef('self-intersection')!)).toBe('Auto-intersection');
    expect(render('pt', resultTitleRef('unclosed-ring')!)).toBe('Contorno não fechado');
    expect(render('en', resultTitleRef('truncated')!)).toBe('Positions cut to 6 decimals');
    expect(render('fr', resultTitleRef('truncated')!)).toBe('Positions coupées à 6 décimales');
    expect(render('en', resultTitleRef('area-read-as-zero')!)).toBe('Area written as text read as 0 ha');
  });

  it("has no title for a code it does not know (a newer checker's), nor for a name an object inherits", () => {
    expect(resultTitleRef('not-a-rule')).toBeUndefined();
    expect(resultTitleRef('toString')).toBeUndefined();
    expect(resultTitleRef('')).toBeUndefined();
  });
});

describe('message formatters', () => {
  it('writes a position as [longitude, latitude] with the digits given', () => {
    expect(fmtPos([-5.123456, 7.654321])).toBe('[-5.123456, 7.654321]');
    expect(fmtPos([0, -0.5, 120])).toBe('[0, -0.5]');
  });

  it('names a feature by its position counted from 1 (its 0-based index + 1), with its name in quotes when it has one', () => {
    expect(featureLabel(11, 'Kouassi 3')).toBe('feature 12 ("Kouassi 3")');
    expect(featureLabel(0, null)).toBe('feature 1');
    expect(featureLabel(4, '')).toBe('feature 5');
  });
});
