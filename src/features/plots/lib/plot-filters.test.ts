import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { testPlot } from '@tests/support/plots.ts';
import { filterRows, filtersFromSearch, plotIdsInReview, plotsSearchSchema } from './plot-filters.ts';
import { plotCentroid } from '@/lib/geo/plot-features.ts';
import { PlotList, rowPlots } from '@/lib/plot-loader/page/plot-list.ts';
import { summarizeList } from '@/lib/plot-loader/page/plot-summary.ts';

const mk = (
  id: string,
  over: Partial<Plot> & { risk?: 'high' | 'low' | null; defo?: boolean } = {},
): Plot => {
  const { risk = 'low', defo = false, ...rest } = over;
  return testPlot(id, {
    name: `Parcelle ${id}`,
    supplier: 'A',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0],
        ],
      ],
    },
    riskAssessment:
      risk === null
        ? null
        : {
            riskLevel: risk,
            assessedAt: '',
            framework: 'EUDR',
            deforestation: { areaHa: defo ? 1 : 0, hasDeforestation: defo },
            remainingForestHa: 0,
            protectedAreasHa: 0,
            indigenousTerritoriesHa: 0,
          },
    ...rest,
  });
};

const plots = [
  mk('1', { risk: 'high', defo: true, name: 'Coopérative Nord' }),
  mk('2', { supplier: 'B', country: 'GH' }),
  mk('3', { risk: null }),
];

describe('plotsSearchSchema', () => {
  it('keeps valid filters and drops malformed ones instead of failing', () => {
    const s = plotsSearchSchema.parse({
      risk: 'high,bogus,high',
      country: 'ci',
      deforestation: 'maybe',
      q: '  nord ',
      supplier: 'A',
    });
    expect(s).toEqual({
      risk: 'high',
      country: undefined,
      deforestation: undefined,
      q: 'nord',
      supplier: 'A',
      selected: undefined,
    });
  });
});

describe('filterRows', () => {
  const list = () => PlotList.of(plots);
  it('keeps every row without a copy when no filter is set (no re-render of the map)', () => {
    const l = list();
    const rows = filterRows(l, {});
    expect(rows.positions).toBeNull();
    expect(rows.length).toBe(3);
  });
  it('combines filters', () => {
    const l = list();
    const ids = (f: Parameters<typeof filterRows>[1]) => [...rowPlots(filterRows(l, f))].map((p) => p.id);
    expect(ids({ supplier: 'B' })).toEqual(['2']);
    expect(ids({ supplier: 'nobody' })).toEqual([]);
    expect(ids({ risk: ['high', 'unassessed'] })).toEqual(['1', '3']);
    expect(ids({ country: 'CI' })).toEqual(['1', '3']);
    expect(ids({ country: 'FR' })).toEqual([]);
    expect(ids({ deforestation: 'yes' })).toEqual(['1']);
    // An unassessed plot is neither with nor without deforestation.
    expect(ids({ deforestation: 'no' })).toEqual(['2']);
    expect(ids({ q: 'cooperative' })).toEqual(['1']);
    expect(ids({ q: 'COOPÉRATIVE' })).toEqual(['1']);
    expect(ids({ q: 'parcelle 2' })).toEqual(['2']);
    expect(ids({ onlyIds: new Set(['3', '1']) })).toEqual(['1', '3']);
    expect(ids({ supplier: 'A', onlyIds: new Set(['3', '2']) })).toEqual(['3']);
    expect(ids(filtersFromSearch(plotsSearchSchema.parse({ risk: 'low', country: 'GH' })))).toEqual(['2']);
  });
});

describe('map data', () => {
  it('has one centroid per plot, as its GeoJSON gives it, and the bounds', () => {
    const l = PlotList.of(plots);
    expect([0, 1, 2].map((i) => l.centroid(i))).toEqual([
      plotCentroid(plots[0]!.geometry),
      plotCentroid(plots[1]!.geometry),
      plotCentroid(plots[2]!.geometry),
    ]);
    expect(summarizeList(l).bounds).toEqual([0, 0, 2, 2]);
    expect(plotCentroid(plots[0]!.geometry)).toEqual([1, 1]);
    expect(summarizeList(PlotList.EMPTY).bounds).toBeNull();
  });

  it('frames points and polygons alike', () => {
    const point = mk('p', { geometry: { type: 'Point', coordinates: [5, -3] } });
    expect(summarizeList(PlotList.of([...plots, point])).bounds).toEqual([0, -3, 5, 2]);
  });
});

describe('the review state in the URL', () => {
  it('keeps a known state and drops anything else', () => {
    expect(plotsSearchSchema.parse({ review: 'open', risk: 'high' })).toMatchObject({
      review: 'open',
      risk: 'high',
    });
    expect(plotsSearchSchema.parse({ review: 'needs-information' }).review).toBe('needs-information');
    expect(plotsSearchSchema.parse({ review: 'reviewed' }).review).toBeUndefined();
    expect(plotsSearchSchema.parse({ review: 7 }).review).toBeUndefined();
  });
});

describe('the review filter', () => {
  const list = PlotList.of([
    testPlot('excluded'),
    testPlot('open'),
    testPlot('cleared'),
    testPlot('no-items'),
  ]);
  const states = new Map([
    ['excluded', 'excluded'],
    ['open', 'open'],
    ['cleared', 'cleared'],
  ] as const);

  it('keeps every plot but the excluded ones for "everything except excluded", plots without items too', () => {
    expect([...plotIdsInReview(list, states, 'not-excluded')]).toEqual(['open', 'cleared', 'no-items']);
  });

  it('keeps the plots in a state for a state', () => {
    expect([...plotIdsInReview(list, states, 'excluded')]).toEqual(['excluded']);
    expect([...plotIdsInReview(list, states, 'open')]).toEqual(['open']);
  });

  it('takes not-excluded from a shared link and drops an unknown value', () => {
    expect(plotsSearchSchema.parse({ review: 'not-excluded' }).review).toBe('not-excluded');
    expect(plotsSearchSchema.parse({ review: 'everything' }).review).toBeUndefined();
  });
});
