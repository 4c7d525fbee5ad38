import { beforeAll, describe, expect, it } from 'vitest';
import type { Said } from '@core/i18n/messages.ts';
import { loadLandIndex, type LandIndex } from './countries.ts';
import { checkFeature } from './feature-rules.ts';
import {
  closeRings,
  dropDuplicateVertices,
  fixFeatureCollection,
  removeExactDuplicates,
  swapAxes,
  truncateTo6Decimals,
  type FixResult,
} from './fixes.ts';
import { SQUARE, opts, plot } from './test-helpers.ts';

let land: LandIndex;
beforeAll(async () => {
  land = await loadLandIndex();
});
/** The English sentences of fix notes (what the CLI and the tests read; pages render the reference). */
const english = (notes: readonly Said[] | undefined) => notes?.map((n) => n.message);
const codes = (f: GeoJSON.Feature) =>
  checkFeature(f, 0, { fileName: 'x', options: opts(), land }).problems.map((p) => p.code);
/** A bow-tie: its edges cross at (-5.095, 7.105). */
const BOW_RING = [
  [-5.1, 7.1],
  [-5.09, 7.11],
  [-5.09, 7.1],
  [-5.1, 7.11],
  [-5.1, 7.1],
];
const BOW = [BOW_RING.map(([x, y]) => [x! + 1e-6, y! + 1e-6])];
const HOLE = [
  [-5.122456, 7.124456],
  [-5.122456, 7.125456],
  [-5.121456, 7.125456],
  [-5.121456, 7.124456],
  [-5.122456, 7.124456],
];

describe('fixes', () => {
  it('each fix removes its problem and reports the change', () => {
    const cases: [GeoJSON.Feature, (f: GeoJSON.Feature) => FixResult, string][] = [
      [plot([SQUARE.slice(0, 4)]), closeRings, 'unclosed-ring'],
      [
        plot([[SQUARE[0], SQUARE[1], SQUARE[1], SQUARE[2], SQUARE[3], SQUARE[4]]]),
        dropDuplicateVertices,
        'duplicate-vertex',
      ],
      [
        plot([SQUARE.map(([x, y]) => [x!, y!])], {}),
        (_f) => truncateTo6Decimals(plot([SQUARE.map(([x, y]) => [x! + 3e-8, y! + 3e-8])])),
        'none',
      ],
      [plot([SQUARE.map(([x, y]) => [y!, x!])]), swapAxes, 'swapped-axes'],
    ];
    for (const [f, fix, code] of cases) {
      const r = fix(f);
      expect(r.changes.length).toBeGreaterThan(0);
      expect(codes(r.feature)).not.toContain(code);
    }
    expect(closeRings(plot()).changes).toEqual([]);
  });

  it('truncation keeps 6 decimals exactly', () => {
    const r = truncateTo6Decimals(plot([SQUARE.map(([x, y]) => [x! - 4e-7, y! + 9e-7])]));
    expect((r.feature.geometry as GeoJSON.Polygon).coordinates[0]?.[0]).toEqual([-5.123456, 7.123456]);
  });

  it('fixFeatureCollection: fixed output passes the checks, with before/after counts', async () => {
    const features = [
      plot(),
      plot(),
      plot([SQUARE.slice(0, 4).map(([x, y]) => [x! + 0.01, y!])], { ProductionPlace: 'B' }),
      plot(
        [
          [SQUARE[0], SQUARE[1], SQUARE[1], SQUARE[2], SQUARE[3], SQUARE[4]].map((p) => [
            p![0]! + 0.02,
            p![1]!,
          ]),
        ],
        { ProductionPlace: 'C' },
      ),
      plot([SQUARE.map(([x, y]) => [y! + 0.03, x!])], { ProductionPlace: 'D' }),
      plot([SQUARE.map(([x, y]) => [x! + 0.04, y!]), HOLE.map(([x, y]) => [x! + 0.04, y!])], {
        ProductionPlace: 'E',
      }),
      plot(BOW, { ProductionPlace: 'F', Area: 0.6 }),
    ];
    const r = await fixFeatureCollection(features, [
      'close-rings',
      'drop-duplicate-vertices',
      'truncate-6-decimals',
      'swap-axes',
      'make-valid',
      'split-holes',
      'remove-exact-duplicates',
    ]);
    // 7 plots in, one exact duplicate out, the holed plot cut into two hole-free plots.
    expect(r.features).toHaveLength(7);
    expect(r.plots.map((p) => [p.name, p.fixed, p.after.length])).toEqual([
      ['E', true, 2],
      ['F', true, 1],
    ]);
    expect(english(r.changes.get(1))).toEqual(['removed: exact duplicate of an earlier plot']);
    for (const code of [
      'unclosed-ring',
      'duplicate-vertex',
      'swapped-axes',
      'hole',
      'self-intersection',
      'duplicate-geometry',
    ] as const)
      expect([code, r.counts[code]?.before, r.counts[code]?.after]).toEqual([code, 1, 0]);
    for (const f of r.features) expect(codes(f).filter((c) => c !== 'area-mismatch')).toEqual([]);
  });
});

