/**
 * The loader worker's side of the double-claim scan (core/geo/overlap-scan.ts, its one home): a load's
 * packed plots as the scan reads them, and an uploaded file's polygons against them.
 */
import {
  clipShapeOf,
  loadClipper,
  MIN_OVERLAP_HA,
  overlapHa,
  shapeBox,
  shapeHa,
  type Clip,
  type ClipShape,
} from '@core/geo/clip-overlap.ts';
import { handBack, scanOverlaps as scan, type ScanPlots } from '@core/geo/overlap-scan.ts';
import type { OverlapReport, UploadOverlap } from '@core/geo/overlap-report.ts';
import { RISK_CLASSES } from '@/lib/risk/risk-classes.ts';
import { KIND_CODES } from '@core/plot-packs/packed-plots.ts';
import { viewGeometry, viewId, viewName, viewSupplier, type PlotView } from './plot-store.ts';

export { handBack, loadClipper, MIN_OVERLAP_HA };

/**
 * Whether plot i has area as clipShapeOf sees it (a polygon ring of 3 positions or more), read from the
 * view's columns without making its shape; a geometry kept whole (not compacted) is asked of `shapeOf`.
 */
function hasArea(view: PlotView, i: number): boolean {
  const { kinds, parts, partStart } = view.pack;
  const kind = KIND_CODES[kinds[i]!];
  if (kind === null) return clipShapeOf(viewGeometry(view, i)) !== null;
  if (kind !== 'Polygon' && kind !== 'MultiPolygon') return false;
  const end = partStart[i + 1]!;
  for (let k = partStart[i]!; k < end;) {
    // A polygon's parts are its rings' lengths; a multipolygon's, each polygon's ring count then those.
    const rings = kind === 'Polygon' ? end - k : parts[k++]!;
    for (let r = 0; r < rings; r++) if (parts[k++]! >= 3) return true;
  }
  return false;
}

/** A load's packed plots as the scan reads them. */
export function scanPlotsOf(view: PlotView): ScanPlots {
  const { pack } = view;
  return {
    count: view.count,
    index: view.index,
    boxes: pack.boxes,
    supplierCode: (i) => pack.supplier[i]!,
    codeOf: (supplier) => pack.words.indexOf(supplier),
    hasArea: (i) => hasArea(view, i),
    shape: (i): ClipShape | null => clipShapeOf(viewGeometry(view, i)),
    facts: (i) => ({
      id: viewId(view, i),
      supplier: viewSupplier(view, i),
      name: viewName(view, i),
      risk: RISK_CLASSES[pack.risk[i]!] ?? 'unassessed',
      statedHa: pack.areaHa[i]!,
    }),
  };
}

/** The scan of a load's plots (see core/geo/overlap-scan.ts). */
export const scanOverlaps = (
  view: PlotView,
  clip: Clip,
  pause: () => Promise<void> = handBack,
  only?: string,
): Promise<OverlapReport> => scan(scanPlotsOf(view), clip, pause, only);

/** The file's polygons against the view's plots of other suppliers than `supplier`. */
export function overlapsWithOthers(
  view: PlotView,
  clip: Clip,
  geometries: readonly (GeoJSON.Geometry | null)[],
  supplier: string,
): UploadOverlap[] {
  const out: UploadOverlap[] = [];
  if (!view.index) return out;
  geometries.forEach((g, feature) => {
    const shape = clipShapeOf(g);
    if (!shape) return;
    const [minX, minY, maxX, maxY] = shapeBox(shape);
    if (!(minX <= maxX)) return;
    const fileHa = shapeHa(shape);
    for (const j of view.index!.search(minX, minY, maxX, maxY)) {
      const name = viewSupplier(view, j);
      if (name === supplier) continue;
      const other = clipShapeOf(viewGeometry(view, j));
      if (!other) continue;
      const ha = overlapHa(clip, shape, other);
      if (ha < MIN_OVERLAP_HA) continue;
      out.push({
        feature,
        plotId: viewId(view, j),
        supplier: name,
        overlapHa: ha,
        share: fileHa > 0 ? Math.min(1, ha / fileHa) : 0,
      });
    }
  });
  return out;
}
