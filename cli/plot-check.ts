/**
 * `plot-check [options] FILE...`: the uploader's checks on the command line, for data teams and pipelines.
 * Every format the uploader reads, the automatic field mapping, the same rule module. Files named
 * together are one upload (duplicates across them count). Exit status: 0 every plot would be accepted,
 * 1 some would not or a file is unreadable, 2 usage error. See docs/supplier-files.md.
 */
import { parseArgs } from 'node:util';
import { checkPlotFile, type PlotFileCheck } from '@core/formats/index.ts';
import { isLocale, LOCALES, matchLocale, type Locale } from '@core/i18n/locales.ts';
import { loadCatalogue, messageIn, render, sayIn } from '@core/i18n/messages.ts';
import {
  createUploadCheckState,
  DEFAULT_CHECK_OPTIONS,
  featureRef,
  ResultGrouper,
  tracesPreview,
  type CheckOptions,
  type Problem,
  WITHIN_FILE_CODES,
} from '@core/plot-rules/index.ts';
import { fileSource, nodeReaderEnv } from './node-source.ts';
import { readInWorker } from './read-in-worker.ts';
import { recheckWritten, writeTracesFile, type WrittenFile } from './plot-check-out.ts';
import { jsonDocument, plotJson, textReport, type FileReport } from './plot-check-report.ts';
import { PlotSpool } from './plot-spool.ts';
import { collectGarbage } from './heap.ts';
import { draftMain } from './plot-check-draft.ts';

/** Plots checked between two full collections of the main thread's heap (cli/heap.ts says why). */
const PLOTS_PER_COLLECTION = 20_000;

export const USAGE = `Usage: plot-check [options] FILE...

Checks plot files (GeoJSON, KML/KMZ, zipped shapefile, CSV/TSV, XLSX, GeoPackage, GPX) as the uploader
does, after the automatic field mapping. Files named together are one upload.

Options:
  --name-field NAME             the property that names each plot (default: proposed per file)
  --validate-for-traces         refuse self-intersections and holes, as TRACES does
  --allow-duplicate-geometries  accept a repeated boundary when its properties differ
  --match-on-name               plots are matched on name: names must be unique
  --countries CI,GH             the project's producing countries (alpha-2): plots 1,000 km beyond all of
                                them are reported (default: the countries most of the file's plots are in)
  --all                         list every plot under its kind of problem (text output)
  --json                        print one JSON document on stdout (docs/plot-check-json.md)
  --features                    with --json: list every plot, not only those with problems
  --out DIR                     write each file as TRACES-ready GeoJSON (DIR/<name>.geojson): the four
                                TRACES properties, 2-D positions cut to 6 decimals, exact repeats left
                                out; the written files are then checked again
  --fix                         with --out: apply the fixes that keep each plot's land before writing
  --lang en|fr|pt|es|id         the language of the problem messages (default: from LC_ALL, LC_MESSAGES
                                or LANG, else English)
  --draft FILE...               check statement drafts (V3 requests) and their geolocation with the EU
                                Information System's rules instead (plot-check --draft --help)
  -h, --help                    show this help

Exit status: 0 every plot would be accepted (with --out: every plot written), 1 some would not or a file
is unreadable, 2 usage error.`;

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
        countries: { type: 'string' },
        json: { type: 'boolean' },
        features: { type: 'boolean' },
        all: { type: 'boolean' },
        out: { type: 'string' },
        fix: { type: 'boolean' },
        lang: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  const v = parsed.values;
  if (v.help) return { help: true as const };
  const lang = v.lang ?? matchLocale([process.env.LC_ALL, process.env.LC_MESSAGES, process.env.LANG]);
  if (!isLocale(lang)) throw new UsageError(`--lang needs one of ${LOCALES.join(', ')}.`);
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
  if (v.countries !== undefined) {
    const codes = v.countries.split(',').map((c) => c.trim().toUpperCase());
    if (codes.some((c) => !/^[A-Z]{2}$/.test(c)))
      throw new UsageError('--countries needs ISO 3166-1 alpha-2 codes separated by commas, like CI,GH.');
    options.producingCountries = codes;
  }
  return {
    help: false as const,
    files: parsed.positionals,
    options,
    json: v.json ?? false,
    features: v.features ?? false,
    all: v.all ?? false,
    out: v.out ?? null,
    fix: v.fix ?? false,
    lang,
  };
}

/**
 * A file that holds no plot at all (an empty FeatureCollection; every other format is already refused by its
 * reader when no plot could be read) fails here. The uploader lets one through on purpose, because with
 * "Replace all existing plots" it removes every plot of the supplier after a typed confirmation; a pipeline
 * that checks files before passing them on must never take an empty export for a good one.
 */
function emptyFileFatal(file: string, features: number, lang: Locale): FileReport['fatal'] {
  if (features > 0) return null;
  return { code: 'file-empty', message: sayIn(lang)('cli.file.empty', { file }) };
}

/**
 * Where the report goes (stdout and stderr, or a test's buffers). `out` may be a stream: its write() returns
 * false once its buffer is full, and the report waits for 'drain' before writing more.
 */
export interface PlotCheckIo {
  out: { write(text: string): unknown; once?(event: 'drain', listener: () => void): unknown };
  err: { write(text: string): unknown };
}

/**
 * Writes the pieces one after the other, waiting whenever the stream's buffer is full. stdout as a pipe is
 * written asynchronously on Linux: without waiting, a 200,000-plot JSON report (67 MB) was queued whole in
 * memory behind a slower reader, and the process went from 290 to 565 MB.
 */
async function writePieces(out: PlotCheckIo['out'], pieces: Iterable<string>): Promise<void> {
  for (const piece of pieces)
    if (out.write(piece) === false && out.once) await new Promise<void>((r) => out.once!('drain', r));
}

