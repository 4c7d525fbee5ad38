/**
 * Applies the safe fixes the person chose to one file (the rule module's fixFeatureCollection) and writes
 * the corrected GeoJSON. The features of one file are held in memory here, so fixing is offered for files up
 * to FIX_MAX_BYTES; bigger files are checked but must be fixed at the source.
 */
import {
  fixFeatureCollection,
  streamFeatures,
  TopLevelInfo,
  type CheckOptions,
  type FixKind,
  type PlotFixReport,
  type RuleCode,
} from '@core/plot-rules/index.ts';
import type { AppliedFix } from '@core/api/review.ts';
import { sayNow } from '@core/i18n/messages.ts';
import { appliedFixesOf } from './applied-fixes.ts';
import { fileChunks, type CheckInputFile } from './file-chunks.ts';

export const FIX_MAX_BYTES = 200 * 1024 ** 2;

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

export async function runFix(
  file: CheckInputFile,
  fixes: FixKind[],
  options: CheckOptions,
): Promise<FixOutcome> {
  // Run in the checking worker: sayNow speaks the language the page's call brought (src/lib/worker-rpc).
  if (file.size > FIX_MAX_BYTES) throw new Error(sayNow('uploads.error.fix-too-large'));
  const info = new TopLevelInfo();
  const features: GeoJSON.Feature[] = [];
  for await (const sf of streamFeatures(fileChunks(file), info)) features.push(sf.value as GeoJSON.Feature);
  if (!info.hasFeaturesArray && info.members.get('type') === 'Feature') {
    features.push(Object.fromEntries(info.members) as unknown as GeoJSON.Feature);
  }
  const result = await fixFeatureCollection(features, fixes, options);
  // Keep the other top-level members (a name, a WGS84 crs) as they were.
  const head: Record<string, unknown> = { type: 'FeatureCollection' };
  if (info.hasFeaturesArray) for (const [k, v] of info.members) if (k !== 'type') head[k] = v;
  const parts: string[] = [`${JSON.stringify(head).slice(0, -1)},"features":[\n`];
  result.features.forEach((f, i) => parts.push(`${i ? ',\n' : ''}${JSON.stringify(f)}`));
  parts.push('\n]}\n');
  return {
    file: new File(parts, file.name, { type: 'application/geo+json' }),
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
