/**
 * Jurisdictions of the simulator (contract §5): the countries of Natural Earth (GADM level 0), with their
 * real boundaries and ISO codes; their first-level regions are in regions.ts.
 *
 * The assessment figures are designed, deterministic per country and framework: forest cover by latitude
 * band, annual forest loss from a short list of known deforestation fronts (tropical forest countries are
 * riskier), loss counted since the framework's cut-off date.
 */
import isoCountries from 'i18n-iso-countries';
import { FRAMEWORK_CUTOFF, type Framework, type Jurisdiction, type RiskLevel } from '@core/api/schemas.ts';
import { geometryAreaHa } from '@core/geo/hectares.ts';
import { countryEntries } from './country-index.ts';
import { hashString, round, unit } from './random.ts';

/** Annual loss as a share of the forest, for known deforestation fronts (rounded public estimates). */
const LOSS_RATE: Record<string, number> = {
  BR: 0.006,
  BO: 0.012,
  PY: 0.015,
  AR: 0.008,
  CO: 0.006,
  PE: 0.004,
  EC: 0.005,
  VE: 0.003,
  MX: 0.003,
  GT: 0.015,
  HN: 0.015,
  NI: 0.02,
  ID: 0.007,
  MY: 0.008,
  PG: 0.004,
  LA: 0.012,
  KH: 0.02,
  MM: 0.01,
  VN: 0.003,
  TH: 0.002,
  CD: 0.006,
  CG: 0.003,
  CM: 0.005,
  CF: 0.003,
  GA: 0.001,
  CI: 0.02,
  GH: 0.015,
  NG: 0.012,
  LR: 0.01,
  SL: 0.01,
  GN: 0.01,
  MG: 0.012,
  MZ: 0.008,
  TZ: 0.008,
  AO: 0.008,
  ZM: 0.007,
  UG: 0.015,
  ET: 0.005,
};

/** Countries with practically no forest (desert, ice): remaining forest 0. */
const NO_FOREST = new Set([
  'AQ',
  'GL',
  'EG',
  'LY',
  'QA',
  'KW',
  'BH',
  'AE',
  'SA',
  'OM',
  'EH',
  'TF',
  'DJ',
  'MR',
]);

/** Countries with mapped indigenous or community territories in the simulated data. */
const INDIGENOUS = new Set(
  (
    'BR CO PE BO EC VE GY SR MX GT PA NI HN CA US AU NZ PH ID MY PG CD CG CM GA CF KE TZ NO SE FI RU IN LA ' +
    'MM TH VN AR CL PY'
  ).split(' '),
);

/** Main forest-risk commodities per producing country (drives `assessment.commodities`). */
const COMMODITIES: Record<string, string[]> = {
  BR: ['soy', 'cattle', 'coffee', 'cocoa'],
  ID: ['oil palm', 'rubber', 'coffee', 'cocoa'],
  MY: ['oil palm', 'rubber', 'wood'],
  CI: ['cocoa', 'rubber'],
  GH: ['cocoa'],
  CO: ['coffee', 'cattle', 'oil palm'],
  PY: ['soy', 'cattle'],
  AR: ['soy', 'cattle'],
  BO: ['soy', 'cattle'],
  PE: ['coffee', 'cocoa'],
  CM: ['cocoa', 'wood'],
  NG: ['cocoa', 'oil palm'],
  EC: ['cocoa'],
  VN: ['coffee', 'rubber'],
  PG: ['oil palm'],
  TH: ['rubber', 'oil palm'],
  ET: ['coffee'],
  UG: ['coffee'],
  HN: ['coffee'],
  GT: ['coffee'],
};

/** How strictly each framework judges the same loss (designed; NPDE counts from the earliest cut-off). */
const STRICTNESS: Record<Framework, number> = { EUDR: 1, RSPO: 1.05, NPDE: 1.25, CFI: 1.1, Fairtrade: 0.9 };

export interface CountryProfile {
  id: string;
  name: string;
  country: string;
  gadmId: string;
  areaHa: number;
  boundingBox: Jurisdiction['boundingBox'];
  geometry: GeoJSON.MultiPolygon;
  forestHa: number;
  lossRate: number;
  protectedHa: number;
  indigenousHa: number;
  commodities: string[];
}

let profiles: CountryProfile[] | null = null;

function forestShare(iso2: string, latitude: number): number {
  if (NO_FOREST.has(iso2)) return 0;
  const u = unit(hashString(`forest:${iso2}`));
  const absLat = Math.abs(latitude);
  if (absLat <= 23.5) return 0.3 + u * 0.45;
  if (absLat <= 55) return 0.08 + u * 0.32;
  return 0.05 + u * 0.3;
}

function lossRate(iso2: string, latitude: number): number {
  const known = LOSS_RATE[iso2];
  if (known !== undefined) return known;
  const u = unit(hashString(`loss:${iso2}`));
  if (Math.abs(latitude) <= 23.5) return 0.0008 + u * 0.0025;
  // Much of the temperate world gains forest overall: a third of those countries report no loss.
  return u < 0.33 ? 0 : u * 0.0006;
}