export async function main(
  argv: string[],
  io: PlotCheckIo = { out: process.stdout, err: process.stderr },
): Promise<number> {
  // Statement drafts are not plot files: their own check (cli/plot-check-draft.ts).
  if (argv.includes('--draft'))
    return draftMain(
      argv.filter((a) => a !== '--draft'),
      io,
    );
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
  // The chosen language's messages (a file of the package itself: a failure here is a broken install).
  await loadCatalogue(args.lang);
  const spools: PlotSpool[] = [];
  try {
    return await run(args, io, spools);
  } finally {
    for (const s of spools) s.dispose();
  }
}

async function run(
  args: Exclude<ReturnType<typeof parse>, { help: true }>,
  io: PlotCheckIo,
  spools: PlotSpool[],
): Promise<number> {
  /** A problem with its message in the chosen language (English as the checker wrote it by default). */
  const inLang = (lang: Locale) => (p: Problem) =>
    lang === 'en' || !p.args ? p : { ...p, message: messageIn(lang, p) };
  const localize = inLang(args.lang);
  const say = sayIn(args.lang);
  const state = createUploadCheckState();
  const reports: FileReport[] = [];
  const written: WrittenFile[] = [];
  const notes: string[] = [];
  for (const file of args.files) {
    const features: GeoJSON.Feature[] = [];
    const plots = new PlotSpool();
    spools.push(plots);
    const grouper = new ResultGrouper(args.options, args.all ? Infinity : 0);
    let check: PlotFileCheck;
    try {
      const source = await fileSource(file);
      check = await checkPlotFile(source, args.options, state, {
        mapping: 'auto',
        // A survey's file of plots with no name column is checked as numbered plots, with a note.
        numberUnnamed: true,
        env: nodeReaderEnv,
        read: readInWorker,
        hooks: {
          maxProblems: 0,
          onFeature: (f) => {
            if (f.index > 0 && f.index % PLOTS_PER_COLLECTION === 0) collectGarbage();
            if (args.out && f.feature) features.push(f.feature);
            const problems = f.problems.map(localize);
            for (const p of problems) grouper.addProblem(p);
            const preview = f.feature ? tracesPreview(f.feature, f.index, f.name) : null;
            if (preview) grouper.addPreview(preview, source.name);
            if (args.json && (args.features || f.problems.length > 0))
              plots.add(
                JSON.stringify(
                  plotJson(f.index, f.name, f.acceptedByEvaluation, problems, f.feature?.geometry),
                ),
              );
          },
        },
      });
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      const message =
        err.code === 'ENOENT'
          ? say('cli.file.missing', { file })
          : err.code === 'EISDIR'
            ? say('cli.file.folder', { file })
            : say('cli.file.unreadable', { file, reason: err.message });
      reports.push({
        file,
        format: null,
        features: 0,
        accepted: 0,
        nameField: null,
        fatal: { code: 'file-unreadable', message },
        problems: { 'file-unreadable': 1 },
        groups: [],
        plots: [],
      });
      continue;
    }
    const s = check.summary;
    const fatal = s.fatal
      ? { code: s.fatal.code, message: localize(s.fatal).message }
      : emptyFileFatal(file, s.featureCount, args.lang);
    // File-level problems (a crs member, an empty file) and those of the plots together (found after the
    // last feature) are not seen per feature.
    for (const p of s.problems)
      if ((p.featureIndex === undefined || WITHIN_FILE_CODES.has(p.code)) && !fatal)
        grouper.addProblem(localize(p));
    reports.push({
      file,
      format: check.format,
      features: s.featureCount,
      accepted: s.acceptedCount,
      nameField: check.mapping?.nameField ?? args.options.designatedNameField,
      fatal,
      problems: s.counts,
      groups: grouper.result(),
      plots,
    });
    for (const w of check.readWarnings)
      if (w.featureIndex === undefined) notes.push(`${file}: ${messageIn(args.lang, w)}`);
    if (args.out && !fatal) {
      const w = await writeTracesFile(file, features, args.out, args.options, args.fix, (p) => {
        // Why a plot has no clean repair, in the --lang language like the problems.
        if (p.reason)
          notes.push(
            `${file}: ${render(args.lang, featureRef(p.index, p.name))}: ${messageIn(args.lang, p.reason)}`,
          );
      });
      written.push(w);
      notes.push(
        say('cli.wrote', {
          file,
          out: w.file,
          plots: w.plots,
          fixed: args.fix ? say('cli.wrote.fixed', { count: w.fixed }) : '',
          repeats: w.repeatsLeftOut ? say('cli.wrote.repeats', { count: w.repeatsLeftOut }) : '',
        }),
      );
    }
  }
  if (args.out) await recheckWritten(written, args.options);

  // With --out, the verdict is the written files': what a pipeline passes on is what must be accepted.
  const readable = reports.every((r) => r.fatal === null);
  const allAccepted = args.out
    ? readable && written.every((w) => w.accepted === w.plots && w.leftOut.length === 0)
    : readable && reports.every((r) => r.accepted === r.features);
  // What the check kept of the plots (shapes compared within the file, the parsed text) is let go now; the
  // heap it grew to would otherwise fill with the document's pieces before V8 collects (200,000 GeoJSON
  // plots: 481 MB at the end instead of 389 MB).
  collectGarbage();
  if (args.json) await writePieces(io.out, jsonDocument(reports, args.out ? written : null, allAccepted));
  else io.out.write(textReport(reports, args.out ? written : null, args.all, args.lang));
  for (const n of notes) io.err.write(`${n}\n`);
  return allAccepted ? 0 : 1;
}
