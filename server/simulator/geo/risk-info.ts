/**
 * POST /get-risk-info (contract §6): validation of the drawn polygon and the simulated answer.
 * The map-independent limits come from core/geo/risk-info-limits.ts (shared with the SPA); the region rule
 * is added here because it needs the country shapes.
 */
import type { RiskInfo } from '@core/api/schemas.ts';
import { checkRiskInfoLimits } from '@core/geo/risk-info-limits.ts';
import { geometryAreaHa } from '@core/geo/hectares.ts';
import { isInsideMonitoredRegions, OUTSIDE_MONITORING_MESSAGE } from './monitored-regions.ts';
import { hashGeometry, hashNumbers, prng, round, unit } from './random.ts';

export interface RiskInfoProblem {
  errorCode: 'invalid_geometry' | 'outside_monitoring_region';
  errorMessage: string;
}

export function validateRiskInfoGeometry(geometry: unknown): RiskInfoProblem | null {
  const limits = checkRiskInfoLimits(geometry);
  if (limits) return limits;
  if (!isInsideMonitoredRegions(geometry as GeoJSON.Polygon)) {
    return { errorCode: 'outside_monitoring_region', errorMessage: OUTSIDE_MONITORING_MESSAGE };
  }
  return null;
}

export const MONITORING_START_YEAR = 2016;

/**
 * Simulated risk info, deterministic from the polygon: clearing events fall in random months (more often in
 * the tropics), each taking 0.1–3% of the forest, and stop once half the initial forest is gone. Months run
 * from January 2016 to the month before `now` (the current month is not analysed yet). A month's figure does
 * not depend on `now`, so asking again next month only adds a month.
 */
export function computeRiskInfo(polygon: GeoJSON.Polygon, now: number): RiskInfo {
  const areaHa = geometryAreaHa(polygon);
  const h = hashGeometry(polygon);
  const rand = prng(h);
  const outer = polygon.coordinates[0] ?? [];
  const latitude = outer.reduce((n, p) => n + (p[1] ?? 0), 0) / Math.max(outer.length, 1);
  const tropical = Math.abs(latitude) <= 23.5;

  const initialForestHa = areaHa * (tropical ? 0.2 + rand() * 0.75 : 0.05 + rand() * 0.55);
  const eventChance = tropical ? 0.07 : 0.03;
  const protectedShare = rand() < 0.15 ? 0.05 + rand() * 0.95 : 0;
  const indigenousShare = rand() < 0.1 ? 0.05 + rand() * 0.95 : 0;

  const today = new Date(now);
  const lastYear = today.getUTCMonth() === 0 ? today.getUTCFullYear() - 1 : today.getUTCFullYear();
  const lastMonth = today.getUTCMonth() === 0 ? 12 : today.getUTCMonth();
  const cap = initialForestHa * 0.5;
  let cleared = 0;
  const yearToMonthToDeforestationHa: Record<string, Record<string, number>> = {};
  for (let year = MONITORING_START_YEAR; year <= lastYear; year++) {
    const months: Record<string, number> = {};
    const until = year === lastYear ? lastMonth : 12;
    for (let month = 1; month <= until; month++) {
      const hm = hashNumbers(h, year, month);
      let ha = 0;
      if (unit(hm) < eventChance) {
        ha = Math.min(initialForestHa * (0.001 + unit(hm ^ 0x5bd1e995) * 0.029), cap - cleared);
        ha = Math.max(0, round(ha, 2));
      }
      cleared += ha;
      months[String(month)] = ha;
    }
    yearToMonthToDeforestationHa[String(year)] = months;
  }
  return {
    totalSizeHa: round(areaHa, 2),
    yearToMonthToDeforestationHa,
    remainingForestHa: round(Math.max(0, initialForestHa - cleared), 2),
    protectedAreasHa: round(areaHa * protectedShare, 2),
    indigenousTerritoriesHa: round(areaHa * indigenousShare, 2),
  };
}
