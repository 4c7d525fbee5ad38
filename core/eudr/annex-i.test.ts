/** Supplementary units per CN code: only the units a source confirms are required (annex-i.ts cites each). */
import { describe, expect, it } from 'vitest';
import { isCattleHeading, SUPPLEMENTARY_UNITS, supplementaryUnitOf } from './annex-i.ts';

describe('supplementaryUnitOf (Combined Nomenclature, kept entries only)', () => {
  it.each([
    // 4403: CN chapter 44, every 4403 code in m³.
    ['4403', 'MTQ'],
    ['440349', 'MTQ'],
    ['44032110', 'MTQ'],
    // 4410: the reference's sample (§5.1.1) files 4410 with MTQ.
    ['4410', 'MTQ'],
    ['44101100', 'MTQ'],
    // Neighbours and headings no source confirmed: no unit required.
    ['44', null],
    ['440', null],
    ['4401', null],
    ['4404', null],
    ['4407', null],
    ['4409', null],
    ['4411', null],
    ['4412', null],
    ['0102', null],
    ['4011', null],
    ['4701', null],
    ['1801', null],
  ])('%s -> %s', (code, qualifier) => {
    expect(supplementaryUnitOf(code)?.qualifier ?? null).toBe(qualifier);
  });

  it('the table holds the two cited headings only, in m³', () => {
    expect(SUPPLEMENTARY_UNITS.map((s) => [s.prefix, s.qualifier])).toEqual([
      ['4403', 'MTQ'],
      ['4410', 'MTQ'],
    ]);
    expect(supplementaryUnitOf('4410')).toEqual({ qualifier: 'MTQ', unit: 'cubic metres (m³)' });
  });
});

describe('isCattleHeading (Annex I cattle rows)', () => {
  it.each([
    ['0102', true],
    ['010229', true],
    ['0201', true],
    ['0202', true],
    ['4101', true],
    ['4107', true],
    ['0103', false],
    ['1801', false],
    ['4011', false],
    ['01', false],
  ])('%s -> %s', (hs, cattle) => {
    expect(isCattleHeading(hs)).toBe(cattle);
  });
});
