/**
 * Applies the safe fixes the person chose to one file (the rule module's fixFeatureCollection) and writes
 * the corrected GeoJSON. The features of one file are held in memory here, so fixing is offered for files up
 * to FIX_MAX_BYTES; bigger files are checked but must be fixed at the source. A plot over the check's cap
 * (MAX_FEATURE_BYTES) is never parsed: no fix touches it and its bytes are copied into the corrected file
 * as they were (the check keeps saying it is too large), so it costs no memory and is never lost.
 */
import {
  fixFeatureCollection,
  OversizedFeature,
  streamCappedFeatures,
  TopLevelInfo,
  type CheckOptions,
  type FixKind,
  type PlotFixReport,
  type RuleCode,
  type StreamedFeature,
} from '@core/plot-rules/index.ts';
import type { AppliedFix } from '@core/api/review.ts';
import { sayNow } from '@core/i18n/messages.ts';
import { appliedFixesOf } from './applied-fixes.ts';
import { fileChunks, type CheckInputFile } from './file-chunks.ts';

export const FIX_MAX_BYTES = 200 * 1024 ** 2;

/** A file the page may rewrite (fixes, leave-out): read as a stream, a plot too large to parse copied by slice. */
export interface RewritableFile extends CheckInputFile {
  slice(start: number, end: number): Blob;
}

/**
 * What a rewritten file holds for one streamed feature: its JSON, or for a plot too large to parse its own
 * bytes (a slice of the file, not read).
 */
export const rewrittenText = (file: RewritableFile, sf: StreamedFeature): BlobPart =>
  sf.value instanceof OversizedFeature
    ? file.slice(sf.start, sf.start + sf.value.bytes)
    : JSON.stringify(sf.value);

/** Plots whose before/after shapes cross to the page (the rest are counted): enough to review, not a copy. */
export const FIX_PLOTS_SHOWN = 500;

export interface FixOutcome {
  /** The corrected file, under the original's name so it can take its place in the upload. */
  file: File;
  counts: Partial<Record<RuleCode, { before: number; after: number }>>;
  changedFeatures: number;
  featuresBefore: number;
  featuresAfter: number;
  /** Plots a shape repair changed or refused (refused first), with before/after shapes and area change. */
  plots: PlotFixReport[];
  /** Such plots beyond FIX_PLOTS_SHOWN, counted only. */
  plotsOmitted: number;
  /** Repaired plots and plots left as they were because no clean repair exists. */
  repaired: number;
  refused: number;
  /** Each fix kind that changed plots, with them (numbered from 1): what the upload's record keeps. */
  applied: AppliedFix[];
}

/**
 * The start of a rewritten file, up to its features array: a FeatureCollection that keeps the other
 * top-level members (a name, a WGS84 crs) as they were; a foreign member too large to parse is no plot and
 * is not kept.
 */
export function rewrittenHead(info: TopLevelInfo): string {
  const head: Record<string, unknown> = { type: 'FeatureCollection' };
  if (info.hasFeaturesArray)
    for (const [k, v] of info.members) if (k !== 'type' && !(v instanceof OversizedFeature)) head[k] = v;
  return `${JSON.stringify(head).slice(0, -1)},"features":[\n`;
}

export async function runFix(
  file: RewritableFile,
  fixes: FixKind[],
  options: CheckOptions,
): Promise<FixOutcome> {
  // Run in the checking worker: sayNow speaks the language the page's call brought (src/lib/worker-rpc).
  if (file.size > FIX_MAX_BYTES) throw new Error(sayNow('uploads.error.fix-too-large'));
  const info = new TopLevelInfo();
  const features: GeoJSON.Feature[] = [];
  /** The slice that copies each plot too large to parse. */
  const copyOf = new Map<unknown, BlobPart>();
  for await (const sf of streamCappedFeatures(fileChunks(file), info)) {
    if (sf.value instanceof OversizedFeature) copyOf.set(sf.value, rewrittenText(file, sf));
    // Handed to the fixes as it is: the rules know it (missing-geometry, too large) and no fix changes a
    // plot without a geometry, so it comes out as the same object.
    features.push(sf.value as GeoJSON.Feature);
  }
  // One bare Feature whose shape is too large to parse: no fix can change it, the file stays as it was.
  let asItWas: Blob | null = null;
  if (!info.hasFeaturesArray && info.members.get('type') === 'Feature') {
    const over = info.oversizedShape();
    if (over) asItWas = file.slice(0, file.size);
    features.push((over ?? Object.fromEntries(info.members)) as unknown as GeoJSON.Feature);
  }
  const result = await fixFeatureCollection(features, fixes, options);
  const parts: BlobPart[] = [rewrittenHead(info)];
  result.features.forEach((f, i) => {
    if (i) parts.push(',\n');
    parts.push(copyOf.get(f) ?? JSON.stringify(f));
  });
  parts.push('\n]}\n');
  return {
    file: new File(asItWas ? [asItWas] : parts, file.name, { type: 'application/geo+json' }),
    counts: result.counts,
    changedFeatures: result.changed,
    featuresBefore: features.length,
    featuresAfter: result.features.length,
    // Refused plots first: they need the person's attention; the rest in file order.
    plots: [...result.plots.filter((p) => !p.fixed), ...result.plots.filter((p) => p.fixed)].slice(
      0,
      FIX_PLOTS_SHOWN,
    ),
    plotsOmitted: Math.max(0, result.plots.length - FIX_PLOTS_SHOWN),
    repaired: result.plots.filter((p) => p.fixed).length,
    refused: result.plots.filter((p) => !p.fixed).length,
    applied: appliedFixesOf(result.changes, fixes),
  };
}
