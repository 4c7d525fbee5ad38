import { describe, expect, it } from 'vitest';
import { loadClipper } from '@core/geo/clip-overlap.ts';
import { geometryAreaHa } from '@core/geo/hectares.ts';
import {
  diffUpload,
  existingPlotsOf,
  INSIDE_SHARE,
  MAX_LISTED_REMOVED,
  type FilePlot,
  type UploadMode,
} from './index.ts';

const square = (x: number, y: number, w: number, h = w): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
      [x, y],
    ],
  ],
});
const d = 0.001; // ~111 m: plots of ~1.2 ha
const APPEND: UploadMode = { overwrite: false, matchOnName: false };
const MATCH: UploadMode = { overwrite: false, matchOnName: true };
const OVERWRITE: UploadMode = { overwrite: true, matchOnName: false };
const clip = await loadClipper();

const existing = existingPlotsOf([
  { id: 'e0', name: 'Kouassi 1', geometry: square(-5, 7, d) },
  { id: 'e1', name: 'Kouassi 2', geometry: square(-5 + 2 * d, 7, d) },
  { id: 'e2', name: 'Kouassi 3', geometry: square(-5 + 4 * d, 7, d) },
  { id: 'e3', name: 'Point', geometry: { type: 'Point', coordinates: [-4, 7] } },
]);
const kinds = (plots: FilePlot[], mode: UploadMode) =>
  diffUpload(plots, existing, mode, clip).plots.map((p) => [p.feature, p.kind, p.existing?.id ?? null]);

