/**
 * Which reader a file needs: by content first (zip, SQLite, XML and JSON announce themselves in their
 * first bytes), by name second. A name alone never refuses a file: an unknown extension with JSON
 * inside is read as GeoJSON.
 */
import { bomEncoding } from './text.ts';
import type { PlotFileFormat } from './types.ts';

/** Bytes of the file's start that `detectFormat` looks at. */
export const DETECT_HEAD_BYTES = 4096;

/** A zip whose members decide the format (shapefile, KMZ or XLSX): see `formatOfZip`. */
export type DetectedFormat = PlotFileFormat | 'zip';

const ext = (name: string): string => {
  const m = /\.([a-z0-9]+)$/i.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
};

const BY_EXTENSION: Record<string, DetectedFormat> = {
  geojson: 'geojson',
  json: 'geojson',
  js: 'geojson',
  kml: 'kml',
  kmz: 'kmz',
  gpx: 'gpx',
  zip: 'zip',
  shz: 'zip',
  shp: 'shapefile',
  csv: 'csv',
  tsv: 'csv',
  txt: 'csv',
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  gpkg: 'geopackage',
  sqlite: 'geopackage',
};

const startsWith = (head: Uint8Array, bytes: number[]): boolean => bytes.every((b, i) => head[i] === b);

/** First characters of the file as text, without a BOM and leading whitespace. */
function textHead(head: Uint8Array): string {
  const bom = bomEncoding(head);
  let s = new TextDecoder(bom ?? 'utf-8', { fatal: false }).decode(head.subarray(0, 2048));
  if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
  return s.trimStart();
}

/** A `var farms = {` (or let/const/window.x/export default) prefix before the JSON of a GeoJSON file. */
export const JS_WRAPPER =
  /^(?:(?:var|let|const)\s+[\w$]+|(?:window|self|globalThis)\.[\w$]+|export\s+default)\s*=?\s*(?=[{[])/;

export function detectFormat(head: Uint8Array, name: string): DetectedFormat | null {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    const e = BY_EXTENSION[ext(name)];
    return e === 'kmz' || e === 'xlsx' ? e : 'zip';
  }
  if (
    startsWith(
      head,
      [...'SQLite format 3'].map((c) => c.charCodeAt(0)),
    )
  )
    return 'geopackage';
  const byName = BY_EXTENSION[ext(name)] ?? null;
  const text = textHead(head);
  if (text.startsWith('<')) {
    if (/<kml[\s>]/i.test(text)) return 'kml';
    if (/<gpx[\s>]/i.test(text)) return 'gpx';
    if (byName === 'kml' || byName === 'gpx') return byName;
    return /<Document[\s>]|<Placemark[\s>]/.test(text) ? 'kml' : byName;
  }
  if (text.startsWith('{') || JS_WRAPPER.test(text)) return 'geojson';
  // The name decides for binary members misnamed or text that is not JSON/XML (CSV, a broken KML).
  if (byName) return byName;
  if (text.startsWith('[')) return 'geojson';
  // A text table with a header row: comma, semicolon or tab separated.
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (/[,;\t]/.test(firstLine) && ![...firstLine].some((c) => c.charCodeAt(0) < 9)) return 'csv';
  return null;
}

/** The format of a zip from its member names: a shapefile anywhere in it, a KML, or a workbook. */
export function formatOfZip(memberNames: string[], name: string): PlotFileFormat | null {
  const real = memberNames.filter((n) => !n.startsWith('__MACOSX/') && !/(^|\/)\._/.test(n));
  if (real.some((n) => /\.shp$/i.test(n))) return 'shapefile';
  if (real.some((n) => /\.kml$/i.test(n))) return 'kmz';
  if (real.includes('[Content_Types].xml') && real.some((n) => n.startsWith('xl/'))) return 'xlsx';
  const e = BY_EXTENSION[ext(name)];
  return e === 'kmz' || e === 'xlsx' ? e : null;
}

/** Members of a zip that are plot files themselves (a GeoJSON or a CSV zipped for mailing). */
export function plotMembersOfZip(memberNames: string[]): string[] {
  return memberNames.filter((n) => {
    if (n.startsWith('__MACOSX/') || /(^|\/)\._/.test(n) || n.endsWith('/')) return false;
    const e = ext(n);
    const f = BY_EXTENSION[e];
    // .txt and .js inside a zip are notes and scripts far more often than plots.
    return f !== undefined && f !== 'zip' && f !== 'shapefile' && e !== 'txt' && e !== 'js';
  });
}
