/**
 * The seam between the uploader and the format readers / automatic mapping of core/. Until those land this
 * reads GeoJSON only and proposes a mapping from a short list of spellings; the rest of the uploader sees
 * only these three functions.
 */
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import turfArea from '@turf/area';
import { loadLandIndex, streamFeatures, TopLevelInfo, GeoJsonScanError } from '@core/plot-rules/index.ts';
import type { LandIndex } from '@core/plot-rules/countries.ts';
import {
  EMPTY_MAPPING,
  type FieldMapping,
  type MappingRole,
  type PointColumns,
} from '../lib/field-mapping.ts';

export interface ReadInput {
  name: string;
  size: number;
  stream(): ReadableStream<Uint8Array>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface SupplierFileRead {
  format: string;
  features: GeoJSON.Feature[];
  fatal: { code: string; message: string } | null;
  notes: string[];
  pointColumns: PointColumns | null;
}

async function* chunksOf(file: ReadInput): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

export async function readSupplierFile(file: ReadInput): Promise<SupplierFileRead> {
  const base = { format: 'geojson', features: [], notes: [], pointColumns: null };
  if (!/\.(geo)?json$/i.test(file.name)) {
    return {
      ...base,
      format: 'unknown',
      fatal: {
        code: 'unsupported-format',
        message: 'This kind of file cannot be read yet. Export the plots as GeoJSON (WGS84) and drop that.',
      },
    };
  }
  const info = new TopLevelInfo();
  const features: GeoJSON.Feature[] = [];
  try {
    for await (const sf of streamFeatures(chunksOf(file), info)) features.push(sf.value as GeoJSON.Feature);
  } catch (e) {
    if (e instanceof GeoJsonScanError)
      return { ...base, fatal: { code: 'file-not-json', message: e.message } };
    throw e;
  }
  if (!info.hasFeaturesArray && info.members.get('type') === 'Feature')
    features.push(Object.fromEntries(info.members) as unknown as GeoJSON.Feature);
  return { ...base, features, fatal: null };
}

const SPELLINGS: Record<MappingRole, string[]> = {
  name: [
    'productionplace',
    'name',
    'plotname',
    'plot_name',
    'plotid',
    'plot_id',
    'nombre',
    'nom',
    'nama',
    'lote',
    'farm_name',
    'farmname',
    'id',
    'fid',
  ],
  producer: [
    'producername',
    'producer',
    'producer_name',
    'farmer',
    'farmer_name',
    'owner',
    'productor',
    'produtor',
  ],
  country: ['producercountry', 'country', 'country_code', 'iso2', 'iso3', 'pais', 'país', 'pays', 'negara'],
  area: ['area', 'area_ha', 'hectares', 'ha', 'superficie', 'luas'],
};

export interface MappingContext {
  land: LandIndex | null;
}

export async function loadMappingContext(): Promise<MappingContext> {
  return { land: await loadLandIndex() };
}

/** The proposed mapping, and whether the file already says it all (no mapping step). */
export function proposeFor(
  features: readonly GeoJSON.Feature[],
  _ctx: MappingContext,
): { mapping: FieldMapping; complete: boolean } {
  const keys = new Set<string>();
  for (const f of features) for (const k of Object.keys(f.properties ?? {})) keys.add(k);
  const pick = (role: MappingRole): string | null => {
    for (const s of SPELLINGS[role]) {
      const hit = [...keys].find((k) => k.toLowerCase() === s);
      if (hit) return hit;
    }
    return null;
  };
  return {
    mapping: {
      ...EMPTY_MAPPING,
      nameField: pick('name'),
      producerField: pick('producer'),
      countryField: pick('country'),
      areaField: pick('area'),
    },
    complete: keys.has('ProductionPlace') && keys.has('ProducerCountry') && keys.has('Area'),
  };
}

const ALPHA2 = new Map<string, string>();
for (const row of codes as string[][]) {
  const [a2, a3] = row;
  if (a2) ALPHA2.set(a2, a2);
  if (a2 && a3) ALPHA2.set(a3, a2);
}

/** ISO alpha-2 for a country code or name, else null. */
export function countryOf(value: unknown, _ctx: MappingContext | null): string | null {
  if (typeof value !== 'string') return null;
  return ALPHA2.get(value.trim().toUpperCase()) ?? null;
}

/** "12,5" and "12.5" as numbers; anything else null. */
export function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const HA_PER = { ha: 1, m2: 1e-4, acre: 0.40468564224 } as const;

function centre(g: GeoJSON.Geometry): [number, number] | null {
  if (g.type === 'Point') return [g.coordinates[0]!, g.coordinates[1]!];
  const ring =
    g.type === 'Polygon' ? g.coordinates[0] : g.type === 'MultiPolygon' ? g.coordinates[0]?.[0] : null;
  if (!ring?.length) return null;
  let x = 0;
  let y = 0;
  for (const p of ring) {
    x += p[0]!;
    y += p[1]!;
  }
  return [x / ring.length, y / ring.length];
}

/** The TRACES-ready feature: the four TRACES fields filled from the mapping, the original properties kept. */
export function applyFor(f: GeoJSON.Feature, mapping: FieldMapping, ctx: MappingContext): GeoJSON.Feature {
  const original = (f.properties ?? {}) as Record<string, unknown>;
  const props: Record<string, unknown> = { ...original };
  const text = (k: string | null) => {
    const v = k === null ? undefined : original[k];
    return typeof v === 'string' ? v.trim() || null : typeof v === 'number' ? String(v) : null;
  };
  const name = text(mapping.nameField);
  if (name) props['ProductionPlace'] = name;
  const producer = text(mapping.producerField);
  if (producer) props['ProducerName'] = producer;
  let country = mapping.countryField ? countryOf(original[mapping.countryField], ctx) : null;
  if (!country && mapping.fixedCountry) country = mapping.fixedCountry;
  if (!country && mapping.countryFromPosition && ctx.land && f.geometry) {
    const c = centre(f.geometry);
    if (c) country = ctx.land.countryAt(c[0], c[1]) || null;
  }
  if (country) props['ProducerCountry'] = country;
  let area: number | null = null;
  if (mapping.areaField) {
    const n = numberOf(original[mapping.areaField]);
    if (n !== null && n !== -1) area = n * HA_PER[mapping.areaUnit];
  }
  if (area === null && mapping.computeMissingArea) area = computedAreaHa(f.geometry);
  if (area !== null) props['Area'] = Math.round(area * 1e4) / 1e4;
  return { type: 'Feature', properties: props, geometry: f.geometry };
}

/** Hectares of a polygon, or null for other geometries. */
export function computedAreaHa(geometry: GeoJSON.Geometry | null): number | null {
  if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return null;
  try {
    return turfArea(geometry) / 10_000;
  } catch {
    return null;
  }
}
