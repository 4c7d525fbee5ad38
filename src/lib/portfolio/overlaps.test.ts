import { describe, expect, it } from 'vitest';
import area from '@turf/area';
import type { Plot } from '@core/api/schemas.ts';
import { packPlots } from './compact-plot.ts';
import { loadClipper, MIN_OVERLAP_HA, overlapsWithOthers, scanOverlaps } from './overlaps.ts';
import { PlotStore } from './plot-store.ts';

const ring = (x: number, y: number, w: number, h = w): GeoJSON.Polygon => ({
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
const plot = (id: string, supplier: string, geometry: GeoJSON.Geometry): Plot => ({
  id,
  name: id,
  supplier,
  projectId: 'p',
  country: 'CI',
  areaHa: 1,
  createdAt: 'c',
  updatedAt: 'u',
  properties: {},
  geometry,
  riskAssessment: null,
});
const view = (plots: Plot[]) => {
  const store = new PlotStore();
  store.add(packPlots(plots));
  return store.view();
};
const ha = (g: GeoJSON.Geometry) => area(g) / 10_000;

describe('overlap scan', () => {
  it('finds pairs between and within suppliers with exact hectares and shares', async () => {
    const clip = await loadClipper();
    const d = 0.01; // ~1.1 km: plots of ~120 ha
    const plots = [
      plot('a', 'North', ring(0, 0, d)),
      plot('b', 'South', ring(d / 2, 0, d)), // half of a
      plot('c', 'North', ring(0, d / 2, d / 4)), // a quarter-square inside a's top half... of a only
      plot('touch', 'South', ring(-d, 0, d)), // shares a's west border: no land in common
      plot('far', 'South', ring(5, 5, d)),
      plot('pt', 'South', { type: 'Point', coordinates: [0.001, 0.001] }),
    ];
    const report = scanOverlaps(view(plots), clip);
    const pairs = report.pairs.map((p) => [p.a.id, p.b.id, p.sameSupplier]);
    expect(pairs).toEqual([
      ['a', 'b', false],
      ['a', 'c', true],
    ]);
    const ab = report.pairs[0]!;
    expect(ab.overlapHa).toBeCloseTo(ha(ring(d / 2, 0, d / 2, d)), 1);
    expect(ab.a.share).toBeCloseTo(0.5, 2);
    expect(ab.b.share).toBeCloseTo(0.5, 2);
    const ac = report.pairs[1]!;
    expect(ac.b.share).toBeCloseTo(1, 2);
    expect(ac.a.share).toBeCloseTo(1 / 16, 2);
    expect(report.plotIds.sort()).toEqual(['a', 'b', 'c']);
    expect(report.bySupplier).toEqual({
      North: { withOthers: 1, withinSupplier: 2 },
      South: { withOthers: 1, withinSupplier: 0 },
    });
    expect(report.scanned).toBe(5);
  });

  it('counts an overlap from MIN_OVERLAP_HA, not below', async () => {
    const clip = await loadClipper();
    const d = 0.01;
    // Sliver widths chosen so the overlap is just above and just below the threshold.
    const sliverHa = (w: number) => ha(ring(0, 0, w, d));
    const w = 0.000001;
    expect(sliverHa(w)).toBeGreaterThan(MIN_OVERLAP_HA);
    const above = scanOverlaps(
      view([plot('a', 'X', ring(0, 0, d)), plot('b', 'Y', ring(d - w, 0, d))]),
      clip,
    );
    expect(above.totalPairs).toBe(1);
    const w2 = w / 2;
    expect(sliverHa(w2)).toBeLessThan(MIN_OVERLAP_HA);
    const below = scanOverlaps(
      view([plot('a', 'X', ring(0, 0, d)), plot('b', 'Y', ring(d - w2, 0, d))]),
      clip,
    );
    expect(below.totalPairs).toBe(0);
  });

  it('compares an upload with the plots of other suppliers only', async () => {
    const clip = await loadClipper();
    const d = 0.01;
    const v = view([plot('mine', 'Me', ring(0, 0, d)), plot('theirs', 'Other', ring(0, 0, d))]);
    const found = overlapsWithOthers(v, clip, [ring(d / 2, 0, d), null, ring(3, 3, d)], 'Me');
    expect(found.map((o) => [o.feature, o.plotId, o.supplier])).toEqual([[0, 'theirs', 'Other']]);
    expect(found[0]!.share).toBeCloseTo(0.5, 2);
  });
});
