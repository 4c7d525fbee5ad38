/**
 * The upload preview in the loader worker: a supplier's plots of a load, read from the load's columns and
 * spatial index, as core/upload-diff's ExistingPlots, so a checked file is compared with them without the
 * page holding or sending a geometry of theirs.
 */
import { diffUpload, type FilePlot, type UploadDiff, type UploadMode } from '@core/upload-diff/index.ts';
import type { Clip } from '@core/geo/clip-overlap.ts';
import { supplierNameKey } from '@core/api/supplier-names.ts';
import { viewGeometry, viewId, viewName, type PlotView } from './plot-store.ts';

/** The file plots against the load's plots of `supplier` under `mode`. */
export function uploadDiffInView(
  view: PlotView,
  clip: Clip,
  plots: readonly FilePlot[],
  supplier: string,
  mode: UploadMode,
): UploadDiff {
  const wanted = supplierNameKey(supplier);
  const codes = new Set<number>();
  view.pack.words.forEach((w, code) => {
    if (supplierNameKey(w) === wanted) codes.add(code);
  });
  // The supplier's plots by their load position; positions in the diff are theirs in this list.
  const mine: number[] = [];
  for (let i = 0; i < view.count; i++) if (codes.has(view.pack.supplier[i]!)) mine.push(i);
  const local = new Map<number, number>();
  mine.forEach((i, k) => local.set(i, k));
  const { index } = view;
  return diffUpload(
    plots,
    {
      count: mine.length,
      id: (k) => viewId(view, mine[k]!),
      name: (k) => viewName(view, mine[k]!),
      geometry: (k) => viewGeometry(view, mine[k]!),
      search: (minX, minY, maxX, maxY) =>
        (index?.search(minX, minY, maxX, maxY) ?? []).flatMap((i) => {
          const k = local.get(i);
          return k === undefined ? [] : [k];
        }),
    },
    mode,
    clip,
  );
}
