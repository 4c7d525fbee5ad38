/**
 * `plot-check [options] FILE...`: the uploader's checks on the command line, for data teams and pipelines.
 * Every format the uploader reads, the automatic field mapping, the same rule module. Files named
 * together are one upload (duplicates across them count). Exit status: 0 every plot would be accepted,
 * 1 some would not or a file is unreadable, 2 usage error. See docs/supplier-files.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkPlotFile, FORMAT_LABELS, type PlotFileCheck } from '@core/formats/index.ts';
import {
  createUploadCheckState,
  DEFAULT_CHECK_OPTIONS,
  fixFeatureCollection,
  RULES,
  type CheckOptions,
  type FixKind,
  type RuleCode,
} from '@core/plot-rules/index.ts';
import { fileSource, nodeReaderEnv } from './node-source.ts';
import { readInWorker } from './read-in-worker.ts';

export const USAGE = `Usage: plot-check [options] FILE...

Checks plot files (GeoJSON, KML/KMZ, zipped shapefile, CSV/TSV, XLSX, GeoPackage, GPX) as the uploader
does, after the automatic field mapping. Files named together are one upload.

Options:
  --name-field NAME             the property that names each plot (default: proposed per file)
  --validate-for-traces         refuse self-intersections and holes, as TRACES does
  --allow-duplicate-geometries  accept a repeated boundary when its properties differ
  --match-on-name               plots are matched on name: names must be unique
  --json                        print one JSON document on stdout
  --features                    with --json: list every plot's problem codes
  --out DIR                     write each file as TRACES-ready GeoJSON (DIR/<name>.geojson)
  --fix                         with --out: apply the fixes that keep each plot's land before writing
  -h, --help                    show this help

Exit status: 0 every plot would be accepted, 1 some would not or a file is unreadable, 2 usage error.`;

/**
 * Fixes that keep each plot's land: ring repairs, truncation, swapped axes, GEOS make-valid, holes removed by
 * cutting the plot into hole-free parts (same land). Not fill-holes (it adds land) nor remove-exact-duplicates.
 */
export const LAND_KEEPING_FIXES: FixKind[] = [
  'drop-duplicate-vertices',
  'close-rings',
  'truncate-6-decimals',
  'swap-axes',
  'make-valid',
  'split-holes',
];

interface FileReport {
  file: string;
  format: string | null;
  features: number;
  accepted: number;
  nameField: string | null;
  fatal: { code: string; message: string } | null;
  problems: Partial<Record<RuleCode, number>>;
  featuresDetail?: { index: number; codes: RuleCode[] }[];
}

class UsageError extends Error {}

function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        'name-field': { type: 'string' },
        'validate-for-traces': { type: 'boolean' },
        'allow-duplicate-geometries': { type: 'boolean' },
        'match-on-name': { type: 'boolean' },
        json: { type: 'boolean' },
        features: { type: 'boolean' },
        out: { type: 'string' },
        fix: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  const v = parsed.values;
  if (v.help) return { help: true as const };
  if (parsed.positionals.length === 0) throw new UsageError('No FILE given.');
  if (v.fix && !v.out) throw new UsageError('--fix needs --out DIR (the fixed files are written there).');
  if (v.features && !v.json) throw new UsageError('--features needs --json.');
  if (v['name-field'] !== undefined && v['name-field'].trim() === '')
    throw new UsageError('--name-field needs a property name.');
  const options: CheckOptions = {
    ...DEFAULT_CHECK_OPTIONS,
    validateForTraces: v['validate-for-traces'] ?? false,
    allowDuplicateGeometries: v['allow-duplicate-geometries'] ?? false,
    shouldMatchOnName: v['match-on-name'] ?? false,
    designatedNameField: v['name-field'] ?? null,
  };
  return {
    help: false as const,
    files: parsed.positionals,
    options,
    json: v.json ?? false,
    features: v.features ?? false,
    out: v.out ?? null,
    fix: v.fix ?? false,
  };
}

const outName = (file: string): string =>
  `${path.basename(file).replace(/(\.[^.]+)+$/, '') || 'plots'}.geojson`;

/** Where the report goes (stdout and stderr, or a test's buffers). */
export interface PlotCheckIo {
  out: { write(text: string): unknown };
  err: { write(text: string): unknown };
}