describe('each small fix, as its note tells it', () => {
  const coords = (f: GeoJSON.Feature) => (f.geometry as { coordinates: unknown }).coordinates;
  const open = SQUARE.slice(0, 4);
  const point = (coordinates: number[]): GeoJSON.Feature => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates },
  });

  it('closing rings counts every ring it closed, in every part, and leaves closed and empty rings', () => {
    const r = closeRings(plot([[open], [SQUARE], [open]], {}, 'MultiPolygon'));
    expect(english(r.changes)).toEqual(['closed 2 rings by repeating the first position']);
    expect(coords(r.feature)).toEqual([[SQUARE], [SQUARE], [SQUARE]]);
    // The closing position is a copy: moving one corner later does not move the other.
    const ring = (coords(r.feature) as number[][][][])[0]![0]!;
    expect(ring[4]).not.toBe(ring[0]);
    expect(closeRings(plot([[]])).changes).toEqual([]);
    expect(coords(closeRings(plot([[]])).feature)).toEqual([[]]);
    const p = point([-5.1, 7.1]);
    expect(closeRings(p)).toEqual({ feature: p, changes: [] });
  });

  it('dropping repeated vertices counts each one, in holes and parts too', () => {
    const [a, b, c, d] = SQUARE;
    const r = dropDuplicateVertices(
      plot([[[a, a, b, c, c, c, d, a]], [[a, b, b, c, d, a]]], {}, 'MultiPolygon'),
    );
    expect(english(r.changes)).toEqual(['removed 4 repeated vertices']);
    expect(coords(r.feature)).toEqual([[SQUARE], [SQUARE]]);
    // The same corner again later in the ring is not a repeat.
    expect(dropDuplicateVertices(plot([[a, b, a, c, d, a]])).changes).toEqual([]);
    expect(dropDuplicateVertices(plot()).changes).toEqual([]);
  });

  it('truncating counts the positions it moved, on points too, and keeps an altitude', () => {
    const r = truncateTo6Decimals(
      plot([
        [
          [-5.1234569, 7.123456, 250],
          [-5.120456, 7.1234561],
          [-5.120456, 7.126456],
          [-5.1234569, 7.123456, 250],
        ],
      ]),
    );
    expect(english(r.changes)).toEqual(['truncated 3 positions to 6 decimals']);
    expect(coords(r.feature)).toEqual([
      [
        [-5.123456, 7.123456, 250],
        [-5.120456, 7.123456],
        [-5.120456, 7.126456],
        [-5.123456, 7.123456, 250],
      ],
    ]);
    const p = truncateTo6Decimals(point([-5.1234569, 7.1234569]));
    expect([coords(p.feature), english(p.changes)]).toEqual([
      [-5.123456, 7.123456],
      ['truncated 1 position to 6 decimals'],
    ]);
    const mp = truncateTo6Decimals({
      ...point([0, 0]),
      geometry: {
        type: 'MultiPoint',
        coordinates: [
          [1.0000001, 2],
          [1, 2],
        ],
      },
    });
    expect([coords(mp.feature), english(mp.changes)]).toEqual([
      [
        [1, 2],
        [1, 2],
      ],
      ['truncated 1 position to 6 decimals'],
    ]);
    expect(truncateTo6Decimals(plot()).changes).toEqual([]);
  });

  it('swapping axes swaps every position and keeps an altitude; nothing to swap without a geometry', () => {
    const r = swapAxes(point([7.1, -5.1, 250]));
    expect([coords(r.feature), english(r.changes)]).toEqual([
      [-5.1, 7.1, 250],
      ['swapped latitude and longitude in every position'],
    ]);
    const none = { ...point([0, 0]), geometry: null } as unknown as GeoJSON.Feature;
    expect(swapAxes(none)).toEqual({ feature: none, changes: [] });
  });

  it('exact duplicates: same geometry and same properties (in any key order); the first one stays', () => {
    const a = plot(undefined, { ProductionPlace: 'A', Area: 11 });
    const sameReordered = plot(undefined, { Area: 11, ProductionPlace: 'A' });
    sameReordered.properties = {
      Area: 11,
      ProducerCountry: 'CI',
      ProducerName: 'Coop',
      ProductionPlace: 'A',
    };
    const otherProps = plot(undefined, { ProductionPlace: 'B' });
    const noGeometry = { ...a, geometry: null } as unknown as GeoJSON.Feature;
    const r = removeExactDuplicates([a, otherProps, noGeometry, sameReordered, noGeometry, a]);
    expect(r.removed).toEqual([3, 5]);
    expect(r.features).toEqual([a, otherProps, noGeometry, noGeometry]);
  });
});

