/**
 * `npm run geometry-conformance`: how often the checker's "topologically invalid" verdict agrees with GEOS
 * `is_valid`, on the JTS/GEOS validity suites (when ../shared/validity-suites is present) and on a seeded
 * corpus of generated plots (tests/geometry/corpus.ts), and whether every fixed shape is valid by GEOS,
 * hole-free and of the right area. "Invalid" is the positive class: precision = flagged shapes GEOS also
 * calls invalid / all flagged; recall = invalid shapes flagged / all invalid. Hole-only findings count as
 * valid (GEOS accepts holes; TRACES rejects them through the `hole` rule). The oracle is GEOS through
 * /usr/bin/python3 + shapely (Debian python3-shapely); without it the corpus verdicts come from
 * tests/geometry/corpus-oracle.json (written by `--write-oracle`) and the fix checks are skipped.
 *
 * Options: --seed=N --per-family=N (corpus size), --write-oracle, --min=0.99 (exit 1 below it).
 */
import { writeFileSync } from 'node:fs';
import {
  checkerVerdicts,
  geosOracle,
  loadCorpusOracle,
  ORACLE_FILE,
  type OracleRow,
} from '../tests/geometry/conformance.ts';
import { generateCorpus } from '../tests/geometry/corpus.ts';
import { readSuites, SUITES_DIR } from '../tests/geometry/suites.ts';
import { fixChecks } from '../tests/geometry/fix-checks.ts';

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const seed = Number(arg('seed') ?? 20261123);
const perFamily = Number(arg('per-family') ?? 130);
const min = Number(arg('min') ?? 0.99);

interface Scored {
  id: string;
  group: string;
  flagged: boolean;
  invalid: boolean;
  why: string;
}

function report(title: string, rows: Scored[]): { precision: number; recall: number } {
  const tp = rows.filter((r) => r.flagged && r.invalid).length;
  const fp = rows.filter((r) => r.flagged && !r.invalid).length;
  const fn = rows.filter((r) => !r.flagged && r.invalid).length;
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  console.log(
    `${title}: ${rows.length} shapes, ${tp + fn} invalid by GEOS; flagged ${tp + fp}: ` +
      `precision ${precision.toFixed(4)} (${fp} false alarms), recall ${recall.toFixed(4)} (${fn} missed)`,
  );
  for (const r of rows.filter((x) => x.flagged !== x.invalid).slice(0, 15))
    console.log(`   ${r.flagged ? 'false alarm' : 'missed'}: ${r.id} [${r.group}] ${r.why}`);
  return { precision, recall };
}

const results: { precision: number; recall: number }[] = [];
const suites = readSuites();
if (!suites) console.log(`Validity suites: skipped (${SUITES_DIR} is absent)`);
else {
  const verdicts = checkerVerdicts(suites.map((c) => c.geometry));
  results.push(
    report(
      'JTS/GEOS validity suites',
      suites.map((c, i) => ({
        id: c.id,
        group: c.desc,
        flagged: verdicts[i]!.invalid,
        invalid: !c.isValid,
        why: verdicts[i]!.why,
      })),
    ),
  );
}

const corpus = generateCorpus(seed, perFamily);
const verdicts = checkerVerdicts(corpus.map((c) => c.geometry));
let oracle: OracleRow[] | null = geosOracle(
  corpus.map((c, i) => ({ id: i, geometry: c.geometry, wantMakeValid: true })),
);
if (oracle && process.argv.includes('--write-oracle')) {
  writeFileSync(
    ORACLE_FILE,
    JSON.stringify({ seed, perFamily, valid: oracle.map((r) => (r.valid ? '1' : '0')).join('') }) + '\n',
  );
  console.log(`wrote ${ORACLE_FILE}`);
}
if (!oracle) {
  console.log(
    'GEOS oracle: /usr/bin/python3 with shapely not available; using the committed corpus verdicts',
  );
  oracle = loadCorpusOracle(seed, perFamily);
}
if (!oracle)
  console.log('Generated corpus: skipped (no oracle and no committed verdicts for this seed/size)');
else {
  const families = new Map<string, number>();
  for (const c of corpus) families.set(c.family, (families.get(c.family) ?? 0) + 1);
  results.push(
    report(
      `Generated corpus (seed ${seed}, ${families.size} families)`,
      corpus.map((c, i) => ({
        id: c.id,
        group: oracle![i]!.reason ?? 'valid',
        flagged: verdicts[i]!.invalid,
        invalid: !oracle![i]!.valid,
        why: verdicts[i]!.why,
      })),
    ),
  );
  const perFam = [...families.keys()].map((f) => {
    const idx = corpus.flatMap((c, i) => (c.family === f ? [i] : []));
    const invalid = idx.filter((i) => !oracle![i]!.valid).length;
    const agree = idx.filter((i) => verdicts[i]!.invalid === !oracle![i]!.valid).length;
    return `${f} ${invalid}/${idx.length} invalid, ${agree} agree`;
  });
  console.log(`   per family: ${perFam.join('; ')}`);
  if (oracle[0]?.structureArea !== undefined) {
    const fx = await fixChecks(corpus, oracle);
    for (const line of fx.lines) console.log(line);
    if (!fx.ok) results.push({ precision: 0, recall: 0 });
  }
}
const bad = results.some((r) => r.precision < min || r.recall < min);
console.log(bad ? `\nBELOW ${min}` : `\nAll figures at or above ${min}`);
process.exit(bad ? 1 : 0);
