/**
 * `plot-check --out DIR [--fix]`: each checked file written as the EU file description's GeoJSON (the
 * TRACES export's features of core/traces: mapped properties only, 2-D, cut to 6 decimals with the repeats
 * the cut makes merged, so a KML's styling fields are gone), exact repeats left out, plots that cannot be
 * written without a null (no geometry, a position that is not a number) left out and named, then every
 * written file checked again as one upload, with the same rules as the dashboard's export: the rule module
 * and the EU's geolocation rules (core/traces/geolocation-rules.ts: a point's area, the producer's name and
 * country). What is written is what the exit status judges (docs/plot-check-json.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkPlotFile } from '@core/formats/index.ts';
import {
  createUploadCheckState,
  fixFeatureCollection,
  nameFieldOf,
  removeExactDuplicates,
  type CheckOptions,
  type FixKind,
  type PlotFixReport,
  type RuleCode,
} from '@core/plot-rules/index.ts';
import { geoJsonChunks } from '@core/traces/geojson-file.ts';
import {
  featureViolations,
  shapeViolations,
  type GeoErrorCode,
  type GeoRuleOptions,
} from '@core/traces/geolocation-rules.ts';
import { toTracesFeature } from '@core/traces/traces-feature.ts';
import { fileSource, nodeReaderEnv } from './node-source.ts';

/**
 * Fixes that keep each plot's land: ring repairs, truncation, swapped axes, GEOS make-valid, holes removed by
 * cutting the plot into hole-free parts (same land). Not fill-holes (it adds land) nor remove-exact-duplicates
 * (repeats are left out when writing, whatever the fixes).
 */
export const LAND_KEEPING_FIXES: FixKind[] = [
  'drop-duplicate-vertices',
  'close-rings',
  'truncate-6-decimals',
  'swap-axes',
  'make-valid',
  'split-holes',
];

export interface WrittenFile {
  /** The written file's path. */
  file: string;
  /** The input it was written from. */
  from: string;
  plots: number;
  /** Input plots a fix changed (with --fix). */
  fixed: number;
  /** Exact repeats of an earlier plot of the file (same stored geometry and properties), left out. */
  repeatsLeftOut: number;
  /**
   * Input plots left out because they cannot be written without a null (no geometry, or a position that is
   * not a number): index (0-based), name and why, in English.
   */
  leftOut: { index: number; name: string | null; reason: string }[];
  /** The re-check of the written file: plots the upload and the EU would accept, and problems per rule. */
  accepted: number;
  problems: Partial<Record<RuleCode, number>>;
  /** Plots of the written file the EU's geolocation rules refuse, per EU error code (CF4). */
  euProblems: Partial<Record<GeoErrorCode, number>>;
}

/**
 * The EU's rules as `plot-check` applies them to what it writes: a Type II file (every plot with its
 * ProducerCountry, §9.3.2) of a commodity that is not cattle (a point stands for at most 4 ha, §10.3).
 */
export const WRITTEN_FILE_RULES: GeoRuleOptions = { cattle: false, requireCountry: true };

/** Checks that, when they fail, mean the plot would be written with a null. */
const UNWRITABLE = new Set(['no-geometry', 'position-not-number']);

const outName = (file: string): string =>
  `${path.basename(file).replace(/(\.[^.]+)+$/, '') || 'plots'}.geojson`;

/**
 * Writes one checked file's features to DIR; the re-check comes after all files (they are one upload).
 * With `fix`, `onNotFixed` hears of each plot no clean repair exists for (written as it was; its `reason`
 * says why, for the caller to put in the reader's language).
 */
export async function writeTracesFile(
  from: string,
  features: GeoJSON.Feature[],
  dir: string,
  options: CheckOptions,
  fix: boolean,
  onNotFixed: (plot: PlotFixReport) => void = () => undefined,
): Promise<WrittenFile> {
  let out = features;
  let fixed = 0;
  if (fix) {
    const r = await fixFeatureCollection(features, LAND_KEEPING_FIXES, options);
    out = r.features;
    fixed = r.changed;
    for (const p of r.plots) if (!p.fixed) onNotFixed(p);
  }
  const nameField = nameFieldOf(options);
  const traces = out.map((f) => {
    const props = f.properties ?? {};
    const name = props[nameField];
    return toTracesFeature({
      name:
        typeof name === 'string' || (typeof name === 'number' && Number.isFinite(name)) ? String(name) : null,
      geometry: f.geometry,
      producerName: props['ProducerName'],
      country: props['ProducerCountry'],
      area: props['Area'],
    }) as GeoJSON.Feature;
  });
  const leftOut: WrittenFile['leftOut'] = [];
  const writable = traces.filter((f, i) => {
    const why = featureViolations(f, i, WRITTEN_FILE_RULES).find((v) => UNWRITABLE.has(v.check));
    if (!why) return true;
    const name = f.properties?.['ProductionPlace'];
    leftOut.push({
      index: i,
      name: typeof name === 'string' ? name : null,
      reason: `${why.message} It is left out of the written file: the file description has no place for a null (${why.rule}).`,
    });
    return false;
  });
  const { features: kept, removed } = removeExactDuplicates(writable);
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, outName(from));
  await writeFile(target, geoJsonChunks(kept.map((f) => JSON.stringify(f))).join(''));
  return {
    file: target,
    from,
    plots: kept.length,
    fixed,
    repeatsLeftOut: removed.length,
    leftOut,
    accepted: 0,
    problems: {},
    euProblems: {},
  };
}

/**
 * Checks the written files again, together as one upload, with the options given (names now in
 * ProductionPlace), and with the EU's geolocation rules: a plot either refuses is not accepted.
 */
export async function recheckWritten(written: WrittenFile[], options: CheckOptions): Promise<void> {
  const state = createUploadCheckState();
  const recheck: CheckOptions = { ...options, designatedNameField: null };
  for (const w of written) {
    let refusedByEu = 0;
    const eu: WrittenFile['euProblems'] = {};
    const check = await checkPlotFile(await fileSource(w.file), recheck, state, {
      mapping: null,
      env: nodeReaderEnv,
      hooks: {
        maxProblems: 0,
        onFeature: ({ index, feature, problems, acceptedByEvaluation }) => {
          const v = [...featureViolations(feature, index, WRITTEN_FILE_RULES), ...shapeViolations(problems)];
          for (const code of new Set(v.map((x) => x.code))) eu[code] = (eu[code] ?? 0) + 1;
          if (v.length > 0 && acceptedByEvaluation) refusedByEu++;
        },
      },
    });
    w.accepted = check.summary.fatal ? 0 : check.summary.acceptedCount - refusedByEu;
    w.problems = check.summary.counts;
    w.euProblems = eu;
  }
}
