/**
 * Before the check: read a supplier's file in whatever format (supplier-adapter.ts), describe its fields for
 * the mapping step, and once the person has confirmed the mapping, write the TRACES-ready GeoJSON that is
 * checked, uploaded and offered for download. Free of worker globals so it runs in Node tests too.
 */
import { streamCappedFeatures, TopLevelInfo } from '@core/plot-rules/index.ts';
import { detectFormat, DETECT_HEAD_BYTES, type ReaderEnv } from '@core/formats/index.ts';
import { numberedName } from '@core/mapping/plot-numbering.ts';
import {
  EMPTY_MAPPING,
  fileStemOf,
  topRepeats,
  type ConversionStats,
  type FieldMapping,
  type FieldStats,
  type FileReading,
} from '../model/field-mapping.ts';
import {
  applyFor,
  countryOf,
  loadMappingContext,
  numberOf,
  proposeFor,
  readSupplierFile,
  type MappingContext,
  type ReadInput,
} from './supplier-adapter.ts';

/** Features looked at to tell a TRACES-shaped GeoJSON file (checked as it is, streamed) from the others. */
const SNIFF_FEATURES = 200;
/** Files read whole for mapping; bigger GeoJSON files are checked as they are, streamed. */
export const MAP_MAX_BYTES = 200 * 1024 ** 2;
const SAMPLE_POINTS = 500;

export interface Prepared {
  reading: FileReading;
  /** The plots as read (WGS84), kept in the worker for the conversion; empty when inTracesFormat. */
  features: GeoJSON.Feature[];
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
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * A GeoJSON file whose plots already carry ProductionPlace, or that the checker must judge as it is (not
 * JSON, empty, too big to hold): streamed straight to the check, exactly as before mapping existed.
 */
async function isTracesShaped(file: ReadInput): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, DETECT_HEAD_BYTES).arrayBuffer());
  if (detectFormat(head, file.name) !== 'geojson') return false;
  if (file.size > MAP_MAX_BYTES) return true;
  const info = new TopLevelInfo();
  let seen = 0;
  try {
    // A plot too large to parse is not parsed here either (it has no properties to look at).
    for await (const sf of streamCappedFeatures(chunksOf(file), info)) {
      const props = (sf.value as { properties?: unknown } | null)?.properties;
      if (props && typeof props === 'object' && 'ProductionPlace' in props) return true;
      if (++seen >= SNIFF_FEATURES) return false;
    }
  } catch {
    // Not JSON: odd GeoJSON (`var x = {…}`) may still be read by the reader; otherwise the check explains.
    return false;
  }
  // An empty collection or a top level that is not a collection: the check's messages say what is wrong.
  return seen === 0 && info.hasFeaturesArray;
}

const text = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v).slice(0, 80);
};

export function fieldStatsOf(features: GeoJSON.Feature[], ctx: MappingContext | null): FieldStats[] {
  const byKey = new Map<string, { values: Map<string, number>; order: string[]; stats: FieldStats }>();
  for (const f of features) {
    const props = f.properties;
    if (!props || typeof props !== 'object') continue;
    for (const [key, raw] of Object.entries(props)) {
      let entry = byKey.get(key);
      if (!entry) {
        entry = {
          values: new Map(),
          order: [],
          stats: {
            key,
            filled: 0,
            distinct: 0,
            samples: [],
            repeats: [],
            countryLike: 0,
            numbers: 0,
            numericStrings: 0,
          },
        };
        byKey.set(key, entry);
      }
      const value = text(raw);
      if (value === '') continue;
      const s = entry.stats;
      s.filled++;
      const seen = entry.values.get(value);
      entry.values.set(value, (seen ?? 0) + 1);
      if (seen === undefined && s.samples.length < 5) s.samples.push(value);
      if (countryOf(raw, ctx)) s.countryLike++;
      if (typeof raw === 'number' && Number.isFinite(raw)) s.numbers++;
      else if (typeof raw === 'string' && numberOf(raw) !== null) s.numericStrings++;
    }
  }
  return [...byKey.values()]
    .map(({ values, stats }) => ({
      ...stats,
      distinct: values.size,
      repeats: topRepeats(values),
    }))
    .sort((a, b) => b.filled - a.filled);
}

function firstPosition(g: GeoJSON.Geometry | null): [number, number] | null {
  if (!g) return null;
  if (g.type === 'Point') return [g.coordinates[0]!, g.coordinates[1]!];
  if (g.type === 'Polygon') return (g.coordinates[0]?.[0] as [number, number] | undefined) ?? null;
  if (g.type === 'MultiPolygon') return (g.coordinates[0]?.[0]?.[0] as [number, number] | undefined) ?? null;
  return null;
}

