/**
 * Every language says every message with the same placeholders as English (the source), so a key added in
 * English and forgotten elsewhere, or a translated `{placeholder}` that no longer matches, fails here; and
 * a few rule messages are rendered in each language, with their plurals.
 */
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en } from './catalogues/en.ts';
import { es } from './catalogues/es.ts';
import { fr } from './catalogues/fr.ts';
import { id } from './catalogues/id.ts';
import { pt } from './catalogues/pt.ts';
import { catalogueOf, loadCatalogue, msg, render, type Catalogue, type MessageKey } from './messages.ts';
import { LOCALES, matchLocale, type Locale } from './locales.ts';

const CATALOGUES: Record<Locale, Catalogue> = { en, fr, pt, es, id };

/** Placeholders of a message, nested ones (inside plural and select options) included. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) placeholders(option.value, into);
    if (el.type === TYPE.tag) placeholders(el.children, into);
  }
  return into;
}

/** Placeholders a translation may leave out: English-only detail (see catalogues/en.ts). */
const OPTIONAL = new Set(['detail']);

const keys = Object.keys(CATALOGUES.en) as MessageKey[];

describe('catalogues', () => {
  it('have a language for each locale and English as the source', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
    expect(keys.length).toBeGreaterThan(50);
  });

  it('are each what loadCatalogue loads for its locale', async () => {
    for (const locale of LOCALES) {
      expect(await loadCatalogue(locale)).toBe(CATALOGUES[locale]);
      expect(catalogueOf(locale)).toBe(CATALOGUES[locale]);
    }
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every English key, no other key, each with English's placeholders`, () => {
      const catalogue = CATALOGUES[locale] as Record<string, string>;
      expect(keys.filter((k) => !(k in catalogue))).toEqual([]);
      expect(Object.keys(catalogue).filter((k) => !(k in CATALOGUES.en))).toEqual([]);
      for (const key of keys) {
        const english = placeholders(parse(CATALOGUES.en[key], { ignoreTag: true }));
        const translated = placeholders(parse(catalogue[key]!, { ignoreTag: true }));
        const missing = [...english].filter((p) => !translated.has(p) && !OPTIONAL.has(p));
        const unknown = [...translated].filter((p) => !english.has(p));
        expect({ key, missing, unknown }).toEqual({ key, missing: [], unknown: [] });
        expect(catalogue[key]!.trim(), key).not.toBe('');
      }
    });
  }

  it('keep ICU syntax parseable in every language', () => {
    for (const locale of LOCALES)
      for (const key of keys)
        expect(() => parse(CATALOGUES[locale][key], { ignoreTag: true }), `${locale} ${key}`).not.toThrow();
  });
});

describe('rule messages in each language', () => {
  const feature = msg('label.feature-named', { index: '3', name: 'Kouassi 3' });

  it('write a hole count with the plural of each language', () => {
    const one = (locale: (typeof LOCALES)[number]) => render(locale, msg('rule.hole', { feature, holes: 1 }));
    const two = (locale: (typeof LOCALES)[number]) => render(locale, msg('rule.hole', { feature, holes: 2 }));
    expect(one('en')).toMatch(/^feature 3 \("Kouassi 3"\) has 1 hole\(s\) \(interior rings\)/);
    expect(one('fr')).toMatch(/^parcelle 3 \(« Kouassi 3 »\) a 1 trou \(/);
    expect(two('fr')).toContain('a 2 trous (');
    expect(one('pt')).toContain('tem 1 buraco (');
    expect(two('pt')).toContain('tem 2 buracos (');
    expect(one('es')).toContain('tiene 1 hueco (');
    expect(two('es')).toContain('tiene 2 huecos (');
    expect(one('id')).toContain('memiliki 1 lubang (');
    expect(two('id')).toContain('memiliki 2 lubang (');
  });

  it('count fixes with singular and plural, French taking 0 and 1 as singular', () => {
    const closed = (locale: (typeof LOCALES)[number], count: number) =>
      render(locale, msg('fix.closed-rings', { count }));
    expect(closed('en', 1)).toBe('closed 1 ring by repeating the first position');
    expect(closed('en', 1200)).toBe('closed 1,200 rings by repeating the first position');
    expect(closed('fr', 1)).toBe('1 contour fermé en répétant la première position');
    expect(closed('fr', 2)).toBe('2 contours fermés en répétant la première position');
    expect(closed('pt', 2)).toBe('2 contornos fechados repetindo a primeira posição');
    expect(closed('es', 1)).toBe('1 contorno cerrado repitiendo la primera posición');
    expect(closed('id', 3)).toBe('3 batas ditutup dengan mengulang posisi pertama');
  });

  it('write areas and countries in the reader’s language, places and positions as given', () => {
    const ref = msg('rule.overlapping-plots', {
      feature,
      other: msg('label.feature', { index: '7' }),
      area: { ha: 1234.5 },
      shareA: { share: 0.25 },
      shareB: { share: 1 },
    });
    expect(render('en', ref)).toContain('overlap by 1,235 ha (25 % and 100 % of them)');
    expect(render('fr', ref)).toMatch(/se recouvrent sur 1\s235 ha \(25 % et 100 % de chacune\)/);
    expect(render('es', ref)).toContain('se superponen en 1235 ha');
    expect(render('id', ref)).toContain('bertumpuk seluas 1.235 ha');
    const far = msg('rule.far-from-producing-area', {
      feature,
      country: 'GH',
      countryName: { countries: ['GH'] },
      km: '1200',
      fromProject: 'yes',
      countries: { countries: ['CI'] },
    });
    expect(render('en', far)).toContain('lies in Ghana (GH), about 1200 km from the project');
    expect(render('fr', far)).toContain(
      '(pays : Ghana (GH)), à environ 1200 km des pays de production du projet (Côte d’Ivoire (CI))',
    );
    expect(render('es', far)).toContain('(país: Ghana (GH))');
  });

  it('keep the English a select chooses, and leave no placeholder unfilled', () => {
    const ref = msg('rule.bad-country.invalid', { feature, value: '"ci"', hint: 'CI' });
    expect(render('en', ref)).toBe(
      'feature 3 ("Kouassi 3") has ProducerCountry "ci", which is not an ISO 3166-1 alpha-2 code. Write it as "CI". Use the two-letter code (for example "CI" for Côte d\'Ivoire).',
    );
    const none = render('en', msg('rule.bad-country.invalid', { feature, value: '"zz"', hint: 'none' }));
    expect(none).toContain('alpha-2 code. Use the two-letter code');
    for (const locale of LOCALES) expect(render(locale, ref)).not.toMatch(/[{}]/);
  });
});

describe('matchLocale', () => {
  it('takes the first supported language asked for, by its base code', () => {
    expect(matchLocale(['de-DE', 'fr-CI', 'en'])).toBe('fr');
    expect(matchLocale(['pt_BR.UTF-8'])).toBe('pt');
    expect(matchLocale(['in'])).toBe('id');
    expect(matchLocale(['ES'])).toBe('es');
  });

  it('falls back to English when nothing asked for is supported', () => {
    expect(matchLocale([])).toBe('en');
    expect(matchLocale(['de', null, undefined, ''])).toBe('en');
    expect(matchLocale(['C.UTF-8'])).toBe('en');
  });
});
