/**
 * Plots as kept in memory by the pages that show them. A GeoJSON polygon of 15 positions is 17 arrays; at
 * 100,000 plots that is millions of small objects for the garbage collector to walk on every major
 * collection. Here the plots of a batch share one Float64Array of coordinates (its bytes live outside the JS
 * heap) and one Int32Array of ring sizes; `geometry` rebuilds the GeoJSON when asked (the map asks only for
 * plots near the view, exports once per file). Centroid and box are worked out once, when the batch is packed.
 *
 * Packing runs in the plot loader's worker (`packPlots`): the batch crosses to the page as transferred
 * buffers plus small records, so the page never parses or walks the coordinates (`unpackPlots`).
 *
 * Measured (Node, 100k plots of 15 positions): full GC 340 → 110 ms, heap 438 → 212 MB.
 */
import type { Plot } from '@core/api/schemas.ts';
import { outlineOf } from '../geo/outline.ts';

type CompactKind = 'Point' | 'MultiPoint' | 'Polygon' | 'MultiPolygon';
type Position = GeoJSON.Position;

/** A plot without its coordinates; `original` keeps a geometry that could not be compacted (3D, other types). */
export interface PlotRecord extends Omit<Plot, 'geometry'> {
  kind: CompactKind | null;
  original: GeoJSON.Geometry | null;
}

/** Plots packed for a postMessage: records plus typed arrays that transfer without a copy. */
export interface PackedPlots {
  records: PlotRecord[];
  /** Positions of every plot, two numbers each; plot i owns [coordStart[i], coordStart[i + 1]). */
  coords: Float64Array;
  coordStart: Uint32Array;
  /** Polygon: ring sizes. MultiPolygon: per polygon its ring count then its ring sizes. MultiPoint: [count]. */
  parts: Int32Array;
  partStart: Uint32Array;
  /** Two numbers per plot (NaN for an empty geometry): mean of the outer ring's corners, or the point. */
  centroids: Float64Array;
  /** Four numbers per plot (NaN when empty): [minLng, minLat, maxLng, maxLat] of the outer rings or points. */
  boxes: Float64Array;
  /** Geometry type per plot (KIND_CODES index; 0 when not compacted), so the worker reads plots without records. */
  kinds: Uint8Array;
}

/** Codes of `PackedPlots.kinds`: index 0 is "kept as GeoJSON in the record" (not compacted). */
export const KIND_CODES = [null, 'Point', 'MultiPoint', 'Polygon', 'MultiPolygon'] as const;
const kindCode = (kind: CompactKind | null): number => (kind ? KIND_CODES.indexOf(kind) : 0);

/** Plots in a pack, read from its offsets (a pack's records may stay behind on the other side of a postMessage). */
export const packSize = (p: Pick<PackedPlots, 'coordStart'>): number => p.coordStart.length - 1;

/** The buffers of a pack, for postMessage's transfer list. */
export const transferablesOf = (p: PackedPlots): ArrayBuffer[] =>
  [p.coords, p.coordStart, p.parts, p.partStart, p.centroids, p.boxes, p.kinds].map(
    (a) => a.buffer as ArrayBuffer,
  );

/** Flattens positions of two numbers each; false when a position has another length. */
function pushPositions(positions: Position[], out: number[]): boolean {
  for (const p of positions) {
    if (p.length !== 2) return false;
    out.push(p[0]!, p[1]!);
  }
  return true;
}

/** Appends the geometry's positions and parts; false (and nothing kept) when it cannot be compacted. */
function flatten(g: GeoJSON.Geometry, flat: number[], parts: number[]): boolean {
  const flatAt = flat.length;
  const partsAt = parts.length;
  let ok = true;
  switch (g.type) {
    case 'Point':
      ok = pushPositions([g.coordinates], flat);
      break;
    case 'MultiPoint':
      ok = pushPositions(g.coordinates, flat);
      parts.push(g.coordinates.length);
      break;
    case 'Polygon':
      for (const ring of g.coordinates) {
        parts.push(ring.length);
        ok &&= pushPositions(ring, flat);
      }
      break;
    case 'MultiPolygon':
      for (const poly of g.coordinates) {
        parts.push(poly.length);
        for (const ring of poly) {
          parts.push(ring.length);
          ok &&= pushPositions(ring, flat);
        }
      }
      break;
    default:
      ok = false;
  }
  if (!ok) {
    flat.length = flatAt;
    parts.length = partsAt;
  }
  return ok;
}

