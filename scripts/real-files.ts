/**
 * `npm run real-files`: every real supplier file in ../shared/real-plot-files (when that folder is there)
 * through the readers and the automatic field mapping. Per file: format, plots read, the proposed name
 * field, plots accepted with the proposed mapping, and with the best name field chosen by hand (every
 * property tried). Target: the proposed mapping accepts at least 95 % of what the best one does, in total.
 * Also the time to open (read, map and check) the largest file of each format.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPlotFile, type FieldMapping, type MappingChoice } from '@core/formats/index.ts';
import { createUploadCheckState, DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { fileSource, nodeReaderEnv } from '../cli/node-source.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = path.resolve(root, '../shared/real-plot-files');

if (!existsSync(folder)) {
  console.log(`No ${folder}: the real plot files are not on this machine; nothing to measure.`);
  process.exit(0);
}

const list = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? list(p) : /readme/i.test(f) ? [] : [p];
  });

async function check(file: string, mapping: MappingChoice) {
  const started = performance.now();
  const r = await checkPlotFile(await fileSource(file), DEFAULT_CHECK_OPTIONS, createUploadCheckState(), {
    mapping,
    env: nodeReaderEnv,
  });
  return { r, ms: performance.now() - started };
}

const rows: string[][] = [
  ['file', 'format', 'plots', 'proposed name field', 'accepted (proposed)', 'best field', 'accepted (best)'],
];
let totalPlots = 0;
let totalProposed = 0;
let totalBest = 0;
const largest = new Map<string, { file: string; bytes: number; ms: number }>();

for (const file of list(folder).sort()) {
  const { r: proposed, ms } = await check(file, 'auto');
  const name = path.relative(folder, file);
  const format = proposed.format ?? 'unknown';
  const bytes = statSync(file).size;
  if (!largest.has(format) || largest.get(format)!.bytes < bytes)
    largest.set(format, { file: name, bytes, ms });
  if (proposed.summary.fatal || !proposed.mapping || !proposed.proposal) {
    rows.push([name, format, '0', `FATAL: ${proposed.summary.fatal?.message ?? '?'}`, '0', '', '0']);
    continue;
  }
  let best = { field: proposed.mapping.nameField ?? '(none)', accepted: proposed.summary.acceptedCount };
  for (const { name: key } of proposed.proposal.properties) {
    const mapping: FieldMapping = { ...proposed.mapping, nameField: key };
    const { r } = await check(file, mapping);
    if (r.summary.acceptedCount > best.accepted) best = { field: key, accepted: r.summary.acceptedCount };
  }
  totalPlots += proposed.summary.featureCount;
  totalProposed += proposed.summary.acceptedCount;
  totalBest += best.accepted;
  rows.push([
    name,
    format,
    String(proposed.summary.featureCount),
    proposed.mapping.nameField ?? '(none)',
    String(proposed.summary.acceptedCount),
    best.field,
    String(best.accepted),
  ]);
}

const widths = rows[0]!.map((_, i) => Math.min(60, Math.max(...rows.map((r) => r[i]!.length))));
for (const r of rows)
  console.log(
    r
      .map((c, i) =>
        i >= 2 && i !== 3 && i !== 5 ? c.padStart(widths[i]!) : c.slice(0, 60).padEnd(widths[i]!),
      )
      .join('  '),
  );
const share = totalBest ? (100 * totalProposed) / totalBest : 100;
console.log(
  `\nTotal: ${totalPlots} plots; accepted with the proposed mapping ${totalProposed}, with the best name field ${totalBest}: ${share.toFixed(1)} % of best (target ≥ 95 %).`,
);
console.log('\nTime to open (read, map, check) the largest file of each format:');
for (const [format, l] of [...largest].sort())
  console.log(`  ${format.padEnd(11)} ${l.file} (${(l.bytes / 1024).toFixed(0)} KB): ${l.ms.toFixed(0)} ms`);
process.exitCode = share >= 95 ? 0 : 1;
