/**
 * Rules that compare the plots of one file with each other, run once the whole file is read
 * (docs/plot-rules.md, "Plots of one file together"):
 * - contains-plot: a plot lies inside another plot of the file (a farm's whole boundary listed with its
 *   fields: the land counted twice);
 * - overlapping-plots: two plots of the file share land (from MIN_OVERLAP_HA, as the double-claim scan);
 * - far-from-producing-area: a plot lies far outside the countries the project produces in (the countries
 *   given by the caller, else the country holding the most of the file's plots).
 * All warnings: the service accepts such plots; the person should know before uploading.
 *
 * Bounded: a file's plots are kept as flat rings on the clipping grid up to MAX_KEPT_POSITIONS positions
 * (beyond it, the later plots are not compared, and a warning says so; 200,000 plots sharing borders took
 * 13 s to keep and 5 s to compare on a 2-core machine running five test suites),
 * pairs come from a spatial index over their boxes (never every pair), at most MAX_PAIR_PROBLEMS pairs are
 * reported; per plot otherwise only its box centre is kept (names for the first MAX_KEPT_NAMES).
 */
import Flatbush from 'flatbush';
import { geodesicAreaHa } from '@core/geo/hectares.ts';
import { canonicalGeometryHash } from './canonical.ts';
import { loadClipper, MIN_OVERLAP_HA, overlapHa, type ClipShape } from '@core/geo/clip-overlap.ts';
import { loadLandIndex, type LandIndex } from './countries.ts';
import { msg } from '@core/i18n/messages.ts';
import { featureRef, plotNumber, ruleMessage } from './rule-catalog.ts';
import type { CheckOptions, Problem, RuleCode } from './types.ts';

/** Codes of this module: found after the file's last feature, so they reach callers with the summary. */
export const WITHIN_FILE_CODES: ReadonlySet<RuleCode> = new Set<RuleCode>([
  'contains-plot',
  'overlapping-plots',
  'far-from-producing-area',
]);

/** A plot counts as inside another when the other covers at least this share of it (as in core/upload-diff). */
export const CONTAINED_SHARE = 0.99;
/** How far (km) beyond the box of every producing country a plot must lie to be reported. */
export const FAR_KM = 1_000;
export const MAX_KEPT_POSITIONS = 1_000_000;
/** Names kept for the far-from-producing-area messages; later plots are named by their index only. */
export const MAX_KEPT_NAMES = 100_000;
export const MAX_PAIR_PROBLEMS = 5_000;

/**
 * A country counts among a project's producing countries when at least this share of its plots lie there: a
 * stray plot already uploaded (the Indonesian concession that went in unnoticed) does not make its country
 * one.
 */
export const PRODUCING_SHARE = 0.05;

/** The producing countries of a project from how many of its plots each country has (sorted codes). */
export function producingCountriesOf(plotsByCountry: ReadonlyMap<string, number>): string[] {
  let total = 0;
  for (const n of plotsByCountry.values()) total += n;
  return [...plotsByCountry]
    .filter(([code, n]) => /^[A-Z]{2}$/.test(code) && n >= PRODUCING_SHARE * total)
    .map(([code]) => code)
    .sort();
}

const SCALE = 1e7;
/** Hectares of one grid cell² at most (at the equator, a degree taken as 111.32 km: more than turf's sphere). */
// Stryker disable next-line ArithmeticOperator: a larger bound only clips more pairs of boxes (a speed guard)
const GRID_HA_BOUND = (111.32e3 / SCALE) ** 2 / 10_000;
const EARTH_KM = 6371.0088;

interface Kept {
  index: number;
  name: string | null;
  shape: ClipShape;
  areaHa: number;
  /** The canonical geometry's hashes (canonical.ts), to leave exact duplicates to duplicate-geometry. */
  key: string;
}

