/**
 * The shape repairs (GEOS make-valid, holes cut open or filled, snapping to the 6-decimal grid) as a person
 * choosing a fix sees them: what is offered, what the plot becomes, the notes and the area change, and why a
 * fix is refused. GEOS (WebAssembly) is loaded once for the file (~0.5 s).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messageIn } from '@core/i18n/messages.ts';
import { checkFeature } from './feature-rules.ts';
import {
  fixFeature,
  loadGeometryFixer,
  withinAreaDrift,
  type GeometryFixer,
  type PlotFix,
} from './geometry-fixer.ts';
import { SPIKE_TO_EDGE, SQUARE, opts, plot } from './test-helpers.ts';

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
/** The English reason of a refused fix (its reference is checked apart, in French, below). */
const refused = (r: PlotFix) => {
  expect(r.feature).toBeNull();
  expect(r.changes).toEqual([]);
  expect(r.areaChange).toBeNull();
  return r.reason?.message;
};
/** The English notes of what a fix changed. */
const notes = (r: PlotFix) => r.changes.map((c) => c.message);

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
    expect(notes(r)).toEqual(['repaired the boundary with GEOS make-valid (2 parts)']);
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
    expect(notes(r)).toEqual(['repaired the boundary with GEOS make-valid (1 part)']);
    expect(shapeCodes(r.feature!)).toEqual([]);
    expect(r.areaChange!.beforeHa).toBeCloseTo(r.areaChange!.afterHa, 6);
  });

  it('without make-valid a crossing plot is refused for its crossing, not for its hole', () => {
    const reason = refused(fixer.fixFeature(plot([BOW, shifted(HOLE, 0.03)]), { makeValid: false }));
    expect(reason).toMatch(/^No fix offered: .*crosses or touches itself/);
  });

  it('moves corners that truncation would push onto an edge onto the grid with GEOS', () => {
    const r = fixer.fixFeature(plot([SPIKE_TO_EDGE]));
    expect(notes(r)).toEqual(['moved the corners onto the 0.000001° grid TRACES stores']);
    expect(onGrid(r.feature!.geometry)).toBe(true);
    expect(shapeCodes(r.feature!)).toEqual([]);
    expect(Math.abs(r.areaChange!.percent)).toBeLessThan(0.01);
    expect(r.areaChange!.percent).not.toBe(0);
  });
});

