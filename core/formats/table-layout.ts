/**
 * How a table stores its plots' positions (table.ts reads the table, this finds the layout): latitude and
 * longitude columns told apart by their titles in many languages and checked against their values, a WKT
 * or GeoJSON-geometry column, an ODK geoshape, or several rows per plot with a plot id and an order column.
 */
import { parseWkt, WktError, WktRingTooLong } from './wkt.ts';
import { pairOrder, parseCoordinateList } from './coordinate-list.ts';
import type { TableLayout } from './types.ts';

export type Cell = string | number | boolean | null;

const norm = (k: string): string => k.toLowerCase().replace(/[^a-z0-9]/g, '');

const LAT = new Set([
  'lat',
  'latitude',
  'latitud',
  'latitudes',
  'lintang',
  'y',
  'ycoord',
  'ycoordinate',
  'latdd',
  'latdeg',
  'gpslat',
  'gpslatitude',
  'centroidlat',
  'coordy',
  'posy',
  'latwgs84',
]);
const LON = new Set([
  'lon',
  'lng',
  'long',
  'longitude',
  'longitud',
  'longitudes',
  'bujur',
  'x',
  'xcoord',
  'xcoordinate',
  'londd',
  'londeg',
  'gpslon',
  'gpslng',
  'gpslongitude',
  'centroidlon',
  'coordx',
  'posx',
  'lonwgs84',
]);
const WKT_NAMES = new Set([
  'wkt',
  'geometry',
  'geom',
  'thegeom',
  'shape',
  'wktgeom',
  'geometria',
  'geometrie',
  'polygon',
  'boundary',
  'geometrywkt',
  'geowkt',
]);
const ORDER = new Set([
  'order',
  'vertex',
  'vertexindex',
  'vertexno',
  'seq',
  'sequence',
  'pointno',
  'pointorder',
  'point',
  'orden',
  'ordre',
  'urutan',
  'no',
  'nr',
  'index',
]);

const WKT_VALUE = /^\s*(SRID=\d+;\s*)?(MULTI)?(POLYGON|POINT)\s*(Z|M|ZM)?\s*\(/i;

/** "5,123" and "5.123" as numbers; anything else NaN. */
export function num(v: Cell): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return NaN;
  const t = v.trim();
  if (t === '') return NaN;
  return Number(/^-?\d+,\d+$/.test(t) ? t.replace(',', '.') : t);
}

export function parseGeoJsonCell(v: Cell): GeoJSON.Geometry | null {
  if (typeof v !== 'string' || !v.trim().startsWith('{')) return null;
  try {
    const g = JSON.parse(v) as { type?: unknown; coordinates?: unknown; geometry?: unknown };
    if (g && typeof g.type === 'string' && g.coordinates !== undefined) return g as GeoJSON.Geometry;
    if (g && g.type === 'Feature' && g.geometry) return g.geometry as GeoJSON.Geometry;
  } catch {
    // not JSON: not a geometry cell
  }
  return null;
}

/** Why the last WKT cell could not be read (for that row's problem). */
export let lastWktError = '';
/** The positions of the last WKT cell's ring over `maxPerRing` (then that row's problem names the limit), else 0. */
export let lastWktRingVertices = 0;

export function parseWktCell(v: Cell, maxPerRing = Infinity): GeoJSON.Geometry | null {
  lastWktError = '';
  lastWktRingVertices = 0;
  if (typeof v !== 'string' || !WKT_VALUE.test(v)) return null;
  try {
    return parseWkt(v, maxPerRing);
  } catch (e) {
    if (e instanceof WktRingTooLong) lastWktRingVertices = e.vertices;
    else if (e instanceof WktError) lastWktError = e.message;
    else throw e;
    return null;
  }
}

/** Share of the non-empty cells of a column that pass `test`. */
function share(rows: Cell[][], col: number, test: (v: Cell) => boolean): number {
  let n = 0;
  let ok = 0;
  for (const r of rows) {
    const v = r[col];
    if (v === null || v === undefined || v === '') continue;
    n++;
    if (test(v)) ok++;
  }
  return n ? ok / n : 0;
}

/** A known column title, of any kind. */
const isTitle = (v: Cell) =>
  typeof v === 'string' && [LAT, LON, WKT_NAMES, ORDER].some((names) => names.has(norm(v)));

/**
 * Whether a table's first row is already a plot rather than column titles: it holds a geometry (GeoJSON,
 * WKT or a boundary as text), or at least two numbers and no known title.
 */
export function isDataRow(row: Cell[]): boolean {
  if (row.some((v) => parseGeoJsonCell(v) !== null || (typeof v === 'string' && WKT_VALUE.test(v))))
    return true;
  if (row.some((v) => typeof v === 'string' && parseCoordinateList(v) !== null)) return true;
  const numbers = row.filter((v) => v !== null && v !== '' && Number.isFinite(num(v))).length;
  return numbers >= 2 && !row.some(isTitle);
}

/** One ODK vertex as papaparse cuts a geoshape at its ";": "lat lon [altitude [accuracy]]". */
const VERTEX = /^\s*[-+]?\d+(?:\.\d*)?(?:\s+[-+]?\d+(?:\.\d*)?){1,3}\s*$/;

/**
 * Whether papaparse took the ";" between a geoshape's vertices for the column separator: most cells are one
 * vertex each, and some row holds at least 3 of them.
 */
