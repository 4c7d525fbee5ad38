import { describe, expect, it } from 'vitest';
import { squarePolygon } from '@tests/support/geojson.ts';
import type { PlotLike, TouchedPlot } from '@/lib/detections/touched-plots.ts';
import type { Detection } from '@core/detections/detections.ts';
import { detectionsFrame, detectionsSummary } from './detections-view.ts';

const square = (lng: number, lat: number, side = 1) => squarePolygon(lng, lat, side);
const plot = (id: string, x: number, y: number): PlotLike => ({
  id,
  name: id,
  supplier: 's',
  geometry: square(x, y),
});
const detection = (x: number, y: number): Detection => ({
  id: `d${x}`,
  kind: 'deforestation',
  date: '2024-03-02',
  confidence: null,
  areaHa: 1,
  geometry: square(x, y, 0.5),
});

const near = plot('near', 10, 10);
const touched: TouchedPlot[] = [{ plot: near, detections: [detection(10.2, 10.2)] }];

describe('detectionsFrame', () => {
  it('frames every detection when asked, even when plots are touched', () => {
    expect(
      detectionsFrame({
        focus: 'detections',
        detections: [detection(1, 1), detection(3, 3)],
        touched,
        plots: [50, 50, 51, 51],
      }),
    ).toEqual([1, 1, 3.5, 3.5]);
  });

  it('frames a focused plot with its detections', () => {
    const t: TouchedPlot[] = [{ plot: near, detections: [detection(11, 11)] }];
    expect(detectionsFrame({ focus: 'near', detections: [], touched: t, plots: [10, 10, 51, 51] })).toEqual([
      10, 10, 11.5, 11.5,
    ]);
  });

  it('without a focus frames the touched plots, else every plot, else waits', () => {
    expect(detectionsFrame({ focus: null, detections: [], touched, plots: [10, 10, 51, 51] })).toEqual([
      10, 10, 11, 11,
    ]);
    expect(detectionsFrame({ focus: 'gone', detections: [], touched: [], plots: [10, 10, 51, 51] })).toEqual([
      10, 10, 51, 51,
    ]);
    expect(detectionsFrame({ focus: null, detections: [], touched: null, plots: null })).toBeNull();
  });
});

describe('detectionsSummary', () => {
  it('counts what is on the map once every file is read, with singular and plural', () => {
    const done = { count: 2, done: true };
    expect(detectionsSummary('March 2024', done, { clearings: 1, fires: 0 })?.message).toBe(
      'March 2024: 1 deforestation area and 0 fires on the map.',
    );
    expect(detectionsSummary('March 2024', done, { clearings: 2, fires: 1 })?.message).toBe(
      'March 2024: 2 deforestation areas and 1 fire on the map.',
    );
  });

  it('says the files are being read until they are, and nothing when there are none', () => {
    expect(
      detectionsSummary('March 2024', { count: 2, done: false }, { clearings: 0, fires: 0 })?.message,
    ).toBe('Reading the files…');
    expect(detectionsSummary('March 2024', { count: 0, done: true }, { clearings: 0, fires: 0 })).toBeNull();
  });
});
