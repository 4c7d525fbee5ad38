/**
 * "What TRACES will do to this file": streams one file through the rule module's tracesPreview and returns
 * the plots TRACES changes silently (capped for the page), with totals per kind of change.
 */
import {
  streamFeatures,
  TopLevelInfo,
  tracesPreview,
  type CheckOptions,
  type TracesPlotPreview,
} from '@core/plot-rules/index.ts';
import { fileChunks, type CheckInputFile } from './file-chunks.ts';

/** Plots listed on the page; the totals count all of them. */
export const PREVIEW_PLOTS_SHOWN = 1000;

export interface TracesPreviewOutcome {
  plotCount: number;
  /** Plots TRACES changes, plots whose outline changes, positions truncated in all. */
  changed: number;
  shapeChanges: number;
  pointsAssumed4ha: number;
  areasReadAsZero: number;
  /** Plots whose outline changes first, then the others, in file order. */
  plots: TracesPlotPreview[];
  omitted: number;
}

export async function runTracesPreview(
  file: CheckInputFile,
  options: CheckOptions,
): Promise<TracesPreviewOutcome> {
  const info = new TopLevelInfo();
  const nameField = options.designatedNameField || 'ProductionPlace';
  const shape: TracesPlotPreview[] = [];
  const other: TracesPlotPreview[] = [];
  const out: TracesPreviewOutcome = {
    plotCount: 0,
    changed: 0,
    shapeChanges: 0,
    pointsAssumed4ha: 0,
    areasReadAsZero: 0,
    plots: [],
    omitted: 0,
  };
  const visit = (f: GeoJSON.Feature, index: number): void => {
    out.plotCount++;
    const raw = f?.properties?.[nameField];
    const name = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
    const p = typeof f === 'object' && f !== null ? tracesPreview(f, index, name) : null;
    if (!p) return;
    out.changed++;
    if (p.shapeChanges) out.shapeChanges++;
    if (p.changes.some((c) => c.kind === 'point-area-assumed')) out.pointsAssumed4ha++;
    if (p.changes.some((c) => c.kind === 'area-read-as-zero')) out.areasReadAsZero++;
    const list = p.shapeChanges ? shape : other;
    if (shape.length + other.length < PREVIEW_PLOTS_SHOWN || p.shapeChanges) list.push(p);
  };
  let index = 0;
  for await (const sf of streamFeatures(fileChunks(file), info)) visit(sf.value as GeoJSON.Feature, index++);
  if (!info.hasFeaturesArray && info.members.get('type') === 'Feature')
    visit(Object.fromEntries(info.members) as unknown as GeoJSON.Feature, 0);
  out.plots = [...shape, ...other].slice(0, PREVIEW_PLOTS_SHOWN);
  out.omitted = out.changed - out.plots.length;
  return out;
}