describe('refusals say why', () => {
  it('a boundary that must be redrawn: too few corners, outside the globe, on one line without make-valid', () => {
    expect(refused(fixer.fixFeature(plot([[SQUARE[0]!, SQUARE[1]!, SQUARE[0]!]])))).toMatch(
      /^No fix offered: the boundary must be redrawn: feature 1 \("Plot A"\) \(outer ring\) has 3 positions/,
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
    expect(notes(r)).toEqual(['cut 1 hole open: 2 hole-free plots covering the same land']);
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
    expect(notes(r)).toEqual(['cut 2 holes open: 3 hole-free plots covering the same land']);
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
    expect(notes(r)).toEqual(['filled 2 holes, adding 1.53 ha']);
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
    expect(notes(fixer.fixFeature(plot([SQUARE, tiny]), { holes: 'fill' }))).toEqual([
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
    expect(notes(r)).toEqual(['repaired the boundary with GEOS make-valid (2 parts)']);
    expect(shapeCodes(r.feature!)).toEqual(['hole']);
  });
});

const box = (w: number, s: number, e: number, n: number) => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
  [w, s],
];
/** The x of every position of the fixed plots. */
const xsOf = (r: PlotFix) =>
  r.features.flatMap((f) =>
    JSON.stringify(f.geometry)
      .match(/-?\d+\.\d+(?=,)/g)!
      .map(Number),
  );

describe('what reaches the repair', () => {
  it('fixFeature loads GEOS itself for a single plot', async () => {
    const r = await fixFeature(plot([BOW]));
    expect(notes(r)).toEqual(['repaired the boundary with GEOS make-valid (2 parts)']);
  });

  it('a point is never repaired, even outside the globe', () => {
    const f = { ...plot(), geometry: { type: 'Point', coordinates: [-200, 7] } } as GeoJSON.Feature;
    expect(fixer.fixFeature(f)).toEqual({
      feature: f,
      features: [f],
      reason: null,
      changes: [],
      areaChange: null,
    });
  });

  it('a MultiPolygon whose parts overlap is merged into one Polygon with the same land', () => {
    const f = plot(
      [[box(-5.13, 7.12, -5.12, 7.13)], [box(-5.125, 7.125, -5.115, 7.135)]],
      {},
      'MultiPolygon',
    );
    const r = fixer.fixFeature(f);
    expect(notes(r)).toEqual(['repaired the boundary with GEOS make-valid (1 part)']);
    expect(r.feature!.geometry.type).toBe('Polygon');
    expect(shapeCodes(r.feature!)).toEqual([]);
    expect(r.areaChange!.beforeHa).toBeCloseTo(214.704, 3);
    expect(r.areaChange!.afterHa).toBeCloseTo(214.704, 3);
  });
});

describe('snapping to the grid', () => {
  /** A 0.01° bow-tie whose corners have a 7th decimal of 7: truncation and rounding give different corners. */
  const BOW7 = [
    [-5.1000007, 7.1000007],
    [-5.0900007, 7.1100007],
    [-5.0900007, 7.1000007],
    [-5.1000007, 7.1100007],
    [-5.1000007, 7.1000007],
  ];

  it('truncates the corners as TRACES does when that keeps the shape and its area', () => {
    const r = fixer.fixFeature(plot([BOW7]));
    expect(r.feature!.geometry).toEqual({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [-5.095, 7.105],
            [-5.09, 7.11],
            [-5.09, 7.1],
            [-5.095, 7.105],
          ],
        ],
        [
          [
            [-5.1, 7.1],
            [-5.1, 7.11],
            [-5.095, 7.105],
            [-5.1, 7.1],
          ],
        ],
      ],
    });
  });

  it('truncates a kept hole too, when holes are kept', () => {
    const hole = [
      [-5.0990007, 7.1045007],
      [-5.0980007, 7.1045007],
      [-5.0980007, 7.1055007],
      [-5.0990007, 7.1055007],
      [-5.0990007, 7.1045007],
    ];
    const r = fixer.fixFeature(plot([BOW7, hole]), { holes: 'keep' });
    expect(r.reason).toBeNull();
    expect(shapeCodes(r.feature!)).toEqual(['hole']);
    expect(JSON.stringify(r.feature!.geometry)).toContain(
      '[[-5.098,7.1045],[-5.098,7.1055],[-5.099,7.1055],[-5.099,7.1045],[-5.098,7.1045]]',
    );
  });

  it('snaps with GEOS when truncation would push a corner onto an edge, a kept hole and all', () => {
    const r = fixer.fixFeature(plot([SPIKE_TO_EDGE, box(-5.099, 7.105, -5.098, 7.106)]), { holes: 'keep' });
    expect(r.reason).toBeNull();
    expect(notes(r)).toEqual(['moved the corners onto the 0.000001° grid TRACES stores']);
    expect(onGrid(r.feature!.geometry)).toBe(true);
    expect(shapeCodes(r.feature!)).toEqual(['hole']);
  });

  it('rounds with GEOS instead when truncation would cost a small plot over 0.5 % of its area', () => {
    // 0.00012° wide; truncating the west corners (a 7th decimal of 9) narrows it by 0.75 %.
    const bow = [
      [-5.1000009, 7.1],
      [-5.09988, 7.10012],
      [-5.09988, 7.1],
      [-5.1000009, 7.10012],
      [-5.1000009, 7.1],
    ];
    const r = fixer.fixFeature(plot([bow]));
    expect(r.reason).toBeNull();
    expect(xsOf(r)).toContain(-5.100001);
    expect(xsOf(r)).not.toContain(-5.1);
    expect(Math.abs(r.areaChange!.percent)).toBeLessThan(0.5);
  });

  it('refuses a repair that moves the area more than 1 %, and says from what to what', () => {
    const speck = [
      [-5.1000007, 7.1000002],
      [-5.0999907, 7.1000109],
      [-5.0999902, 7.1000002],
      [-5.1000007, 7.1000109],
      [-5.1000007, 7.1000002],
    ];
    expect(refused(fixer.fixFeature(plot([speck])))).toBe(
      'No fix offered: the repair would move the area from 0.000067 ha to 0.000071 ha, more than 1 %',
    );
  });
});