/** Great-circle distance (km) between two positions. */
export function distanceKm(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distance (km) from a position to the nearest point of a box (0 inside); the box may run past 180°. */
export function distanceToBoxKm(
  lng: number,
  lat: number,
  b: readonly [number, number, number, number],
): number {
  let best = Infinity;
  for (const x of [lng, lng + 360]) {
    const cx = Math.min(Math.max(x, b[0]), b[2]);
    const cy = Math.min(Math.max(lat, b[1]), b[3]);
    best = Math.min(best, distanceKm(x, lat, cx, cy));
  }
  return best;
}

/**
 * How far apart the given plots' centres (x, y by plot in `centres`) may lie, in km: the longest of their
 * box's diagonal (both are as long: a mirror through its middle meridian swaps them) and its two east-west
 * edges. Away from the equator the edge nearer the equator can be the longer: at 60°, in a box 20° wide
 * and 1° high, 1,108 km along its southern edge and 1,096 km corner to corner, so the diagonal alone let
 * files above about 60° skip the far-from-the-country check with a plot up to 2 % beyond FAR_KM. No two
 * points of a box the check skips (no wider than FAR_KM) lie farther apart than two of its corners.
 */
export function spreadKm(centres: readonly number[], located: readonly number[]): number {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const i of located) {
    minX = Math.min(minX, centres[2 * i]!);
    minY = Math.min(minY, centres[2 * i + 1]!);
    maxX = Math.max(maxX, centres[2 * i]!);
    maxY = Math.max(maxY, centres[2 * i + 1]!);
  }
  return Math.max(
    distanceKm(minX, minY, maxX, maxY),
    distanceKm(minX, minY, maxX, minY),
    distanceKm(minX, maxY, maxX, maxY),
  );
}

/** What the within-file rules keep of each plot while the file streams. */
export class WithinFileMemory {
  private readonly kept: Kept[] = [];
  // Stryker disable next-line ArrayDeclaration: an entry never set is read as not located, a string as well
  private readonly centres: number[] = [];
  // Stryker disable next-line ArrayDeclaration: only the names of the plots added are read
  private readonly names: (string | null)[] = [];
  private positions = 0;
  /** The first feature not compared for overlaps (the kept positions ran out), or -1. */
  private cutAt = -1;

  /** The limits are MAX_KEPT_POSITIONS and MAX_PAIR_PROBLEMS but in tests, which show both sides with a few plots. */
  constructor(
    private readonly maxPositions = MAX_KEPT_POSITIONS,
    private readonly maxPairs = MAX_PAIR_PROBLEMS,
  ) {}

  /**
   * Remembers a plot with a readable geometry. `locate` false: its position is already reported as wrong
   * (swapped axes), so it is not measured against the producing countries as well.
   */
  add(index: number, name: string | null, geometry: GeoJSON.Geometry, locate = true): void {
    const polys =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : null;
    const points =
      geometry.type === 'Point'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPoint'
          ? geometry.coordinates
          : // Stryker disable next-line ArrayDeclaration: a string is no position (its comparisons are false)
            [];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const see = (p: GeoJSON.Position) => {
      minX = Math.min(minX, p[0]!);
      minY = Math.min(minY, p[1]!);
      maxX = Math.max(maxX, p[0]!);
      maxY = Math.max(maxY, p[1]!);
    };
    for (const p of points) see(p);
    // Stryker disable next-line ArrayDeclaration: a string is no position (Math.min of it is NaN: not located)
    for (const poly of polys ?? []) for (const p of poly[0] ?? []) see(p);
    if (index < MAX_KEPT_NAMES) this.names[index] = name;
    // Positions off the globe are out-of-range's: no place to measure from. Without any position the box
    // stays [∞, ∞, -∞, -∞], whose centre is NaN: not located either.
    const onGlobe = locate && minX >= -180 && maxX <= 180 && minY >= -90 && maxY <= 90;
    this.centres[2 * index] = onGlobe ? (minX + maxX) / 2 : NaN;
    this.centres[2 * index + 1] = onGlobe ? (minY + maxY) / 2 : NaN;
    if (!polys || this.cutAt >= 0) return;
    let n = 0;
    for (const poly of polys) for (const ring of poly) n += ring.length;
    if (this.positions + n > this.maxPositions) {
      this.cutAt = index;
      return;
    }
    this.positions += n;
    const rings: Float64Array[] = [];
    for (const poly of polys)
      for (const ring of poly) {
        if (ring.length < 3) continue;
        const flat = new Float64Array(ring.length * 2);
        for (let k = 0; k < ring.length; k++) {
          flat[2 * k] = Math.round(ring[k]![0]! * SCALE);
          flat[2 * k + 1] = Math.round(ring[k]![1]! * SCALE);
        }
        rings.push(flat);
      }
    // Only the flat rings are kept, not the feature's own arrays (their heap is many times larger).
    if (!rings.length) return;
    // A Polygon or MultiPolygon always has a canonical form: its two hashes, "h1,h2".
    const key = String(canonicalGeometryHash(geometry)!);
    // Stryker disable next-line ArrayDeclaration: overlapHa reads the rings only
    this.kept.push({ index, name, shape: { rings, geo: [] }, areaHa: geodesicAreaHa(polys), key });
  }