describe('fixing a whole file', () => {
  it('refuses to split and fill holes at once', async () => {
    await expect(fixFeatureCollection([plot()], ['split-holes', 'fill-holes'])).rejects.toThrow(
      'Choose either splitting holes or filling them, not both.',
    );
  });

  it('swaps axes only on the plots the checker reports as swapped', async () => {
    const swapped = plot([SQUARE.map(([x, y]) => [y!, x!])], { ProductionPlace: 'S' });
    const r = await fixFeatureCollection([plot(), swapped], ['swap-axes']);
    expect(r.features[0]).toEqual(plot());
    expect(r.features[1]!.geometry).toEqual(plot().geometry);
    expect([...r.changes].map(([i, n]) => [i, english(n)])).toEqual([
      [1, ['swapped latitude and longitude in every position']],
    ]);
    expect(r.counts['swapped-axes']).toEqual({ before: 1, after: 0 });
    expect(r.plots).toEqual([]);
  });

  it('only the fixes asked for run; without a shape repair GEOS is not needed and nothing is reported', async () => {
    const open = plot([SQUARE.slice(0, 4)]);
    const none = await fixFeatureCollection([open, open], []);
    expect(none.features).toEqual([open, open]);
    expect(none.changes.size).toBe(0);
    expect(none.counts['unclosed-ring']).toEqual({ before: 2, after: 2 });
  });

  it('reports every repaired or refused plot with its name, before and after shapes and why', async () => {
    const bow = BOW_RING;
    const line = [
      [-5.1, 7.1],
      [-5.09, 7.1],
      [-5.08, 7.1],
      [-5.1, 7.1],
    ];
    const r = await fixFeatureCollection(
      [plot([bow], { ProductionPlace: 12 }), plot([line], { ProductionPlace: { not: 'a name' } }), plot()],
      ['make-valid', 'remove-exact-duplicates'],
    );
    expect(r.plots.map((p) => [p.index, p.name, p.fixed, p.after.length, p.before.type])).toEqual([
      [0, '12', true, 1, 'Polygon'],
      [1, null, false, 0, 'Polygon'],
    ]);
    expect(english(r.plots[0]!.changes)).toEqual(['repaired the boundary with GEOS make-valid (2 parts)']);
    expect(r.plots[0]!.after.map((g) => g.type)).toEqual(['MultiPolygon']);
    expect(r.plots[0]!.areaChange!.ha).toBeCloseTo(0, 6);
    expect(r.plots[1]!.reason?.message).toBe('No fix offered: nothing with an area is left after the repair');
    expect(english(r.changes.get(1))).toEqual([
      'No fix offered: nothing with an area is left after the repair',
    ]);
    expect(r.changes.has(2)).toBe(false);
    // The refused plot has its reason among the notes, but a fix changed only the first.
    expect(r.changed).toBe(1);
    expect(r.features).toHaveLength(3);
    expect(r.features[1]!.geometry).toEqual(plot([line]).geometry);
    expect(r.counts['self-intersection']).toEqual({ before: 1, after: 0 });
    expect(r.counts['collinear']).toEqual({ before: 1, after: 1 });
  });

  it('holes are filled when asked, and kept when only make-valid is asked', async () => {
    const holed = plot([SQUARE, HOLE]);
    const filled = await fixFeatureCollection([holed], ['fill-holes']);
    expect((filled.features[0]!.geometry as GeoJSON.Polygon).coordinates).toHaveLength(1);
    expect(filled.plots[0]!.changes[0]?.message).toMatch(/^filled 1 hole, adding /);
    const kept = await fixFeatureCollection([holed], ['make-valid']);
    expect(kept.features).toEqual([holed]);
    expect(kept.plots).toEqual([]);
  });

  it('duplicates are removed from the fixed plots and noted on the input plot they came from', async () => {
    const hole = [
      [-5.122456, 7.124456],
      [-5.122456, 7.125456],
      [-5.121456, 7.125456],
      [-5.121456, 7.124456],
      [-5.122456, 7.124456],
    ];
    const open = plot([SQUARE.slice(0, 4)]);
    const r = await fixFeatureCollection(
      [plot([SQUARE, hole]), plot(), open],
      ['close-rings', 'split-holes', 'remove-exact-duplicates'],
    );
    // Plot 0 becomes two plots; plot 2, once closed, is plot 1 again.
    expect(r.features).toHaveLength(3);
    expect(english(r.changes.get(2))).toEqual([
      'closed 1 ring by repeating the first position',
      'removed: exact duplicate of an earlier plot',
    ]);
    expect(r.changes.get(1)).toBeUndefined();
    // Plot 0 split, plot 2 closed and left out as a repeat.
    expect(r.changed).toBe(2);
    expect(r.counts['duplicate-geometry']).toEqual({ before: 1, after: 0 });
    expect(r.counts['hole']).toEqual({ before: 1, after: 0 });
  });
});