export async function prepareFile(file: ReadInput, env: ReaderEnv = {}): Promise<Prepared> {
  const base: FileReading = {
    fileName: file.name,
    format: 'geojson',
    bytes: file.size,
    featureCount: 0,
    fatal: null,
    notes: [],
    fields: [],
    proposal: EMPTY_MAPPING,
    inTracesFormat: true,
    pointColumns: null,
    pointSample: [],
    offLand: null,
  };
  if (await isTracesShaped(file)) return { reading: base, features: [] };
  const read = await readSupplierFile(file, env);
  if (read.fatal && read.format === 'geojson') {
    // The checker streams it and says where it breaks (line and column).
    return { reading: base, features: [] };
  }
  const ctx = await loadMappingContext();
  const fields = fieldStatsOf(read.features, ctx);
  const proposed = proposeFor(read.features, ctx);
  const reading: FileReading = {
    ...base,
    format: read.format,
    featureCount: read.features.length,
    fatal: read.fatal,
    notes: read.notes,
    fields,
    proposal: proposed.mapping,
    inTracesFormat: false,
    pointColumns: read.pointColumns,
  };
  if (read.pointColumns) {
    const points: [number, number][] = [];
    for (const f of read.features) {
      const p = firstPosition(f.geometry);
      if (p) points.push(p);
    }
    const step = Math.max(1, Math.ceil(points.length / SAMPLE_POINTS));
    reading.pointSample = points.filter((_, i) => i % step === 0);
    const land = ctx.land;
    if (land)
      reading.offLand = {
        asRead: reading.pointSample.filter(([x, y]) => land.countryAt(x, y) === null).length,
        swapped: reading.pointSample.filter(([x, y]) => land.countryAt(y, x) === null).length,
      };
  }
  return { reading, features: read.features };
}

function swapAxes(g: GeoJSON.Geometry | null): GeoJSON.Geometry | null {
  if (!g) return g;
  const swap = (c: unknown): unknown =>
    Array.isArray(c) && typeof c[0] === 'number' ? [c[1], c[0], ...c.slice(2)] : (c as unknown[]).map(swap);
  if (g.type === 'GeometryCollection') return { ...g, geometries: g.geometries.map((x) => swapAxes(x)!) };
  return { ...g, coordinates: swap(g.coordinates) } as GeoJSON.Geometry;
}

export interface Converted {
  parts: string[];
  stats: ConversionStats;
}

/**
 * Whether every plot carries one and the same name under `field` ("Untitled Polygon" 123 times, as Google
 * Earth names drawn shapes): names that tell no plot apart. One plot alone is not "all the same".
 */
export function allNamedAlike(features: readonly GeoJSON.Feature[], field: string | null): boolean {
  if (field === null || features.length < 2) return false;
  let only: string | null = null;
  for (const f of features) {
    const value = text((f.properties as Record<string, unknown> | null)?.[field]);
    if (value === '' || (only !== null && value !== only)) return false;
    only = value;
  }
  return true;
}

/**
 * The TRACES-ready collection (the core mapping's applyMapping per plot): ProductionPlace, ProducerName,
 * ProducerCountry and Area filled in, every original property kept, positions as read (in the order the
 * person confirmed). Counts what was filled in, for the person to see. With `numberAs` (the person agreed
 * in the mapping step), plots with no name, or all with the same name, are named "<numberAs> <n>", n their
 * place in the file.
 */
export async function convertFeatures(
  features: GeoJSON.Feature[],
  mapping: FieldMapping,
  options: { swapAxes?: boolean; numberAs?: string | null } = {},
): Promise<Converted> {
  const ctx = await loadMappingContext();
  const stats: ConversionStats = {
    features: features.length,
    countryFromPosition: 0,
    countryUnknown: 0,
    areaComputed: 0,
    areaFromSquareMetres: 0,
    areaText: 0,
    nameMissing: 0,
    namesNumbered: 0,
  };
  const numberAll = options.numberAs ? allNamedAlike(features, mapping.nameField) : false;
  const parts: string[] = ['{"type":"FeatureCollection","features":[\n'];
  features.forEach((source, i) => {
    const f = options.swapAxes ? { ...source, geometry: swapAxes(source.geometry)! } : source;
    const original = (f.properties ?? {}) as Record<string, unknown>;
    const out = applyFor(f, mapping, ctx);
    const props = (out.properties ?? {}) as Record<string, unknown>;
    const unnamed = typeof props['ProductionPlace'] !== 'string' || props['ProductionPlace'] === '';
    if (options.numberAs && (unnamed || numberAll)) {
      props['ProductionPlace'] = numberedName(options.numberAs, i);
      out.properties = props;
      stats.namesNumbered++;
    }
    const given = (field: string | null) => (field === null ? undefined : original[field]);
    if (typeof props['ProductionPlace'] !== 'string' || props['ProductionPlace'] === '') stats.nameMissing++;
    if (!countryOf(given(mapping.countryField), ctx)) {
      if (props['ProducerCountry']) stats.countryFromPosition++;
      else stats.countryUnknown++;
    }
    const rawArea = given(mapping.areaField);
    const areaNumber = numberOf(rawArea);
    if ((areaNumber === null || areaNumber === -1) && typeof props['Area'] === 'number') stats.areaComputed++;
    else if (typeof rawArea === 'string' && areaNumber !== null) stats.areaText++;
    if (areaNumber !== null && areaNumber !== -1 && mapping.areaUnit === 'm2') stats.areaFromSquareMetres++;
    parts.push(`${i ? ',\n' : ''}${JSON.stringify(out)}`);
  });
  parts.push('\n]}\n');
  return { parts, stats };
}

/** `farms.kml` → `farms.geojson` (the name the converted file is uploaded and downloaded under). */
export const tracesFileName = (name: string): string => `${fileStemOf(name)}.geojson`;