export function packPlots(plots: readonly Plot[]): PackedPlots {
  const n = plots.length;
  const flat: number[] = [];
  const parts: number[] = [];
  const coordStart = new Uint32Array(n + 1);
  const partStart = new Uint32Array(n + 1);
  const centroids = new Float64Array(2 * n).fill(NaN);
  const boxes = new Float64Array(4 * n).fill(NaN);
  const kinds = new Uint8Array(n);
  const records: PlotRecord[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const { geometry, ...rest } = plots[i]!;
    const compact = flatten(geometry, flat, parts);
    records[i] = {
      ...rest,
      kind: compact ? (geometry.type as CompactKind) : null,
      original: compact ? null : geometry,
    };
    kinds[i] = kindCode(records[i]!.kind);
    coordStart[i + 1] = flat.length;
    partStart[i + 1] = parts.length;
    const outline = outlineOf(geometry);
    if (!outline) continue;
    centroids.set(outline.centroid, 2 * i);
    boxes.set(outline.box, 4 * i);
  }
  return {
    records,
    coords: Float64Array.from(flat),
    coordStart,
    parts: Int32Array.from(parts),
    partStart,
    centroids,
    boxes,
    kinds,
  };
}

/** One pack of several, in order (offsets shifted); a single pack is returned as it is. */
export function concatPacks(packs: readonly PackedPlots[]): PackedPlots {
  if (packs.length === 1) return packs[0]!;
  const join = <A extends Float64Array | Int32Array | Uint32Array | Uint8Array>(
    make: new (n: number) => A,
    pick: (p: PackedPlots) => A,
  ): A => {
    const out = new make(packs.reduce((n, p) => n + pick(p).length, 0));
    let at = 0;
    for (const p of packs) {
      out.set(pick(p), at);
      at += pick(p).length;
    }
    return out;
  };
  /** Offsets (n + 1 per pack, starting at 0) continue where the previous pack's values ended. */
  const offsets = (pick: (p: PackedPlots) => Uint32Array): Uint32Array => {
    const out = new Uint32Array(packs.reduce((n, p) => n + packSize(p), 0) + 1);
    let at = 0;
    let base = 0;
    for (const p of packs) {
      const starts = pick(p);
      for (let i = 1; i < starts.length; i++) out[at + i] = base + starts[i]!;
      at += starts.length - 1;
      base += starts[starts.length - 1]!;
    }
    return out;
  };
  return {
    records: packs.flatMap((p) => p.records),
    coords: join(Float64Array, (p) => p.coords),
    coordStart: offsets((p) => p.coordStart),
    parts: join(Int32Array, (p) => p.parts),
    partStart: offsets((p) => p.partStart),
    centroids: join(Float64Array, (p) => p.centroids),
    boxes: join(Float64Array, (p) => p.boxes),
    kinds: join(Uint8Array, (p) => p.kinds),
  };
}

/** The plots of a pack; `firstSeq` is the load position of its first plot (see LoadedPlot.seq). */
export function unpackPlots(packed: PackedPlots, firstSeq = 0): LoadedPlot[] {
  // The plots keep the arrays, not the records: each record's fields are copied into its plot, so the
  // records (a wrapper object per plot) can be collected.
  const { records, ...columns } = packed;
  return records.map((record, i) => new LoadedPlot(columns, i, record, firstSeq + i));
}

/**
 * One copy of each supplier name, project id and country code. A structured clone (the worker's message)
 * gives every plot its own copy of each string; at 1,000,000 plots that was ~100 MB of repeats.
 */
