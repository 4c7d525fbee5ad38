/**
 * A project's loaded plots on the page: the packs the loader worker packed (shared/packed-plots.ts), read as
 * columns. Filters, sorts and counts walk the typed arrays; a `LoadedPlot` object exists only for a plot
 * somebody looks at (the rows in view, the selection, an export), so 1,000,000 plots are a few hundred MB
 * of arrays and no garbage to collect. A list is immutable: a new pack makes a new list that shares the
 * packs of the one before (nothing is copied).
 *
 * Positions: plot i of a list is the i-th plot of its load, the position the worker's tiles and the map's
 * filter mask use (LoadedPlot.seq).
 */
import type { Plot } from '@core/api/schemas.ts';
import { RISK_CLASSES, type RiskClass } from '@/lib/risk/risk-classes.ts';
import {
  DEFORESTED_UNKNOWN,
  DEFORESTED_YES,
  packSize,
  TEXT_FIELDS,
  TEXT_ID,
  TEXT_NAME,
  TEXT_SEARCH,
  type PackedPlots,
} from '@core/plot-packs/packed-plots.ts';
import { LoadedPlot } from './loaded-plot.ts';
import { packBox, packCentroid, packGeometry, packText } from '../shared/pack-reader.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';

const encoder = new TextEncoder();

/** FNV-1a hash of bytes [from, to): the id matcher's first test, with no string made. */
function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let b = from; b < to; b++) h = Math.imul(h ^ bytes[b]!, 0x01000193);
  return h >>> 0;
}

/**
 * Whether a plot's id is one of a set, tested on the pack's bytes: only an id whose hash is one of theirs is
 * decoded and compared. Decoding each of 100,000 ids to look it up took most of a supplier page's main-thread
 * time when its overlaps came in.
 */
class IdMatcher {
  private readonly byHash = new Map<number, string[]>();

  constructor(ids: ReadonlySet<string>) {
    for (const id of ids) {
      const bytes = encoder.encode(id);
      const h = hashBytes(bytes, 0, bytes.length);
      const same = this.byHash.get(h);
      if (same) same.push(id);
      else this.byHash.set(h, [id]);
    }
  }

  /** The id of plot j of the pack when it is one of the set, else null. */
  match(pack: PackedPlots, j: number): string | null {
    const k = j * TEXT_FIELDS + TEXT_ID;
    const same = this.byHash.get(hashBytes(pack.text, pack.textStart[k]!, pack.textStart[k + 1]!));
    if (!same) return null;
    const id = packText(pack, j, TEXT_ID);
    return same.includes(id) ? id : null;
  }
}

/** Whether bytes [from, to) of `hay` contain `needle`. */
function includesBytes(hay: Uint8Array, from: number, to: number, needle: Uint8Array): boolean {
  const n = needle.length;
  // Stryker disable next-line BooleanLiteral,ConditionalExpression: a filter never searches for empty text
  if (n === 0) return true;
  const first = needle[0]!;
  for (let i = from; i + n <= to; i++) {
    if (hay[i] !== first) continue;
    let j = 1;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: past the needle, hay[i + n] never equals needle[n] (undefined)
    while (j < n && hay[i + j] === needle[j]) j++;
    if (j === n) return true;
  }
  return false;
}

/** Whether bytes [from, to) of `hay` are exactly `needle`. */
function equalsBytes(hay: Uint8Array, from: number, to: number, needle: Uint8Array): boolean {
  if (to - from !== needle.length) return false;
  for (let j = 0; j < needle.length; j++) if (hay[from + j] !== needle[j]) return false;
  return true;
}

/** What a filter asks of each plot; every field left out lets every plot pass. */
export interface PlotMatch {
  supplier?: string;
  risk?: readonly RiskClass[];
  country?: string;
  deforestation?: 'yes' | 'no';
  /** Folded text (foldText) the name or the lower-case id contains. */
  text?: string;
  ids?: ReadonlySet<string>;
}

/** How many materialised plots a list keeps, so the rows in view keep their identity between renders. */
const KEPT_PLOTS = 2000;

export class PlotList implements Iterable<LoadedPlot> {
  static readonly EMPTY = new PlotList([]);

  /** Plots packed as one pack (tests, and plots that did not come through the loader). */
  static of(plots: readonly Plot[]): PlotList {
    return new PlotList([packPlots(plots)]);
  }

