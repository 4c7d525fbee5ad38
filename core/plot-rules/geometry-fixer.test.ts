/**
 * The shape repairs (GEOS make-valid, holes cut open or filled, snapping to the 6-decimal grid) as a person
 * choosing a fix sees them: what is offered, what the plot becomes, the notes and the area change, and why a
 * fix is refused. GEOS (WebAssembly) is loaded once for the file (~0.5 s).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFeature } from './feature-rules.ts';
import { loadGeometryFixer, type GeometryFixer, type PlotFix } from './geometry-fixer.ts';
import { SQUARE, opts, plot } from './test-helpers.ts';

let fixer: GeometryFixer;
beforeAll(async () => {
  fixer = await loadGeometryFixer();
});

/** A bow-tie: two 0.005° triangles meeting where the edges cross, at (-5.095, 7.105). */
const BOW = [
  [-5.1, 7.1],
  [-5.09, 7.11],
  [-5.09, 7.1],
  [-5.1, 7.11],
  [-5.1, 7.1],
];
/** A 0.001° square hole inside SQUARE (a 0.003° square). */
const HOLE = [
  [-5.122456, 7.124456],
  [-5.122456, 7.125456],
  [-5.121456, 7.125456],
  [-5.121456, 7.124456],
  [-5.122456, 7.124456],
];
/** A second, smaller hole, south-west of HOLE. */
const HOLE2 = [
  [-5.123, 7.1235],
  [-5.123, 7.124],
  [-5.1225, 7.124],
  [-5.1225, 7.1235],
  [-5.123, 7.1235],
];
const shifted = (ring: number[][], dx: number) => ring.map(([x, y]) => [x! + dx, y!]);
const shapeCodes = (f: GeoJSON.Feature) =>
  checkFeature(f, 0, { fileName: 'x', options: opts(), land: null })
    .problems.map((p) => p.code)
    .filter((c) => !['area-mismatch', 'low-precision', 'area-too-small'].includes(c));
const onGrid = (g: GeoJSON.Geometry) =>
  JSON.stringify(g)
    .match(/-?\d+\.\d+/g)!
    .every((v) => v.split('.')[1]!.length <= 6);
const refused = (r: PlotFix) => {
  expect(r.feature).toBeNull();
  expect(r.changes).toEqual([]);
  expect(r.areaChange).toBeNull();
  return r.reason;
};

describe('plots that need no repair', () => {
  it('are returned as they are, without notes', () => {
    for (const f of [
      plot(),
      { ...plot(), geometry: { type: 'Point', coordinates: [-5.1, 7.1] } } as GeoJSON.Feature,
      { ...plot(), geometry: null as unknown as GeoJSON.Geometry },
    ]) {
      const r = fixer.fixFeature(f);
      expect(r.feature).toBe(f);
      expect(r).toEqual({ feature: f, features: [f], reason: null, changes: [], areaChange: null });
    }
  });

  it('a crossing plot is left alone when make-valid is not asked for, a holed one when holes are kept', () => {
    const bow = plot([BOW]);
    expect(fixer.fixFeature(bow, { makeValid: false })).toMatchObject({ feature: bow, changes: [] });
    const holed = plot([SQUARE, HOLE]);
    expect(fixer.fixFeature(holed, { holes: 'keep' })).toMatchObject({ feature: holed, changes: [] });
  });
});

