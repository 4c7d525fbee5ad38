/**
 * Plots as columns, the one form they take between the service's JSON and the page: a batch of plots is a
 * few typed arrays (coordinates, ring sizes, centroids, boxes, risk, areas, supplier and country codes) and
 * one UTF-8 buffer holding each plot's id, name, search text and the rest of its record as JSON. There is no
 * JavaScript object per plot: at 1,000,000 plots a record each (with its strings and nested objects) was
 * half a gigabyte of heap on the page, another copy in the worker, and seconds of structured cloning and
 * garbage collection. The buffers transfer between threads without a copy and go into IndexedDB as they are.
 *
 * Packing runs in the plot loader's worker (`packPlots`); the page reads columns for filters, sorts and
 * counts (plot-list.ts), and materialises a `LoadedPlot` (decoding its text) only for the rows in view, the
 * selected plot or an export.
 */
import type { Plot, RiskLevel } from '@core/api/schemas.ts';
import { RISK_CLASSES } from '@/lib/risk/risk-classes.ts';
import { foldText } from '@/lib/format/fold-text.ts';
import { utf8Length } from '@/lib/format/utf8-length.ts';
import { outlineOf } from '@/lib/geo/outline.ts';

type CompactKind = 'Point' | 'MultiPoint' | 'Polygon' | 'MultiPolygon';
type Position = GeoJSON.Position;

/** Texts kept per plot in `text`, in this order. */
export const TEXT_FIELDS = 4;
export const TEXT_ID = 0;
export const TEXT_NAME = 1;
/** The folded name, a newline, the lower-case id: what the name search matches. */
export const TEXT_SEARCH = 2;
/** JSON of the rest of the record (RestOfRecord). */
export const TEXT_REST = 3;

/**
 * What a plot's record holds beyond its columns, kept as JSON text and read back only when materialised:
 * [createdAt, updatedAt (0 when it equals createdAt), the assessment's assessedAt (null: not assessed),
 * properties, a geometry that could not be compacted (3D positions, other types) or null]. An array, not
 * an object: at 1,000,000 plots the keys alone were a quarter of a gigabyte.
 */
type RestOfRecord = [string, string | 0, string | null, Record<string, unknown>, GeoJSON.Geometry | null];

/** No code in a word column (a plot without an assessment has no framework). */
const NO_WORD = 0xffff;

/** `deforested` codes. */
const DEFORESTED_NO = 0;
export const DEFORESTED_YES = 1;
/** Not assessed: neither with nor without deforestation. */
export const DEFORESTED_UNKNOWN = 2;

/** Plots packed for a postMessage: typed arrays that transfer without a copy, plus a small dictionary. */
export interface PackedPlots {
  /**
   * Positions of every plot, two numbers each; plot i owns [coordStart[i], coordStart[i + 1]). Whole units
   * of 1e-7° (COORD_SCALE) when every position of the batch is exactly that (up to 7 decimals, as plots
   * usually are): half the memory of degrees. Degrees otherwise. Read them with packedGeometry.
   */
  coords: Float64Array | Int32Array;
  coordStart: Uint32Array;
  /** Polygon: ring sizes. MultiPolygon: per polygon its ring count then its ring sizes. MultiPoint: [count]. */
  parts: Int32Array;
  partStart: Uint32Array;
  /** Two numbers per plot (NaN for an empty geometry): mean of the outer ring's corners, or the point. */
  centroids: Float64Array;
  /** Four numbers per plot (NaN when empty): [minLng, minLat, maxLng, maxLat] of the outer rings or points. */
  boxes: Float64Array;
  /** Geometry type per plot (KIND_CODES index; 0 when not compacted: the record's JSON keeps it). */
  kinds: Uint8Array;
  /** Index in RISK_CLASSES per plot. */
  risk: Uint8Array;
  /** Area as the service reports it (ha). */
  areaHa: Float64Array;
  /** Deforested hectares (NaN when not assessed) and whether there is deforestation (DEFORESTED_*). */
  deforestedHa: Float64Array;
  deforested: Uint8Array;
  /** When the plot last changed (ms since epoch): the later of its createdAt and updatedAt. */
  changedAt: Float64Array;
  /** The assessment's other figures (ha; NaN when not assessed). */
  remainingForestHa: Float64Array;
  protectedAreasHa: Float64Array;
  indigenousTerritoriesHa: Float64Array;
  /** Supplier, country, project and the assessment's framework (NO_WORD: not assessed), as indexes in `words`. */
  supplier: Uint16Array;
  country: Uint16Array;
  project: Uint16Array;
  framework: Uint16Array;
  /** The distinct suppliers, country codes, projects and frameworks of the batch. */
  words: string[];
  /** UTF-8 texts, TEXT_FIELDS per plot: text j of plot i is [textStart[k], textStart[k + 1]), k = i * TEXT_FIELDS + j. */
  text: Uint8Array;
  textStart: Uint32Array;
}

