/**
 * The plots of one load as the loader worker keeps them: the packed columns (no object per plot), which the
 * map's tiles and the overlap scan read. Batches are appended as they arrive; `view()` joins them into one
 * set of arrays and a spatial index (flatbush over the plots' boxes) when somebody reads, at most once per
 * new batch.
 */
import Flatbush from 'flatbush';
import {
  concatPacks,
  copyPack,
  packedGeometry,
  packSize,
  packText,
  TEXT_ID,
  TEXT_REST,
  type PackedPlots,
} from './compact-plot.ts';

/** The joined arrays of every batch so far, with a spatial index. */
export interface PlotView {
  count: number;
  /** Risk (index in RISK_CLASSES), areas, supplier codes (indexes in `pack.words`) and geometry of every plot. */
  pack: PackedPlots;
  /** Boxes of every plot with a geometry (empty ones get a box that meets no query); null when there are none. */
  index: Flatbush | null;
}

export class PlotStore {
  private batches: PackedPlots[] = [];
  private cached: PlotView | null = null;
  count = 0;

  /** Keeps a batch. Call before its buffers are transferred away (the store keeps copies). */
  add(packed: PackedPlots): void {
    this.batches.push(copyPack(packed));
    this.count += packSize(packed);
    this.cached = null;
  }

  view(): PlotView {
    if (this.cached) return this.cached;
    // Joined once; later batches append to the joined one, so the store holds one copy.
    if (this.batches.length !== 1) this.batches = [concatPacks(this.batches.length ? this.batches : [])];
    const pack = this.batches[0]!;
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
    this.cached = { count, pack, index };
    return this.cached;
  }
}

/** The id of plot `i` of a view. */
export const viewId = (view: PlotView, i: number): string => packText(view.pack, i, TEXT_ID);

/** The supplier of plot `i` of a view. */
export const viewSupplier = (view: PlotView, i: number): string => view.pack.words[view.pack.supplier[i]!]!;

/** The GeoJSON of plot `i` of a view (rebuilt from the arrays, for the few plots a tile or a pair needs). */
export const viewGeometry = (view: PlotView, i: number): GeoJSON.Geometry | null =>
  packedGeometry(view.pack, i) ??
  (JSON.parse(packText(view.pack, i, TEXT_REST)) as { original: GeoJSON.Geometry | null }).original;