describe('make-valid', () => {
  it('cuts a bow-tie into its two triangles, on the grid, keeping its land', () => {
    const r = fixer.fixFeature(plot([BOW], { Area: 61.35 }));
    expect(r.reason).toBeNull();
    expect(r.changes).toEqual(['repaired the boundary with GEOS make-valid (2 parts)']);
    expect(r.features).toHaveLength(1);
    expect(r.feature!.geometry.type).toBe('MultiPolygon');
    expect((r.feature!.geometry as GeoJSON.MultiPolygon).coordinates).toHaveLength(2);
    expect(r.feature!.properties).toMatchObject({ ProductionPlace: 'Plot A', Area: 61.35 });
    expect(shapeCodes(r.feature!)).toEqual([]);
    expect(r.areaChange!.beforeHa).toBeCloseTo(61.347, 3);
    expect(r.areaChange!.afterHa).toBeCloseTo(61.347, 3);
    expect(r.areaChange!.ha).toBeCloseTo(0, 6);
    expect(r.areaChange!.percent).toBeCloseTo(0, 6);
  });

  it('one part is "1 part"', () => {
    // A "hole" that crosses the outer ring: make-valid cuts that bite out of the plot, one polygon.
    const r = fixer.fixFeature(plot([SQUARE, shifted(HOLE, 0.0012)]));
    expect(r.changes).toEqual(['repaired the boundary with GEOS make-valid (1 part)']);
    expect(shapeCodes(r.feature!)).toEqual([]);
    expect(r.areaChange!.beforeHa).toBeCloseTo(r.areaChange!.afterHa, 6);
  });

  it('without make-valid a crossing plot is refused for its crossing, not for its hole', () => {
    const reason = refused(fixer.fixFeature(plot([BOW, shifted(HOLE, 0.03)]), { makeValid: false }));
    expect(reason).toMatch(/^No fix offered: .*crosses or touches itself/);
  });

  it('moves corners that truncation would push onto an edge onto the grid with GEOS', () => {
    const r = fixer.fixFeature(
      plot([
        [
          [-5.1, 7.1],
          [-5.09, 7.1],
          [-5.09, 7.11],
          [-5.095, 7.11],
          [-5.0950005, 7.1000004],
          [-5.096, 7.11],
          [-5.1, 7.11],
          [-5.1, 7.1],
        ],
      ]),
    );
    expect(r.changes).toEqual(['moved the corners onto the 0.000001° grid TRACES stores']);
    expect(onGrid(r.feature!.geometry)).toBe(true);
    expect(shapeCodes(r.feature!)).toEqual([]);
    expect(Math.abs(r.areaChange!.percent)).toBeLessThan(0.01);
    expect(r.areaChange!.percent).not.toBe(0);
  });
});

describe('refusals say why', () => {
  it('a boundary that must be redrawn: too few corners, outside the globe, on one line without make-valid', () => {
    expect(refused(fixer.fixFeature(plot([[SQUARE[0]!, SQUARE[1]!, SQUARE[0]!]])))).toMatch(
      /^No fix offered: the boundary must be redrawn: feature 0 \("Plot A"\) \(outer ring\) has 3 positions/,
    );
    const outside = [
      [-200, 7.1],
      [-5.09, 7.1],
      [-5.09, 7.2],
      [-200, 7.1],
    ];
    expect(refused(fixer.fixFeature(plot([outside])))).toMatch(
      /^No fix offered: the boundary must be redrawn: .*outside longitude −180\.\.180/,
    );
    const line = [
      [-5.1, 7.1],
      [-5.09, 7.1],
      [-5.08, 7.1],
      [-5.1, 7.1],
    ];
    expect(refused(fixer.fixFeature(plot([line]), { makeValid: false }))).toMatch(
      /^No fix offered: the boundary must be redrawn: .*all its positions on one straight line/,
    );
    // With make-valid, GEOS finds no area in it either (it used to be "fixed" into an empty Polygon).
    expect(refused(fixer.fixFeature(plot([line])))).toBe(
      'No fix offered: nothing with an area is left after the repair',
    );
  });

  it('a crossing shape smaller than the grid vanishes on it', () => {
    const speck = [
      [-5.1, 7.1],
      [-5.1000004, 7.1000004],
      [-5.1, 7.1000004],
      [-5.1000004, 7.1],
      [-5.1, 7.1],
    ];
    expect(refused(fixer.fixFeature(plot([speck])))).toBe(
      'No fix offered: the shape vanishes on the 0.000001° grid',
    );
  });

  it('the plot itself is kept for the caller to show', () => {
    const f = plot([[SQUARE[0]!, SQUARE[1]!, SQUARE[0]!]]);
    expect(fixer.fixFeature(f).features).toEqual([f]);
  });
});

