/**
 * `plot-check --out DIR [--fix]`: each checked file written as the EU file description's GeoJSON (the
 * TRACES export's features of core/traces: mapped properties only, 2-D, cut to 6 decimals, so a KML's
 * styling fields are gone), exact repeats left out, then every written file checked again as one upload,
 * with the same rules. What is written is what the exit status judges (docs/plot-check-json.md).
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
  /** The re-check of the written file: plots the upload would accept, and problems per rule. */
  accepted: number;
  problems: Partial<Record<RuleCode, number>>;
}

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
  const { features: kept, removed } = removeExactDuplicates(traces);
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, outName(from));
  await writeFile(target, geoJsonChunks(kept.map((f) => JSON.stringify(f))).join(''));
  return {
    file: target,
    from,
    plots: kept.length,
    fixed,
    repeatsLeftOut: removed.length,
    accepted: 0,
    problems: {},
  };
}

/** Checks the written files again, together as one upload, with the options given (names now in ProductionPlace). */
export async function recheckWritten(written: WrittenFile[], options: CheckOptions): Promise<void> {
  const state = createUploadCheckState();
  const recheck: CheckOptions = { ...options, designatedNameField: null };
  for (const w of written) {
    const check = await checkPlotFile(await fileSource(w.file), recheck, state, {
      mapping: null,
      env: nodeReaderEnv,
      hooks: { maxProblems: 0 },
    });
    w.accepted = check.summary.fatal ? 0 : check.summary.acceptedCount;
    w.problems = check.summary.counts;
  }
}
