/**
 * Hostile plot files of every class of issue 27 at full size through `plot-check --json`, one child process
 * each, for the current code and for a baseline commit (the code before issue 27's work), in the same run:
 * exit status, fatal code, wall and CPU seconds and peak memory (GNU time's maximum resident set), printed as
 * a markdown table with totals. Budget for the current code: a JSON report within 30 s and 512 MB, exit 1
 * (every file here is refused or has plots that fail) unless it is a file to read, never a crash or a hang.
 * Files are made by tests/hostile/hostile-files.ts into a temporary folder, the big ones written piece by
 * piece, and deleted after their runs.
 *
 *   node --import tsx bench/hostile-files.ts [--baseline COMMIT | --no-baseline] [--only NAME]
 *
 * The baseline is checked out into a temporary `git worktree` (node_modules linked from this tree) and
 * removed afterwards. Every child is killed after KILL_S seconds; the baseline also runs under a 2 GB V8
 * heap, so a bomb that took 4.7 GB before cannot take the machine (it then shows as a crash, exit 134).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, symlinkSync, writeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  GEOCENTRIC_PRJ,
  WGS84_PRJ,
  bigCsv,
  bigCsvPieces,
  bigRingKmlPieces,
  compactRingKml,
  deepWktCsv,
  emptyMembersZip,
  endlessViewGpkg,
  geojsonInZipBomb,
  kmzBomb,
  kmzInZipBomb,
  nestedZips,
  shapefileBomb,
  shapefileZip,
  squareCollection,
  storedZipPieces,
  utf16le,
  wktCsv,
  xlsxBomb,
} from '../tests/hostile/hostile-files.ts';

const TIME_BUDGET_S = 30;
const MEMORY_BUDGET_MB = 512;
/** Every child is killed after this long (the current code must answer well before). */
const KILL_S = 60;
/** The commit before issue 27's first ("Readers bounded: ...", eecb795). */
const DEFAULT_BASELINE = 'eecb795^';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    'no-baseline': { type: 'boolean' },
    only: { type: 'string' },
  },
});

type Content = Uint8Array | string | Iterable<Uint8Array | string>;

/** One class of the issue: its file, and whether the file is one to read (exit 0 or 1) or to refuse. */
const classes: { title: string; file: string; make: () => Content | Promise<Content>; read?: true }[] = [
  { title: 'KMZ bomb (1 GB inflated)', file: 'kmz-bomb.kmz', make: () => kmzBomb(1024) },
  { title: 'shapefile zip bomb (1 GB)', file: 'shp-bomb.zip', make: () => shapefileBomb(1024) },
  { title: 'XLSX bomb (1 GB)', file: 'xlsx-bomb.xlsx', make: () => xlsxBomb(1024) },
  // The issue's 3 GB whitespace GeoJSON in a zip, scaled down: 1 GB is already 4x the zip limits.
  {
    title: 'GeoJSON in a zip (1 GB of whitespace)',
    file: 'geojson-in.zip',
    make: () => geojsonInZipBomb(1024),
  },
  { title: 'KMZ in a zip (1 GB inflated)', file: 'kmz-in.zip', make: () => kmzInZipBomb(1024) },
  {
    title: 'KMZ over the size cap (300 MB stored)',
    file: 'kmz-300mb.kmz',
    make: () =>
      storedZipPieces(
        'doc.kml',
        300 * 1024 * 1024,
        '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>',
        '</Document></kml>',
      ),
  },
  { title: 'zips nested 6 deep', file: 'nested.zip', make: () => nestedZips(6) },
  { title: 'GeoPackage with a never-ending view', file: 'endless-view.gpkg', make: endlessViewGpkg },
  {
    title: 'shapefile records past the end',
    file: 'truncated-shp.zip',
    make: () => shapefileZip(1000, WGS84_PRJ, 50),
  },
  { title: 'zip of 100,000 empty members', file: 'empty-members.zip', make: () => emptyMembersZip(100_000) },
  { title: 'geocentric .prj', file: 'geocentric.zip', make: () => shapefileZip(10, GEOCENTRIC_PRJ) },
  { title: 'WKT nested 200,000 deep', file: 'deep-wkt.csv', make: () => deepWktCsv(200_000) },
  {
    title: 'KML of one 200 MB coordinate string',
    file: 'ring-200mb.kml',
    make: () => bigRingKmlPieces(10_000_000),
  },
  { title: 'ring of 10 million vertices', file: 'ring-10m.kml', make: () => compactRingKml(10_000_000) },
  { title: 'CSV of 5 million rows', file: 'csv-5m.csv', make: () => bigCsvPieces(5_000_000) },
  { title: '3-D WKT (POLYGON Z) in CSV', file: 'wkt-z.csv', make: () => wktCsv(1000, 'Z'), read: true },
  {
    title: 'UTF-16 GeoJSON',
    file: 'utf16.geojson',
    make: () => utf16le(JSON.stringify(squareCollection(3, 0))),
    read: true,
  },
  {
    title: '.cpg naming an unknown encoding',
    file: 'cpg-unknown.zip',
    make: () => shapefileZip(10, WGS84_PRJ, 0, 'KLINGON-7'),
  },
  { title: 'CSV of 200,000 rows', file: 'csv-200k.csv', make: () => bigCsv(200_000), read: true },
];