  readonly length: number;
  /** Position of each pack's first plot, and the length last. */
  private readonly starts: number[];
  private readonly kept = new Map<number, LoadedPlot>();

  constructor(readonly packs: readonly PackedPlots[]) {
    this.starts = [0];
    for (const b of packs) this.starts.push(this.starts[this.starts.length - 1]! + packSize(b));
    this.length = this.starts[this.starts.length - 1]!;
  }

  /** The pack holding position `i`, and i's index in it. */
  private locate(i: number): [PackedPlots, number] {
    let lo = 0;
    // Stryker disable next-line ArithmeticOperator: a higher start only adds steps that find the same pack
    let hi = this.packs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= i) lo = mid;
      else hi = mid - 1;
    }
    return [this.packs[lo]!, i - this.starts[lo]!];
  }

  /** The plot at position `i`, materialised (kept for the next ask while few are). */
  at(i: number): LoadedPlot {
    let plot = this.kept.get(i);
    if (plot) return plot;
    const [pack, j] = this.locate(i);
    plot = new LoadedPlot(pack, j, i);
    // Stryker disable next-line EqualityOperator,ConditionalExpression: a memory bound; which plots stay kept changes no value read
    if (this.kept.size >= KEPT_PLOTS) this.kept.clear();
    this.kept.set(i, plot);
    return plot;
  }

  id(i: number): string {
    const [pack, j] = this.locate(i);
    return packText(pack, j, TEXT_ID);
  }

  name(i: number): string {
    const [pack, j] = this.locate(i);
    return packText(pack, j, TEXT_NAME);
  }

  supplier(i: number): string {
    const [pack, j] = this.locate(i);
    return pack.words[pack.supplier[j]!]!;
  }

  country(i: number): string {
    const [pack, j] = this.locate(i);
    return pack.words[pack.country[j]!]!;
  }

  /** Index in RISK_CLASSES (most severe first). */
  risk(i: number): number {
    const [pack, j] = this.locate(i);
    return pack.risk[j]!;
  }

  areaHa(i: number): number {
    const [pack, j] = this.locate(i);
    return pack.areaHa[j]!;
  }

  /** Deforested hectares; NaN when not assessed. */
  deforestedHa(i: number): number {
    const [pack, j] = this.locate(i);
    return pack.deforestedHa[j]!;
  }

  /** Mean of the outer ring's corners (or the point); null for an empty geometry. */
  centroid(i: number): [number, number] | null {
    return packCentroid(...this.locate(i));
  }

  /** [minLng, minLat, maxLng, maxLat] of the outer rings (or points); null for an empty geometry. */
  box(i: number): [number, number, number, number] | null {
    return packBox(...this.locate(i));
  }

  /** The plot's geometry as the service sent it (reports draw it without materialising the plot). */
  geometry(i: number): GeoJSON.Geometry {
    return packGeometry(...this.locate(i));
  }

  /** How many plots each country code has, read from the packed country column (no plot is built). */
  countByCountry(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const pack of this.packs) {
      const perCode = new Array<number>(pack.words.length).fill(0);
      const n = packSize(pack);
      for (let j = 0; j < n; j++) perCode[pack.country[j]!]!++;
      perCode.forEach((count, code) => {
        const country = pack.words[code]!;
        if (count) counts.set(country, (counts.get(country) ?? 0) + count);
      });
    }
    return counts;
  }

  /** Position of the plot with this id; -1 when the list has none. */
  indexOfId(id: string): number {
    const needle = encoder.encode(id);
    for (let b = 0; b < this.packs.length; b++) {
      const { text, textStart } = this.packs[b]!;
      const n = packSize(this.packs[b]!);
      // Stryker disable next-line EqualityOperator: one step past the pack compares nothing (an empty range)
      for (let j = 0; j < n; j++) {
        // Stryker disable next-line ArithmeticOperator: TEXT_ID is 0
        const k = j * TEXT_FIELDS + TEXT_ID;
        if (equalsBytes(text, textStart[k]!, textStart[k + 1]!, needle)) return this.starts[b]! + j;
      }
    }
    return -1;
  }

  /** Positions of the plots with these ids (one pass over the list), by id; ids it lacks are left out. */
  positionsOfIds(ids: ReadonlySet<string>): Map<string, number> {
    const found = new Map<string, number>();
    // Stryker disable next-line ConditionalExpression: a shortcut; the pass finds nothing either
    if (!ids.size) return found;
    const matcher = new IdMatcher(ids);
    this.forEach((pack, j, position) => {
      const id = matcher.match(pack, j);
      if (id !== null) found.set(id, position);
    });
    return found;
  }

  /** Calls `visit(pack, j, position)` for every plot, pack by pack (the columns' fast path). */
  forEach(visit: (pack: PackedPlots, j: number, position: number) => void): void {
    this.packs.forEach((pack, b) => {
      const n = packSize(pack);
      const base = this.starts[b]!;
      for (let j = 0; j < n; j++) visit(pack, j, base + j);
    });
  }

  /** Positions of the plots that match, in list order. */
  positionsWhere(match: PlotMatch): Uint32Array {
    const out = new Uint32Array(this.length);
    let count = 0;
    const needle = match.text ? encoder.encode(match.text) : null;
    const risks = match.risk?.length ? match.risk.map((r) => RISK_CLASSES.indexOf(r)) : null;
    const ids = match.ids ? new IdMatcher(match.ids) : null;
    this.packs.forEach((pack, b) => {
      const n = packSize(pack);
      // Codes of this pack's dictionary; -1 when the pack has no such supplier or country.
      const supplier = match.supplier === undefined ? null : pack.words.indexOf(match.supplier);
      const country = match.country === undefined ? null : pack.words.indexOf(match.country);
      // Stryker disable next-line ConditionalExpression,LogicalOperator,UnaryOperator: a shortcut; the loop below skips every plot of such a pack too
      if (supplier === -1 || country === -1) return;
      const wantDeforested = match.deforestation === undefined ? null : match.deforestation === 'yes' ? 1 : 0;
      for (let j = 0; j < n; j++) {
        if (supplier !== null && pack.supplier[j] !== supplier) continue;
        if (country !== null && pack.country[j] !== country) continue;
        if (risks && !risks.includes(pack.risk[j]!)) continue;
        if (wantDeforested !== null) {
          const d = pack.deforested[j]!;
          // An unassessed plot is neither "with" nor "without" deforestation: it is unknown.
          if (d === DEFORESTED_UNKNOWN || (d === DEFORESTED_YES ? 1 : 0) !== wantDeforested) continue;
        }
        if (needle) {
          const k = j * TEXT_FIELDS + TEXT_SEARCH;
          if (!includesBytes(pack.text, pack.textStart[k]!, pack.textStart[k + 1]!, needle)) continue;
        }
        if (ids && ids.match(pack, j) === null) continue;
        out[count++] = this.starts[b]! + j;
      }
    });
    return out.slice(0, count);
  }

  *[Symbol.iterator](): Iterator<LoadedPlot> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }
}

