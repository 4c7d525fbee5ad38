import { describe, expect, it } from 'vitest';
import area from '@turf/area';
import type { Plot } from '@core/api/schemas.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
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
      {
        ...plot('a', 'North', ring(0, 0, d)),
        name: 'Plot a',
        riskAssessment: {
          riskLevel: 'high' as const,
          assessedAt: '2025-01-01',
          framework: 'EUDR',
          deforestation: { areaHa: 0, hasDeforestation: false },
          remainingForestHa: 0,
          protectedAreasHa: 0,
          indigenousTerritoriesHa: 0,
        },
      },
      { ...plot('b', 'South', ring(d / 2, 0, d)), name: 'Plot b', areaHa: 2 }, // half of a
      plot('c', 'North', ring(0, d / 2, d / 4)), // a quarter-square inside a's top half... of a only
      plot('touch', 'South', ring(-d, 0, d)), // shares a's west border: no land in common
      plot('far', 'South', ring(5, 5, d)),
      plot('pt', 'South', { type: 'Point', coordinates: [0.001, 0.001] }),
    ];
    const report = await scanOverlaps(view(plots), clip);
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
    // What a review item shows of each side, read in the worker: name, the service's risk, the stated area.
    expect([ab.a.name, ab.a.risk, ab.a.statedHa]).toEqual(['Plot a', 'high', 1]);
    expect([ab.b.name, ab.b.risk, ab.b.statedHa]).toEqual(['Plot b', 'unassessed', 2]);
    expect(report.plotIds.sort()).toEqual(['a', 'b', 'c']);
    expect(report.bySupplier).toEqual({
      North: { withOthers: 1, withinSupplier: 2 },
      South: { withOthers: 1, withinSupplier: 0 },
    });
    expect(report.scanned).toBe(5);
  });

  it('counts as scanned only the plots with area, told from the packed columns', async () => {
    const clip = await loadClipper();
    const d = 0.01;
    const line: GeoJSON.Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [d, d],
        ],
      ],
    };
    const multi: GeoJSON.MultiPolygon = {
      type: 'MultiPolygon',
      // A degenerate first polygon, a real second one far from the others.
      coordinates: [line.coordinates, ring(3, 3, d).coordinates],
    };
    const deadMulti: GeoJSON.MultiPolygon = { type: 'MultiPolygon', coordinates: [line.coordinates] };
    const plots = [
      plot('alone', 'North', ring(1, 1, d)),
      plot('line', 'North', line),
      plot('multi', 'North', multi),
      plot('dead', 'North', deadMulti),
      plot('pts', 'North', { type: 'MultiPoint', coordinates: [[0, 0]] }),
    ];
    const report = await scanOverlaps(view(plots), clip);
    expect(report.scanned).toBe(2);
    expect(report.totalPairs).toBe(0);
    expect((await scanOverlaps(view(plots), clip, undefined, 'North')).scanned).toBe(2);
    expect((await scanOverlaps(view(plots), clip, undefined, 'Nobody')).scanned).toBe(0);
  });

  it('scans one supplier: each pair with one of its plots once, whichever plot came first, and no other pair', async () => {
    const clip = await loadClipper();
    const d = 0.01;
    const plots = [
      plot('s1', 'South', ring(0, 0, d)), // before n1: the pair is found from n1 all the same
      plot('n1', 'North', ring(d / 2, 0, d)),
      plot('n2', 'North', ring(d, 0, d)), // overlaps n1 (within North)
      plot('s2', 'South', ring(3, 3, d)),
      plot('s3', 'South', ring(3 + d / 2, 3, d)), // South with South: not North's
    ];
    const all = await scanOverlaps(view(plots), clip);
    expect(all.totalPairs).toBe(3);
    const north = await scanOverlaps(view(plots), clip, undefined, 'North');
    expect(north.pairs.map((p) => [p.a.id, p.b.id, p.sameSupplier]).sort()).toEqual([
      ['n1', 'n2', true],
      ['n1', 's1', false],
    ]);
    expect(north.totalPairs).toBe(2);
    expect(north.scanned).toBe(2);
    expect(north.bySupplier.North).toEqual({ withOthers: 1, withinSupplier: 2 });
    expect(north.plotIds.sort()).toEqual(['n1', 'n2', 's1']);
    const none = await scanOverlaps(view(plots), clip, undefined, 'Nobody');
    expect(none).toMatchObject({ totalPairs: 0, scanned: 0 });
  });

  it('counts an overlap from MIN_OVERLAP_HA, not below', async () => {
    const clip = await loadClipper();
    const d = 0.01;
    // Sliver widths chosen so the overlap is just above and just below the threshold.
    const sliverHa = (w: number) => ha(ring(0, 0, w, d));
    const w = 0.000001;
    expect(sliverHa(w)).toBeGreaterThan(MIN_OVERLAP_HA);
    const above = await scanOverlaps(
      view([plot('a', 'X', ring(0, 0, d)), plot('b', 'Y', ring(d - w, 0, d))]),
      clip,
    );
    expect(above.totalPairs).toBe(1);
    const w2 = w / 2;
    expect(sliverHa(w2)).toBeLessThan(MIN_OVERLAP_HA);
    const below = await scanOverlaps(
      view([plot('a', 'X', ring(0, 0, d)), plot('b', 'Y', ring(d - w2, 0, d))]),
      clip,
    );
    expect(below.totalPairs).toBe(0);
  });

  it('measures an overlap on the sphere: the same square in degrees holds half the land at 60° north', async () => {
    const clip = await loadClipper();
    const d = 0.01;
    const at = (y: number) =>
      scanOverlaps(view([plot('a', 'X', ring(0, y, d)), plot('b', 'Y', ring(d / 2, y, d))]), clip);
    const equator = (await at(0)).pairs[0]!.overlapHa;
    const north = (await at(60)).pairs[0]!.overlapHa;
    expect(north).toBeCloseTo(ha(ring(d / 2, 60, d / 2, d)), 3);
    expect(north / equator).toBeCloseTo(0.5, 2);
  });

  it('reads holes: a plot inside the hole of another plot claims none of its land', async () => {
    const clip = await loadClipper();
    const d = 0.01;
    // The hole turns the same way as the shell, as many supplier files have it: rings are read even-odd.
    const withHole: GeoJSON.Polygon = {
      type: 'Polygon',
      coordinates: [ring(0, 0, d).coordinates[0]!, ring(d / 4, d / 4, d / 2).coordinates[0]!],
    };
    const inHole = ring(0.3 * d, 0.3 * d, 0.2 * d);
    const across = ring(0.3 * d, 0.3 * d, 0.6 * d); // over the hole and the land around it
    const report = await scanOverlaps(
      view([plot('holed', 'X', withHole), plot('inside', 'Y', inHole), plot('across', 'Z', across)]),
      clip,
    );
    const holedAcross = report.pairs.find((p) => p.a.id === 'holed' && p.b.id === 'across');
    expect(
      report.pairs.some((p) => [p.a.id, p.b.id].includes('inside') && [p.a.id, p.b.id].includes('holed')),
    ).toBe(false);
    // The square [0.3d, 0.9d]² minus the hole [0.25d, 0.75d]²: 0.36 d² − 0.2025 d² = 0.1575 d².
    expect(holedAcross!.overlapHa / ha(ring(0, 0, d))).toBeCloseTo(0.1575, 3);
  });

  it('hands the thread back during a long scan so tile requests are answered', async () => {
    const clip = await loadClipper();
    const d = 0.001;
    const plots = Array.from({ length: 4000 }, (_, k) =>
      plot(`p${k}`, k % 2 ? 'X' : 'Y', ring((k % 200) * d * 0.5, Math.floor(k / 200) * d * 0.5, d)),
    );
    let pauses = 0;
    const report = await scanOverlaps(view(plots), clip, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(report.totalPairs).toBeGreaterThan(4000);
    expect(pauses).toBeGreaterThan(0);
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
