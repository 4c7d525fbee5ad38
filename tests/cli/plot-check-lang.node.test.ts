/**
 * `plot-check --lang`: the problem messages in the chosen language (the CLI's in-process `main`), English by
 * default and with a locale it does not have; an unknown --lang is a usage error.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/plot-check.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-lang-'));
const file = path.join(dir, 'plots.geojson');
writeFileSync(
  file,
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { ProductionPlace: 'Kouassi 3', ProducerCountry: 'CI' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-5.1, 7.1],
              [-5.1, 7.2],
              [-5.0, 7.2],
              [-5.0, 7.1],
            ],
          ],
        },
      },
    ],
  }),
);

/** A plot on one straight line: no repair leaves land of it, so --fix writes it as it was and says why. */
const line = path.join(dir, 'line.geojson');
writeFileSync(
  line,
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { ProductionPlace: 'Ligne', ProducerCountry: 'CI' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-5.1, 7.1],
              [-5.09, 7.1],
              [-5.08, 7.1],
              [-5.1, 7.1],
            ],
          ],
        },
      },
    ],
  }),
);

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(['--all', ...argv], {
    out: { write: (t: string) => (out += t) },
    err: { write: (t: string) => (err += t) },
  });
  return { code, out, err };
}

afterEach(() => vi.unstubAllEnvs());

describe('plot-check --lang', () => {
  it('writes the problems in French, Portuguese, Spanish and Indonesian when asked', async () => {
    const cases = {
      fr: 'parcelle 1 (« Kouassi 3 ») (contour extérieur) n’est pas fermé',
      pt: 'parcela 1 ("Kouassi 3") (contorno externo) não está fechado',
      es: 'parcela 1 («Kouassi 3») (contorno exterior) no está cerrado',
      id: 'persil 1 ("Kouassi 3") (batas luar) tidak tertutup',
    };
    for (const [lang, text] of Object.entries(cases)) {
      const r = await run('--lang', lang, file);
      expect(r.code, lang).toBe(1);
      expect(r.out, lang).toContain(text);
      expect(r.out, lang).not.toContain('is not closed');
    }
  });

  it('takes the language from LANG, and English when LANG names one it does not have', async () => {
    vi.stubEnv('LC_ALL', '');
    vi.stubEnv('LC_MESSAGES', '');
    vi.stubEnv('LANG', 'es_CO.UTF-8');
    expect((await run(file)).out).toContain('no está cerrado');
    vi.stubEnv('LANG', 'de_DE.UTF-8');
    expect((await run(file)).out).toContain(
      'feature 1 ("Kouassi 3") (outer ring) is not closed: it starts at [-5.1, 7.1] but ends at [-5, 7.1].',
    );
    expect((await run('--lang', 'en', file)).out).toContain('(outer ring) is not closed');
  });

  it('says why a plot has no clean repair with --fix, in the language asked for', async () => {
    const fr = await run('--lang', 'fr', '--fix', '--out', path.join(dir, 'fr'), line);
    expect(fr.err).toContain(
      `${line}: parcelle 1 (« Ligne »): Aucune correction proposée : il ne reste aucune surface après la réparation\n`,
    );
    expect(fr.err).not.toContain('No fix offered');
    const en = await run('--lang', 'en', '--fix', '--out', path.join(dir, 'en'), line);
    expect(en.err).toContain(
      `${line}: feature 1 ("Ligne"): No fix offered: nothing with an area is left after the repair\n`,
    );
    // Without --fix nothing is repaired, so nothing is refused.
    const plain = await run('--lang', 'en', '--out', path.join(dir, 'plain'), line);
    expect(plain.err).not.toContain('No fix offered');
  });

  it('writes the report itself in that language: each file, its groups and rules, the totals, what it wrote', async () => {
    const missing = path.join(dir, 'absent.geojson');
    const out = path.join(dir, 'report-fr');
    const fr = await run('--lang', 'fr', '--fix', '--out', out, line, missing, dir);
    expect(fr.out).toContain(
      `${line} (GeoJSON) — parcelles qui seraient acceptées : 1 sur 1 ; champ du nom : "ProductionPlace"\n`,
    );
    expect(fr.out).toContain('  Erreurs acceptées à l’envoi, mais que TRACES rejetterait (1 parcelle) :\n');
    expect(fr.out).toContain('         1  collinear: Forme en ligne droite\n');
    expect(fr.out).toContain(`${missing} (format inconnu) : ${missing} n’existe pas. Vérifiez le chemin.\n`);
    expect(fr.out).toContain(`${dir} est un dossier. Indiquez les fichiers de parcelles qu’il contient.\n`);
    expect(fr.out).toContain('Parcelles qui seraient acceptées : 1 sur 1 ; 2 fichiers illisibles.\n');
    // Written as it was, the straight-line plot is refused on the re-check: the EU's rules (§9.5 error 6,
    // a straight line has no area) count as TRACES would, by their code.
    expect(fr.out).toContain(
      `${path.join(out, 'line.geojson')} vérifié de nouveau — parcelles qui seraient acceptées : 0 sur 1 (1 collinear, 1 low-precision, 1 EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID).\n`,
    );
    // The refused plot is written as it was: no plot is counted as fixed.
    expect(fr.err).toContain(`${line} : ${path.join(out, 'line.geojson')} écrit (1 parcelle, 0 corrigée)\n`);
    for (const english of [
      'would be accepted',
      'TRACES would reject',
      'does not exist',
      'wrote',
      'Re-checked',
    ])
      expect(fr.out + fr.err).not.toContain(english);

    const en = await run('--lang', 'en', '--fix', '--out', path.join(dir, 'report-en'), line, missing);
    expect(en.out).toContain(
      `${line} (GeoJSON): 1 of 1 plot would be accepted; name field "ProductionPlace"\n`,
    );
    expect(en.out).toContain('  Errors the upload accepts, but TRACES would reject (1 plot):\n');
    expect(en.out).toContain(`${missing} (unknown format): ${missing} does not exist. Check the path.\n`);
    expect(en.out).toContain('1 of 1 plot would be accepted; 1 file unreadable.\n');
    expect(en.err).toContain(`wrote ${path.join(dir, 'report-en', 'line.geojson')} (1 plot, 0 fixed)\n`);
  });

  it('refuses a language it does not have, naming the ones it has', async () => {
    const r = await run('--lang', 'de', file);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--lang needs one of en, fr, pt, es, id.');
  });
});
