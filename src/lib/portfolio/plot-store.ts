/**
 * The plots of one load as the loader worker keeps them: the packed arrays (no object per plot), plus the
 * few columns the map's tiles and the overlap scan read (id, risk, supplier). Batches are appended as they
 * arrive; `view()` joins them into one set of arrays and a spatial index (flatbush over the plots' boxes)
 * when somebody reads, at most once per new batch.
 */
import Flatbush from 'flatbush';
import { concatPacks, packSize, packedGeometry, type PackedPlots } from './compact-plot.ts';
import { RISK_CLASSES } from '@/lib/risk/risk-classes.ts';

/** The joined arrays of every batch so far, with the columns read by tiles and overlaps. */
export interface PlotView {
  count: number;
  pack: Omit<PackedPlots, 'records'>;
  ids: readonly string[];
  /** Index in RISK_CLASSES. */
  risk: Uint8Array;
  /** Index in `suppliers`. */
  supplier: Uint16Array;
  suppliers: readonly string[];
  /** Plot areas as the service reports them (ha). */
  areaHa: Float64Array;
  /** Boxes of every plot with a geometry (empty ones get a box that meets no query); null when there are none. */
  index: Flatbush | null;
  /** Geometries that were not compacted (3D positions, other types), by position. */
  originals: ReadonlyMap<number, GeoJSON.Geometry>;
}

export class PlotStore {
  private batches: Omit<PackedPlots, 'records'>[] = [];
  private ids: string[] = [];
  private risk: number[] = [];
  private supplier: number[] = [];
  private areaHa: number[] = [];
  private suppliers: string[] = [];
  private supplierIndex = new Map<string, number>();
  private originals = new Map<number, GeoJSON.Geometry>();
  private cached: PlotView | null = null;

  get count(): number {
    return this.ids.length;
  }

  /** Keeps a batch. Call before its buffers are transferred away (the store keeps copies). */
  add(packed: PackedPlots): void {
    const base = this.ids.length;
    packed.records.forEach((r, i) => {
      this.ids.push(r.id);
      this.risk.push(RISK_CLASSES.indexOf(r.riskAssessment?.riskLevel ?? 'unassessed'));
      let s = this.supplierIndex.get(r.supplier);
      if (s === undefined) {
        s = this.suppliers.length;
        this.suppliers.push(r.supplier);
        this.supplierIndex.set(r.supplier, s);
      }
      this.supplier.push(s);
      this.areaHa.push(r.areaHa);
      if (r.original) this.originals.set(base + i, r.original);
    });
    const { coords, coordStart, parts, partStart, centroids, boxes, kinds } = packed;
    this.batches.push({
      coords: coords.slice(),
      coordStart: coordStart.slice(),
      parts: parts.slice(),
      partStart: partStart.slice(),
      centroids: centroids.slice(),
      boxes: boxes.slice(),
      kinds: kinds.slice(),
    });
    this.cached = null;
  }

  view(): PlotView {
    if (this.cached) return this.cached;
    if (this.batches.length > 1) {
      // Joined once; later batches append to the joined one, so the store holds one copy.
      const joined = concatPacks(this.batches.map((b) => ({ ...b, records: [] })));
      this.batches = [joined];
    }
    const pack = this.batches[0] ?? concatPacks([]);
    const count = packSize(pack);
    let index: Flatbush | null = null;
    if (count > 0) {
      index = new Flatbush(count);
      const b = pack.boxes;
      for (let i = 0; i < count; i++) {
        const j = 4 * i;
        // An empty geometry's NaN box would break the tree: park it far outside the world.
        if (Number.isNaN(b[j]!)) index.add(1e9, 1e9, 1e9, 1e9);
        else index.add(b[j]!, b[j + 1]!, b[j + 2]!, b[j + 3]!);
      }
      index.finish();
    }
    this.cached = {
      count,
      pack,
      ids: this.ids,
      risk: Uint8Array.from(this.risk),
      supplier: Uint16Array.from(this.supplier),
      suppliers: this.suppliers,
      areaHa: Float64Array.from(this.areaHa),
      index,
      originals: this.originals,
    };
    return this.cached;
  }
}

/** The GeoJSON of plot `i` of a view (rebuilt from the arrays, for the few plots a tile or a pair needs). */
export const viewGeometry = (view: PlotView, i: number): GeoJSON.Geometry | null =>
  view.originals.get(i) ?? packedGeometry(view.pack, i);