describe('holes, more', () => {
  it('a single plot keeps its declared Area to the last decimal', () => {
    const r = fixer.fixFeature(plot([BOW], { Area: 61.34567 }));
    expect(r.features).toHaveLength(1);
    expect(r.feature!.properties!['Area']).toBe(61.34567);
  });

  it('filling holes of a plot without holes only repairs it, with no note about holes', () => {
    const r = fixer.fixFeature(plot([BOW]), { holes: 'fill' });
    expect(notes(r)).toEqual(['repaired the boundary with GEOS make-valid (2 parts)']);
  });

  it('a filled plot is a single Polygon', () => {
    const r = fixer.fixFeature(plot([SQUARE, HOLE]), { holes: 'fill' });
    expect(r.feature!.geometry.type).toBe('Polygon');
  });

  it('cut-open parts are single Polygons, and a plot without properties gets names for them', () => {
    const f = { ...plot([SQUARE, HOLE]), properties: null };
    const r = fixer.fixFeature(f);
    expect(r.features.map((p) => p.geometry.type)).toEqual(['Polygon', 'Polygon']);
    expect(r.features.map((p) => p.properties)).toEqual([
      { ProductionPlace: 'plot (part 1 of 2)' },
      { ProductionPlace: 'plot (part 2 of 2)' },
    ]);
  });

  it('a negative declared Area is not shared out: every part keeps it as it was', () => {
    const r = fixer.fixFeature(plot([SQUARE, HOLE], { Area: -4 }));
    expect(r.features.map((p) => p.properties!['Area'])).toEqual([-4, -4]);
  });

  it('cuts through the middle of the hole on the 0.000001° grid, rounded to the nearest grid line', () => {
    // The hole's middle is at -5.1219567: the cut runs at -5.121957, not at the truncated -5.121956.
    const hole = box(-5.1224567, 7.124456, -5.1214567, 7.125456);
    const r = fixer.fixFeature(plot([SQUARE, hole]));
    expect(r.reason).toBeNull();
    expect(r.features).toHaveLength(2);
    expect(xsOf(r)).toContain(-5.121957);
    expect(xsOf(r)).not.toContain(-5.121956);
  });

  it('cuts open a hole whose middle rounds onto its own edge', () => {
    // Each hole is 0.0000004° wide with an edge on the grid line -5.122, where its middle rounds to. The cut
    // runs through the middle; one along that edge opens the hole too (its piece takes the hole into its
    // outline), so either way the plot comes out in two hole-free pieces.
    for (const hole of [box(-5.122, 7.1244, -5.1219996, 7.1254), box(-5.1220004, 7.1244, -5.122, 7.1254)]) {
      const r = fixer.fixFeature(plot([SQUARE, hole]));
      expect(r.reason).toBeNull();
      expect(notes(r)).toEqual(['cut 1 hole open: 2 hole-free plots covering the same land']);
    }
  });

  it('cuts a sliver hole narrower than the grid through its middle, not beside it on the nearest grid line', () => {
    // The nearest grid lines to these holes' middles (-5.122957, -5.121955) lie just west of the first and
    // just east of the second: a cut there would leave the hole in one piece, again and again.
    const westSliver = box(-5.1229569, 7.1244, -5.1229565, 7.1254);
    const eastSliver = box(-5.1219555, 7.1244, -5.1219551, 7.1254);
    const r = fixer.fixFeature(plot([SQUARE, westSliver, eastSliver]));
    expect(notes(r)).toEqual(['cut 2 holes open: 3 hole-free plots covering the same land']);
    // Truncation leaves a repeated corner where a sliver was: a warning, not an error.
    for (const p of r.features) expect(shapeCodes(p).filter((c) => c !== 'duplicate-vertex')).toEqual([]);
  });

  it('keeps the land of a cut that runs along an edge of the plot (GEOS returns the piece with a stray line)', () => {
    // The notch's east edge lies on the cut through the hole's middle (-5.125).
    const notched = [
      [-5.13, 7.12],
      [-5.12, 7.12],
      [-5.12, 7.13],
      [-5.125, 7.13],
      [-5.125, 7.128],
      [-5.128, 7.128],
      [-5.128, 7.13],
      [-5.13, 7.13],
      [-5.13, 7.12],
    ];
    const r = fixer.fixFeature(plot([notched, box(-5.127, 7.123, -5.123, 7.125)]));
    expect(r.reason).toBeNull();
    expect(notes(r)).toEqual(['cut 1 hole open: 2 hole-free plots covering the same land']);
    expect(r.features.map((p) => p.properties!['Area'])).toEqual([5.8837, 5.1163]);
    for (const p of r.features) expect(shapeCodes(p)).toEqual([]);
  });
});

