/**
 * Query rules of GET /v1/jurisdictions (contract §5), as pure functions so they are unit-tested without
 * HTTP: validation (each error names the offending parameter), filtering, and cursor pagination.
 */
import isoCountries from 'i18n-iso-countries';
import {
  FRAMEWORKS,
  JURISDICTION_MAX_COUNTRIES,
  JURISDICTION_MAX_RISK_LEVELS,
  JURISDICTIONS_PAGE_SIZE,
  RISK_LEVELS,
  type ErrorCode,
  type Framework,
  type Jurisdiction,
  type Page,
  type RiskLevel,
} from '@core/api/schemas.ts';

export interface JurisdictionQuery {
  framework: Framework;
  riskLevels: RiskLevel[] | null;
  countries: string[] | null;
  hasRemainingForest: boolean | null;
  hasProtectedAreas: boolean | null;
  hasIndigenousTerritories: boolean | null;
  /** Designed: 0 countries (the default without parentId), 1 regions; null every level. */
  administrationLevel: 0 | 1 | null;
  /** Designed: only the jurisdictions directly under this one. */
  parentId: string | null;
  /** Designed: each result carries its boundary, as the detail does. */
  withGeometry: boolean;
  offset: number;
}

export interface QueryProblem {
  errorCode: Extract<ErrorCode, 'invalid_request' | 'limit_exceeded'>;
  errorMessage: string;
}

const BOOLEAN_PARAMS = ['hasRemainingForest', 'hasProtectedAreas', 'hasIndigenousTerritories'] as const;

/** A comma list; repeated parameters (`?country=BR&country=ID`) are accepted as one list. */
function listParam(params: URLSearchParams, name: string): string[] | null {
  const values = params.getAll(name);
  if (values.length === 0) return null;
  return values.flatMap((v) => v.split(',')).map((v) => v.trim());
}

/** Opaque cursor: base64url of the next offset, so clients cannot (and need not) build one. */
export const encodeCursor = (offset: number): string => Buffer.from(`o:${offset}`).toString('base64url');

function decodeCursor(cursor: string): number | null {
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match?.[1] ? Number(match[1]) : null;
}

export function parseFramework(value: string | null | undefined): Framework | QueryProblem {
  if (!value) {
    return {
      errorCode: 'invalid_request',
      errorMessage: `framework is required: one of ${FRAMEWORKS.join(', ')}.`,
    };
  }
  if (!(FRAMEWORKS as readonly string[]).includes(value)) {
    return {
      errorCode: 'invalid_request',
      errorMessage: `framework "${value}" is not one of ${FRAMEWORKS.join(', ')}.`,
    };
  }
  return value as Framework;
}

export const isProblem = (v: unknown): v is QueryProblem =>
  typeof v === 'object' && v !== null && 'errorCode' in v && 'errorMessage' in v;