/**
 * Some plots of a list, in list order (a filter's result): `positions` null means all of them. What the
 * table, the export and the map's mask read.
 */
export interface PlotRows {
  list: PlotList;
  positions: Uint32Array | null;
  length: number;
}

export const allRows = (list: PlotList): PlotRows => ({ list, positions: null, length: list.length });

export const someRows = (list: PlotList, positions: Uint32Array): PlotRows => ({
  list,
  positions,
  length: positions.length,
});

/** The list position of row `i`. */
export const rowPosition = (rows: PlotRows, i: number): number => (rows.positions ? rows.positions[i]! : i);

/** Row index of list position `position` in `rows`; -1 when it is not among them. */
export function rowOfPosition(rows: PlotRows, position: number): number {
  if (!rows.positions) return position < rows.length ? position : -1;
  // Positions are ascending: binary search.
  let lo = 0;
  // Stryker disable next-line ArithmeticOperator: one more step at the end compares undefined, never equal
  let hi = rows.positions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const p = rows.positions[mid]!;
    if (p === position) return mid;
    // Stryker disable next-line EqualityOperator: equal positions have returned above
    if (p < position) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Every plot of the rows, materialised one at a time (exports). */
export function* rowPlots(rows: PlotRows): Generator<LoadedPlot> {
  for (let i = 0; i < rows.length; i++) yield rows.list.at(rowPosition(rows, i));
}
