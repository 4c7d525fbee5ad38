/**
 * Double claims: plots whose land overlaps, between two suppliers (the same field sold twice, or counted
 * twice) or within one supplier (a plot mapped twice). One home for the scan, whoever holds the plots: the
 * browser's loader worker (its packed columns, src/lib/plot-loader/worker/overlaps.ts) and the server's
 * copy of the portfolio (server/portfolio/overlaps.ts, through `RecordPlots` below). A spatial index
 * (flatbush over the plots' boxes) gives the candidate pairs whose boxes meet, Clipper2 cuts their exact
 * intersection on an integer grid of 1e-7 degree (clip-overlap.ts), and its area is measured on the sphere.
 *
 * Clipper2 rather than a floating-point sweep (polyclip-ts): it is robust by construction (integer
 * coordinates, exact predicates) and about 20 times faster, which the 100,000-plot portfolio needs (bench/
 * overlaps.ts). Pairs that only touch along a border (GPS noise of a shared boundary) are not double
 * claims: an overlap counts from MIN_OVERLAP_HA.
 * Pure: no DOM, no Node.
 */
import Flatbush from 'flatbush';
import type { Plot } from '@core/api/schemas.ts';
import {
  clipShapeOf,
  MIN_OVERLAP_HA,
  overlapHa,
  shapeHa,
  type Clip,
  type ClipShape,
} from './clip-overlap.ts';
import type { OverlapPair, OverlapPlot, OverlapReport, SupplierOverlaps } from './overlap-report.ts';

/** The list carries the largest pairs up to this many; counts cover them all. */
export const MAX_LISTED_PAIRS = 5_000;
/** The scan hands the thread back this often (ms): the worker answers tile requests, the server requests. */
const SLICE_MS = 30;

/** What a plot of a pair shows besides the areas (its name, the service's risk and its stated area). */
export type PlotFacts = Omit<OverlapPlot, 'areaHa' | 'share'>;

/** The plots a scan reads, by position 0 … count-1: however their holder keeps them. */
export interface ScanPlots {
  readonly count: number;
  /** Positions of the plots whose box meets this one; null when no plot has a box. */
  readonly index: { search(minX: number, minY: number, maxX: number, maxY: number): number[] } | null;
  /** [minX, minY, maxX, maxY] of each plot, four numbers per position (NaN: no geometry). */
  readonly boxes: ArrayLike<number>;
  /** The same number for plots of the same supplier. */
  supplierCode(i: number): number;
  /** The number of a supplier's plots, -1 when none of its plots is there. */
  codeOf(supplier: string): number;
  /** Whether the plot has area (a polygon ring of 3 positions or more): as `shape(i) !== null`, cheaper. */
  hasArea(i: number): boolean;
  shape(i: number): ClipShape | null;
  facts(i: number): PlotFacts;
}

/** Gives the thread back to what waits (messages, requests) before the next slice of work. */
export const handBack = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every overlapping pair of the plots, or with `only`, every pair with a plot of that supplier in it (its
 * plots against every plot near them: a tenth of a project's plots is about a tenth of the work, and the
 * supplier's pairs are never cut by the project's MAX_LISTED_PAIRS). Hands the thread back every SLICE_MS.
 */