describe('diffUpload', () => {
  it('sees the same file again as already there, and offers to leave every plot out', () => {
    const again: FilePlot[] = [
      { name: 'Kouassi 1', geometry: square(-5, 7, d) },
      { name: 'Kouassi 2', geometry: square(-5 + 2 * d, 7, d) },
      { name: 'Point', geometry: { type: 'Point', coordinates: [-4, 7] } },
    ];
    const diff = diffUpload(again, existing, APPEND, clip);
    expect(diff.plots.map((p) => [p.kind, p.existing?.id])).toEqual([
      ['identical', 'e0'],
      ['identical', 'e1'],
      ['identical', 'e3'],
    ]);
    expect(diff.leaveOut).toEqual([0, 1, 2]);
    expect(diff.counts).toEqual({ new: 0, identical: 3, changed: 0, inside: 0, overlapping: 0, removed: 0 });
    expect(diff.existingCount).toBe(4);
  });

  it('compares positions cut to 6 decimals, not rounded, and ignores ring start and direction', () => {
    const ring = square(-5, 7, d).coordinates[0]!;
    const shifted = (dx: number): GeoJSON.Polygon => ({
      type: 'Polygon',
      coordinates: [ring.map(([x, y]) => [x! + dx, y!])],
    });
    // Cut towards zero: -5.0000004 is -5.000000 like -5, while -4.9999996 is -4.999999 and -5.0000011 is -5.000001.
    const restarted: GeoJSON.Polygon = {
      type: 'Polygon',
      coordinates: [[...ring.slice(2, 4), ...ring.slice(0, 3)].reverse()],
    };
    expect(kinds([{ name: 'x', geometry: shifted(-4e-7) }], APPEND)[0]![1]).toBe('identical');
    expect(kinds([{ name: 'x', geometry: shifted(4e-7) }], APPEND)[0]![1]).toBe('inside');
    expect(kinds([{ name: 'x', geometry: restarted }], APPEND)[0]![1]).toBe('identical');
    expect(kinds([{ name: 'x', geometry: shifted(-1.1e-6) }], APPEND)[0]![1]).not.toBe('identical');
    // Moved by a micro-degree, it still lies on the old plot: inside it, not the same boundary.
    expect(kinds([{ name: 'x', geometry: shifted(-1.1e-6) }], APPEND)[0]![1]).toBe('inside');
  });

  it('classifies new, inside and overlapping plots in append mode', () => {
    const plots: FilePlot[] = [
      { name: 'far', geometry: square(-4.5, 7.5, d) },
      { name: 'inner', geometry: square(-5 + d / 4, 7 + d / 4, d / 2) },
      { name: 'half', geometry: square(-5 + 2 * d + d / 2, 7, d) },
      // Touches Kouassi 3's east border only: no land in common.
      { name: 'touch', geometry: square(-5 + 5 * d, 7, d) },
      { name: 'no geometry', geometry: null },
    ];
    const diff = diffUpload(plots, existing, APPEND, clip);
    expect(diff.plots.map((p) => [p.feature, p.kind, p.existing?.id ?? null])).toEqual([
      [0, 'new', null],
      [1, 'inside', 'e0'],
      [2, 'overlapping', 'e1'],
      [3, 'new', null],
    ]);
    const half = diff.plots[2]!;
    expect(half.share).toBeCloseTo(0.5, 3);
    expect(half.overlapHa).toBeCloseTo(geometryAreaHa(square(-5 + 2 * d + d / 2, 7, d / 2, d)), 4);
    expect(diff.plots[1]!.share).toBeCloseTo(1, 6);
    expect(diff.leaveOut).toEqual([]);
  });

  it('puts the inside line at INSIDE_SHARE of the new plot', () => {
    // A plot sticking out of Kouassi 1 to the west by a share s of its width.
    const sticking = (s: number) => square(-5 - s * d, 7 + d / 4, d, d / 2);
    const at = (s: number) =>
      diffUpload([{ name: 'x', geometry: sticking(s) }], existing, APPEND, clip).plots[0]!;
    expect(INSIDE_SHARE).toBe(0.99);
    expect(at(0.005).kind).toBe('inside');
    expect(at(0.005).share).toBeCloseTo(0.995, 3);
    expect(at(0.015).kind).toBe('overlapping');
    expect(at(0.015).share).toBeCloseTo(0.985, 3);
  });

  it('counts an overlap from 0.01 ha (100 m²) only', () => {
    // Plots reaching w degrees into Kouassi 1's east side (111 m high): 1e-5° (1.1 m) is ~122 m², 7e-6° ~86 m².
    const strip = (w: number) => square(-5 + d - w, 7, d / 2, d);
    const at = (w: number) =>
      diffUpload([{ name: 'x', geometry: strip(w) }], existing, APPEND, clip).plots[0]!;
    expect(at(1e-5).kind).toBe('overlapping');
    expect(at(1e-5).overlapHa).toBeCloseTo(0.0122, 3);
    expect(at(7e-6).kind).toBe('new');
  });

  it('with match on name, a plot of the same name is changed, with its area change; the same boundary is already there', () => {
    const plots: FilePlot[] = [
      { name: 'Kouassi 1', geometry: square(-5, 7, d, 2 * d) },
      { name: 'Kouassi 2', geometry: square(-5 + 2 * d, 7, d) },
      { name: 'Kouassi 9', geometry: square(-5 + 4 * d, 7, d) }, // Kouassi 3's boundary under a new name
      { name: 'New one', geometry: square(-3, 7, d) },
    ];
    const diff = diffUpload(plots, existing, MATCH, clip);
    expect(diff.plots.map((p) => [p.feature, p.kind, p.existing?.id ?? null])).toEqual([
      [0, 'changed', 'e0'],
      [1, 'identical', 'e1'],
      [2, 'identical', 'e2'],
      [3, 'new', null],
    ]);
    const a1 = geometryAreaHa(square(-5, 7, d));
    expect(diff.plots[0]!.areaChangeHa).toBeCloseTo(geometryAreaHa(square(-5, 7, d, 2 * d)) - a1, 6);
    expect(diff.plots[0]!.areaChangeHa).toBeCloseTo(a1, 2);
    expect(diff.leaveOut).toEqual([1, 2]);
    expect(diff.counts.removed).toBe(0);
    // Without matching, the same name is no link: the bigger Kouassi 1 is a new plot over the old one.
    expect(kinds(plots.slice(0, 1), APPEND)).toEqual([[0, 'overlapping', 'e0']]);
  });

  it('with overwrite, lists the plots that disappear and never offers to leave plots out', () => {
    const plots: FilePlot[] = [
      { name: 'Kouassi 1', geometry: square(-5, 7, d) },
      { name: 'Kouassi 2', geometry: square(-5 + 2 * d, 7, 2 * d) },
      { name: 'New one', geometry: square(-5 + d / 4, 7 + d / 4, d / 2) },
    ];
    const diff = diffUpload(plots, existing, OVERWRITE, clip);
    expect(diff.plots.map((p) => [p.feature, p.kind, p.existing?.id ?? null])).toEqual([
      [0, 'identical', 'e0'],
      [1, 'changed', 'e1'],
      // Kouassi 1 is replaced by its own copy: nothing of the supplier's stays for the new plot to overlap.
      [2, 'new', null],
    ]);
    expect(diff.removed.map((r) => r.id)).toEqual(['e2', 'e3']);
    expect(diff.removed[0]).toEqual({
      id: 'e2',
      name: 'Kouassi 3',
      areaHa: geometryAreaHa(square(-5 + 4 * d, 7, d)),
    });
    expect(diff.counts.removed).toBe(2);
    expect(diff.leaveOut).toEqual([]);
    // An empty file removes them all.
    expect(diffUpload([], existing, OVERWRITE, clip).counts.removed).toBe(4);
    expect(diffUpload([], existing, { overwrite: true, matchOnName: true }, clip).removed).toHaveLength(4);
  });

  it('lists at most MAX_LISTED_REMOVED removed plots and counts them all', () => {
    const many = existingPlotsOf(
      Array.from({ length: MAX_LISTED_REMOVED + 5 }, (_, i) => ({
        id: `p${i}`,
        name: `P ${i}`,
        geometry: square(10 + (i % 100) * 2 * d, 5 + Math.floor(i / 100) * 2 * d, d),
      })),
    );
    const diff = diffUpload([], many, OVERWRITE, clip);
    expect(diff.removed).toHaveLength(MAX_LISTED_REMOVED);
    expect(diff.counts.removed).toBe(MAX_LISTED_REMOVED + 5);
  });

  // Scale: the values at 10,000 against 100,000, and the time growing like the work, not its square. The time
  // is a ratio to the same comparison at a tenth of the size, measured in the same run, so a busy machine
  // (which slows both) does not fail it; a comparison of every file plot with every existing plot would
  // grow about 100 times (measured: 3 to 4 times for 10 times the plots).
  it('compares 10,000 file plots with 100,000 plots, in time that grows with the plots', () => {
    const side = 0.0008;
    const cell = (i: number) => square(-8 + (i % 400) * 2 * side, 5 + Math.floor(i / 400) * 2 * side, side);
    const run = (existingCount: number) => {
      const existingPlots = existingPlotsOf(
        Array.from({ length: existingCount }, (_, i) => ({ id: `p${i}`, name: `P ${i}`, geometry: cell(i) })),
      );
      // Every 10th existing plot again, every 10th moved by half a plot, the rest far away.
      const file: FilePlot[] = Array.from({ length: existingCount / 10 }, (_, k) => {
        const i = k * 10;
        if (k % 3 === 0) return { name: `P ${i}`, geometry: cell(i) };
        if (k % 3 === 1) {
          const c = cell(i).coordinates[0]!.map(([x, y]) => [x! + side / 2, y!]);
          return { name: `Q ${i}`, geometry: { type: 'Polygon', coordinates: [c] } };
        }
        return { name: `R ${k}`, geometry: square(30 + k * 0.01, 0, side) };
      });
      // Processor time, not the clock: under load (npm test beside a build loop) the clock gave 28× for 10×
      // the plots, when the large run was preempted and the small one was not; the computation is synchronous,
      // so this process's processor time is its own (and its garbage collection's).
      const started = process.cpuUsage();
      const diff = diffUpload(file, existingPlots, MATCH, clip);
      const used = process.cpuUsage(started);
      return { diff, ms: (used.user + used.system) / 1000 };
    };
    const small = run(10_000);
    const large = run(100_000);
    expect(small.diff.counts).toMatchObject({ identical: 334, overlapping: 333, new: 333 });
    expect(large.diff.counts).toMatchObject({ identical: 3_334, overlapping: 3_333, new: 3_333 });
    expect(large.ms / Math.max(small.ms, 1)).toBeLessThan(20);
  });
});