/** The typed arrays of a pack (everything but `words`). */
export const ARRAY_FIELDS = [
  'coords',
  'coordStart',
  'parts',
  'partStart',
  'centroids',
  'boxes',
  'kinds',
  'risk',
  'areaHa',
  'deforestedHa',
  'deforested',
  'changedAt',
  'remainingForestHa',
  'protectedAreasHa',
  'indigenousTerritoriesHa',
  'supplier',
  'country',
  'project',
  'framework',
  'text',
  'textStart',
] as const satisfies readonly (keyof PackedPlots)[];

/** Codes of `PackedPlots.kinds`: index 0 is "kept as GeoJSON in the record" (not compacted). */
export const KIND_CODES = [null, 'Point', 'MultiPoint', 'Polygon', 'MultiPolygon'] as const;
const kindCode = (kind: CompactKind | null): number => (kind ? KIND_CODES.indexOf(kind) : 0);

/** Plots in a pack, read from its offsets. */
export const packSize = (p: Pick<PackedPlots, 'coordStart'>): number => p.coordStart.length - 1;

/** The buffers of a pack, for postMessage's transfer list. */
export const transferablesOf = (p: PackedPlots): ArrayBuffer[] =>
  ARRAY_FIELDS.map((k) => p[k].buffer as ArrayBuffer);

/** A pack with its own copy of every array (for a side that keeps it while the original is transferred). */
export function copyPack(p: PackedPlots): PackedPlots {
  const out = { words: p.words } as Record<string, unknown>;
  for (const k of ARRAY_FIELDS) out[k] = p[k].slice();
  return out as unknown as PackedPlots;
}

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

/** Units per degree of Int32 coordinates: 1e-7° (about 1 cm), the overlap scan's clipping grid too. */
export const COORD_SCALE = 1e7;
/** The largest whole-unit coordinate an Int32 holds (214.7°): a position beyond it is no place on Earth. */
export const MAX_UNITS = 2 ** 31 - 1;

/**
 * The positions as whole units of 1e-7° when each one is exactly that (dividing back gives the same
 * double), or as degrees when any is not: more decimals, or beyond ±214° where an Int32 ends.
 */
function compactCoords(flat: readonly number[]): Float64Array | Int32Array {
  const units = new Int32Array(flat.length);
  for (let i = 0; i < flat.length; i++) {
    const u = Math.round(flat[i]! * COORD_SCALE);
    if (u / COORD_SCALE !== flat[i] || Math.abs(u) > MAX_UNITS) return Float64Array.from(flat);
    units[i] = u;
  }
  return units;
}

/** Coordinates in degrees, whichever way they are kept. */
function inDegrees(coords: Float64Array | Int32Array): Float64Array {
  if (coords instanceof Float64Array) return coords;
  return Float64Array.from(coords, (u) => u / COORD_SCALE);
}

/** A dictionary of words (suppliers, countries, projects, frameworks) and the code of each, in order of arrival. */
export class WordCodes {
  readonly words: string[] = [];
  private readonly index = new Map<string, number>();

