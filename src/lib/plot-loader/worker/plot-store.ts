/**
 * The plots of one load as the loader worker keeps them, for the map's tiles and the overlap scan: their
 * geometry, risk, supplier, id and name (the upload preview matches plots by name, core/upload-diff), in
 * columns that grow as batches arrive (no object per plot, no rest of the records: the page holds those). Growing by doubling keeps one copy: joining every batch
 * again on each read copied the whole load each time a tile was asked for while plots loaded, hundreds of
 * megabytes at 1,000,000 plots. `view()` hands out the columns as they are and a spatial index (flatbush
 * over the plots' boxes), rebuilt at most once per new batch.
 */
import Flatbush from 'flatbush';
import {
  COORD_SCALE,
  MAX_UNITS,
  packSize,
  TEXT_FIELDS,
  TEXT_ID,
  TEXT_NAME,
  WordCodes,
  type PackedPlots,
} from '../shared/packed-plots.ts';
import { packGeometry, packedGeometry } from '../shared/pack-reader.ts';

type Typed = Float64Array | Int32Array | Uint32Array | Uint16Array | Uint8Array;

/** A typed array that grows by doubling. */
class Column<A extends Typed> {
  private data: A;
  length = 0;

  constructor(private readonly make: new (n: number) => A) {
    this.data = new make(1024);
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.data.length) return;
    const grown = new this.make(Math.max(this.length + extra, 2 * this.data.length));
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }

  /** Appends `values`, each plus `add`. */
  push(values: ArrayLike<number>, add = 0): void {
    this.reserve(values.length);
    if (add === 0 && ArrayBuffer.isView(values)) this.data.set(values as A, this.length);
    else for (let i = 0; i < values.length; i++) this.data[this.length + i] = values[i]! + add;
    this.length += values.length;
  }

  /** The values so far (a view: later pushes do not change it). */
  values(): A {
    return this.data.subarray(0, this.length) as A;
  }

  last(): number {
    return this.data[this.length - 1]!;
  }
}

/** Degrees as whole units of 1e-7°; a position beyond ±214° (no place on Earth) is clamped. */
function toUnits(degrees: Float64Array | Int32Array): Int32Array {
  if (degrees instanceof Int32Array) return degrees;
  const out = new Int32Array(degrees.length);
  for (let i = 0; i < degrees.length; i++)
    out[i] = Math.max(-MAX_UNITS, Math.min(MAX_UNITS, Math.round(degrees[i]! * COORD_SCALE)));
  return out;
}

/** What the worker keeps of each plot (as in PackedPlots); `ids` holds each plot's id as UTF-8. */
export type StoredPlots = Pick<
  PackedPlots,
  'coordStart' | 'parts' | 'partStart' | 'centroids' | 'boxes' | 'kinds' | 'risk' | 'supplier' | 'areaHa'
> & {
  /** Whole units of 1e-7° (COORD_SCALE): half the memory of degrees, exact for up to 7 decimals. */
  coords: Int32Array;
  words: readonly string[];
  ids: Uint8Array;
  idStart: Uint32Array;
  /** Each plot's name as UTF-8, like `ids`. */
  names: Uint8Array;
  nameStart: Uint32Array;
};

/** The plots of a load so far, with a spatial index. */
export interface PlotView {
  count: number;
  pack: StoredPlots;
  /** Boxes of every plot with a geometry (empty ones get a box that meets no query); null when there are none. */
  index: Flatbush | null;
  /** Geometries that were not compacted (3D positions, other types), by position: rare. */
  originals: ReadonlyMap<number, GeoJSON.Geometry>;
}

export class PlotStore {
  private readonly coords = new Column(Int32Array);
  private readonly coordStart = new Column(Uint32Array);
  private readonly parts = new Column(Int32Array);
  private readonly partStart = new Column(Uint32Array);
  private readonly centroids = new Column(Float64Array);
  private readonly boxes = new Column(Float64Array);
  private readonly kinds = new Column(Uint8Array);
  private readonly risk = new Column(Uint8Array);
  private readonly areaHa = new Column(Float64Array);
  private readonly supplier = new Column(Uint16Array);
  private readonly ids = new Column(Uint8Array);
  private readonly idStart = new Column(Uint32Array);
  private readonly names = new Column(Uint8Array);
  private readonly nameStart = new Column(Uint32Array);
  private readonly dictionary = new WordCodes();
  private readonly originals = new Map<number, GeoJSON.Geometry>();
  private cached: PlotView | null = null;
  /** Sums (mod 2^32) of two hashes per plot: the same plots give the same sums whatever their order. */
  private sumA = 0;
  private sumB = 0;
  count = 0;

  /**
   * What the plots are, in a few characters: their ids, suppliers and coordinates, whatever the order they
   * came in. A load of the same plots (the device's copy, a refresh that found no change) has the same
   * fingerprint, so an overlap report kept for it is still true (plot-cache.ts).
   */
  get fingerprint(): string {
    return `${this.count}-${this.sumA.toString(36)}-${this.sumB.toString(36)}`;
  }

