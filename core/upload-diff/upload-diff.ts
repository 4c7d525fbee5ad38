/**
 * What an upload will do to a supplier's plots, said before it starts (issue 28, docs/upload-diff.md): each
 * plot of the checked files is new, already there (the same boundary as one of the supplier's plots: sent
 * again it becomes a second copy), changed (the same name, a new boundary; the area change in ha), or new but
 * inside or overlapping one of the supplier's plots; with overwrite, the supplier's plots that disappear.
 * The modes follow what the service does when it writes the plots (server/simulator/upload-engine.ts
 * writePlots): append adds every plot; match on name updates the plot of the same name (the last one, when
 * names repeat among the supplier's plots) and adds the rest; overwrite removes every plot of the supplier
 * the upload does not update.
 *
 * "The same boundary" is the service's own test for duplicates: positions cut (not rounded) to 6 decimals,
 * ring start, direction and closing position ignored (core/plot-rules/canonical.ts). Overlaps use the same
 * clipping and threshold as the double-claim scan (core/geo/clip-overlap.ts). Bounded work: the supplier's
 * plots are read once for their names; each file plot then meets only the plots whose box meets its own
 * (a spatial index), never every plot. Pure: no DOM, no Node; the loader worker and the tests run it.
 */
import Flatbush from 'flatbush';
import { canonicalGeometryHash } from '@core/plot-rules/index.ts';
import { geometryAreaHa } from '@core/geo/hectares.ts';
import {
  clipShapeOf,
  MIN_OVERLAP_HA,
  overlapHa,
  shapeHa,
  type Clip,
  type ClipShape,
} from '@core/geo/clip-overlap.ts';

/** The two start options that decide what happens to the supplier's plots. */
export interface UploadMode {
  overwrite: boolean;
  matchOnName: boolean;
}

/** A plot of the checked files: its name (under the designated name field) and geometry. */
export interface FilePlot {
  name: string | null;
  geometry: GeoJSON.Geometry | null;
}

/** The supplier's current plots, as their holder keeps them (the loader worker's columns, a list in tests). */
export interface ExistingPlots {
  readonly count: number;
  id(i: number): string;
  name(i: number): string;
  geometry(i: number): GeoJSON.Geometry | null;
  /** Positions of the plots whose box meets [minX, minY, maxX, maxY] (a spatial index; a superset is fine). */
  search(minX: number, minY: number, maxX: number, maxY: number): Iterable<number>;
}

export type DiffKind = 'new' | 'identical' | 'changed' | 'inside' | 'overlapping';
export const DIFF_KINDS: readonly DiffKind[] = ['new', 'identical', 'changed', 'inside', 'overlapping'];

/**
 * A new plot counts as inside an existing one when the existing plot covers at least this share of it: a
 * boundary redrawn a few metres inside the old one is still the same land (1 % of a 2 ha plot is 200 m²).
 */
export const INSIDE_SHARE = 0.99;
/** Removed plots listed by name; the count covers them all. */
export const MAX_LISTED_REMOVED = 2_000;

export interface ExistingRef {
  id: string;
  name: string;
  areaHa: number;
}

export interface DiffPlot {
  /** Position of the plot among the file plots given. */
  feature: number;
  name: string | null;
  kind: DiffKind;
  /** The file plot's area (ha; 0 for points). */
  areaHa: number;
  /** identical, changed: the plot it matches; inside, overlapping: the plot it overlaps most. */
  existing?: ExistingRef;
  /** changed: new area minus old area (ha). */
  areaChangeHa?: number;
  /** inside, overlapping: the land in common (ha) and the share of the file plot it is (0–1). */
  overlapHa?: number;
  share?: number;
}

export interface UploadDiff {
  mode: UploadMode;
  /** Every file plot with a geometry, in file order (plots without one are never written). */
  plots: DiffPlot[];
  counts: Record<DiffKind | 'removed', number>;
  /** Overwrite: the supplier's plots the upload neither keeps nor updates (at most MAX_LISTED_REMOVED). */
  removed: ExistingRef[];
  existingCount: number;
  /**
   * File plots already there that can be left out without changing the result: the identical ones, except
   * with overwrite (there a plot left out of the file is removed).
   */
  leaveOut: number[];
  ms: number;
}

type Box = [number, number, number, number];

/** The box of every position of a geometry; null when it has none. */
export function geometryBox(g: GeoJSON.Geometry): Box | null {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number') {
      const x = c[0];
      const y = c[1] as number;
      if (!Number.isFinite(x) || !Number.isFinite(y)) return;
      if (x < box[0]) box[0] = x;
      if (y < box[1]) box[1] = y;
      if (x > box[2]) box[2] = x;
      if (y > box[3]) box[3] = y;
      return;
    }
    for (const inner of c) walk(inner);
  };
  if (g.type === 'GeometryCollection')
    for (const m of g.geometries) walk((m as { coordinates?: unknown }).coordinates);
  else walk(g.coordinates);
  return box[0] <= box[2] ? box : null;
}