export async function main(
  argv: string[],
  io: PlotCheckIo = { out: process.stdout, err: process.stderr },
): Promise<number> {
  let args;
  try {
    args = parse(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err.write(`plot-check: ${e.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    io.out.write(`${USAGE}\n`);
    return 0;
  }
  const state = createUploadCheckState();
  const reports: FileReport[] = [];
  const notes: string[] = [];
  for (const file of args.files) {
    const features: GeoJSON.Feature[] = [];
    const detail: { index: number; codes: RuleCode[] }[] = [];
    let check: PlotFileCheck;
    try {
      const source = await fileSource(file);
      check = await checkPlotFile(source, args.options, state, {
        mapping: 'auto',
        env: nodeReaderEnv,
        read: readInWorker,
        hooks: {
          maxProblems: 0,
          onFeature: (f) => {
            if (args.out) features.push(f.feature as GeoJSON.Feature);
            if (args.features) detail.push({ index: f.index, codes: f.problems.map((p) => p.code) });
          },
        },
      });
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      const message =
        err.code === 'ENOENT'
          ? `${file} does not exist. Check the path.`
          : err.code === 'EISDIR'
            ? `${file} is a folder. Name the plot files inside it.`
            : `${file} cannot be read (${err.message}).`;
      reports.push({
        file,
        format: null,
        features: 0,
        accepted: 0,
        nameField: null,
        fatal: { code: 'file-unreadable', message },
        problems: { 'file-unreadable': 1 },
      });
      continue;
    }
    const s = check.summary;
    const report: FileReport = {
      file,
      format: check.format,
      features: s.featureCount,
      accepted: s.acceptedCount,
      nameField: check.mapping?.nameField ?? args.options.designatedNameField,
      fatal: s.fatal ? { code: s.fatal.code, message: s.fatal.message } : null,
      problems: s.counts,
    };
    if (args.features) report.featuresDetail = detail;
    reports.push(report);
    for (const w of check.readWarnings) if (w.featureIndex === undefined) notes.push(`${file}: ${w.message}`);
    if (args.out && !s.fatal) {
      let out = features;
      let fixed = 0;
      if (args.fix) {
        const r = await fixFeatureCollection(features, LAND_KEEPING_FIXES, args.options);
        out = r.features;
        fixed = r.changes.size;
      }
      await mkdir(args.out, { recursive: true });
      const target = path.join(args.out, outName(file));
      await writeFile(target, `${JSON.stringify({ type: 'FeatureCollection', features: out })}\n`);
      notes.push(`${file}: wrote ${target} (${out.length} plots${args.fix ? `, ${fixed} fixed` : ''})`);
    }
  }

  const allAccepted = reports.every((r) => r.fatal === null && r.accepted === r.features);
  if (args.json) io.out.write(`${JSON.stringify({ files: reports })}\n`);
  else io.out.write(humanReport(reports));
  for (const n of notes) io.err.write(`${n}\n`);
  return allAccepted ? 0 : 1;
}

function humanReport(reports: FileReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    const fmt = r.format ? FORMAT_LABELS[r.format as keyof typeof FORMAT_LABELS] : 'unknown format';
    if (r.fatal) {
      lines.push(`${r.file} (${fmt}): ${r.fatal.message}`);
      continue;
    }
    lines.push(
      `${r.file} (${fmt}): ${r.accepted} of ${r.features} plots would be accepted; name field ${r.nameField ? `"${r.nameField}"` : 'none found'}`,
    );
    const codes = (Object.entries(r.problems) as [RuleCode, number][]).sort((a, b) => b[1] - a[1]);
    for (const [code, n] of codes)
      lines.push(
        `  ${String(n).padStart(6)}  ${RULES[code].severity.padEnd(7)}  ${code}: ${RULES[code].title}`,
      );
  }
  const total = reports.reduce((n, r) => n + r.features, 0);
  const accepted = reports.reduce((n, r) => n + r.accepted, 0);
  const unreadable = reports.filter((r) => r.fatal).length;
  lines.push(
    `${accepted} of ${total} plots would be accepted${unreadable ? `; ${unreadable} file(s) unreadable` : ''}.`,
  );
  return `${lines.join('\n')}\n`;
}