/** Per-country facts that do not depend on the framework, computed once. */
export function countryProfiles(): CountryProfile[] {
  if (profiles) return profiles;
  profiles = countryEntries().flatMap((entry) => {
    const alpha3 = isoCountries.alpha2ToAlpha3(entry.iso2);
    if (!alpha3) return [];
    const [minLng, minLat, maxLng, maxLat] = entry.bbox;
    const areaHa = round(geometryAreaHa(entry.geometry), 0);
    const midLat = (minLat + maxLat) / 2;
    const forestHa = round(areaHa * forestShare(entry.iso2, midLat), 0);
    const protectedShare = unit(hashString(`protected:${entry.iso2}`));
    const indigenousShare = unit(hashString(`indigenous:${entry.iso2}`));
    return [
      {
        id: `jur-${alpha3}`,
        name: entry.name,
        country: entry.iso2,
        gadmId: alpha3,
        areaHa,
        boundingBox: { minLng, minLat, maxLng, maxLat },
        geometry: entry.geometry,
        forestHa,
        lossRate: forestHa > 0 ? lossRate(entry.iso2, midLat) : 0,
        // A few small states have no designated protected areas in the simulated data.
        protectedHa: protectedShare < 0.06 ? 0 : round(areaHa * (0.03 + protectedShare * 0.27), 0),
        indigenousHa: INDIGENOUS.has(entry.iso2) ? round(areaHa * (0.02 + indigenousShare * 0.23), 0) : 0,
        commodities: COMMODITIES[entry.iso2] ?? [],
      },
    ];
  });
  return profiles;
}

const YEAR_MS = 365.25 * 86_400_000;
const LEVELS: readonly RiskLevel[] = ['none', 'low', 'medium', 'high'];

function levelFor(score: number): RiskLevel {
  if (score >= 0.008) return 'high';
  if (score >= 0.003) return 'medium';
  if (score >= 0.0008) return 'low';
  return 'none';
}

/** First day of the month of `now`: assessments are refreshed monthly. */
export const assessmentDateOf = (now: number): string => new Date(now).toISOString().slice(0, 8) + '01';

export function assessCountry(
  profile: CountryProfile,
  framework: Framework,
  now: number,
): Jurisdiction['assessment'] {
  const assessmentDate = assessmentDateOf(now);
  const cutoffDate = FRAMEWORK_CUTOFF[framework];
  const years = Math.max(0, (Date.parse(assessmentDate) - Date.parse(cutoffDate)) / YEAR_MS);
  const deforestedHa = round(Math.min(profile.forestHa, profile.forestHa * profile.lossRate * years), 0);
  // A country's draws are keyed by its ISO code (as they always were), a region's by its own id.
  const key = 'parentId' in profile ? profile.id : profile.country;
  const jitter = 0.85 + unit(hashString(`${framework}:${key}`)) * 0.3;
  const riskLevel = levelFor(profile.lossRate * STRICTNESS[framework] * jitter);
  const commodities: Record<string, { riskLevel: RiskLevel }> = {};
  profile.commodities.forEach((commodity, i) => {
    // The leading commodity carries the country's level; minor ones may sit one level lower.
    const lower = i > 0 && unit(hashString(`${framework}:${key}:${commodity}`)) < 0.5;
    const index = Math.max(0, LEVELS.indexOf(riskLevel) - (lower ? 1 : 0));
    commodities[commodity] = { riskLevel: LEVELS[index] ?? riskLevel };
  });
  return {
    assessmentDate,
    framework,
    riskLevel,
    deforestation: { areaHa: deforestedHa, hasDeforestation: deforestedHa > 0 },
    commodities,
    remainingForestHa: Math.max(0, profile.forestHa - deforestedHa),
    protectedAreasHa: profile.protectedHa,
    indigenousTerritoriesHa: profile.indigenousHa,
    cutoffDate,
  };
}

/** A first-level region's facts: a country's, with the country it lies in (regions.ts). */
export interface RegionProfile extends CountryProfile {
  parentId: string;
}

const UNIT_NAME = { 0: 'Country', 1: 'Region' } as const;

/**
 * The wire object of a jurisdiction at its level: a country (level 0, no parent) or a region (level 1,
 * under its country). Geometry only when asked for (detail route).
 */
export function toJurisdiction(
  profile: CountryProfile,
  level: 0,
  framework: Framework,
  now: number,
  withGeometry: boolean,
): Jurisdiction;
export function toJurisdiction(
  profile: RegionProfile,
  level: 1,
  framework: Framework,
  now: number,
  withGeometry: boolean,
): Jurisdiction;
export function toJurisdiction(
  profile: CountryProfile | RegionProfile,
  level: 0 | 1,
  framework: Framework,
  now: number,
  withGeometry: boolean,
): Jurisdiction {
  const jurisdiction: Jurisdiction = {
    id: profile.id,
    name: profile.name,
    administrationLevel: level,
    administrationUnitName: UNIT_NAME[level],
    parentId: level === 1 && 'parentId' in profile ? profile.parentId : null,
    gadmId: profile.gadmId,
    areaHa: profile.areaHa,
    country: profile.country,
    boundingBox: profile.boundingBox,
    assessment: assessCountry(profile, framework, now),
  };
  if (withGeometry) jurisdiction.geometry = profile.geometry;
  return jurisdiction;
}

export function jurisdictionById(id: string): CountryProfile | undefined {
  return countryProfiles().find((p) => p.id === id);
}