interface Run {
  exit: number | null;
  fatal: string;
  report: boolean;
  wallS: number;
  cpuS: number;
  peakMb: number;
}

function writeContent(file: string, content: Content): void {
  const fd = openSync(file, 'w');
  try {
    const pieces = typeof content === 'string' || content instanceof Uint8Array ? [content] : content;
    for (const p of pieces) {
      if (typeof p === 'string') writeSync(fd, p);
      else writeSync(fd, p);
    }
  } finally {
    closeSync(fd);
  }
}

function measure(bin: string, file: string, nodeArgs: string[]): Run {
  const t0 = performance.now();
  const run = spawnSync(
    '/usr/bin/time',
    // --foreground: the signal goes to node alone; without it timeout signals its whole process group, dies
    // of the KILL itself, and GNU time loses the killed run's CPU time and peak memory.
    [
      '-v',
      'timeout',
      '--foreground',
      '-s',
      'KILL',
      String(KILL_S),
      process.execPath,
      ...nodeArgs,
      bin,
      '--json',
      file,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const wallS = (performance.now() - t0) / 1000;
  const field = (name: string) =>
    Number(new RegExp(`${name}: ([\\d.]+)`).exec(run.stderr)?.[1] ?? Number.NaN);
  // timeout exits 137 when it killed node (GNU time says "terminated by signal 9" if it died of it itself).
  const killed = /terminated by signal 9/.test(run.stderr) || run.status === 137;
  const exit = killed ? 137 : run.status;
  let fatal = '-';
  let report = false;
  try {
    const doc = JSON.parse(run.stdout) as {
      files: { fatal: { code: string } | null; problems: Record<string, number> }[];
    };
    report = true;
    const r = doc.files[0]!;
    fatal = r.fatal?.code ?? `(plots: ${Object.keys(r.problems).slice(0, 2).join(', ') || 'none'})`;
  } catch {
    fatal = killed
      ? `killed at ${KILL_S} s`
      : exit === 133 || exit === 134
        ? `crash (exit ${exit})`
        : 'no JSON report';
  }
  return {
    exit,
    fatal,
    report,
    wallS,
    cpuS: field('User time \\(seconds\\)') + field('System time \\(seconds\\)'),
    peakMb: Math.round(field('Maximum resident set size \\(kbytes\\)') / 1024),
  };
}

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });

const dir = mkdtempSync(path.join(tmpdir(), 'hostile-'));
const current = path.resolve('bin/plot-check.js');
let baselineDir: string | null = null;
let baselineLabel = '';
if (!values['no-baseline']) {
  const ref = values.baseline ?? DEFAULT_BASELINE;
  baselineLabel = git('log', '-1', '--format=%h %s', ref).stdout.trim().slice(0, 90);
  baselineDir = path.join(dir, 'baseline');
  const added = git('worktree', 'add', '--detach', baselineDir, ref);
  if (added.status !== 0) throw new Error(`git worktree add ${ref} failed: ${added.stderr}`);
  symlinkSync(path.resolve('node_modules'), path.join(baselineDir, 'node_modules'));
}