const shared = new Map<string, string>();
function intern(s: string): string {
  const known = shared.get(s);
  if (known !== undefined) return known;
  shared.set(s, s);
  return s;
}

type GeometryColumns = Pick<PackedPlots, 'coords' | 'coordStart' | 'parts' | 'partStart' | 'kinds'>;
/** A pack without its records: what a loaded plot keeps. */
type PlotColumns = Omit<PackedPlots, 'records'>;

/** The GeoJSON of plot `index` of a pack, rebuilt from its arrays; null when it was not compacted. */
export function packedGeometry(pack: GeometryColumns, index: number): GeoJSON.Geometry | null {
  const kind = KIND_CODES[pack.kinds[index]!];
  if (!kind) return null;
  const { coords: c, coordStart, parts: allParts, partStart } = pack;
  const parts = allParts.subarray(partStart[index], partStart[index + 1]);
  let at = coordStart[index]!;
  const take = (n: number): Position[] => {
    const out: Position[] = new Array(n);
    for (let i = 0; i < n; i++, at += 2) out[i] = [c[at]!, c[at + 1]!];
    return out;
  };
  switch (kind) {
    case 'Point':
      return { type: 'Point', coordinates: [c[at]!, c[at + 1]!] };
    case 'MultiPoint':
      return { type: 'MultiPoint', coordinates: take(parts[0]!) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: Array.from(parts, (n) => take(n)) };
    default: {
      const polys: Position[][][] = [];
      for (let i = 0; i < parts.length;) {
        const rings = parts[i++]!;
        const poly: Position[][] = [];
        for (let r = 0; r < rings; r++) poly.push(take(parts[i++]!));
        polys.push(poly);
      }
      return { type: 'MultiPolygon', coordinates: polys };
    }
  }
}

/** One plot of a pack. Implements Plot, so every page reads it like the service's JSON. */
export class LoadedPlot implements Plot {
  readonly id: string;
  readonly name: string;
  readonly supplier: string;
  readonly projectId: string;
  readonly country: string;
  readonly areaHa: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly properties: Record<string, unknown>;
  readonly riskAssessment: Plot['riskAssessment'];
  readonly kind: CompactKind | null;
  /**
   * Position of the plot in its load (0 for the first plot that arrived): the loader worker keeps the same
   * order, so the map's filter mask and the worker's tiles address plots by it.
   */
  readonly seq: number;
  // Private fields stay out of JSON.stringify and structured clones: a plot must never drag its batch along.
  readonly #pack: PlotColumns;
  readonly #index: number;
  readonly #original: GeoJSON.Geometry | null;

  constructor(pack: PlotColumns, index: number, record: PlotRecord, seq = index) {
    this.seq = seq;
    this.id = record.id;
    this.name = record.name;
    this.supplier = intern(record.supplier);
    this.projectId = intern(record.projectId);
    this.country = intern(record.country);
    this.areaHa = record.areaHa;
    this.createdAt = record.createdAt;
    this.updatedAt = record.updatedAt;
    this.properties = record.properties;
    this.riskAssessment = record.riskAssessment;
    this.kind = record.kind;
    this.#original = record.original;
    this.#pack = pack;
    this.#index = index;
  }

  /** A single plot, packed on its own (tests, and plots that did not come through the loader). */
  static of(plot: Plot): LoadedPlot {
    return unpackPlots(packPlots([plot]))[0]!;
  }

  /** Mean of the outer ring's corners (or the point); null for an empty geometry. */
  get centroid(): [number, number] | null {
    const c = this.#pack.centroids;
    const i = 2 * this.#index;
    return Number.isNaN(c[i]) ? null : [c[i]!, c[i + 1]!];
  }

  /** [minLng, minLat, maxLng, maxLat] of the outer rings (or points); null for an empty geometry. */
  get box(): [number, number, number, number] | null {
    const b = this.#pack.boxes;
    const i = 4 * this.#index;
    return Number.isNaN(b[i]) ? null : [b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!];
  }

  get geometry(): GeoJSON.Geometry {
    return this.#original ?? packedGeometry(this.#pack, this.#index)!;
  }
}
