import { describe, expect, it } from 'vitest';
import { squarePolygon } from '@tests/support/geojson.ts';
import { testPlot } from '@tests/support/plots.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { PlotStore, viewGeometry, viewId, viewSupplier } from './plot-store.ts';

const plot = (id: string, supplier: string, geometry: GeoJSON.Geometry) =>
  testPlot(id, { supplier, geometry });

const line: GeoJSON.Geometry = {
  type: 'LineString',
  coordinates: [
    [0, 0],
    [1, 1],
  ],
};

describe('PlotStore', () => {
  it('fingerprints its plots whatever their order or packs, and any change of id, supplier or shape', () => {
    const plots = [
      plot('a', 'Coop A', squarePolygon(0, 0, 1)),
      plot('b', 'Coop B', squarePolygon(5, 5, 2)),
      plot('c', 'Coop B', line),
    ];
    const of = (...packs: ReturnType<typeof plot>[][]) => {
      const store = new PlotStore();
      for (const batch of packs) store.add(packPlots(batch));
      return store.fingerprint;
    };
    const whole = of(plots);
    expect(of([plots[2]!, plots[0]!], [plots[1]!])).toBe(whole);
    expect(of([plots[0]!, plots[1]!])).not.toBe(whole);
    expect(of([plots[0]!, plots[1]!, plot('d', 'Coop B', line)])).not.toBe(whole);
    expect(of([plots[0]!, plots[1]!, plot('c', 'Coop A', line)])).not.toBe(whole);
    expect(of([plots[0]!, plot('b', 'Coop B', squarePolygon(5, 5, 2.0000001)), plots[2]!])).not.toBe(whole);
    const otherLine: GeoJSON.Geometry = {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 2],
      ],
    };
    expect(of([plots[0]!, plots[1]!, plot('c', 'Coop B', otherLine)])).not.toBe(whole);
  });

  it('keeps the plots of every batch in load order: ids, suppliers, geometry, boxes', () => {
    const store = new PlotStore();
    const a = [plot('a', 'Coop A', squarePolygon(0, 0, 1)), plot('b', 'Coop B', squarePolygon(5, 5, 2))];
    const b = [plot('c', 'Coop B', { type: 'Point', coordinates: [9, 9] }), plot('é-1', 'Coop C', line)];
    store.add(packPlots(a));
    const first = store.view();
    store.add(packPlots(b));
    const view = store.view();
    expect(view.count).toBe(4);
    expect([0, 1, 2, 3].map((i) => viewId(view, i))).toEqual(['a', 'b', 'c', 'é-1']);
    // Supplier codes of the second batch are those of the store's dictionary.
    expect([0, 1, 2, 3].map((i) => viewSupplier(view, i))).toEqual(['Coop A', 'Coop B', 'Coop B', 'Coop C']);
    expect(viewGeometry(view, 1)).toEqual(squarePolygon(5, 5, 2));
    expect(viewGeometry(view, 2)).toEqual({ type: 'Point', coordinates: [9, 9] });
    // A geometry that could not be compacted comes back as it was.
    expect(viewGeometry(view, 3)).toEqual(line);
    expect(Array.from(view.pack.boxes.subarray(4, 8))).toEqual([5, 5, 7, 7]);
    expect(view.index!.search(6, 6, 6, 6)).toEqual([1]);
    // A view taken before is not changed by later packs.
    expect(first.count).toBe(2);
    expect(first.pack.boxes.length).toBe(8);
    expect(store.view()).toBe(view);
  });

  it('grows past its first capacity without losing a plot', () => {
    const store = new PlotStore();
    for (let b = 0; b < 5; b++)
      store.add(
        packPlots(
          Array.from({ length: 300 }, (_, i) =>
            plot(`p${b * 300 + i}`, `S${i % 3}`, squarePolygon(i / 10, b, 0.05)),
          ),
        ),
      );
    const view = store.view();
    expect(view.count).toBe(1500);
    expect(viewId(view, 1499)).toBe('p1499');
    expect(viewSupplier(view, 1499)).toBe('S2');
    expect(viewGeometry(view, 1499)).toEqual(squarePolygon(299 / 10, 4, 0.05));
    expect(view.pack.coordStart.length).toBe(1501);
  });

  it('keeps the same plots and fingerprint when sized for a count ahead, too high or too low', () => {
    const packs = [0, 1, 2].map((b) =>
      packPlots(
        Array.from({ length: 700 }, (_, i) =>
          plot(
            `p${b * 700 + i}-${'x'.repeat(i % 40)}`,
            `S${i % 4}`,
            squarePolygon(i / 10, b, 0.05 + (i % 7) / 100),
          ),
        ),
      ),
    );
    const stored = (expected: number | null) => {
      const store = new PlotStore();
      if (expected !== null) store.expect(expected);
      for (const batch of packs) store.add(batch);
      const view = store.view();
      return {
        fingerprint: store.fingerprint,
        count: view.count,
        ids: Array.from({ length: view.count }, (_, i) => viewId(view, i)),
        geometries: Array.from({ length: view.count }, (_, i) => viewGeometry(view, i)),
        suppliers: Array.from(view.pack.supplier),
        boxes: Array.from(view.pack.boxes),
        coordStart: Array.from(view.pack.coordStart),
        nameStart: Array.from(view.pack.nameStart),
      };
    };
    const plain = stored(null);
    expect(plain.count).toBe(2100);
    expect(plain.ids[2099]).toBe(`p2099-${'x'.repeat(699 % 40)}`);
    expect(stored(2100)).toEqual(plain);
    expect(stored(1_000_000)).toEqual(plain);
    expect(stored(701)).toEqual(plain);
    // Nonsense counts are ignored.
    expect(stored(-5)).toEqual(plain);
    expect(stored(Number.NaN)).toEqual(plain);
  });

  it('gives back coordinates of up to 7 decimals exactly (it keeps them as whole 1e-7 degrees)', () => {
    const store = new PlotStore();
    const precise: GeoJSON.Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-179.9999999, -89.1234567],
          [179.9999999, -89.1234567],
          [101.1892431, 1.5040977],
          [-179.9999999, -89.1234567],
        ],
      ],
    };
    store.add(packPlots([plot('a', 'S', precise), plot('b', 'S', { type: 'Point', coordinates: [500, 0] })]));
    const view = store.view();
    expect(viewGeometry(view, 0)).toEqual(precise);
    // No place on Earth: clamped, the tiles and scans never meet it.
    expect(viewGeometry(view, 1)).toEqual({ type: 'Point', coordinates: [214.7483647, 0] });
  });
});