export async function scanOverlaps(
  plots: ScanPlots,
  clip: Clip,
  pause: () => Promise<void> = handBack,
  only?: string,
): Promise<OverlapReport> {
  const started = performance.now();
  // The supplier's code (-1: none of its plots is there).
  const onlyCode = only === undefined ? null : plots.codeOf(only);
  const { pairs, scanned } = await findPairs(
    plots,
    clip,
    pause,
    onlyCode === null ? undefined : (i) => plots.supplierCode(i) === onlyCode,
  );
  pairs.sort((p, q) => q.overlapHa - p.overlapHa);
  return {
    pairs: pairs.slice(0, MAX_LISTED_PAIRS),
    totalPairs: pairs.length,
    ...involvement(pairs),
    scanned,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * The overlapping pairs with at least one `selected` plot in them (every plot when none is given), each
 * once, in the order found: `a` is the selected plot scanned when it was found (of two selected, the first).
 * `scanned`: the selected plots with area.
 */
export async function findPairs(
  plots: ScanPlots,
  clip: Clip,
  pause: () => Promise<void> = handBack,
  selected?: (i: number) => boolean,
): Promise<{ pairs: OverlapPair[]; scanned: number }> {
  let slice = performance.now();
  const { count, index } = plots;
  const pairs: OverlapPair[] = [];
  const areas = new Float64Array(count).fill(-1);
  const shapes = new Map<number, ClipShape | null>();
  const shapeOf = (i: number) => {
    let s = shapes.get(i);
    if (s === undefined) shapes.set(i, (s = plots.shape(i)));
    return s;
  };
  const areaOf = (i: number, s: ClipShape) => (areas[i]! >= 0 ? areas[i]! : (areas[i] = shapeHa(s)));
  let scanned = 0;
  const b = plots.boxes;
  for (let i = 0; i < count && index; i++) {
    if (performance.now() - slice > SLICE_MS) {
      await pause();
      slice = performance.now();
    }
    if (selected && !selected(i)) continue;
    if (!plots.hasArea(i)) continue;
    scanned++;
    // Its shape only once a plot near it needs clipping: most plots have none, and making the shapes of
    // every plot of a supplier of 25,000 was most of the scan.
    let a: ClipShape | null = null;
    const candidates = index.search(b[4 * i]!, b[4 * i + 1]!, b[4 * i + 2]!, b[4 * i + 3]!);
    for (const j of candidates) {
      // Each pair once: from its first plot, or from its selected plot (of two selected, the first).
      if (j === i || (j < i && (!selected || selected(j)))) continue;
      const other = shapeOf(j);
      if (!other) continue;
      a ??= shapeOf(i)!;
      const ha = overlapHa(clip, a, other);
      if (ha < MIN_OVERLAP_HA) continue;
      const side = (k: number, s: ClipShape): OverlapPlot => {
        const plotHa = areaOf(k, s);
        return { ...plots.facts(k), areaHa: plotHa, share: plotHa > 0 ? Math.min(1, ha / plotHa) : 0 };
      };
      const sameSupplier = plots.supplierCode(i) === plots.supplierCode(j);
      pairs.push({ a: side(i, a), b: side(j, other), overlapHa: ha, sameSupplier });
    }
    // Shapes are needed again only by later plots near this one; the map keeps them small.
    shapes.delete(i);
  }
  return { pairs, scanned };
}

/**
 * The plots in the pairs (ids, first seen first) and, per supplier, how many of its plots overlap a plot of
 * another supplier and how many another of its own: the counts of a report, from its pairs (every one).
 */
export function involvement(pairs: readonly OverlapPair[]): {
  plotIds: string[];
  bySupplier: Record<string, SupplierOverlaps>;
} {
  const marks = new Map<string, { supplier: string; others: boolean; within: boolean }>();
  for (const pair of pairs)
    for (const plot of [pair.a, pair.b]) {
      let mark = marks.get(plot.id);
      if (!mark) marks.set(plot.id, (mark = { supplier: plot.supplier, others: false, within: false }));
      if (pair.sameSupplier) mark.within = true;
      else mark.others = true;
    }
  const bySupplier: Record<string, SupplierOverlaps> = {};
  for (const mark of marks.values()) {
    const s = (bySupplier[mark.supplier] ??= { withOthers: 0, withinSupplier: 0 });
    if (mark.others) s.withOthers++;
    if (mark.within) s.withinSupplier++;
  }
  return { plotIds: [...marks.keys()], bySupplier };
}

/** The service's fields a scan reads of a plot record (contract §3's Plot). */
export type ScannedRecord = Pick<Plot, 'id' | 'name' | 'supplier' | 'areaHa' | 'geometry' | 'riskAssessment'>;

/**
 * Plot records as a scan reads them (the server's copy of the portfolio): added one by one, then indexed.
 * Keeps of each plot only its facts and, if it has area, its geometry (about a kilobyte a plot).
 */
export class RecordPlots implements ScanPlots {
  count = 0;
  index: Flatbush | null = null;
  private boxList: number[] = [];
  boxes: Float64Array = new Float64Array(0);
  private readonly codes: number[] = [];
  private readonly words = new Map<string, number>();
  private readonly plotFacts: PlotFacts[] = [];
  private readonly geometries: (GeoJSON.Polygon | GeoJSON.MultiPolygon | null)[] = [];

  add(plot: ScannedRecord): void {
    const g = plot.geometry;
    const polygons =
      g?.type === 'Polygon' ? [g.coordinates] : g?.type === 'MultiPolygon' ? g.coordinates : [];
    // Area as clipShapeOf sees it: a ring of 3 positions or more.
    const shaped = polygons.some((p) => p.some((ring) => ring.length >= 3))
      ? (g as GeoJSON.Polygon | GeoJSON.MultiPolygon)
      : null;
    let code = this.words.get(plot.supplier);
    if (code === undefined) this.words.set(plot.supplier, (code = this.words.size));
    this.codes.push(code);
    this.plotFacts.push({
      id: plot.id,
      supplier: plot.supplier,
      name: plot.name,
      risk: plot.riskAssessment?.riskLevel ?? 'unassessed',
      statedHa: plot.areaHa,
    });
    this.geometries.push(shaped);
    this.boxList.push(...outerBox(shaped));
    this.count++;
  }

  /** Builds the index; no plot can be added after. */
  finish(): this {
    this.boxes = Float64Array.from(this.boxList);
    this.boxList = [];
    if (this.count > 0) {
      const index = new Flatbush(this.count);
      const b = this.boxes;
      for (let i = 0; i < this.count; i++) {
        // A plot without area gets a box that meets no query.
        if (Number.isNaN(b[4 * i]!)) index.add(1e9, 1e9, 1e9, 1e9);
        else index.add(b[4 * i]!, b[4 * i + 1]!, b[4 * i + 2]!, b[4 * i + 3]!);
      }
      index.finish();
      this.index = index;
    }
    return this;
  }

  supplierCode(i: number): number {
    return this.codes[i]!;
  }
  codeOf(supplier: string): number {
    return this.words.get(supplier) ?? -1;
  }
  hasArea(i: number): boolean {
    return this.geometries[i] !== null;
  }
  shape(i: number): ClipShape | null {
    return clipShapeOf(this.geometries[i] ?? null);
  }
  facts(i: number): PlotFacts {
    return this.plotFacts[i]!;
  }
}

const NO_BOX = [NaN, NaN, NaN, NaN] as const;

/** The box of a polygon's outer rings (what clip-overlap's shapeBox reads), NaNs for none. */
function outerBox(g: GeoJSON.Polygon | GeoJSON.MultiPolygon | null): readonly number[] {
  if (!g) return NO_BOX;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  for (const polygon of polygons)
    for (const [x, y] of polygon[0] ?? []) {
      if (x! < minX) minX = x!;
      if (y! < minY) minY = y!;
      if (x! > maxX) maxX = x!;
      if (y! > maxY) maxY = y!;
    }
  return minX <= maxX ? [minX, minY, maxX, maxY] : NO_BOX;
}

export { MIN_OVERLAP_HA };
