/**
 * "What TRACES will do to this file": streams one file through the rule module's tracesPreview and groups
 * the changes TRACES makes silently by kind (core/plot-rules/result-groups.ts): the ones that matter
 * (outlines that change, points taken as 4 ha, text Areas read as 0) one line per kind with the plots, and
 * positions merely cut to 6 decimals as one count with the largest move, never a list of every plot.
 */
import {
  OversizedFeature,
  ResultGrouper,
  streamCappedFeatures,
  TopLevelInfo,
  tracesPreview,
  type CheckOptions,
  type ResultLine,
} from '@core/plot-rules/index.ts';
import { fileChunks, type CheckInputFile } from './file-chunks.ts';

/** Plots kept per kind for "show all"; the counts cover all of them. */
export const PREVIEW_ITEMS_KEPT = 500;

export interface TracesPreviewOutcome {
  /** Plots read (a plot too large to read is counted in `unread` instead). */
  plotCount: number;
  /** Plots over the check's cap (MAX_FEATURE_BYTES): never read, so what TRACES makes of them is unknown. */
  unread: number;
  /** Plots TRACES changes in any way. */
  changed: number;
  /** Plots whose only change is positions cut to 6 decimals (a few centimetres; nothing to do). */
  onlyTruncated: number;
  /** Largest move of a position cut to 6 decimals, in metres (0 when none moves). */
  maxShiftM: number;
  /**
   * One line per kind that matters (not the cut alone), outline changes first, then the most frequent; each
   * with its count, plots and the first PREVIEW_ITEMS_KEPT of them.
   */
  lines: ResultLine[];
}

export async function runTracesPreview(
  file: CheckInputFile,
  options: CheckOptions,
): Promise<TracesPreviewOutcome> {
  const info = new TopLevelInfo();
  const nameField = options.designatedNameField || 'ProductionPlace';
  const grouper = new ResultGrouper(options, PREVIEW_ITEMS_KEPT);
  const out: TracesPreviewOutcome = {
    plotCount: 0,
    unread: 0,
    changed: 0,
    onlyTruncated: 0,
    maxShiftM: 0,
    lines: [],
  };
  const visit = (f: GeoJSON.Feature, index: number): void => {
    out.plotCount++;
    const raw = f?.properties?.[nameField];
    const name = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
    const p = typeof f === 'object' && f !== null ? tracesPreview(f, index, name) : null;
    if (!p) return;
    out.changed++;
    out.maxShiftM = Math.max(out.maxShiftM, p.maxShiftM);
    if (p.changes.every((c) => c.kind === 'truncated')) out.onlyTruncated++;
    // The cut alone is counted, not listed: it is a few centimetres on every plot of a precise file.
    const matters = p.changes.filter((c) => c.kind !== 'truncated');
    if (matters.length) grouper.addPreview({ ...p, changes: matters });
  };
  let index = 0;
  for await (const sf of streamCappedFeatures(fileChunks(file), info)) {
    // A plot too large to parse (the check says so): what TRACES would make of it is not known.
    if (sf.value instanceof OversizedFeature) {
      out.unread++;
      index++;
    } else visit(sf.value as GeoJSON.Feature, index++);
  }
  if (!info.hasFeaturesArray && info.members.get('type') === 'Feature') {
    if (info.oversizedShape()) out.unread++;
    else visit(Object.fromEntries(info.members) as unknown as GeoJSON.Feature, 0);
  }
  const silent = grouper.result().find((g) => g.name === 'silentChanges');
  const first = (l: ResultLine) => (l.code === 'shape-changes' ? 0 : 1);
  out.lines = [...(silent?.lines ?? [])].sort((a, b) => first(a) - first(b));
  return out;
}
