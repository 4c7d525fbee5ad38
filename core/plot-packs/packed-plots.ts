/**
 * Plots as columns, the one form they take between the service's JSON and the page: a pack of plots is a
 * few typed arrays (coordinates, ring sizes, centroids, boxes, risk, areas, supplier and country codes) and
 * one UTF-8 buffer holding each plot's id, name, search text and the rest of its record as JSON. There is no
 * JavaScript object per plot: at 1,000,000 plots a record each (with its strings and nested objects) was
 * half a gigabyte of heap on the page, another copy in the worker, and seconds of structured cloning and
 * garbage collection. The buffers transfer between threads without a copy and go into IndexedDB as they are.
 *
 * This file is the format (what each column holds) and what moves a pack around whole. Packing runs in the
 * plot loader's worker (pack-plots.ts); packs are joined with concat-packs.ts; single plots and texts are
 * read back with pack-reader.ts and their boxes widened with pack-boxes.ts. The page reads columns for
 * filters, sorts and counts (page/plot-list.ts), and materialises a `LoadedPlot` (page/loaded-plot.ts) only
 * for the rows in view, the selected plot or an export.
 */

/** Geometry types kept as columns; others stay GeoJSON in the record's JSON. */
export type CompactKind = 'Point' | 'MultiPoint' | 'Polygon' | 'MultiPolygon';

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
export type RestOfRecord = [
  string,
  string | 0,
  string | null,
  Record<string, unknown>,
  GeoJSON.Geometry | null,
];

/** No code in a word column (a plot without an assessment has no framework). */
export const NO_WORD = 0xffff;

/** `deforested` codes. */
export const DEFORESTED_NO = 0;
export const DEFORESTED_YES = 1;
/** Not assessed: neither with nor without deforestation. */
export const DEFORESTED_UNKNOWN = 2;

/** `tracesRefused` codes: the TRACES rules refuse the plot's geometry, or not (or not checked). */
export const TRACES_PASSED = 0;
export const TRACES_REFUSED = 1;

/** Plots packed for a postMessage: typed arrays that transfer without a copy, plus a small dictionary. */
export interface PackedPlots {
  /**
   * Positions of every plot, two numbers each; plot i owns [coordStart[i], coordStart[i + 1]). Whole units
   * of 1e-7° (COORD_SCALE) when every position of the pack is exactly that (up to 7 decimals, as plots
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
  /**
   * Whether the Information System's rules refuse the plot's geometry (TRACES_REFUSED), checked in the
   * loader worker as each page arrives, or by the server for its packs (traces-refusals.ts); 0 when they accept it or when the plot
   * was packed elsewhere (tests, `LoadedPlot.of`).
   */
  tracesRefused: Uint8Array;
  /** Supplier, country, project and the assessment's framework (NO_WORD: not assessed), as indexes in `words`. */
  supplier: Uint16Array;
  country: Uint16Array;
  project: Uint16Array;
  framework: Uint16Array;
  /** The distinct suppliers, country codes, projects and frameworks of the pack. */
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
  'tracesRefused',
  'supplier',
  'country',
  'project',
  'framework',
  'text',
  'textStart',
] as const satisfies readonly (keyof PackedPlots)[];

/** Codes of `PackedPlots.kinds`: index 0 is "kept as GeoJSON in the record" (not compacted). */
export const KIND_CODES = [null, 'Point', 'MultiPoint', 'Polygon', 'MultiPolygon'] as const;

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

/** Units per degree of Int32 coordinates: 1e-7° (about 1 cm), the overlap scan's clipping grid too. */
export const COORD_SCALE = 1e7;
/** The largest whole-unit coordinate an Int32 holds (214.7°): a position beyond it is no place on Earth. */
export const MAX_UNITS = 2 ** 31 - 1;

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
