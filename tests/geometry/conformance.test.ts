/**
 * The checker's "topologically invalid" verdict against GEOS: every case of the JTS/GEOS validity suites
 * (read from ../shared/validity-suites when present; skipped with a message when absent) and the seeded
 * corpus against the committed GEOS verdicts (tests/geometry/corpus-oracle.json). The full figures, and the
 * repairs checked by GEOS itself, come from `npm run geometry-conformance`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkerVerdict, loadCorpusOracle, ORACLE_FILE } from './conformance.ts';
import { generateCorpus } from './corpus.ts';
import { readSuites, SUITES_DIR } from './suites.ts';

const suites = readSuites();
if (!suites)
  console.log(`geometry conformance: ${SUITES_DIR} is absent, the validity-suite cases are skipped`);

describe.skipIf(!suites)('JTS/GEOS validity suites (scaled into lon/lat)', () => {
  it('agrees with isValid on every Polygon and MultiPolygon case', () => {
    const disagreements = suites!
      .filter((c) => checkerVerdict(c.geometry).invalid === c.isValid)
      .map((c) => `${c.id} ${c.desc}: GEOS says ${c.isValid ? 'valid' : 'invalid'}`);
    expect(suites!.length).toBeGreaterThan(300);
    expect(disagreements).toEqual([]);
  });
});

describe('seeded corpus against the committed GEOS verdicts', () => {
  const { seed, perFamily } = JSON.parse(readFileSync(ORACLE_FILE, 'utf8')) as {
    seed: number;
    perFamily: number;
  };
  const corpus = generateCorpus(seed, perFamily);
  const oracle = loadCorpusOracle(seed, perFamily)!;

  it('covers at least 2,000 plots with both valid and invalid ones in it', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(2000);
    expect(oracle).toHaveLength(corpus.length);
    const invalid = oracle.filter((o) => !o.valid).length;
    expect(invalid).toBeGreaterThan(500);
    expect(corpus.length - invalid).toBeGreaterThan(500);
  });

  it('reaches precision and recall of at least 0.99 (invalid = positive)', () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    corpus.forEach((c, i) => {
      const flagged = checkerVerdict(c.geometry).invalid;
      const invalid = !oracle[i]!.valid;
      if (flagged && invalid) tp++;
      else if (flagged) fp++;
      else if (invalid) fn++;
    });
    expect(tp / (tp + fp)).toBeGreaterThanOrEqual(0.99);
    expect(tp / (tp + fn)).toBeGreaterThanOrEqual(0.99);
  });
});