export function splitGeoshapes(rows: readonly Cell[][]): boolean {
  const sample = rows.slice(0, 200);
  const cells = sample.flat().filter((v) => v !== null && v !== '');
  if (!cells.length) return false;
  const vertices = cells.filter((v) => typeof v === 'string' && VERTEX.test(v)).length;
  return (
    vertices / cells.length >= 0.8 &&
    sample.some((r) => r.filter((v) => typeof v === 'string' && VERTEX.test(v)).length >= 3)
  );
}

export interface Detected {
  layout: TableLayout;
  latCol?: number;
  lonCol?: number;
  geomCol?: number;
  idCol?: number;
  orderCol?: number;
}

/**
 * Finds how positions are stored; null when the table has none. In a table without titles (`headerless`)
 * latitude and longitude can only be told by their values: the first two numeric columns within ±180, the
 * one with a value beyond ±90 being the longitude; when neither has one, the first is taken as the latitude
 * and the person confirms it on the map, as for any latitude/longitude columns.
 */
export function detectLayout(header: string[], rows: Cell[][], headerless = false): Detected | null {
  const cols = header.map((h, i) => ({ h, k: norm(h), i }));
  const sample = rows.slice(0, 200);
  // A geometry per row beats coordinate columns (Collect Earth writes X/Y = 0 beside its GeoJSON column).
  for (const c of cols) {
    if (share(sample, c.i, (v) => parseGeoJsonCell(v) !== null) >= 0.8)
      return { layout: { kind: 'geojson', column: c.h }, geomCol: c.i };
  }
  const wkt = cols
    .map((c) => ({ c, s: share(sample, c.i, (v) => typeof v === 'string' && WKT_VALUE.test(v)) }))
    .filter((x) => x.s >= 0.8)
    .sort((a, b) => Number(WKT_NAMES.has(b.c.k)) - Number(WKT_NAMES.has(a.c.k)))[0];
  if (wkt) return { layout: { kind: 'wkt', column: wkt.c.h }, geomCol: wkt.c.i };
  // A boundary as text (ODK/KoboToolbox geoshape, pairs) beats point columns beside it (a form's geopoint).
  const listed = (v: Cell) => typeof v === 'string' && parseCoordinateList(v) !== null;
  const list = cols.find((c) => share(sample, c.i, listed) >= 0.8);
  if (list) {
    const lists = sample
      .map((r) => r[list.i])
      .map((v) => (typeof v === 'string' ? parseCoordinateList(v) : null))
      .filter((l): l is [number, number][] => l !== null);
    const { order, byValues } = pairOrder(lists);
    return {
      layout: { kind: 'coordinate-list', column: list.h, order, orderByValues: byValues },
      geomCol: list.i,
    };
  }

  const numeric = (c: { i: number }) => share(sample, c.i, (v) => Number.isFinite(num(v))) >= 0.8;
  const byValue = headerless
    ? cols.filter((c) => numeric(c) && share(sample, c.i, (v) => Math.abs(num(v)) <= 180) === 1).slice(0, 2)
    : [];
  const lat =
    cols.find((c) => LAT.has(c.k) && numeric(c)) ??
    cols.find((c) => /^lat|latitud/.test(c.k) && numeric(c)) ??
    (byValue.length === 2 ? byValue[0] : undefined);
  const lon =
    cols.find((c) => LON.has(c.k) && numeric(c)) ??
    cols.find((c) => /^(lon|lng)|longitud/.test(c.k) && numeric(c)) ??
    (byValue.length === 2 ? byValue[1] : undefined);
  if (!lat || !lon) return null;
  // Order: latitudes lie within ±90. A "latitude" column with values beyond that holds the longitudes.
  const beyond90 = (i: number) => share(sample, i, (v) => Math.abs(num(v)) > 90) > 0;
  const swapped = beyond90(lat.i) && !beyond90(lon.i);
  const latCol = swapped ? lon.i : lat.i;
  const lonCol = swapped ? lat.i : lon.i;

  // Several rows per plot: an id column whose values repeat, each at least 3 times.
  const idCandidates = cols.filter(
    (c) =>
      c.i !== latCol &&
      c.i !== lonCol &&
      /(^id|id$|^plot|^parcel|^farm|^lote|^name|^nombre|^nom$|^nama|^polygon|^field)/.test(c.k),
  );
  for (const c of idCandidates) {
    const counts = new Map<string, number>();
    for (const r of rows) {
      const v = r[c.i];
      if (v === null || v === undefined || v === '') continue;
      counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
    }
    if (counts.size === 0 || counts.size === rows.length) continue;
    const groups = [...counts.values()];
    if (groups.filter((n) => n >= 3).length / groups.length >= 0.8) {
      const order = cols.find((o) => ORDER.has(o.k) && o.i !== c.i && numeric(o));
      return {
        layout: {
          kind: 'vertices',
          idColumn: c.h,
          latColumn: header[latCol]!,
          lonColumn: header[lonCol]!,
          orderColumn: order?.h ?? null,
        },
        latCol,
        lonCol,
        idCol: c.i,
        ...(order ? { orderCol: order.i } : {}),
      };
    }
  }
  return {
    layout: {
      kind: 'lat-lon',
      latColumn: header[latCol]!,
      lonColumn: header[lonCol]!,
      swappedHeaders: swapped,
    },
    latCol,
    lonCol,
  };
}
