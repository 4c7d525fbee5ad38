/**
 * Which plots of a page the Information System (TRACES) would refuse for their geometry: each plot as the
 * TRACES export writes it (core/traces: 2-D, cut to 6 decimals, four properties) through the rule module with
 * TRACES' validation on, as the export's first pass does (core/traces/traces-export.ts), plus the EU's rules
 * about a point's area and the producer's name (core/traces/geolocation-rules.ts). Only a plot's own problems count: the rules about several plots
 * of one file (overlaps, a plot inside another, duplicate geometries and names) depend on which plots share the file, and overlaps
 * are review items of their own. Runs in the loader worker as each page arrives, so the page reads one packed
 * column (`tracesRefused`) and never checks 100,000 geometries itself.
 */
import type { Plot } from '@core/api/schemas.ts';
import {
  checkFileStream,
  createUploadCheckState,
  DEFAULT_CHECK_OPTIONS,
  WITHIN_FILE_CODES,
  type CheckOptions,
  type RuleCode,
} from '@core/plot-rules/index.ts';
import { asByteChunks, geoJsonChunks } from '@core/traces/geojson-file.ts';
import { featureViolations, type GeoCheck } from '@core/traces/geolocation-rules.ts';
import { plotSource, toTracesFeature } from '@core/traces/traces-feature.ts';
import { packPlots } from './pack-plots.ts';
import { TRACES_REFUSED, type PackedPlots } from './packed-plots.ts';

/** The export's first pass: TRACES' validation, duplicates allowed (they are told apart there, not here). */
const TRACES_RULES: CheckOptions = {
  ...DEFAULT_CHECK_OPTIONS,
  validateForTraces: true,
  allowDuplicateGeometries: true,
};
/** The rules about a plot and the others of its file: they say nothing of the plot alone. */
const ABOUT_OTHER_PLOTS: ReadonlySet<RuleCode> = new Set<RuleCode>([
  ...WITHIN_FILE_CODES,
  'duplicate-geometry',
  'duplicate-name',
]);

const EU_OWN_REFUSALS: ReadonlySet<GeoCheck> = new Set<GeoCheck>([
  'area-under-minimum',
  'area-not-number',
  'area-over-4-ha',
  'producer-name-too-long',
]);

/**
 * Plots checked as one file at most: only a plot's own problems are kept, so the file's size changes no
 * answer, and the server gives its event loop back between files. Checked 2,000 at a time, packing held the
 * server's event loop for up to 434 ms; 200 at a time, 144 ms (bench/server-overlaps.ts, 100,000 plots).
 */
const CHECK_PLOTS = 200;

/**
 * The positions (in `plots`) of the plots TRACES would refuse, ascending. Checked CHECK_PLOTS at a time,
 * `pause` awaited between them (the server gives its event loop back there).
 */
export async function tracesRefusals(plots: readonly Plot[], pause?: () => Promise<void>): Promise<number[]> {
  const refused: number[] = [];
  for (let start = 0; start < plots.length; start += CHECK_PLOTS) {
    if (start > 0) await pause?.();
    for (const i of await refusalsOfFile(plots.slice(start, start + CHECK_PLOTS))) refused.push(start + i);
  }
  return refused;
}

async function refusalsOfFile(plots: readonly Plot[]): Promise<number[]> {
  if (!plots.length) return [];
  const features = plots.map((plot) => toTracesFeature(plotSource(plot)));
  const refused = new Set<number>();
  await checkFileStream(
    'plots.geojson',
    asByteChunks(geoJsonChunks(features.map((f) => JSON.stringify(f)))),
    TRACES_RULES,
    createUploadCheckState(),
    {
      maxProblems: 0,
      onFeature: ({ index, problems }) => {
        if (problems.some((p) => p.severity === 'error' && !ABOUT_OTHER_PLOTS.has(p.code)))
          refused.add(index);
      },
    },
  );
  // The EU's own rules about the plot alone (core/traces/geolocation-rules.ts, as the export applies them):
  // a point's Area from 0.0001 to 4 ha, a producer name of at most 500 characters.
  features.forEach((f, i) => {
    if (featureViolations(f, i, { cattle: false }).some((v) => EU_OWN_REFUSALS.has(v.check))) refused.add(i);
  });
  return [...refused].sort((a, b) => a - b);
}

/** Plots packed, with their `tracesRefused` column filled in (the loader worker's and the server's packing). */
export async function packWithTracesCheck(
  page: readonly Plot[],
  pause?: () => Promise<void>,
): Promise<PackedPlots> {
  const packed = packPlots(page);
  for (const i of await tracesRefusals(page, pause)) packed.tracesRefused[i] = TRACES_REFUSED;
  return packed;
}
