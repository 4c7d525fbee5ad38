/**
 * The jurisdiction filters as they live in the URL, and the API's limits on them (contract §5): framework
 * required (EUDR by default), at most 3 risk levels, at most 5 countries, three optional yes/no flags.
 * Lists are comma strings in the URL (`risk=high,medium`) so a link stays readable. A hand-edited URL
 * that breaks a limit is trimmed to it here, so the page never sends a request the API would refuse.
 */
import { z } from 'zod';
import {
  FRAMEWORKS,
  JURISDICTION_MAX_COUNTRIES,
  JURISDICTION_MAX_RISK_LEVELS,
  RISK_LEVELS,
  type Framework,
  type RiskLevel,
} from '@core/api/schemas.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import type { QueryValue } from '@/lib/api/client.ts';

/** The yes/no filters, each with its label's catalogue key (core/i18n/catalogues). */
export const FLAG_FILTERS = [
  { key: 'hasRemainingForest', label: 'land.remaining-forest' },
  { key: 'hasProtectedAreas', label: 'land.protected-areas' },
  { key: 'hasIndigenousTerritories', label: 'land.indigenous-territories' },
] as const satisfies readonly { key: string; label: MessageKey }[];
export type FlagKey = (typeof FLAG_FILTERS)[number]['key'];

/** Longest search text kept from the URL or typed. */
export const SEARCH_MAX_LENGTH = 100;

const optionalFlag = z.boolean().optional().catch(undefined);

export const jurisdictionSearchSchema = z.object({
  framework: z.enum(FRAMEWORKS).default('EUDR').catch('EUDR'),
  risk: z.string().optional().catch(undefined),
  country: z.string().optional().catch(undefined),
  hasRemainingForest: optionalFlag,
  hasProtectedAreas: optionalFlag,
  hasIndigenousTerritories: optionalFlag,
  /** The jurisdiction whose detail is open (a country opens its regions in the table and on the map). */
  selected: z.string().optional().catch(undefined),
  /** Text searched in the names of the table's countries and regions; a hand-made long one is cut. */
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => v?.slice(0, SEARCH_MAX_LENGTH) || undefined),
  /** What the map colours: the service's assessed risk (default) or the EU's official country benchmark. */
  layer: z.enum(['risk', 'benchmark']).optional().catch(undefined),
});
export type JurisdictionSearch = z.infer<typeof jurisdictionSearchSchema>;

export interface JurisdictionFilters {
  framework: Framework;
  riskLevels: RiskLevel[];
  countries: string[];
  flags: Record<FlagKey, boolean | undefined>;
}

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Known levels, no repeats, in the API's order, at most 3. */
export function parseRiskLevels(value: string | undefined): RiskLevel[] {
  const wanted = new Set(splitList(value));
  return RISK_LEVELS.filter((l) => wanted.has(l)).slice(0, JURISDICTION_MAX_RISK_LEVELS);
}

/** Two-letter codes, upper case, no repeats, in the given order, at most 5. */
export function parseCountries(value: string | undefined): string[] {
  const codes = splitList(value)
    .map((c) => c.toUpperCase())
    .filter((c) => /^[A-Z]{2}$/.test(c));
  return [...new Set(codes)].slice(0, JURISDICTION_MAX_COUNTRIES);
}

export function filtersOf(search: JurisdictionSearch): JurisdictionFilters {
  return {
    framework: search.framework,
    riskLevels: parseRiskLevels(search.risk),
    countries: parseCountries(search.country),
    flags: {
      hasRemainingForest: search.hasRemainingForest,
      hasProtectedAreas: search.hasProtectedAreas,
      hasIndigenousTerritories: search.hasIndigenousTerritories,
    },
  };
}

/** A list back into its URL form; an empty list leaves the parameter out. */
export const listParam = (values: readonly string[]): string | undefined =>
  values.length ? values.join(',') : undefined;

export const canAddRiskLevel = (levels: readonly RiskLevel[]) => levels.length < JURISDICTION_MAX_RISK_LEVELS;
export const canAddCountry = (countries: readonly string[]) => countries.length < JURISDICTION_MAX_COUNTRIES;

/** Adds or removes a level; adding beyond the limit leaves the list as it was. */
export function toggleRiskLevel(levels: readonly RiskLevel[], level: RiskLevel): RiskLevel[] {
  if (levels.includes(level)) return levels.filter((l) => l !== level);
  if (!canAddRiskLevel(levels)) return [...levels];
  return RISK_LEVELS.filter((l) => l === level || levels.includes(l));
}

export function addCountry(countries: readonly string[], code: string): string[] {
  const upper = code.toUpperCase();
  if (countries.includes(upper) || !canAddCountry(countries)) return [...countries];
  return [...countries, upper];
}

/** The GET /v1/jurisdictions query for these filters (without the cursor). */
export function apiQueryOf(filters: JurisdictionFilters): Record<string, QueryValue> {
  return {
    framework: filters.framework,
    riskLevel: filters.riskLevels,
    country: filters.countries,
    ...filters.flags,
  };
}
