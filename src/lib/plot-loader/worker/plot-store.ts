/**
 * The plots of one load as the loader worker keeps them, for the map's tiles and the overlap scan: their
 * geometry, risk, supplier, id and name (the upload preview matches plots by name, core/upload-diff), in
 * columns that grow as packs arrive (no object per plot, no rest of the records: the page holds those). Growing by doubling keeps one copy: joining every pack
 * again on each read copied the whole load each time a tile was asked for while plots loaded, hundreds of
 * megabytes at 1,000,000 plots. `view()` hands out the columns as they are and a spatial index (flatbush
 * over the plots' boxes), rebuilt at most once per new pack.
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
} from '@core/plot-packs/packed-plots.ts';
import { packGeometry, packedGeometry } from '../shared/pack-reader.ts';

type Typed = Float64Array | Int32Array | Uint32Array | Uint16Array | Uint8Array;

/**
 * A typed array that grows by doubling. Filled through `room`: the caller writes into the array it returns,
 * in a loop of its own (one element type per loop), since a per-plot call here, shared by every element
 * type, was most of the time it took to keep a load (bench/supplier-page.ts).
 */
class Column<A extends Typed> {
  private data: A;
  length = 0;

  constructor(private readonly make: new (n: number) => A) {
    this.data = new make(1024);
  }

  /** Makes room for `capacity` values in all (no copy as they come, up to it). */
  reserve(capacity: number): void {
    if (capacity <= this.data.length) return;
    const grown = new this.make(capacity);
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }

  /** The array to write `extra` more values into, from the current `length` on; `length` then counts them. */
  room(extra: number): A {
    const end = this.length + extra;
    if (end > this.data.length) {
      const grown = new this.make(Math.max(end, 2 * this.data.length));
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    this.length = end;
    return this.data;
  }

  /** Appends `values` as they are. */
  push(values: ArrayLike<number>): void {
    const at = this.length;
    this.room(values.length).set(values, at);
  }

  /** The values so far (a view: later pushes do not change it). */
  values(): A {
    return this.data.subarray(0, this.length) as A;
  }
}

/** Appends offsets that start at 0 (their first, 0, left out) as offsets into a column `base` long. */
function pushStarts(column: Column<Uint32Array>, starts: Uint32Array, base: number): void {
  const n = starts.length - 1;
  const at = column.length;
  const out = column.room(n);
  for (let i = 0; i < n; i++) out[at + i] = starts[i + 1]! + base;
}

/** A count to size for at most (a hostile count must not reserve gigabytes up front). */
const MAX_EXPECTED = 2_000_000;

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
  /** How many plots the load expects in all (0: unknown): the columns are sized for them on the first pack. */
  private expected = 0;

  /**
   * What the plots are, in a few characters: their ids, suppliers and coordinates, whatever the order they
   * came in. A load of the same plots (the device's copy, a refresh that found no change) has the same
   * fingerprint, so an overlap report kept for it is still true (plot-cache.ts).
   */
  get fingerprint(): string {
    return `${this.count}-${this.sumA.toString(36)}-${this.sumB.toString(36)}`;
  }

  constructor() {
    for (const starts of [this.coordStart, this.partStart, this.idStart, this.nameStart])
      starts.room(1)[0] = 0;
  }

  /**
   * Says how many plots the load will hold (the device copy's count, or the suppliers' counts of a walk):
   * the first pack then sizes every column for all of them, so they are not copied again and again as
   * they double (a tenth of the time it took to keep 100,000 plots). A wrong count costs nothing but memory
   * or copies: the columns still grow past it.
   */
  expect(plots: number): void {
    if (this.count === 0 && Number.isSafeInteger(plots) && plots > 0)
      this.expected = Math.min(plots, MAX_EXPECTED);
  }

  /** Sizes the columns for the expected plots, from the shapes of the first pack (`n` plots). */
  private sizeFor(packed: PackedPlots, n: number): void {
    const plots = this.expected;
    this.expected = 0;
    if (plots <= n) return;
    // Texts and coordinates vary from plot to plot: the first pack's mean, and a tenth more.
    const like = (values: number) => Math.ceil((values / n) * plots * 1.1);
    const bytes = (field: number) => {
      let size = 0;
      for (let k = field; k < n * TEXT_FIELDS; k += TEXT_FIELDS)
        size += packed.textStart[k + 1]! - packed.textStart[k]!;
      return size;
    };
    this.coords.reserve(like(packed.coords.length));
    this.parts.reserve(like(packed.parts.length));
    this.ids.reserve(like(bytes(TEXT_ID)));
    this.names.reserve(like(bytes(TEXT_NAME)));
    for (const starts of [this.coordStart, this.partStart, this.idStart, this.nameStart])
      starts.reserve(plots + 1);
    for (const perPlot of [this.kinds, this.risk, this.areaHa, this.supplier]) perPlot.reserve(plots);
    this.centroids.reserve(2 * plots);
    this.boxes.reserve(4 * plots);
  }