const cell = (r: Run | null, withFatal: boolean) =>
  r
    ? `${r.exit ?? '-'}${withFatal ? ` | ${r.fatal}` : ''} | ${r.wallS.toFixed(1)} | ${r.cpuS.toFixed(1)} | ${r.peakMb}`
    : `n/a${withFatal ? ' | n/a' : ''} | | |`;

const loadAtStart = loadavg();
const rows: { title: string; before: Run | null; after: Run; ok: boolean }[] = [];
let failures = 0;
try {
  console.log(`current: ${current}`);
  console.log(`baseline: ${baselineDir ? baselineLabel : 'none (--no-baseline)'}`);
  console.log(
    `load average at start: ${loadAtStart.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min) on ${cpus().length} cores`,
  );
  console.log(
    `each run killed after ${KILL_S} s; the baseline runs with --max-old-space-size=2048. Times are wall and CPU (user + system) seconds, memory the peak resident set in MB.\n`,
  );
  console.log(
    '| class | before: exit | before: fatal | s | CPU s | MB | after: exit | after: fatal | s | CPU s | MB | within budget |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const c of classes) {
    if (values.only && !c.file.includes(values.only) && !c.title.includes(values.only)) continue;
    const file = path.join(dir, c.file);
    writeContent(file, await c.make());
    const before = baselineDir
      ? measure(path.join(baselineDir, 'bin/plot-check.js'), file, ['--max-old-space-size=2048'])
      : null;
    const after = measure(current, file, []);
    rmSync(file);
    const ok =
      after.report &&
      (c.read ? after.exit === 0 || after.exit === 1 : after.exit === 1) &&
      after.wallS <= TIME_BUDGET_S &&
      after.peakMb <= MEMORY_BUDGET_MB;
    if (!ok) failures++;
    rows.push({ title: c.title, before, after, ok });
    console.log(`| ${c.title} | ${cell(before, true)} | ${cell(after, true)} | ${ok ? 'yes' : 'NO'} |`);
  }
} finally {
  if (baselineDir) git('worktree', 'remove', '--force', baselineDir);
  rmSync(dir, { recursive: true, force: true });
}

/** Summed over the runs that have the figure (a run GNU time could not measure has NaN). */
const sum = (f: (r: Run) => number, which: 'before' | 'after') =>
  rows.reduce((n, r) => {
    const v = r[which] ? f(r[which]!) : Number.NaN;
    return Number.isFinite(v) ? n + v : n;
  }, 0);
const bad = (r: Run | null) => r !== null && !r.report;
console.log(
  `\nload average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
if (baselineDir && rows.length > 0) {
  const known = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? v : 0);
  const peakBefore = Math.max(...rows.map((r) => known(r.before?.peakMb)));
  const peakAfter = Math.max(...rows.map((r) => known(r.after.peakMb)));
  console.log(
    `before → after: no JSON report (crash, kill) ${rows.filter((r) => bad(r.before)).length} → ${
      rows.filter((r) => bad(r.after)).length
    } of ${rows.length}; highest peak ${peakBefore} → ${peakAfter} MB (×${(peakBefore / peakAfter).toFixed(1)}); memory summed ${sum(
      (r) => r.peakMb,
      'before',
    )} → ${sum((r) => r.peakMb, 'after')} MB; CPU summed ${sum((r) => r.cpuS, 'before').toFixed(0)} → ${sum(
      (r) => r.cpuS,
      'after',
    ).toFixed(0)} s; wall summed ${sum((r) => r.wallS, 'before').toFixed(0)} → ${sum(
      (r) => r.wallS,
      'after',
    ).toFixed(0)} s`,
  );
}
console.log(
  failures ? `${failures} file(s) outside the budget` : 'Every hostile file within budget (current code)',
);
process.exit(failures ? 1 : 0);