  constructor() {
    for (const starts of [this.coordStart, this.partStart, this.idStart, this.nameStart]) starts.push([0]);
  }

  /** Keeps what the worker needs of a batch (copied: the batch's buffers are then transferred away). */
  add(packed: PackedPlots): void {
    const n = packSize(packed);
    const base = this.count;
    this.coordStart.push(packed.coordStart.subarray(1), this.coords.length);
    this.coords.push(toUnits(packed.coords));
    this.partStart.push(packed.partStart.subarray(1), this.parts.length);
    this.parts.push(packed.parts);
    this.centroids.push(packed.centroids);
    this.boxes.push(packed.boxes);
    this.kinds.push(packed.kinds);
    this.risk.push(packed.risk);
    this.areaHa.push(packed.areaHa);
    const codes = packed.words.map((w) => this.dictionary.code(w));
    this.supplier.push(Array.from(packed.supplier, (code) => codes[code]!));
    const coords = this.coords.values();
    const coordStart = this.coordStart.values();
    const parts = this.parts.values();
    const partStart = this.partStart.values();
    const supplierHash = packed.words.map((w) => hashText(w));
    for (let j = 0; j < n; j++) {
      // Two hashes of the plot's id, supplier, geometry type, ring sizes and coordinates.
      let h = Math.imul(supplierHash[packed.supplier[j]!]! ^ packed.kinds[j]!, 0x01000193);
      let g = h ^ 0x5bd1e995;
      const mix = (x: number) => {
        h = Math.imul(h ^ x, 0x01000193);
        g = Math.imul(g ^ (x >>> 11) ^ (x << 7), 0x85ebca6b) ^ (g >>> 13);
      };
      const k = j * TEXT_FIELDS + TEXT_ID;
      for (let b = packed.textStart[k]!; b < packed.textStart[k + 1]!; b++) mix(packed.text[b]!);
      for (let c = partStart[base + j]!; c < partStart[base + j + 1]!; c++) mix(parts[c]!);
      for (let c = coordStart[base + j]!; c < coordStart[base + j + 1]!; c++) mix(coords[c]!);
      if (packed.kinds[j] === 0) {
        const original = packGeometry(packed, j);
        this.originals.set(base + j, original);
        for (const byte of encoder.encode(JSON.stringify(original))) mix(byte);
      }
      this.sumA = (this.sumA + (h >>> 0)) >>> 0;
      this.sumB = (this.sumB + (g >>> 0)) >>> 0;
      this.ids.push(packed.text.subarray(packed.textStart[k], packed.textStart[k + 1]));
      this.idStart.push([this.ids.length]);
      const t = j * TEXT_FIELDS + TEXT_NAME;
      this.names.push(packed.text.subarray(packed.textStart[t], packed.textStart[t + 1]));
      this.nameStart.push([this.names.length]);
    }
    this.count += n;
    this.cached = null;
  }

  view(): PlotView {
    if (this.cached) return this.cached;
    const pack: StoredPlots = {
      coords: this.coords.values(),
      coordStart: this.coordStart.values(),
      parts: this.parts.values(),
      partStart: this.partStart.values(),
      centroids: this.centroids.values(),
      boxes: this.boxes.values(),
      kinds: this.kinds.values(),
      risk: this.risk.values(),
      areaHa: this.areaHa.values(),
      supplier: this.supplier.values(),
      words: [...this.dictionary.words],
      ids: this.ids.values(),
      idStart: this.idStart.values(),
      names: this.names.values(),
      nameStart: this.nameStart.values(),
    };
    const { count } = this;
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
    this.cached = { count, pack, index, originals: this.originals };
    return this.cached;
  }
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** FNV-1a of a text's UTF-8 bytes. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of encoder.encode(text)) h = Math.imul(h ^ byte, 0x01000193);
  return h >>> 0;
}

/** The id of plot `i` of a view. */
export const viewId = (view: PlotView, i: number): string =>
  decoder.decode(view.pack.ids.subarray(view.pack.idStart[i], view.pack.idStart[i + 1]));

/** The name of plot `i` of a view. */
export const viewName = (view: PlotView, i: number): string =>
  decoder.decode(view.pack.names.subarray(view.pack.nameStart[i], view.pack.nameStart[i + 1]));

/** The supplier of plot `i` of a view. */
export const viewSupplier = (view: PlotView, i: number): string => view.pack.words[view.pack.supplier[i]!]!;

/** The GeoJSON of plot `i` of a view (rebuilt from the arrays, for the few plots a tile or a pair needs). */
export const viewGeometry = (view: PlotView, i: number): GeoJSON.Geometry | null =>
  packedGeometry(view.pack, i) ?? view.originals.get(i) ?? null;
