/**
 * Double claims: plots whose land overlaps, between two suppliers (the same field sold twice, or counted
 * twice) or within one supplier (a plot mapped twice). Runs in the loader worker over a load's packed
 * plots: the spatial index (flatbush over the plots' boxes) gives the candidate pairs whose boxes meet,
 * polyclip-ts (a robust Martinez–Rueda clipper, loaded on first use) cuts their exact intersection, and
 * @turf/area measures it on the sphere, like the plots' own areas.
 *
 * Pairs that only touch along a border (GPS noise of a shared boundary) are not double claims: an overlap
 * counts from MIN_OVERLAP_HA.
 */
import area from '@turf/area';
import type * as PolyClip from 'polyclip-ts';
import type { PlotView } from './plot-store.ts';
import { viewGeometry } from './plot-store.ts';

/** 100 m²: below this, two plots share a border, not land. */
export const MIN_OVERLAP_HA = 0.01;
/** The list carries the largest pairs up to this many; counts cover them all. */
export const MAX_LISTED_PAIRS = 5_000;

export interface OverlapPlot {
  id: string;
  supplier: string;
  /** The plot's area (ha, measured from its geometry) and the share of it the other plot covers (0–1). */
  areaHa: number;
  share: number;
}

export interface OverlapPair {
  a: OverlapPlot;
  b: OverlapPlot;
  overlapHa: number;
  sameSupplier: boolean;
}

export interface SupplierOverlaps {
  /** Plots of the supplier that overlap a plot of another supplier. */
  withOthers: number;
  /** Plots of the supplier that overlap another plot of the same supplier. */
  withinSupplier: number;
}

export interface OverlapReport {
  /** Largest overlap first, at most MAX_LISTED_PAIRS. */
  pairs: OverlapPair[];
  totalPairs: number;
  /** Every plot in at least one overlap. */
  plotIds: string[];
  bySupplier: Record<string, SupplierOverlaps>;
  /** Plots compared (points have no area and are left out). */
  scanned: number;
  ms: number;
}

type Clip = typeof PolyClip;
type Rings = [number, number][][][];

/** Polygon or MultiPolygon as the clipper's multipolygon; null for anything without area. */
export function polygonsOf(g: GeoJSON.Geometry | null): Rings | null {
  if (g?.type === 'Polygon') return [g.coordinates as [number, number][][]];
  if (g?.type === 'MultiPolygon') return g.coordinates as [number, number][][][];
  return null;
}

const haOf = (rings: Rings): number =>
  rings.length ? area({ type: 'MultiPolygon', coordinates: rings }) / 10_000 : 0;

/** The overlap (ha) of two polygons; 0 when the clipper finds no common area or fails on a broken ring. */
export function overlapHa(clip: Clip, a: Rings, b: Rings): number {
  try {
    return haOf(clip.intersection(a, b) as Rings);
  } catch {
    // A self-intersecting ring can make the sweep fail; such plots are reported by the upload checks.
    return 0;
  }
}

export const loadClipper = (): Promise<Clip> => import('polyclip-ts');

/** Every overlapping pair of the view's plots. */
export function scanOverlaps(view: PlotView, clip: Clip): OverlapReport {
  const started = performance.now();
  const { count, index } = view;
  const pairs: OverlapPair[] = [];
  const involved = new Map<number, { others: boolean; within: boolean }>();
  const areas = new Float64Array(count).fill(-1);
  const shapes = new Map<number, Rings | null>();
  const shapeOf = (i: number) => {
    let s = shapes.get(i);
    if (s === undefined) shapes.set(i, (s = polygonsOf(viewGeometry(view, i))));
    return s;
  };
  const areaOf = (i: number, rings: Rings) => (areas[i]! >= 0 ? areas[i]! : (areas[i] = haOf(rings)));
  let scanned = 0;
  const b = view.pack.boxes;
  for (let i = 0; i < count && index; i++) {
    const a = shapeOf(i);
    if (!a) continue;
    scanned++;
    const candidates = index.search(b[4 * i]!, b[4 * i + 1]!, b[4 * i + 2]!, b[4 * i + 3]!);
    for (const j of candidates) {
      if (j <= i) continue;
      const other = shapeOf(j);
      if (!other) continue;
      const ha = overlapHa(clip, a, other);
      if (ha < MIN_OVERLAP_HA) continue;
      const same = view.supplier[i] === view.supplier[j];
      const side = (k: number, rings: Rings): OverlapPlot => {
        const plotHa = areaOf(k, rings);
        return {
          id: view.ids[k]!,
          supplier: view.suppliers[view.supplier[k]!]!,
          areaHa: plotHa,
          share: plotHa > 0 ? Math.min(1, ha / plotHa) : 0,
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
    const name = view.suppliers[view.supplier[k]!]!;
    const s = (bySupplier[name] ??= { withOthers: 0, withinSupplier: 0 });
    if (mark.others) s.withOthers++;
    if (mark.within) s.withinSupplier++;
  }
  pairs.sort((p, q) => q.overlapHa - p.overlapHa);
  return {
    pairs: pairs.slice(0, MAX_LISTED_PAIRS),
    totalPairs: pairs.length,
    plotIds: [...involved.keys()].map((k) => view.ids[k]!),
    bySupplier,
    scanned,
    ms: Math.round(performance.now() - started),
  };
}

/** A plot of a file being uploaded that overlaps a project plot of another supplier. */
export interface UploadOverlap {
  /** Position of the feature in the checked file. */
  feature: number;
  plotId: string;
  supplier: string;
  overlapHa: number;
  /** Share of the uploaded plot the project plot covers (0–1). */
  share: number;
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
    const rings = polygonsOf(g);
    if (!rings) return;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const poly of rings)
      for (const [x, y] of poly[0] ?? []) {
        if (x < minX) minX = x;
        if (y < minY) minY = y;
        if (x > maxX) maxX = x;
        if (y > maxY) maxY = y;
      }
    if (!(minX <= maxX)) return;
    const fileHa = haOf(rings);
    for (const j of view.index!.search(minX, minY, maxX, maxY)) {
      const name = view.suppliers[view.supplier[j]!]!;
      if (name === supplier) continue;
      const other = polygonsOf(viewGeometry(view, j));
      if (!other) continue;
      const ha = overlapHa(clip, rings, other);
      if (ha < MIN_OVERLAP_HA) continue;
      out.push({
        feature,
        plotId: view.ids[j]!,
        supplier: name,
        overlapHa: ha,
        share: fileHa > 0 ? Math.min(1, ha / fileHa) : 0,
      });
    }
  });
  return out;
}
