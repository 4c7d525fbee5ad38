/**
 * Plot-level facts the simulator invents: which country a plot lies in, and its risk assessment.
 * Figures are deterministic from the geometry (positions rounded to 6 decimals), so the same polygon
 * always gets the same numbers, whichever supplier or upload brings it.
 */
import turfCentroid from '@turf/centroid';
import { geometryAreaHa } from '@core/geo/hectares.ts';
import {
  FRAMEWORK_CUTOFF,
  type Framework,
  type PlotRiskAssessment,
  type RiskLevel,
} from '@core/api/schemas.ts';
import { countryAt, nearestCountry } from './country-index.ts';
import { hashGeometry, prng, round } from './random.ts';

/** TRACES assumes 4 ha for a point without an Area (docs/plot-rules.md, point-area). */
const POINT_NOMINAL_HA = 4;

/** [lng, lat] of the geometry's centroid (vertex mean, which is what turf does; fine at plot scale). */
export function centroidOf(geometry: GeoJSON.Geometry): [number, number] {
  const [lng = 0, lat = 0] = turfCentroid(geometry).geometry.coordinates;
  return [lng, lat];
}

/** ISO alpha-2 of the country containing the centroid; at sea or on a coast, the nearest country. */
export function countryOfGeometry(geometry: GeoJSON.Geometry): string {
  const [lng, lat] = centroidOf(geometry);
  return (countryAt(lng, lat) ?? nearestCountry(lng, lat)).iso2;
}

/** Geodesic area in hectares; points count as their nominal 4 ha. */
export function areaHaOf(geometry: GeoJSON.Geometry): number {
  if (geometry.type === 'Point' || geometry.type === 'MultiPoint') return POINT_NOMINAL_HA;
  return geometryAreaHa(geometry);
}

export interface AssessOptions {
  framework?: Framework | string;
  assessedAt: string;
  /** Skips the area computation when the caller already knows it (seeding 100k plots). */
  areaHa?: number;
  /** Skips the centroid computation likewise. */
  latitude?: number;
}

/** First and last date a simulated clearing may have happened: the monitoring record starts in 2016. */
const EVENT_START = Date.UTC(2016, 0, 1);
const EVENT_END = Date.UTC(2025, 11, 31);

/**
 * Risk assessment of one plot. Distribution (by design, roughly what a real portfolio shows): about 55%
 * none, 30% low, 10% medium, and high only where clearing after the framework's cut-off was found (~3–6%).
 * The clearing event itself does not depend on the framework; a framework with an earlier cut-off counts
 * more of them, as the real frameworks would.
 */
export function assessPlot(geometry: GeoJSON.Geometry, options: AssessOptions): PlotRiskAssessment {
  const framework = options.framework ?? 'EUDR';
  const areaHa = options.areaHa ?? areaHaOf(geometry);
  const latitude = options.latitude ?? centroidOf(geometry)[1];
  const tropical = Math.abs(latitude) <= 23.5;
  const rand = prng(hashGeometry(geometry));

  const forestShare = tropical ? 0.15 + rand() * 0.75 : rand() * 0.5;
  const hadClearing = rand() < (tropical ? 0.12 : 0.05);
  const eventTime = EVENT_START + rand() * (EVENT_END - EVENT_START);
  const clearedShare = 0.02 + rand() ** 2 * 0.4;
  const protectedShare = rand() < 0.12 ? 0.05 + rand() * 0.95 : 0;
  const indigenousShare = rand() < 0.08 ? 0.05 + rand() * 0.95 : 0;
  const baseline = rand();

  const cutoff = FRAMEWORK_CUTOFF[framework as Framework] ?? FRAMEWORK_CUTOFF.EUDR;
  const afterCutoff = hadClearing && eventTime > Date.parse(`${cutoff}T23:59:59Z`);
  const deforestedHa = afterCutoff ? round(areaHa * clearedShare, 2) : 0;
  const hasDeforestation = deforestedHa > 0;

  let riskLevel: RiskLevel;
  if (hasDeforestation) riskLevel = clearedShare >= 0.08 ? 'high' : 'medium';
  else if (baseline < 0.58) riskLevel = 'none';
  else if (baseline < 0.9) riskLevel = 'low';
  else riskLevel = 'medium';

  // Forest left now: the forest share minus any clearing (before or after the cut-off).
  const remaining = Math.max(0, areaHa * forestShare - (hadClearing ? areaHa * clearedShare : 0));
  return {
    riskLevel,
    assessedAt: options.assessedAt,
    framework,
    deforestation: { areaHa: Math.min(deforestedHa, round(areaHa, 2)), hasDeforestation },
    remainingForestHa: Math.min(round(remaining, 2), round(areaHa, 2)),
    protectedAreasHa: Math.min(round(areaHa * protectedShare, 2), round(areaHa, 2)),
    indigenousTerritoriesHa: Math.min(round(areaHa * indigenousShare, 2), round(areaHa, 2)),
  };
}
