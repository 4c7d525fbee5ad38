/**
 * Shared by the geometry conformance script and tests: the checker's topological verdict on a geometry,
 * and GEOS's (through /usr/bin/python3 + shapely, tests/geometry/geos_oracle.py) when available.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkFeature } from '@core/plot-rules/feature-rules.ts';
import { DEFAULT_CHECK_OPTIONS, type RuleCode } from '@core/plot-rules/types.ts';

/** The codes that mean "GEOS would call this invalid" (hole and collapses-at-6-decimals are TRACES rules). */
export const TOPOLOGY_CODES = new Set<RuleCode>([
  'self-intersection',
  'overlapping-parts',
  'too-few-vertices',
  'collinear',
  'unclosed-ring',
]);

export const ORACLE_FILE = resolve(import.meta.dirname, 'corpus-oracle.json');
const ORACLE_SCRIPT = resolve(import.meta.dirname, 'geos_oracle.py');
export const PYTHON = '/usr/bin/python3';

export interface Verdict {
  invalid: boolean;
  why: string;
}

export function checkerVerdict(geometry: GeoJSON.Geometry): Verdict {
  const feature = { type: 'Feature', properties: { ProductionPlace: 'p', ProducerCountry: 'CI' }, geometry };
  const topo = checkFeature(feature, 0, {
    fileName: 'f',
    options: DEFAULT_CHECK_OPTIONS,
    land: null,
  }).problems.filter((p) => TOPOLOGY_CODES.has(p.code));
  return { invalid: topo.length > 0, why: topo.map((p) => `${p.code}: ${p.message}`).join(' | ') };
}

export const checkerVerdicts = (geometries: GeoJSON.Geometry[]): Verdict[] => geometries.map(checkerVerdict);

export interface OracleRow {
  id: number;
  valid: boolean;
  reason?: string;
  structureArea?: number;
  lineworkArea?: number;
  filledArea?: number;
  fixed?: { valid: boolean; reason: string; holes: number; area: number }[];
}

export interface OracleItem {
  id: number;
  geometry: GeoJSON.Geometry;
  wantMakeValid?: boolean;
  fixed?: GeoJSON.Geometry[];
}

/** GEOS's answers, or null when python3 with shapely is not installed. */
export function geosOracle(items: OracleItem[]): OracleRow[] | null {
  if (!existsSync(PYTHON)) return null;
  const r = spawnSync(PYTHON, [ORACLE_SCRIPT], {
    input: JSON.stringify(items),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) return null;
  return JSON.parse(r.stdout) as OracleRow[];
}

/** The committed corpus verdicts, when they were written for this seed and size. */
export function loadCorpusOracle(seed: number, perFamily: number): OracleRow[] | null {
  if (!existsSync(ORACLE_FILE)) return null;
  const o = JSON.parse(readFileSync(ORACLE_FILE, 'utf8')) as {
    seed: number;
    perFamily: number;
    valid: string;
  };
  if (o.seed !== seed || o.perFamily !== perFamily) return null;
  return [...o.valid].map((c, id) => ({ id, valid: c === '1' }));
}