describe('the area limits of a repair', () => {
  it('accept a change of exactly the limit and refuse one just over it', () => {
    expect(withinAreaDrift(1, 100, 0.01)).toBe(true);
    expect(withinAreaDrift(1.000001, 100, 0.01)).toBe(false);
    expect(withinAreaDrift(0.5, 100, 0.005)).toBe(true);
    expect(withinAreaDrift(0.500001, 100, 0.005)).toBe(false);
    expect(withinAreaDrift(0, 0, 0.01)).toBe(true);
  });
});

describe('notes and refusals in the reader’s language', () => {
  const inFrench = (notes: PlotFix['changes']) => notes.map((n) => messageIn('fr', n));

  it('a note carries its counts and hectares, written in French with the French decimal comma', () => {
    const filled = fixer.fixFeature(plot([SQUARE, HOLE, HOLE2]), { holes: 'fill' });
    expect(inFrench(filled.changes)).toEqual(['2 trous bouchés, ce qui ajoute 1,53 ha']);
    expect(filled.changes[0]!.args.values).toMatchObject({ holes: 2 });
    const split = fixer.fixFeature(plot([SQUARE, HOLE]));
    expect(inFrench(split.changes)).toEqual([
      '1 trou ouvert par découpage : 2 parcelles sans trou sur la même terre',
    ]);
    expect(inFrench(fixer.fixFeature(plot([SPIKE_TO_EDGE])).changes)).toEqual([
      'sommets placés sur la grille de 0,000001° que TRACES enregistre',
    ]);
    // English is the sentence itself, as it always was.
    expect(messageIn('en', split.changes[0]!)).toBe(split.changes[0]!.message);
  });

  it('a refusal says the rule problem inside it in French too, nothing left in English', () => {
    const r = fixer.fixFeature(plot([[SQUARE[0]!, SQUARE[1]!, SQUARE[0]!]]));
    const fr = messageIn('fr', r.reason!);
    expect(fr).toMatch(
      /^Aucune correction proposée : le contour doit être redessiné : parcelle 1 \(« Plot A »\) \(contour extérieur\) a 3 positions/,
    );
    expect(fr).not.toMatch(/No fix|redrawn|outer ring/);
    const line = [
      [-5.1, 7.1],
      [-5.09, 7.1],
      [-5.08, 7.1],
      [-5.1, 7.1],
    ];
    expect(messageIn('id', fixer.fixFeature(plot([line])).reason!)).toBe(
      'Tidak ada perbaikan yang ditawarkan: tidak ada bagian yang masih memiliki luas setelah perbaikan',
    );
  });
});
