import { describe, expect, it } from 'vitest';
import { riskInfoSchema } from '@core/api/schemas.ts';
import { MONITORED_REGIONS } from './monitored-regions.ts';
import { computeRiskInfo, validateRiskInfoGeometry } from './risk-info.ts';

const square = (lng: number, lat: number, size = 0.01): GeoJSON.Polygon => ({
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

describe('validateRiskInfoGeometry', () => {
  it('accepts land in the tropics and in the southern extension', () => {
    expect(validateRiskInfoGeometry(square(-5.5, 6.8))).toBeNull(); // Côte d'Ivoire
    expect(validateRiskInfoGeometry(square(-57, -32))).toBeNull(); // Uruguay
  });

  it('refuses the sea and land outside the monitored regions', () => {
    expect(validateRiskInfoGeometry(square(-30, 0))?.errorCode).toBe('outside_monitoring_region');
    expect(validateRiskInfoGeometry(square(5, 52))?.errorCode).toBe('outside_monitoring_region'); // Netherlands
  });

  it('reports the shared limits first', () => {
    expect(validateRiskInfoGeometry(square(5, 52, 0.0001))?.errorCode).toBe('invalid_geometry');
  });

  it('exports the regions as GeoJSON', () => {
    expect(MONITORED_REGIONS.features.map((f) => f.properties.id)).toEqual([
      'tropical-belt',
      'southern-cone',
    ]);
  });
});

describe('computeRiskInfo', () => {
  const now = Date.UTC(2026, 4, 15); // mid-May 2026

  it('lists every month from January 2016 to last month, and no later', () => {
    const info = computeRiskInfo(square(-5.5, 6.8), now);
    expect(riskInfoSchema.safeParse(info).success).toBe(true);
    const years = Object.keys(info.yearToMonthToDeforestationHa);
    expect(years[0]).toBe('2016');
    expect(years.at(-1)).toBe('2026');
    expect(Object.keys(info.yearToMonthToDeforestationHa['2016']!)).toHaveLength(12);
    expect(Object.keys(info.yearToMonthToDeforestationHa['2026']!)).toEqual(['1', '2', '3', '4']);
  });

  it('in January, ends with December of the year before', () => {
    const info = computeRiskInfo(square(-5.5, 6.8), Date.UTC(2026, 0, 10));
    expect(Object.keys(info.yearToMonthToDeforestationHa).at(-1)).toBe('2025');
  });

  it('is deterministic, stable as months pass, and plausible against the area', () => {
    let plotsWithLoss = 0;
    for (let i = 0; i < 200; i++) {
      const g = square(-7 + i * 0.013, 5 + (i % 17) * 0.1, 0.02);
      const a = computeRiskInfo(g, now);
      expect(computeRiskInfo(g, now)).toEqual(a);
      const later = computeRiskInfo(g, now + 62 * 86_400_000);
      expect(later.yearToMonthToDeforestationHa['2025']).toEqual(a.yearToMonthToDeforestationHa['2025']);
      const lost = Object.values(a.yearToMonthToDeforestationHa)
        .flatMap((m) => Object.values(m))
        .reduce((s, v) => s + v, 0);
      if (lost > 0) plotsWithLoss += 1;
      expect(lost + a.remainingForestHa).toBeLessThanOrEqual(a.totalSizeHa + 0.05);
      expect(a.protectedAreasHa).toBeLessThanOrEqual(a.totalSizeHa);
      expect(a.indigenousTerritoriesHa).toBeLessThanOrEqual(a.totalSizeHa);
    }
    expect(plotsWithLoss).toBeGreaterThan(100);
  });
});