export function parseJurisdictionQuery(params: URLSearchParams): JurisdictionQuery | QueryProblem {
  const framework = parseFramework(params.get('framework'));
  if (isProblem(framework)) return framework;

  const riskLevels = listParam(params, 'riskLevel');
  if (riskLevels) {
    const bad = riskLevels.find((l) => !(RISK_LEVELS as readonly string[]).includes(l));
    if (bad !== undefined) {
      return {
        errorCode: 'invalid_request',
        errorMessage: `riskLevel "${bad}" is not one of ${RISK_LEVELS.join(', ')}.`,
      };
    }
    if (new Set(riskLevels).size > JURISDICTION_MAX_RISK_LEVELS) {
      return {
        errorCode: 'limit_exceeded',
        errorMessage: `riskLevel accepts at most ${JURISDICTION_MAX_RISK_LEVELS} values.`,
      };
    }
  }

  const countries = listParam(params, 'country');
  if (countries) {
    const bad = countries.find((c) => !/^[A-Za-z]{2}$/.test(c) || !isoCountries.isValid(c.toUpperCase()));
    if (bad !== undefined) {
      return {
        errorCode: 'invalid_request',
        errorMessage: `country "${bad}" is not an ISO 3166-1 alpha-2 code.`,
      };
    }
    if (new Set(countries.map((c) => c.toUpperCase())).size > JURISDICTION_MAX_COUNTRIES) {
      return {
        errorCode: 'limit_exceeded',
        errorMessage: `country accepts at most ${JURISDICTION_MAX_COUNTRIES} codes.`,
      };
    }
  }

  const flags: Partial<Record<(typeof BOOLEAN_PARAMS)[number], boolean | null>> = {};
  for (const name of BOOLEAN_PARAMS) {
    const value = params.get(name);
    if (value === null) flags[name] = null;
    else if (value === 'true' || value === 'false') flags[name] = value === 'true';
    else
      return { errorCode: 'invalid_request', errorMessage: `${name} must be true or false, not "${value}".` };
  }

  const parentId = params.get('parentId');
  if (parentId !== null && !/^[A-Za-z0-9._-]{1,100}$/.test(parentId)) {
    return { errorCode: 'invalid_request', errorMessage: 'parentId is not a jurisdiction id.' };
  }
  const level = params.get('administrationLevel');
  if (level !== null && level !== '0' && level !== '1') {
    return {
      errorCode: 'invalid_request',
      errorMessage: `administrationLevel must be 0 (countries) or 1 (regions), not "${level}".`,
    };
  }

  const geometry = params.get('geometry');
  if (geometry !== null && geometry !== 'true' && geometry !== 'false') {
    return {
      errorCode: 'invalid_request',
      errorMessage: `geometry must be true or false, not "${geometry}".`,
    };
  }

  let offset = 0;
  const cursor = params.get('cursor');
  if (cursor !== null) {
    const decoded = decodeCursor(cursor);
    if (decoded === null) return { errorCode: 'invalid_request', errorMessage: 'cursor is not valid.' };
    offset = decoded;
  }

  return {
    framework,
    riskLevels: riskLevels as RiskLevel[] | null,
    countries: countries ? countries.map((c) => c.toUpperCase()) : null,
    hasRemainingForest: flags.hasRemainingForest ?? null,
    hasProtectedAreas: flags.hasProtectedAreas ?? null,
    hasIndigenousTerritories: flags.hasIndigenousTerritories ?? null,
    administrationLevel: level === null ? (parentId === null ? 0 : null) : (Number(level) as 0 | 1),
    parentId,
    withGeometry: geometry === 'true',
    offset,
  };
}

const flagMatches = (wanted: boolean | null, value: number | undefined) =>
  wanted === null || wanted === (value ?? 0) > 0;

/**
 * The filters a jurisdiction's place decides (level, parent, country), before its assessment is worked
 * out: the list route keeps only these of its ~4,700 profiles, so a country's regions are not all assessed
 * for each page (4,482 regions: 15 ms a page, most of a search's 45 pages).
 */
export function placeMatches(
  j: { country: string; parentId?: string | null },
  level: number,
  q: JurisdictionQuery,
): boolean {
  return (
    (q.countries === null || q.countries.includes(j.country)) &&
    (q.administrationLevel === null || level === q.administrationLevel) &&
    (q.parentId === null || j.parentId === q.parentId)
  );
}

export function matchesQuery(j: Jurisdiction, q: JurisdictionQuery): boolean {
  const a = j.assessment;
  return (
    placeMatches(j, j.administrationLevel ?? 0, q) &&
    (q.riskLevels === null || q.riskLevels.includes(a.riskLevel)) &&
    flagMatches(q.hasRemainingForest, a.remainingForestHa) &&
    flagMatches(q.hasProtectedAreas, a.protectedAreasHa) &&
    flagMatches(q.hasIndigenousTerritories, a.indigenousTerritoriesHa)
  );
}

/** One page of the filtered list; `nextUrl` is the request URL with the next cursor (full URL, contract §1). */
export function paginate<T>(
  items: T[],
  offset: number,
  requestUrl: string,
  pageSize = JURISDICTIONS_PAGE_SIZE,
): Page<T> {
  const results = items.slice(offset, offset + pageSize);
  let nextUrl: string | null = null;
  if (offset + pageSize < items.length) {
    const url = new URL(requestUrl);
    url.searchParams.set('cursor', encodeCursor(offset + pageSize));
    nextUrl = url.toString();
  }
  return { count: results.length, nextUrl, results };
}
