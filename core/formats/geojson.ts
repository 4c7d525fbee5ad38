/**
 * GeoJSON in the forms people send it: a FeatureCollection, one Feature, a bare geometry, or any of them
 * wrapped as JavaScript (`var farms = {...};`). The streaming scanner of the rule module does the parsing
 * (line and column on errors); this module only removes a JavaScript wrapper, as a stream, and gathers
 * the features when a caller wants them all (small files, the CLI's --out).
 */
import {
  featureRef,
  GeoJsonScanError,
  isGeometryType,
  notGeoJsonText,
  OversizedFeature,
  streamCappedFeatures,
  TopLevelInfo,
} from '@core/plot-rules/index.ts';
import { render } from '@core/i18n/messages.ts';
import { JS_WRAPPER } from './detect.ts';
import { bomEncoding, decodeText } from './text.ts';
import type { ReadIssue, ReadResult } from './types.ts';

const isWsOrSemicolon = (b: number): boolean =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x3b;

/**
 * Passes the chunks through; when the file starts with a JavaScript assignment (`var x = `), drops that
 * prefix and the trailing `;`, so the JSON scanner sees plain JSON. One chunk of look-ahead keeps the
 * end trimmable without holding the file.
 */
export async function* unwrapJavaScript(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let first = true;
  let wrapped = false;
  let pending: Uint8Array | null = null;
  for await (const chunk of chunks) {
    let c = chunk;
    if (first) {
      first = false;
      const head = new TextDecoder().decode(c.subarray(0, 512));
      const bom = head.charCodeAt(0) === 0xfeff ? 1 : 0;
      const trimmed = head.slice(bom).trimStart();
      const m = JS_WRAPPER.exec(trimmed);
      if (m) {
        wrapped = true;
        const skipChars = bom + (head.length - bom - trimmed.length) + m[0].length;
        c = c.subarray(new TextEncoder().encode(head.slice(0, skipChars)).length);
      }
    }
    if (!wrapped) {
      yield c;
      continue;
    }
    if (pending) yield pending;
    pending = c;
  }
  if (pending) {
    let end = pending.length;
    while (end > 0 && isWsOrSemicolon(pending[end - 1]!)) end--;
    yield pending.subarray(0, end);
  }
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  const bom = bomEncoding(bytes);
  yield bom === 'utf-16le' || bom === 'utf-16be' ? new TextEncoder().encode(decodeText(bytes).text) : bytes;
}

/**
 * Every feature of a GeoJSON file held in memory (a bare geometry becomes one feature). A plot over the
 * check's cap (MAX_FEATURE_BYTES) is not parsed: it keeps its place without a shape or properties, with the
 * check's own words as a warning (the other formats' readers treat a ring over their limit alike).
 */
export async function readGeoJson(bytes: Uint8Array, fileName: string): Promise<ReadResult> {
  const info = new TopLevelInfo();
  const features: GeoJSON.Feature[] = [];
  const warnings: ReadIssue[] = [];
  /** The plot too large to parse, in its place: no shape, no properties, and the check's words. */
  const unread = (over: OversizedFeature, index: number): GeoJSON.Feature => {
    const args = over.textFor(featureRef(index, null));
    warnings.push({ code: 'missing-geometry', featureIndex: index, message: render('en', args), args });
    return { type: 'Feature', properties: {}, geometry: null as unknown as GeoJSON.Geometry };
  };
  try {
    for await (const f of streamCappedFeatures(unwrapJavaScript(once(bytes)), info))
      features.push(
        f.value instanceof OversizedFeature ? unread(f.value, f.index) : (f.value as GeoJSON.Feature),
      );
  } catch (e) {
    if (!(e instanceof GeoJsonScanError)) throw e;
    return {
      format: 'geojson',
      features: [],
      warnings: [],
      fatal: {
        code: e.code,
        ...e.textFor(fileName),
        line: e.line,
        column: e.column,
      },
    };
  }
  const type = info.members.get('type');
  if (type === 'FeatureCollection' && info.hasFeaturesArray)
    return { format: 'geojson', features, fatal: null, warnings };
  // A file that is one bare Feature or geometry: its shape too large to parse makes that plot unread.
  const over = info.oversizedShape();
  if ((type === 'Feature' || isGeometryType(type)) && !info.hasFeaturesArray && over)
    return { format: 'geojson', features: [unread(over, 0)], fatal: null, warnings };
  if (type === 'Feature' && !info.hasFeaturesArray)
    return {
      format: 'geojson',
      features: [Object.fromEntries(info.members) as unknown as GeoJSON.Feature],
      fatal: null,
      warnings: [],
    };
  if (isGeometryType(type) && !info.hasFeaturesArray)
    return { format: 'geojson', features: [bareGeometryFeature(info.members)], fatal: null, warnings: [] };
  return {
    format: 'geojson',
    features: [],
    warnings: [],
    fatal: { code: 'file-not-geojson', ...notGeoJsonText(fileName, type) },
  };
}

/** A top-level geometry as the one feature of the file (no properties: the mapping step names it). */
export function bareGeometryFeature(members: Map<string, unknown>): GeoJSON.Feature {
  return {
    type: 'Feature',
    properties: {},
    geometry: Object.fromEntries(members) as unknown as GeoJSON.Geometry,
  };
}