describe('small fixes together, on a whole file', () => {
  const [x, y] = SQUARE[1]! as [number, number];
  const [ax, ay] = SQUARE[0]! as [number, number];

  it('corners that become equal at 6 decimals are then dropped as repeats', async () => {
    // Two corners next to (x, y) that both truncate to it.
    const near = [SQUARE[0], [x - 1e-7, y + 1e-7], [x - 2e-7, y + 2e-7], SQUARE[2], SQUARE[3], SQUARE[4]];
    const r = await fixFeatureCollection([plot([near])], ['drop-duplicate-vertices', 'truncate-6-decimals']);
    expect(r.features[0]!.geometry).toEqual(plot().geometry);
    expect(english(r.changes.get(0))).toEqual([
      'truncated 2 positions to 6 decimals',
      'removed 1 repeated vertex',
    ]);
    expect(r.counts['duplicate-vertex']).toBeUndefined();
    expect(r.counts['collapses-at-6-decimals']).toEqual({ before: 1, after: 0 });
    // Truncating alone leaves the repeat, and says so in the counts.
    const alone = await fixFeatureCollection([plot([near])], ['truncate-6-decimals']);
    expect(alone.counts['duplicate-vertex']).toEqual({ before: 0, after: 1 });
  });

  it('a ring whose ends become equal at 6 decimals is closed by truncating, not closed twice', async () => {
    const ends = [[ax - 1e-7, ay], SQUARE[1], SQUARE[2], SQUARE[3], [ax - 2e-7, ay]];
    const r = await fixFeatureCollection(
      [plot([ends])],
      ['close-rings', 'drop-duplicate-vertices', 'truncate-6-decimals'],
    );
    expect(r.features[0]!.geometry).toEqual(plot().geometry);
    expect(english(r.changes.get(0))).toEqual(['truncated 2 positions to 6 decimals']);
    expect(r.counts['unclosed-ring']).toEqual({ before: 1, after: 0 });
    expect(r.counts['duplicate-vertex']).toBeUndefined();
  });

  it('plots without a geometry are kept and counted, never as duplicates of each other', async () => {
    const empty = { ...plot(), geometry: null } as unknown as GeoJSON.Feature;
    const r = await fixFeatureCollection([empty, empty, plot()], ['remove-exact-duplicates']);
    expect(r.features).toEqual([empty, empty, plot()]);
    const emptyCodes = codes(empty);
    expect(emptyCodes.length).toBeGreaterThan(0);
    for (const code of emptyCodes) expect([code, r.counts[code]]).toEqual([code, { before: 2, after: 2 }]);
    expect(r.counts['duplicate-geometry']).toBeUndefined();
  });

  it('a repaired plot without properties is reported without a name', async () => {
    const bow = BOW_RING;
    const nameless = { ...plot([bow]), properties: null };
    const r = await fixFeatureCollection([nameless], ['make-valid']);
    expect(r.plots.map((p) => [p.index, p.name, p.fixed])).toEqual([[0, null, true]]);
  });
});