  code(word: string): number {
    let k = this.index.get(word);
    if (k === undefined) this.index.set(word, (k = this.words.push(word) - 1));
    return k;
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Texts appended one after another as UTF-8, with where each starts. Encoded all at once when finished: a
 * TextEncoder call per text (four per plot) was a quarter of a second of the loader's time per 100,000
 * plots. When every text is ASCII (bytes as many as characters) the starts are the characters'.
 */
class TextWriter {
  private readonly texts: string[] = [];

  push(s: string): void {
    this.texts.push(s);
  }

  finish(): { text: Uint8Array; textStart: Uint32Array } {
    const all = this.texts.join('');
    let text = encoder.encode(all);
    const textStart = new Uint32Array(this.texts.length + 1);
    const ascii = text.length === all.length;
    let at = 0;
    for (let k = 0; k < this.texts.length; k++) {
      const s = this.texts[k]!;
      at += ascii ? s.length : utf8Length(s);
      textStart[k + 1] = at;
    }
    // A lone surrogate at the end of one text and its other half at the start of the next make one
    // character once joined: then each text is encoded on its own.
    if (at !== text.length) {
      text = new Uint8Array(at);
      for (let k = 0; k < this.texts.length; k++)
        encoder.encodeInto(this.texts[k]!, text.subarray(textStart[k], textStart[k + 1]));
    }
    return { text, textStart };
  }
}

/** The search text of a plot: its folded name and lower-case id (see TEXT_SEARCH). */
const searchTextOf = (name: string, id: string): string => `${foldText(name)}\n${id.toLowerCase()}`;

export function packPlots(plots: readonly Plot[]): PackedPlots {
  const n = plots.length;
  const flat: number[] = [];
  const parts: number[] = [];
  const coordStart = new Uint32Array(n + 1);
  const partStart = new Uint32Array(n + 1);
  const centroids = new Float64Array(2 * n).fill(NaN);
  const boxes = new Float64Array(4 * n).fill(NaN);
  const kinds = new Uint8Array(n);
  const risk = new Uint8Array(n);
  const areaHa = new Float64Array(n);
  const deforestedHa = new Float64Array(n);
  const deforested = new Uint8Array(n);
  const changedAt = new Float64Array(n);
  const remainingForestHa = new Float64Array(n);
  const protectedAreasHa = new Float64Array(n);
  const indigenousTerritoriesHa = new Float64Array(n);
  const supplier = new Uint16Array(n);
  const country = new Uint16Array(n);
  const project = new Uint16Array(n);
  const framework = new Uint16Array(n);
  const dictionary = new WordCodes();
  const word = (w: string) => dictionary.code(w);
  const text = new TextWriter();
  for (let i = 0; i < n; i++) {
    const plot = plots[i]!;
    const { geometry, id, name, projectId, createdAt, updatedAt, properties, riskAssessment } = plot;
    const compact = flatten(geometry, flat, parts);
    kinds[i] = compact ? kindCode(geometry.type as CompactKind) : 0;
    coordStart[i + 1] = flat.length;
    partStart[i + 1] = parts.length;
    risk[i] = RISK_CLASSES.indexOf(riskAssessment?.riskLevel ?? 'unassessed');
    areaHa[i] = plot.areaHa;
    const d = riskAssessment?.deforestation;
    deforestedHa[i] = d ? d.areaHa : NaN;
    deforested[i] = !d ? DEFORESTED_UNKNOWN : d.hasDeforestation ? DEFORESTED_YES : DEFORESTED_NO;
    changedAt[i] = Date.parse(updatedAt > createdAt ? updatedAt : createdAt);
    supplier[i] = word(plot.supplier);
    country[i] = word(plot.country);
    remainingForestHa[i] = riskAssessment ? riskAssessment.remainingForestHa : NaN;
    protectedAreasHa[i] = riskAssessment ? riskAssessment.protectedAreasHa : NaN;
    indigenousTerritoriesHa[i] = riskAssessment ? riskAssessment.indigenousTerritoriesHa : NaN;
    project[i] = word(projectId);
    framework[i] = riskAssessment ? word(riskAssessment.framework) : NO_WORD;
    const rest: RestOfRecord = [
      createdAt,
      updatedAt === createdAt ? 0 : updatedAt,
      riskAssessment ? riskAssessment.assessedAt : null,
      properties,
      compact ? null : geometry,
    ];
    text.push(id);
    text.push(name);
    text.push(searchTextOf(name, id));
    text.push(JSON.stringify(rest));
    const outline = outlineOf(geometry);
    if (!outline) continue;
    centroids.set(outline.centroid, 2 * i);
    boxes.set(outline.box, 4 * i);
  }
  return {
    coords: compactCoords(flat),
    coordStart,
    parts: Int32Array.from(parts),
    partStart,
    centroids,
    boxes,
    kinds,
    risk,
    areaHa,
    deforestedHa,
    deforested,
    changedAt,
    remainingForestHa,
    protectedAreasHa,
    indigenousTerritoriesHa,
    supplier,
    country,
    project,
    framework,
    words: dictionary.words,
    ...text.finish(),
  };
}

/** A box around plots, widened plot by plot (widenBox), read with `boxAround`. */
export type GrowingBox = [number, number, number, number];
export const emptyBox = (): GrowingBox => [Infinity, Infinity, -Infinity, -Infinity];

/** Widens `box` by the box of plot `i` of a pack. */
export function widenBox(box: GrowingBox, p: Pick<PackedPlots, 'boxes'>, i: number): void {
  const b = p.boxes;
  const k = 4 * i;
  // NaN (an empty geometry) fails every comparison: it widens nothing.
  if (b[k]! < box[0]) box[0] = b[k]!;
  if (b[k + 1]! < box[1]) box[1] = b[k + 1]!;
  if (b[k + 2]! > box[2]) box[2] = b[k + 2]!;
  if (b[k + 3]! > box[3]) box[3] = b[k + 3]!;
}

/** The box as [minLng, minLat, maxLng, maxLat]; null when no plot with a geometry widened it. */
export const boxAround = (box: GrowingBox): [number, number, number, number] | null =>
  box[0] <= box[2] ? [...box] : null;

/** The box around every plot of a pack (outer rings or points); null when none has a geometry. */
export function packExtent(p: Pick<PackedPlots, 'boxes'>): [number, number, number, number] | null {
  const box = emptyBox();
  for (let i = 0; i < p.boxes.length / 4; i++) widenBox(box, p, i);
  return boxAround(box);
}

/** Mean of the outer ring's corners of plot `i` (or its point); null for an empty geometry. */
export function packCentroid(p: Pick<PackedPlots, 'centroids'>, i: number): [number, number] | null {
  const c = p.centroids;
  return Number.isNaN(c[2 * i]) ? null : [c[2 * i]!, c[2 * i + 1]!];
}

/** [minLng, minLat, maxLng, maxLat] of plot `i`'s outer rings (or points); null for an empty geometry. */
export function packBox(p: Pick<PackedPlots, 'boxes'>, i: number): [number, number, number, number] | null {
  const b = p.boxes;
  const k = 4 * i;
  return Number.isNaN(b[k]) ? null : [b[k]!, b[k + 1]!, b[k + 2]!, b[k + 3]!];
}

const restOf = (p: Pick<PackedPlots, 'text' | 'textStart'>, i: number): RestOfRecord =>
  JSON.parse(packText(p, i, TEXT_REST)) as RestOfRecord;

/** The geometry of plot `i` as the service sent it: rebuilt from the arrays, or kept in the record's JSON. */
export function packGeometry(p: PackedPlots, i: number): GeoJSON.Geometry {
  return packedGeometry(p, i) ?? restOf(p, i)[4]!;
}

/** Text `field` (TEXT_*) of plot `i` of a pack, decoded. */
export function packText(p: Pick<PackedPlots, 'text' | 'textStart'>, i: number, field: number): string {
  const k = i * TEXT_FIELDS + field;
  return decoder.decode(p.text.subarray(p.textStart[k], p.textStart[k + 1]));
}

/** One pack of several, in order (offsets shifted, word codes in one dictionary). */
export function concatPacks(packs: readonly PackedPlots[]): PackedPlots {
  if (packs.length === 1) return packs[0]!;
  const join = <A extends Float64Array | Int32Array | Uint32Array | Uint16Array | Uint8Array>(
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
  /** Offsets (starting at 0) continue where the previous pack's values ended. */
  const offsets = (pick: (p: PackedPlots) => Uint32Array): Uint32Array => {
    const out = new Uint32Array(packs.reduce((n, p) => n + pick(p).length - 1, 0) + 1);
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
  const dictionary = new WordCodes();
  const recode = (pick: (p: PackedPlots) => Uint16Array): Uint16Array => {
    const out = new Uint16Array(packs.reduce((n, p) => n + packSize(p), 0));
    let at = 0;
    for (const p of packs) {
      const map = p.words.map((w) => dictionary.code(w));
      // NO_WORD stays NO_WORD.
      for (const code of pick(p)) out[at++] = code === NO_WORD ? NO_WORD : map[code]!;
    }
    return out;
  };
  const supplier = recode((p) => p.supplier);
  const country = recode((p) => p.country);
  const project = recode((p) => p.project);
  const framework = recode((p) => p.framework);
  return {
    coords: packs.every((p) => p.coords instanceof Int32Array)
      ? join(Int32Array, (p) => p.coords as Int32Array)
      : join(Float64Array, (p) => inDegrees(p.coords)),
    coordStart: offsets((p) => p.coordStart),
    parts: join(Int32Array, (p) => p.parts),
    partStart: offsets((p) => p.partStart),
    centroids: join(Float64Array, (p) => p.centroids),
    boxes: join(Float64Array, (p) => p.boxes),
    kinds: join(Uint8Array, (p) => p.kinds),
    risk: join(Uint8Array, (p) => p.risk),
    areaHa: join(Float64Array, (p) => p.areaHa),
    deforestedHa: join(Float64Array, (p) => p.deforestedHa),
    deforested: join(Uint8Array, (p) => p.deforested),
    changedAt: join(Float64Array, (p) => p.changedAt),
    remainingForestHa: join(Float64Array, (p) => p.remainingForestHa),
    protectedAreasHa: join(Float64Array, (p) => p.protectedAreasHa),
    indigenousTerritoriesHa: join(Float64Array, (p) => p.indigenousTerritoriesHa),
    supplier,
    country,
    project,
    framework,
    words: dictionary.words,
    text: join(Uint8Array, (p) => p.text),
    textStart: offsets((p) => p.textStart),
  };
}

/** Coordinates as packed (degrees), or as whole units of 1 / `COORD_SCALE` degree (the loader worker's store). */
type GeometryColumns = Pick<PackedPlots, 'coordStart' | 'parts' | 'partStart' | 'kinds'> & {
  coords: Float64Array | Int32Array;
};

/** The GeoJSON of plot `index` of a pack, rebuilt from its arrays; null when it was not compacted. */
export function packedGeometry(pack: GeometryColumns, index: number): GeoJSON.Geometry | null {
  const kind = KIND_CODES[pack.kinds[index]!];
  if (!kind) return null;
  const { coords, coordStart, parts: allParts, partStart } = pack;
  // Whole units divided back: exactly the degrees written with up to 7 decimals (the nearest double).
  const scaled = coords instanceof Int32Array;
  const c = (k: number) => (scaled ? coords[k]! / COORD_SCALE : coords[k]!);
  const parts = allParts.subarray(partStart[index], partStart[index + 1]);
  let at = coordStart[index]!;
  const take = (n: number): Position[] => {
    const out: Position[] = new Array(n);
    for (let i = 0; i < n; i++, at += 2) out[i] = [c(at), c(at + 1)];
    return out;
  };
  switch (kind) {
    case 'Point':
      return { type: 'Point', coordinates: [c(at), c(at + 1)] };
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

/** One plot of a pack, materialised: implements Plot, so the pages read it like the service's JSON. */
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
  /**
   * Position of the plot in its load (0 for the first plot that arrived): the loader worker keeps the same
   * order, so the map's filter mask and the worker's tiles address plots by it.
   */
  readonly seq: number;
  // Private fields stay out of JSON.stringify and structured clones: a plot must never drag its batch along.
  readonly #pack: GeometryColumns & Pick<PackedPlots, 'centroids' | 'boxes'>;
  readonly #index: number;
  readonly #original: GeoJSON.Geometry | null;

  constructor(pack: PackedPlots, index: number, seq = index) {
    const [createdAt, updatedAt, assessedAt, properties, original] = restOf(pack, index);
    const word = (codes: Uint16Array) => pack.words[codes[index]!]!;
    this.seq = seq;
    this.id = packText(pack, index, TEXT_ID);
    this.name = packText(pack, index, TEXT_NAME);
    this.supplier = word(pack.supplier);
    this.projectId = word(pack.project);
    this.country = word(pack.country);
    this.areaHa = pack.areaHa[index]!;
    this.createdAt = createdAt;
    this.updatedAt = updatedAt === 0 ? createdAt : updatedAt;
    this.properties = properties;
    this.riskAssessment =
      assessedAt === null
        ? null
        : {
            riskLevel: RISK_CLASSES[pack.risk[index]!] as RiskLevel,
            assessedAt,
            framework: word(pack.framework),
            deforestation: {
              areaHa: pack.deforestedHa[index]!,
              hasDeforestation: pack.deforested[index] === DEFORESTED_YES,
            },
            remainingForestHa: pack.remainingForestHa[index]!,
            protectedAreasHa: pack.protectedAreasHa[index]!,
            indigenousTerritoriesHa: pack.indigenousTerritoriesHa[index]!,
          };
    this.#original = original;
    this.#pack = pack;
    this.#index = index;
  }

  /** A single plot, packed on its own (tests, and plots that did not come through the loader). */
  static of(plot: Plot): LoadedPlot {
    return new LoadedPlot(packPlots([plot]), 0);
  }

  /** Mean of the outer ring's corners (or the point); null for an empty geometry. */
  get centroid(): [number, number] | null {
    return packCentroid(this.#pack, this.#index);
  }

  /** [minLng, minLat, maxLng, maxLat] of the outer rings (or points); null for an empty geometry. */
  get box(): [number, number, number, number] | null {
    return packBox(this.#pack, this.#index);
  }

  get geometry(): GeoJSON.Geometry {
    return this.#original ?? packedGeometry(this.#pack, this.#index)!;
  }
}