  /** Keeps what the worker needs of a pack (copied: the pack's buffers are then transferred away). */
  add(packed: PackedPlots): void {
    const n = packSize(packed);
    const base = this.count;
    if (this.expected && n) this.sizeFor(packed, n);
    const coords = toUnits(packed.coords);
    pushStarts(this.coordStart, packed.coordStart, this.coords.length);
    this.coords.push(coords);
    pushStarts(this.partStart, packed.partStart, this.parts.length);
    this.parts.push(packed.parts);
    this.centroids.push(packed.centroids);
    this.boxes.push(packed.boxes);
    this.kinds.push(packed.kinds);
    this.risk.push(packed.risk);
    this.areaHa.push(packed.areaHa);
    const codes = packed.words.map((w) => this.dictionary.code(w));
    const supplierAt = this.supplier.length;
    const supplier = this.supplier.room(n);
    for (let j = 0; j < n; j++) supplier[supplierAt + j] = codes[packed.supplier[j]!]!;
    const { text, textStart, kinds, coordStart, parts, partStart } = packed;
    this.keepText(n, text, textStart, TEXT_ID, this.ids, this.idStart);
    this.keepText(n, text, textStart, TEXT_NAME, this.names, this.nameStart);
    const supplierHash = packed.words.map((w) => hashText(w));
    let sumA = this.sumA;
    let sumB = this.sumB;
    for (let j = 0; j < n; j++) {
      // Two hashes of the plot's id, supplier, geometry type, ring sizes and coordinates, each value x mixed
      // in as h = (h ^ x) * FNV prime, g = ((g ^ (x >>> 11) ^ (x << 7)) * 0x85ebca6b) ^ (g >>> 13). Written
      // out in each loop: a closure doing it was a third of the time the worker took to keep a load.
      let h = Math.imul(supplierHash[packed.supplier[j]!]! ^ kinds[j]!, 0x01000193);
      let g = h ^ 0x5bd1e995;
      const k = j * TEXT_FIELDS + TEXT_ID;
      for (let b = textStart[k]!, to = textStart[k + 1]!; b < to; b++) {
        const x = text[b]!;
        h = Math.imul(h ^ x, 0x01000193);
        g = Math.imul(g ^ (x >>> 11) ^ (x << 7), 0x85ebca6b) ^ (g >>> 13);
      }
      for (let c = partStart[j]!, to = partStart[j + 1]!; c < to; c++) {
        const x = parts[c]!;
        h = Math.imul(h ^ x, 0x01000193);
        g = Math.imul(g ^ (x >>> 11) ^ (x << 7), 0x85ebca6b) ^ (g >>> 13);
      }
      for (let c = coordStart[j]!, to = coordStart[j + 1]!; c < to; c++) {
        const x = coords[c]!;
        h = Math.imul(h ^ x, 0x01000193);
        g = Math.imul(g ^ (x >>> 11) ^ (x << 7), 0x85ebca6b) ^ (g >>> 13);
      }
      if (kinds[j] === 0) {
        const original = packGeometry(packed, j);
        this.originals.set(base + j, original);
        for (const x of encoder.encode(JSON.stringify(original))) {
          h = Math.imul(h ^ x, 0x01000193);
          g = Math.imul(g ^ (x >>> 11) ^ (x << 7), 0x85ebca6b) ^ (g >>> 13);
        }
      }
      sumA = (sumA + (h >>> 0)) >>> 0;
      sumB = (sumB + (g >>> 0)) >>> 0;
    }
    this.sumA = sumA;
    this.sumB = sumB;
    this.count += n;
    this.cached = null;
  }

  /** Appends text `field` of each of the pack's `n` plots to `bytes`, and where each ends to `starts`. */
  private keepText(
    n: number,
    text: Uint8Array,
    textStart: Uint32Array,
    field: number,
    bytes: Column<Uint8Array>,
    starts: Column<Uint32Array>,
  ): void {
    let size = 0;
    for (let j = 0; j < n; j++) {
      const k = j * TEXT_FIELDS + field;
      size += textStart[k + 1]! - textStart[k]!;
    }
    let at = bytes.length;
    const out = bytes.room(size);
    const startsAt = starts.length;
    const ends = starts.room(n);
    for (let j = 0; j < n; j++) {
      const k = j * TEXT_FIELDS + field;
      const from = textStart[k]!;
      const to = textStart[k + 1]!;
      // Most texts are a few dozen bytes: a loop costs less than a view and a set per text.
      for (let b = from; b < to; b++) out[at++] = text[b]!;
      ends[startsAt + j] = at;
    }
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
