/**
 * Double claims: plots whose land overlaps, between two suppliers (the same field sold twice, or counted
 * twice) or within one supplier (a plot mapped twice). Runs in the loader worker over a load's packed
 * plots: the spatial index (flatbush over the plots' boxes) gives the candidate pairs whose boxes meet,
 * Clipper2 (clipper2-ts, loaded on first use) cuts their exact intersection on an integer grid of 1e-7 degree
 * (about 1 cm, so shared borders stay shared), and its area is measured on the sphere.
 *
 * Clipper2 rather than a floating-point sweep (polyclip-ts): it is robust by construction (integer
 * coordinates, exact predicates) and about 20 times faster, which the 100,000-plot portfolio needs (bench/
 * overlaps.ts). Pairs that only touch along a border (GPS noise of a shared boundary) are not double
 * claims: an overlap counts from MIN_OVERLAP_HA.
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
import { RISK_CLASSES } from '@/lib/risk/risk-classes.ts';
import { KIND_CODES } from '../shared/packed-plots.ts';
import type {
  OverlapPair,
  OverlapPlot,
  OverlapReport,
  SupplierOverlaps,
  UploadOverlap,
} from '../shared/overlap-report.ts';
import { viewGeometry, viewId, viewName, viewSupplier, type PlotView } from './plot-store.ts';

// The clipping itself (grid, areas, the border threshold) lives in core/geo/clip-overlap.ts.
export { loadClipper, MIN_OVERLAP_HA };
/** The list carries the largest pairs up to this many; counts cover them all. */
export const MAX_LISTED_PAIRS = 5_000;
/** The scan hands the worker back this often (ms), so the map's tile requests are answered meanwhile. */
const SLICE_MS = 30;

/**
 * Whether plot i has area as clipShapeOf sees it (a polygon ring of 3 positions or more), read from the
 * view's columns without making its shape; a geometry kept whole (not compacted) is asked of `shapeOf`.
 */
function hasArea(view: PlotView, i: number, shapeOf: (i: number) => ClipShape | null): boolean {
  const { kinds, parts, partStart } = view.pack;
  const kind = KIND_CODES[kinds[i]!];
  if (kind === null) return shapeOf(i) !== null;
  if (kind !== 'Polygon' && kind !== 'MultiPolygon') return false;
  const end = partStart[i + 1]!;
  for (let k = partStart[i]!; k < end;) {
    // A polygon's parts are its rings' lengths; a multipolygon's, each polygon's ring count then those.
    const rings = kind === 'Polygon' ? end - k : parts[k++]!;
    for (let r = 0; r < rings; r++) if (parts[k++]! >= 3) return true;
  }
  return false;
}

/** Gives the thread back to the messages waiting (tile requests) before the next slice of work. */
export const handBack = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every overlapping pair of the view's plots, or with `only`, every pair with a plot of that supplier in it
 * (its plots against every plot near them: a tenth of a project's plots is about a tenth of the work, and
 * the supplier's pairs are never cut by the project's MAX_LISTED_PAIRS). Hands the thread back every SLICE_MS.
 */
export async function scanOverlaps(
  view: PlotView,
  clip: Clip,
  pause: () => Promise<void> = handBack,
  only?: string,
): Promise<OverlapReport> {
  const started = performance.now();
  let slice = started;
  const { count, index } = view;
  const pairs: OverlapPair[] = [];
  const involved = new Map<number, { others: boolean; within: boolean }>();
  const areas = new Float64Array(count).fill(-1);
  const shapes = new Map<number, ClipShape | null>();
  const shapeOf = (i: number) => {
    let s = shapes.get(i);
    if (s === undefined) shapes.set(i, (s = clipShapeOf(viewGeometry(view, i))));
    return s;
  };
  const areaOf = (i: number, s: ClipShape) => (areas[i]! >= 0 ? areas[i]! : (areas[i] = shapeHa(s)));
  let scanned = 0;
  const b = view.pack.boxes;
  const codes = view.pack.supplier;
  // The supplier's code in the view's dictionary (-1: none of its plots is there).
  const onlyCode = only === undefined ? null : view.pack.words.indexOf(only);
  for (let i = 0; i < count && index; i++) {
    if (performance.now() - slice > SLICE_MS) {
      await pause();
      slice = performance.now();
    }
    if (onlyCode !== null && codes[i] !== onlyCode) continue;
    if (!hasArea(view, i, shapeOf)) continue;
    scanned++;
    // Its shape only once a plot near it needs clipping: most plots have none, and making the shapes of
    // every plot of a supplier of 25,000 was most of the scan.
    let a: ClipShape | null = null;
    const candidates = index.search(b[4 * i]!, b[4 * i + 1]!, b[4 * i + 2]!, b[4 * i + 3]!);
    for (const j of candidates) {
      // Each pair once: from its first plot, or (scanning one supplier) from its plot of that supplier.
      if (j === i || (j < i && (onlyCode === null || codes[j] === onlyCode))) continue;
      const other = shapeOf(j);
      if (!other) continue;
      a ??= shapeOf(i)!;
      const ha = overlapHa(clip, a, other);
      if (ha < MIN_OVERLAP_HA) continue;
      const same = view.pack.supplier[i] === view.pack.supplier[j];
      const side = (k: number, s: ClipShape): OverlapPlot => {
        const plotHa = areaOf(k, s);
        return {
          id: viewId(view, k),
          supplier: viewSupplier(view, k),
          areaHa: plotHa,
          share: plotHa > 0 ? Math.min(1, ha / plotHa) : 0,
          name: viewName(view, k),
          risk: RISK_CLASSES[view.pack.risk[k]!] ?? 'unassessed',
          statedHa: view.pack.areaHa[k]!,
        };
      };
      pairs.push({ a: side(i, a), b: side(j, other), overlapHa: ha, sameSupplier: same });
      for (const k of [i, j]) {
        const mark = involved.get(k) ?? { others: false, within: false };
        if (same) mark.within = true;
        else mark.others = true;
        involved.set(k, mark);
      }
    }
    // Shapes are needed again only by later plots near this one; the map keeps them small.
    shapes.delete(i);
  }
  const bySupplier: Record<string, SupplierOverlaps> = {};
  for (const [k, mark] of involved) {
    const name = viewSupplier(view, k);
    const s = (bySupplier[name] ??= { withOthers: 0, withinSupplier: 0 });
    if (mark.others) s.withOthers++;
    if (mark.within) s.withinSupplier++;
  }
  pairs.sort((p, q) => q.overlapHa - p.overlapHa);
  return {
    pairs: pairs.slice(0, MAX_LISTED_PAIRS),
    totalPairs: pairs.length,
    plotIds: [...involved.keys()].map((k) => viewId(view, k)),
    bySupplier,
    scanned,
    ms: Math.round(performance.now() - started),
  };
}

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