/** A list of plots with its own spatial index (tests, and callers that hold plain records). */
export function existingPlotsOf(
  list: readonly { id: string; name: string; geometry: GeoJSON.Geometry | null }[],
): ExistingPlots {
  const boxes = list.map((p) => (p.geometry ? geometryBox(p.geometry) : null));
  const index = list.length ? new Flatbush(list.length) : null;
  // A plot without positions gets a box that meets no query.
  for (const b of boxes) index?.add(...(b ?? [1e9, 1e9, 1e9, 1e9]));
  index?.finish();
  return {
    count: list.length,
    id: (i) => list[i]!.id,
    name: (i) => list[i]!.name,
    geometry: (i) => list[i]!.geometry,
    search: (minX, minY, maxX, maxY) => index?.search(minX, minY, maxX, maxY) ?? [],
  };
}

const hashKey = (g: GeoJSON.Geometry): string | null => {
  const h = canonicalGeometryHash(g);
  return h ? `${h[0]}:${h[1]}` : null;
};

/**
 * Compares the file plots with the supplier's plots under `mode`. `clip` is Clipper2 (loadClipper); it is
 * used only for the new plots, to find those inside or overlapping a plot that stays.
 */
export function diffUpload(
  filePlots: readonly FilePlot[],
  existing: ExistingPlots,
  mode: UploadMode,
  clip: Clip,
): UploadDiff {
  const started = performance.now();
  // Overwrite without matching replaces a plot of the same name by the new one: a change to the person.
  const byName = new Map<string, number>();
  if (mode.matchOnName || mode.overwrite)
    for (let i = 0; i < existing.count; i++) byName.set(existing.name(i), i);

  const keys = new Map<number, string | null>();
  const keyOf = (i: number): string | null => {
    let k = keys.get(i);
    if (k === undefined) {
      const g = existing.geometry(i);
      keys.set(i, (k = g ? hashKey(g) : null));
    }
    return k;
  };
  const areas = new Map<number, number>();
  const areaOf = (i: number): number => {
    let a = areas.get(i);
    if (a === undefined) {
      const g = existing.geometry(i);
      areas.set(i, (a = g ? geometryAreaHa(g) : 0));
    }
    return a;
  };
  const ref = (i: number): ExistingRef => ({ id: existing.id(i), name: existing.name(i), areaHa: areaOf(i) });

  const plots: DiffPlot[] = [];
  const counts: UploadDiff['counts'] = {
    new: 0,
    identical: 0,
    changed: 0,
    inside: 0,
    overlapping: 0,
    removed: 0,
  };
  /** Existing plots the upload keeps (identical) or updates (changed). */
  const kept = new Set<number>();
  const leaveOut: number[] = [];

  filePlots.forEach(({ name, geometry }, feature) => {
    if (!geometry) return;
    const box = geometryBox(geometry);
    if (!box) return;
    const key = hashKey(geometry);
    const areaHa = geometryAreaHa(geometry);
    const add = (p: Omit<DiffPlot, 'feature' | 'name' | 'areaHa'>): void => {
      plots.push({ feature, name, areaHa, ...p });
      counts[p.kind]++;
    };
    const named = name !== null ? byName.get(name) : undefined;
    if (named !== undefined) {
      kept.add(named);
      if (key !== null && keyOf(named) === key) add({ kind: 'identical', existing: ref(named) });
      else add({ kind: 'changed', existing: ref(named), areaChangeHa: areaHa - areaOf(named) });
      if (!mode.overwrite && key !== null && keyOf(named) === key) leaveOut.push(feature);
      return;
    }
    const candidates = [...existing.search(...box)];
    const same = key === null ? undefined : candidates.find((i) => keyOf(i) === key);
    if (same !== undefined) {
      kept.add(same);
      add({ kind: 'identical', existing: ref(same) });
      if (!mode.overwrite) leaveOut.push(feature);
      return;
    }
    // With overwrite, no plot of the supplier stays that the new one could overlap (changed ones are its own).
    const shape = mode.overwrite ? null : clipShapeOf(geometry);
    if (shape) {
      let best = -1;
      let bestHa = 0;
      const fileHa = shapeHa(shape);
      for (const i of candidates) {
        const other: ClipShape | null = clipShapeOf(existing.geometry(i));
        if (!other) continue;
        const ha = overlapHa(clip, shape, other);
        if (ha >= MIN_OVERLAP_HA && ha > bestHa) {
          best = i;
          bestHa = ha;
        }
      }
      if (best >= 0) {
        const share = fileHa > 0 ? Math.min(1, bestHa / fileHa) : 0;
        add({
          kind: share >= INSIDE_SHARE ? 'inside' : 'overlapping',
          existing: ref(best),
          overlapHa: bestHa,
          share,
        });
        return;
      }
    }
    add({ kind: 'new' });
  });

  const removed: ExistingRef[] = [];
  if (mode.overwrite)
    for (let i = 0; i < existing.count; i++) {
      if (kept.has(i)) continue;
      counts.removed++;
      if (removed.length < MAX_LISTED_REMOVED) removed.push(ref(i));
    }
  return {
    mode,
    plots,
    counts,
    removed,
    existingCount: existing.count,
    leaveOut,
    ms: Math.round(performance.now() - started),
  };
}
