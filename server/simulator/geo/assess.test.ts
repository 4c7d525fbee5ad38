import { describe, expect, it } from 'vitest';
import { areaHaOf, assessPlot, countryOfGeometry } from './assess.ts';
import { irregularPolygon } from './shapes.ts';
import { prng } from './random.ts';

const square = (lng: number, lat: number, size = 0.005): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

describe('countryOfGeometry', () => {
  it('names the country containing the centroid', () => {
    expect(countryOfGeometry(square(-5.5, 6.8))).toBe('CI');
    expect(countryOfGeometry(square(-55, -12))).toBe('BR');
    expect(countryOfGeometry({ type: 'Point', coordinates: [101.5, 0.5] })).toBe('ID');
    expect(countryOfGeometry(square(4.9, 52.37))).toBe('NL');
  });

  it('falls back to the nearest country at sea, never a placeholder code', () => {
    // Gulf of Guinea, ~20 km off Accra.
    expect(countryOfGeometry({ type: 'Point', coordinates: [-0.2, 5.35] })).toBe('GH');
    expect(countryOfGeometry({ type: 'Point', coordinates: [-30, 0] })).toMatch(/^[A-Z]{2}$/);
  });
});

describe('assessPlot', () => {
  const assessedAt = '2026-01-01T00:00:00.000Z';

  it('gives the same numbers for the same polygon, even with noise beyond 6 decimals', () => {
    const a = assessPlot(square(-5.5, 6.8), { assessedAt });
    const noisy = square(-5.5 + 1e-9, 6.8);
    expect(assessPlot(noisy, { assessedAt })).toEqual(a);
    expect(a.framework).toBe('EUDR');
  });

  it('keeps every figure within the plot and deforestation consistent, with a realistic spread', () => {
    const rand = prng(7);
    const counts = { none: 0, low: 0, medium: 0, high: 0 };
    let withDeforestation = 0;
    for (let i = 0; i < 2000; i++) {
      const g = irregularPolygon(rand, -7 + rand() * 3, 5 + rand() * 3, 10_000 + rand() * 400_000, 8);
      const area = areaHaOf(g);
      const r = assessPlot(g, { assessedAt });
      counts[r.riskLevel] += 1;
      expect(r.deforestation.hasDeforestation).toBe(r.deforestation.areaHa > 0);
      if (r.deforestation.hasDeforestation) withDeforestation += 1;
      for (const v of [
        r.deforestation.areaHa,
        r.remainingForestHa,
        r.protectedAreasHa,
        r.indigenousTerritoriesHa,
      ]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(area + 0.01);
      }
      if (r.riskLevel === 'high') expect(r.deforestation.hasDeforestation).toBe(true);
    }
    expect(counts.none + counts.low).toBeGreaterThan(1400);
    expect(counts.medium).toBeGreaterThan(100);
    expect(counts.high).toBeGreaterThan(20);
    expect(counts.high).toBeLessThan(200);
    expect(withDeforestation).toBeGreaterThan(40);
    expect(withDeforestation).toBeLessThan(300);
  });

  it('counts more clearing under a framework with an earlier cut-off', () => {
    const rand = prng(11);
    let eudr = 0;
    let npde = 0;
    for (let i = 0; i < 1000; i++) {
      const g = irregularPolygon(rand, 110 + rand(), -1 + rand(), 100_000, 10);
      if (assessPlot(g, { assessedAt }).deforestation.hasDeforestation) eudr += 1;
      if (assessPlot(g, { assessedAt, framework: 'NPDE' }).deforestation.hasDeforestation) npde += 1;
    }
    expect(npde).toBeGreaterThan(eudr);
  });
});
