/**
 * Hostile plot files at full size (issue 27) through `plot-check --json`, one child process each, printing
 * time, peak memory (GNU time's maximum resident set), exit status and the fatal code. Budget per file: a
 * JSON report within 30 s and 512 MB, exit 1 (every file here is refused or has plots that fail), never a
 * crash (133/134) or a hang. Files are made by tests/hostile/hostile-files.ts into a temporary folder.
 *
 *   node --import tsx bench/hostile-files.ts [--bin path/to/bin/plot-check.js] [--only NAME]
 *
 * `--bin` runs another checkout's plot-check (to measure before a change); a child that runs away is stopped
 * after 60 s and at ~3 GB of heap, so a bomb cannot take the machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  GEOCENTRIC_PRJ,
  WGS84_PRJ,
  bigCsv,
  bigRingKml,
  compactRingKml,
  deepWktCsv,
  emptyMembersZip,
  endlessViewGpkg,
  geojsonInZipBomb,
  kmzBomb,
  nestedZips,
  shapefileBomb,
  shapefileZip,
  squareCollection,
  utf16le,
  wktCsv,
  xlsxBomb,
} from '../tests/hostile/hostile-files.ts';

const TIME_BUDGET_S = 30;
const MEMORY_BUDGET_MB = 512;

const { values } = parseArgs({
  options: { bin: { type: 'string' }, only: { type: 'string' } },
});
const bin = path.resolve(values.bin ?? 'bin/plot-check.js');

/** `refused`: exit 1 expected (refused, or plots that fail); otherwise read: exit 0 or 1, within budget. */
const files: {
  name: string;
  make: () => Uint8Array | string | Promise<Uint8Array>;
  read?: true;
}[] = [
  { name: 'kmz-bomb-1gb.kmz', make: () => kmzBomb(1024) },
  { name: 'shapefile-bomb-1gb.zip', make: () => shapefileBomb(1024) },
  { name: 'xlsx-bomb-1gb.xlsx', make: () => xlsxBomb(1024) },
  { name: 'geojson-in-zip-bomb-1gb.zip', make: () => geojsonInZipBomb(1024) },
  { name: 'nested-zips-6.zip', make: () => nestedZips(6) },
  { name: 'empty-members-100k.zip', make: () => emptyMembersZip(100_000) },
  { name: 'truncated-shapefile.zip', make: () => shapefileZip(1000, WGS84_PRJ, 50) },
  { name: 'geocentric-prj.zip', make: () => shapefileZip(10, GEOCENTRIC_PRJ) },
  { name: 'deep-wkt-200k.csv', make: () => deepWktCsv(200_000) },
  { name: 'wkt-z-1000.csv', make: () => wktCsv(1000, 'Z', true), read: true },
  { name: 'csv-5m-rows.csv', make: () => bigCsv(5_000_000) },
  { name: 'csv-1m-rows.csv', make: () => bigCsv(1_000_000) },
  { name: 'csv-200k-rows.csv', make: () => bigCsv(200_000), read: true },
  { name: 'kml-ring-10m-vertices.kml', make: () => bigRingKml(10_000_000) },
  { name: 'kml-ring-1m-vertices.kml', make: () => bigRingKml(1_000_000) },
  { name: 'kml-ring-10m-compact.kml', make: () => compactRingKml(10_000_000) },
  { name: 'utf16-geojson.geojson', make: () => utf16le(JSON.stringify(squareCollection(3, 0))), read: true },
  { name: 'gpkg-endless-view.gpkg', make: endlessViewGpkg },
];

const dir = mkdtempSync(path.join(tmpdir(), 'hostile-'));
let failures = 0;
console.log(`plot-check: ${bin}`);
console.log(
  'file                              | exit | fatal code                  | time s | peak MB | within budget',
);
try {
  for (const f of files) {
    if (values.only && !f.name.includes(values.only)) continue;
    const file = path.join(dir, f.name);
    writeFileSync(file, await f.make());
    const t0 = performance.now();
    const run = spawnSync(
      '/usr/bin/time',
      ['-v', 'timeout', '60', process.execPath, '--max-old-space-size=3072', bin, '--json', file],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const seconds = (performance.now() - t0) / 1000;
    rmSync(file);
    const peakMb = Math.round(
      Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? 0) / 1024,
    );
    let fatal = '-';
    let report = false;
    try {
      const doc = JSON.parse(run.stdout) as { files: { fatal: { code: string } | null; problems: object }[] };
      report = true;
      const r = doc.files[0]!;
      fatal = r.fatal?.code ?? `(plots: ${Object.keys(r.problems).slice(0, 2).join(',') || 'none'})`;
    } catch {
      fatal = run.status === 124 ? 'TIMEOUT, no report' : 'no JSON report';
    }
    const ok =
      report &&
      (f.read ? run.status === 0 || run.status === 1 : run.status === 1) &&
      seconds <= TIME_BUDGET_S &&
      peakMb <= MEMORY_BUDGET_MB;
    if (!ok) failures++;
    console.log(
      `${f.name.padEnd(33)} | ${String(run.status).padStart(4)} | ${fatal.slice(0, 27).padEnd(27)} | ${seconds.toFixed(1).padStart(6)} | ${String(peakMb).padStart(7)} | ${ok ? 'yes' : 'NO'}`,
    );
  }
} finally {
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
console.log(failures ? `${failures} file(s) outside the budget` : 'Every hostile file within budget');
process.exit(failures ? 1 : 0);