  /** The within-file problems of the file, in the order of their first plot. */
  async problems(fileName: string, options: Pick<CheckOptions, 'producingCountries'>): Promise<Problem[]> {
    const out = [...(await this.overlapProblems(fileName)), ...(await this.farProblems(fileName, options))];
    // The file's own problem (no feature: too many positions to compare) first.
    const at = (p: Problem) => p.featureIndex ?? -1;
    return out.sort((a, b) => at(a) - at(b));
  }

  private async overlapProblems(fileName: string): Promise<Problem[]> {
    const out: Problem[] = [];
    if (this.cutAt >= 0)
      out.push({
        code: 'overlapping-plots',
        severity: 'warning',
        fileName,
        ...ruleMessage(
          msg('rule.overlapping-plots.too-many', { file: fileName, from: plotNumber(this.cutAt) }),
        ),
      });
    const { kept } = this;
    if (kept.length < 2) return out;
    const index = new Flatbush(kept.length);
    const boxes = kept.map(({ shape }) => {
      // Stryker disable next-line UnaryOperator: a box reaching to infinity only makes more pairs to clip
      let b = [Infinity, Infinity, -Infinity, -Infinity];
      for (const flat of shape.rings)
        for (let k = 0; k < flat.length; k += 2)
          b = [
            Math.min(b[0]!, flat[k]!),
            Math.min(b[1]!, flat[k + 1]!),
            Math.max(b[2]!, flat[k]!),
            Math.max(b[3]!, flat[k + 1]!),
          ];
      index.add(b[0]!, b[1]!, b[2]!, b[3]!);
      return b;
    });
    index.finish();
    const clip = await loadClipper();
    let pairs = 0;
    for (let i = 0; i < kept.length && pairs < this.maxPairs; i++) {
      const b = boxes[i]!;
      const near = index
        .search(b[0]!, b[1]!, b[2]!, b[3]!)
        .filter((j) => j > i)
        .sort((x, y) => x - y);
      for (const j of near) {
        const a = kept[i]!;
        const o = kept[j]!;
        // The boxes' common part bounds the land in common: plots whose boxes only touch (a tiling of
        // fields sharing borders) need no clipping.
        const c = boxes[j]!;
        const common =
          // Stryker disable next-line MethodExpression: a wider common part only clips more pairs (a speed guard)
          (Math.min(b[2]!, c[2]!) - Math.max(b[0]!, c[0]!)) *
          // Stryker disable next-line MethodExpression: as above
          (Math.min(b[3]!, c[3]!) - Math.max(b[1]!, c[1]!));
        // Stryker disable next-line ArithmeticOperator: as above (the common part is never negative)
        if (!(common * GRID_HA_BOUND >= MIN_OVERLAP_HA)) continue;
        const ha = overlapHa(clip, a.shape, o.shape);
        if (ha < MIN_OVERLAP_HA) continue;
        const shareA = a.areaHa > 0 ? Math.min(1, ha / a.areaHa) : 0;
        const shareO = o.areaHa > 0 ? Math.min(1, ha / o.areaHa) : 0;
        // The same boundary twice is duplicate-geometry's (a near copy is an overlap).
        if (a.key === o.key) continue;
        let p: Problem;
        if (shareO >= CONTAINED_SHARE !== shareA >= CONTAINED_SHARE) {
          const [outer, inner, share] = shareO >= CONTAINED_SHARE ? [a, o, shareO] : [o, a, shareA];
          p = {
            code: 'contains-plot',
            severity: 'warning',
            fileName,
            featureIndex: outer.index,
            ...ruleMessage(
              msg('rule.contains-plot', {
                feature: featureRef(outer.index, outer.name),
                inner: featureRef(inner.index, inner.name),
                share: { share },
              }),
            ),
            relatedFeatureIndex: inner.index,
          };
          if (outer.name !== null) p.featureName = outer.name;
        } else {
          p = {
            code: 'overlapping-plots',
            severity: 'warning',
            fileName,
            featureIndex: a.index,
            ...ruleMessage(
              msg('rule.overlapping-plots', {
                feature: featureRef(a.index, a.name),
                other: featureRef(o.index, o.name),
                area: { ha },
                shareA: { share: shareA },
                shareB: { share: shareO },
              }),
            ),
            relatedFeatureIndex: o.index,
          };
          if (a.name !== null) p.featureName = a.name;
        }
        out.push(p);
        if (++pairs >= this.maxPairs) break;
      }
    }
    return out;
  }

