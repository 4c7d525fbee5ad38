import { describe, expect, it } from 'vitest';
import {
  BUYER_MAX,
  checkLinkOf,
  COUNTRIES_MAX,
  EMPTY_PRESET,
  NAME_FIELD_MAX,
  presetOf,
  type CheckPreset,
} from './check-link.ts';

const queryOf = (link: string) => new URL(link).search;

describe('the buyer’s self-check link', () => {
  it('round-trips every preset through the link', () => {
    const preset: CheckPreset = {
      buyer: 'Chocolaterie & Fils, Abidjan',
      validateForTraces: true,
      nameField: 'Nom de la parcelle',
      countries: ['CI', 'GH'],
      commodity: 'cocoa',
    };
    const link = checkLinkOf('https://dash.example.org/', preset);
    expect(link.startsWith('https://dash.example.org/check?')).toBe(true);
    expect(presetOf(queryOf(link))).toEqual(preset);
    expect(presetOf(new URL(link).searchParams)).toEqual(preset);
  });

  it('an empty preset is the bare page, read back as the defaults', () => {
    expect(checkLinkOf('http://127.0.0.1:5173', EMPTY_PRESET)).toBe('http://127.0.0.1:5173/check');
    expect(presetOf('')).toEqual(EMPTY_PRESET);
  });

  it('writes TRACES validation as a word, and reads only that word as on', () => {
    expect(queryOf(checkLinkOf('http://x', { ...EMPTY_PRESET, validateForTraces: true }))).toBe(
      '?traces=yes',
    );
    for (const v of ['1', 'true', 'on', 'YES', ''])
      expect(presetOf(`traces=${v}`).validateForTraces, v).toBe(false);
  });

  it('keeps only two-letter country codes, upper-cased, once each, at most COUNTRIES_MAX', () => {
    expect(presetOf('countries=ci,%20gh,CIV,1A,gh,,x').countries).toEqual(['CI', 'GH']);
    const codes = Array.from(
      { length: 26 * 2 },
      (_, i) => String.fromCharCode(65 + Math.floor(i / 26)) + String.fromCharCode(65 + (i % 26)),
    );
    expect(presetOf(`countries=${codes.join(',')}`).countries).toHaveLength(COUNTRIES_MAX);
    expect(presetOf(`countries=${codes.slice(0, COUNTRIES_MAX - 1).join(',')}`).countries).toHaveLength(
      COUNTRIES_MAX - 1,
    );
  });

  it('bounds the buyer and the name field, and drops control and direction characters', () => {
    const long = 'B'.repeat(BUYER_MAX + 10);
    expect(presetOf(`buyer=${long}`).buyer).toBe('B'.repeat(BUYER_MAX));
    expect(presetOf(`buyer=${'B'.repeat(BUYER_MAX)}`).buyer).toHaveLength(BUYER_MAX);
    expect(presetOf(`name=${'n'.repeat(NAME_FIELD_MAX + 1)}`).nameField).toHaveLength(NAME_FIELD_MAX);
    expect(presetOf(`buyer=${encodeURIComponent('Acme\u202Egnp.exe\u0007 ')}`).buyer).toBe('Acmegnp.exe');
    expect(presetOf('buyer=%20%20&name=').buyer).toBeNull();
    expect(presetOf('name=').nameField).toBeNull();
  });

  it('takes only a known commodity', () => {
    expect(presetOf('commodity=oil-palm').commodity).toBe('oil-palm');
    expect(presetOf('commodity=Cocoa').commodity).toBeNull();
    expect(presetOf('commodity=gold').commodity).toBeNull();
  });

  it('ignores a query longer than any preset could be', () => {
    expect(presetOf(`buyer=Acme&x=${'y'.repeat(5000)}`)).toEqual(EMPTY_PRESET);
    expect(presetOf(`buyer=Acme&x=${'y'.repeat(4000)}`).buyer).toBe('Acme');
  });
});
