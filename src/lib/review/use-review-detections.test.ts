import { describe, expect, it } from 'vitest';
import { testPlot } from '@tests/support/plots.ts';
import type { Detection } from '@core/detections/detections.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { touchesInList } from '@/lib/plot-loader/page/touches-in-list.ts';
import { reviewItemsOf } from './review-items.ts';
import {
  NEAR_M,
  REVIEW_MONTHS,
  reviewFootprints,
  reviewMonths,
  signalsOf,
} from '@core/review/review-signals.ts';

const LAT = 6.5;
const M_PER_DEG_LAT = 111_320;
const degLng = (m: number) => m / (M_PER_DEG_LAT * Math.cos((LAT * Math.PI) / 180));
const degLat = (m: number) => m / M_PER_DEG_LAT;

/** A square of `sideM` metres whose west edge is at `westM` metres east of longitude -5.5. */
const square = (westM: number, sideM: number): GeoJSON.Polygon => {
  const [x0, x1] = [-5.5 + degLng(westM), -5.5 + degLng(westM + sideM)];
  const [y0, y1] = [LAT, LAT + degLat(sideM)];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
        [x0, y0],
      ],
    ],
  };
};

const clearing = (id: string, westM: number, date = '2026-11-01'): Detection => ({
  id,
  kind: 'deforestation',
  date,
  confidence: 'high',
  areaHa: 1,
  geometry: square(westM, 100),
});

/** The plot: 200 m square from 0 to 200 m east. */
const list = PlotList.of([testPlot('plot', { geometry: square(0, 200), supplier: 'Coop A' })]);
const signals = (detections: Detection[]) =>
  signalsOf(detections, touchesInList(list, reviewFootprints(detections)));

describe('detections as review signals', () => {
  it('counts a clearing just within NEAR_M of the plot as near, and one just beyond it as nothing', () => {
    const inside = 200 + NEAR_M * 0.97;
    const beyond = 200 + NEAR_M * 1.03;
    expect(signals([clearing('in', inside), clearing('out', beyond)])).toEqual([
      { plotId: 'plot', detectionId: 'in', date: '2026-11-01', areaHa: 1, touches: false },
    ]);
  });

  it('says a clearing overlapping the plot touches it', () => {
    expect(signals([clearing('on', 150)]).map((s) => [s.detectionId, s.touches])).toEqual([['on', true]]);
  });

  it('leaves out fires and clearings dated on the cut-off; keeps one dated the day after', () => {
    const fire: Detection = {
      id: 'fire',
      kind: 'fire',
      date: '2026-11-01',
      confidence: 'high',
      areaHa: null,
      geometry: { type: 'Point', coordinates: [-5.5 + degLng(100), LAT + degLat(100)] },
    };
    const found = signals([fire, clearing('old', 150, '2020-12-31'), clearing('new', 150, '2021-01-01')]);
    expect(found.map((s) => s.detectionId)).toEqual(['new']);
    // And they become items of their own, keyed by the detection.
    expect(reviewItemsOf(list, null, undefined, found).map((i) => [i.kind, i.signalId])).toEqual([
      ['deforestation', 'new'],
    ]);
  });

  it('reads the REVIEW_MONTHS months up to the current one, across a year’s turn', () => {
    const months = reviewMonths(new Date('2026-02-15T00:00:00Z'));
    expect(months).toHaveLength(REVIEW_MONTHS);
    expect(months[0]).toEqual({ year: 2026, month: 2 });
    expect(months[1]).toEqual({ year: 2026, month: 1 });
    expect(months[2]).toEqual({ year: 2025, month: 12 });
    expect(months.at(-1)).toEqual({ year: 2025, month: 3 });
  });
});
