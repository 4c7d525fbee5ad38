import { describe, expect, it } from 'vitest';
import { squarePolygon } from '@tests/support/geojson.ts';
import { testPlot } from '@tests/support/plots.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { PlotList } from '../page/plot-list.ts';
import { PlotStore } from '../worker/plot-store.ts';
import type { Footprint } from '@core/detections/detections.ts';
import { touchesInList } from '../page/touches-in-list.ts';
import { touchesInView } from '../worker/touches-in-view.ts';

const triangle: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [0, 1],
      [0, 0],
    ],
  ],
};
const plots = [
  // Its box covers (0.85, 0.85); the triangle itself stops at the diagonal.
  testPlot('tri', { geometry: triangle }),
  testPlot('sq', { geometry: squarePolygon(2, 2, 1) }),
  testPlot('pt', { geometry: { type: 'Point', coordinates: [2.5, 2.5] } }),
  testPlot('two', {
    geometry: {
      type: 'MultiPolygon',
      coordinates: [squarePolygon(10, 10, 1).coordinates, squarePolygon(20, 20, 1).coordinates],
    },
  }),
  testPlot('empty', { geometry: { type: 'Polygon', coordinates: [] } }),
];

const view = () => {
  const store = new PlotStore();
  store.add(packPlots(plots));
  return store.view();
};

const footprints: Footprint[] = [
  squarePolygon(0.85, 0.85, 0.1), // 0: in the triangle's box, outside the triangle
  squarePolygon(0.1, 0.1, 0.1), // 1: inside the triangle
  squarePolygon(2.4, 2.4, 0.2), // 2: inside the square, over the point
  squarePolygon(20.5, 20.5, 0.1), // 3: in the multipolygon's second part
  squarePolygon(50, 50, 1), // 4: far from everything
];

describe('plots touched by footprints', () => {
  it('finds in the worker each plot a footprint meets, with the footprints that meet it, in load order', () => {
    expect(touchesInView(view(), footprints)).toEqual([
      { position: 0, id: 'tri', footprints: [1] },
      { position: 1, id: 'sq', footprints: [2] },
      { position: 2, id: 'pt', footprints: [2] },
      { position: 3, id: 'two', footprints: [3] },
    ]);
  });

  it('gives the same answer from the page list where there is no worker', () => {
    expect(touchesInList(PlotList.of(plots), footprints)).toEqual(touchesInView(view(), footprints));
  });

  it('answers in load order whatever order the footprints come in', () => {
    const reversed = [...footprints].reverse();
    expect(touchesInView(view(), reversed).map((t) => t.id)).toEqual(['tri', 'sq', 'pt', 'two']);
    expect(touchesInList(PlotList.of(plots), reversed).map((t) => t.id)).toEqual(['tri', 'sq', 'pt', 'two']);
  });

  it('finds nothing for footprints that only come near, and nothing in an empty load', () => {
    expect(touchesInView(view(), [footprints[0]!, footprints[4]!])).toEqual([]);
    expect(touchesInList(PlotList.of(plots), [footprints[0]!, footprints[4]!])).toEqual([]);
    expect(touchesInView(new PlotStore().view(), footprints)).toEqual([]);
    expect(touchesInList(PlotList.EMPTY, footprints)).toEqual([]);
  });
});