describe('holes', () => {
  it('are cut open by default: hole-free plots covering the same land, named and sharing the Area', () => {
    const r = fixer.fixFeature(plot([SQUARE, HOLE], { Area: 11 }));
    expect(r.changes).toEqual(['cut 1 hole open: 2 hole-free plots covering the same land']);
    expect(r.features.map((f) => f.properties!['ProductionPlace'])).toEqual([
      'Plot A (part 1 of 2)',
      'Plot A (part 2 of 2)',
    ]);
    expect(r.feature).toBe(r.features[0]);
    // The hole sits in the west half, the cut through its middle: equal pieces of 5.5 ha each.
    expect(r.features.map((f) => f.properties!['Area'])).toEqual([5.5, 5.5]);
    for (const f of r.features) expect(shapeCodes(f)).toEqual([]);
    expect(r.areaChange!.afterHa).toBeCloseTo(r.areaChange!.beforeHa, 4);
    expect(r.areaChange!.beforeHa).toBeCloseTo(9.815, 3);
  });

  it('two holes give three plots; a plot with no usable name or Area keeps what it had', () => {
    const r = fixer.fixFeature(plot([SQUARE, HOLE, HOLE2], { ProductionPlace: 7, Area: 'x' }));
    expect(r.changes).toEqual(['cut 2 holes open: 3 hole-free plots covering the same land']);
    expect(r.features.map((f) => f.properties!['ProductionPlace'])).toEqual([
      '7 (part 1 of 3)',
      '7 (part 2 of 3)',
      '7 (part 3 of 3)',
    ]);
    expect(r.features.map((f) => f.properties!['Area'])).toEqual(['x', 'x', 'x']);
    const unnamed = fixer.fixFeature(plot([SQUARE, HOLE], { ProductionPlace: null, Area: 0 }));
    expect(unnamed.features.map((f) => f.properties!['ProductionPlace'])).toEqual([
      'plot (part 1 of 2)',
      'plot (part 2 of 2)',
    ]);
    expect(unnamed.features.map((f) => f.properties!['Area'])).toEqual([0, 0]);
  });

  it('are filled on request, adding their land', () => {
    const r = fixer.fixFeature(plot([SQUARE, HOLE, HOLE2]), { holes: 'fill' });
    expect(r.changes).toEqual(['filled 2 holes, adding 1.53 ha']);
    expect(r.features).toHaveLength(1);
    expect((r.feature!.geometry as GeoJSON.Polygon).coordinates).toHaveLength(1);
    expect(r.areaChange!.ha).toBeCloseTo(1.53, 2);
    expect(r.areaChange!.percent).toBeCloseTo(16.13, 1);
  });

  it('a hole under 0.01 ha is given with two significant digits', () => {
    const tiny = [
      [-5.122456, 7.124456],
      [-5.122456, 7.124476],
      [-5.122436, 7.124476],
      [-5.122436, 7.124456],
      [-5.122456, 7.124456],
    ];
    expect(fixer.fixFeature(plot([SQUARE, tiny]), { holes: 'fill' }).changes).toEqual([
      'filled 1 hole, adding 0.00049 ha',
    ]);
  });

  it('are kept on request while a crossing is repaired', () => {
    // In the west triangle of the bow-tie.
    const hole = [
      [-5.099, 7.1045],
      [-5.098, 7.1045],
      [-5.098, 7.1055],
      [-5.099, 7.1055],
      [-5.099, 7.1045],
    ];
    const r = fixer.fixFeature(plot([BOW, hole]), { holes: 'keep' });
    expect(r.reason).toBeNull();
    expect(r.changes).toEqual(['repaired the boundary with GEOS make-valid (2 parts)']);
    expect(shapeCodes(r.feature!)).toEqual(['hole']);
  });
});