  private async farProblems(
    fileName: string,
    options: Pick<CheckOptions, 'producingCountries'>,
  ): Promise<Problem[]> {
    const located: number[] = [];
    for (let i = 0; 2 * i < this.centres.length; i++)
      if (Number.isFinite(this.centres[2 * i])) located.push(i);
    if (!located.length) return [];
    // Without countries given, plots all within FAR_KM of each other cannot be FAR_KM from the box of the
    // country most of them lie in: the country shapes (loaded on demand) are not needed.
    const given = (options.producingCountries ?? []).length > 0;
    if (!given && spreadKm(this.centres, located) <= FAR_KM) return [];
    const land: LandIndex = await loadLandIndex();
    const at = (i: number) => land.countryAt(this.centres[2 * i]!, this.centres[2 * i + 1]!);
    let area = [...new Set(options.producingCountries ?? [])].filter((c) => land.boxesOf(c).length > 0);
    const fromProject = area.length > 0;
    const countryOf = new Map<number, string | null>();
    if (!area.length) {
      const tally = new Map<string, number>();
      for (const i of located) {
        const c = at(i);
        countryOf.set(i, c);
        if (c) tally.set(c, (tally.get(c) ?? 0) + 1);
      }
      const top = Math.max(0, ...tally.values());
      area = [...tally]
        .filter(([, n]) => n === top)
        .map(([c]) => c)
        .sort();
    }
    if (!area.length) return [];
    const boxes = area.flatMap((c) => land.boxesOf(c));
    const out: Problem[] = [];
    for (const i of located) {
      const x = this.centres[2 * i]!;
      const y = this.centres[2 * i + 1]!;
      const km = Math.min(...boxes.map((b) => distanceToBoxKm(x, y, b)));
      if (km <= FAR_KM) continue;
      const c = countryOf.has(i) ? countryOf.get(i)! : at(i);
      const name = this.names[i] ?? null;
      const p: Problem = {
        code: 'far-from-producing-area',
        severity: 'warning',
        fileName,
        featureIndex: i,
        ...ruleMessage(
          msg('rule.far-from-producing-area', {
            feature: featureRef(i, name),
            country: c === null ? 'none' : c,
            countryName: { countries: c === null ? [] : [c] },
            km: String(Math.round(km / 100) * 100),
            fromProject: fromProject ? 'yes' : 'no',
            countries: { countries: area },
          }),
        ),
        coordinate: [x, y],
      };
      if (name !== null) p.featureName = name;
      out.push(p);
    }
    return out;
  }
}
