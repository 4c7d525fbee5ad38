import { describe, expect, it } from 'vitest';
import { squarePolygon } from '@tests/support/geojson.ts';
import { testPlot } from '@tests/support/plots.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { PlotStore } from '@/lib/plot-loader/worker/plot-store.ts';
import { touchesInList } from '@/lib/plot-loader/page/touches-in-list.ts';
import { touchesInView } from '@/lib/plot-loader/worker/touches-in-view.ts';
import { touchedPlots as listTouched, type PlotLike } from './touched-plots.ts';
import { detectionOf, firePixel, footprintsOf, type Detection } from '@core/detections/detections.ts';

const square = squarePolygon;
const plot = (id: string, geometry: GeoJSON.Polygon): PlotLike => ({ id, name: id, supplier: 's', geometry });
const clearing = (id: string, geometry: GeoJSON.Polygon): Detection => ({
  id,
  kind: 'deforestation',
  date: '2024-03-01',
  confidence: 'high',
  areaHa: 1,
  geometry,
});
const fire = (id: string, lng: number, lat: number): Detection => ({
  id,
  kind: 'fire',
  date: '2024-03-02',
  confidence: null,
  areaHa: null,
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

/**
 * The touched plots as the page lists them, found both ways: by the loader worker's index over its packed
 * copy, and by the page's list where there is no worker. The two must agree.
 */
function touchedPlots(plots: readonly PlotLike[], detections: readonly Detection[]) {
  const records = plots.map((p) => testPlot(p.id, p));
  const list = PlotList.of(records);
  const store = new PlotStore();
  store.add(packPlots(records));
  const footprints = footprintsOf(detections);
  const plotAt = (i: number) => list.at(i);
  const fromList = listTouched(touchesInList(list, footprints), plotAt, detections);
  const inWorker = listTouched(touchesInView(store.view(), footprints), plotAt, detections);
  const verdicts = (found: typeof fromList) => found.map((t) => [t.plot.id, t.detections.map((d) => d.id)]);
  expect(verdicts(inWorker)).toEqual(verdicts(fromList));
  return fromList;
}

describe('touched plots', () => {
  const a = plot('A', square(-5, 7, 0.01));
  const b = plot('B', square(-4, 7, 0.01));

  it('lists a plot that a clearing overlaps, and not one it only comes near', () => {
    const result = touchedPlots(
      [a, b],
      [clearing('D1', square(-5.005, 7.005, 0.01)), clearing('D2', square(-3.98, 7, 0.005))],
    );
    expect(result.map((t) => [t.plot.id, t.detections.map((d) => d.id)])).toEqual([['A', ['D1']]]);
  });

  it('counts a fire whose ~375 m pixel overlaps the plot, even with its centre just outside', () => {
    // ~100 m east of plot A's east edge (0.01° ≈ 1.1 km wide).
    const near = fire('F1', -5 + 0.01 + 0.0009, 7.005);
    const far = fire('F2', -5 + 0.01 + 0.01, 7.005);
    expect(touchedPlots([a], [near, far])[0]?.detections.map((d) => d.id)).toEqual(['F1']);
  });

  it('puts the most-touched plots first', () => {
    const result = touchedPlots(
      [a, b],
      [
        clearing('D1', square(-4.005, 7.005, 0.01)),
        fire('F1', -3.995, 7.005),
        clearing('D2', square(-5.005, 7.005, 0.01)),
      ],
    );
    expect(result.map((t) => t.plot.id)).toEqual(['B', 'A']);
  });

  it('leaves out a position that holds another plot than the one found there', () => {
    const found = listTouched(
      [
        { position: 0, id: 'A', footprints: [0] },
        { position: 1, id: 'gone', footprints: [0] },
      ],
      (i) => [a, b][i]!,
      [clearing('D1', square(-5.005, 7.005, 0.01))],
    );
    expect(found.map((t) => t.plot.id)).toEqual(['A']);
  });

  it('makes a fire pixel of about 375 m a side', () => {
    const ring = firePixel([0, 0]).coordinates[0]!;
    expect((ring[1]![0]! - ring[0]![0]!) * 111_320).toBeCloseTo(375, 0);
  });

  it('centres the fire pixel on the point, a closed square counter-clockwise, wider in degrees away from the equator', () => {
    const h = 187.5 / 111_320; // half a side, in degrees of latitude
    const atEquator = firePixel([10, 0]).coordinates[0]!;
    const expected = [
      [10 - h, -h],
      [10 + h, -h],
      [10 + h, h],
      [10 - h, h],
      [10 - h, -h],
    ];
    atEquator.forEach((p, k) => {
      expect(p[0]).toBeCloseTo(expected[k]![0]!, 12);
      expect(p[1]).toBeCloseTo(expected[k]![1]!, 12);
    });
    // At 60° a degree of longitude is half as long: the square spans twice the degrees east to west.
    const north = firePixel([10, 60]).coordinates[0]!;
    expect(north[1]![0]! - north[0]![0]!).toBeCloseTo(4 * h, 9);
    expect(north[2]![1]! - north[1]![1]!).toBeCloseTo(2 * h, 12);
    expect(north[0]![1]).toBeCloseTo(60 - h, 12);
  });

  it('reads shapefile features, keeping their id, date and area', () => {
    const d = detectionOf(
      'deforestation',
      {
        type: 'Feature',
        geometry: square(0, 0, 1),
        properties: { id: 'DEF-1', date: '2024-01-02', areaHa: 3.5, confidence: 'high' },
      },
      0,
    );
    expect(d).toMatchObject({ id: 'DEF-1', date: '2024-01-02', areaHa: 3.5, confidence: 'high' });
    // Missing or unusable properties: a made-up id, no date, no confidence, no area.
    expect(
      detectionOf(
        'deforestation',
        {
          type: 'Feature',
          geometry: square(0, 0, 1),
          properties: { id: '', date: 7, areaHa: '3', confidence: '' },
        },
        2,
      ),
    ).toEqual({
      id: 'deforestation-3',
      kind: 'deforestation',
      date: '',
      confidence: null,
      areaHa: null,
      geometry: square(0, 0, 1),
    });
    expect(
      detectionOf(
        'deforestation',
        { type: 'Feature', geometry: null, properties: {} } as unknown as GeoJSON.Feature,
        0,
      ),
    ).toBeNull();
    for (const geometry of [
      { type: 'MultiPolygon', coordinates: [square(0, 0, 1).coordinates] },
      { type: 'Point', coordinates: [1, 2] },
    ] as GeoJSON.Geometry[])
      expect(detectionOf('fire', { type: 'Feature', geometry, properties: {} }, 0)?.geometry).toEqual(
        geometry,
      );
    expect(
      detectionOf(
        'fire',
        { type: 'Feature', geometry: { type: 'LineString', coordinates: [] }, properties: {} },
        0,
      ),
    ).toBeNull();
    expect(
      detectionOf(
        'fire',
        { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] }, properties: null },
        4,
      )?.id,
    ).toBe('fire-5');
  });
});
