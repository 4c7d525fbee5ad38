/**
 * A generator of files made to hurt a plot-file reader (issue 27): zip bombs for every container, zips of
 * many empty members, nested zips, truncated shapefiles, geocentric .prj files, deep WKT, huge rings and
 * tables, UTF-16 text. Small sizes are used by tests/hostile/hostile-formats.test.ts (npm test), large ones
 * by bench/hostile-files.ts, which measures time and peak memory of `plot-check` on each.
 *
 * Bombs are written by hand, fast: one deflate piece of 1 MB of the same byte, flushed to a byte boundary,
 * repeated (each piece refers only to itself, so the pieces may follow one another), then an empty final
 * block. A 1 GB member costs ~1 MB of zip and no time to make.
 */
import { deflateRawSync, constants } from 'node:zlib';
import initSqlJs from 'sql.js';

const enc = new TextEncoder();

interface ZipEntry {
  name: string;
  /** Raw bytes, stored (method 0), or an already deflated stream with its inflated size. */
  data: Uint8Array;
  deflated?: { size: number };
  /** The uncompressed size the zip claims (a lie when set). */
  claimedSize?: number;
}

const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/** A zip of the entries (CRC left 0: readers here do not check it; sizes as given). */
export function makeZip(entries: ZipEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: number[][] = [];
  let offset = 0;
  for (const e of entries) {
    const name = enc.encode(e.name);
    const method = e.deflated ? 8 : 0;
    const size = Math.min(e.claimedSize ?? e.deflated?.size ?? e.data.length, 0xffffffff);
    const common = [...u16(20), ...u16(0), ...u16(method), ...u16(0), ...u16(0x21), ...u32(0)];
    const sizes = [...u32(e.data.length), ...u32(size), ...u16(name.length), ...u16(0)];
    const header = new Uint8Array([...u32(0x04034b50), ...common, ...sizes, ...name]);
    locals.push(header, e.data);
    centrals.push([
      ...u32(0x02014b50),
      ...u16(20),
      ...common,
      ...sizes,
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(offset),
      ...name,
    ]);
    offset += header.length + e.data.length;
  }
  const cd = centrals.flat();
  const end = [
    ...u32(0x06054b50),
    ...u16(0),
    ...u16(0),
    ...u16(entries.length & 0xffff),
    ...u16(entries.length & 0xffff),
    ...u32(cd.length),
    ...u32(offset),
    ...u16(0),
  ];
  return concat([...locals, new Uint8Array(cd), new Uint8Array(end)]);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A deflate stream of `prefix`, then `megabytes` MB of `fill`, then `suffix`. */
export function deflateBomb(
  megabytes: number,
  fill = 0x20,
  prefix = '',
  suffix = '',
): { data: Uint8Array; size: number } {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  const piece = deflateRawSync(new Uint8Array(1 << 20).fill(fill), flush);
  const head = deflateRawSync(enc.encode(prefix), flush);
  const tail = deflateRawSync(enc.encode(suffix)); // final block
  const parts: Uint8Array[] = [head];
  for (let i = 0; i < megabytes; i++) parts.push(piece);
  parts.push(tail);
  return {
    data: concat(parts),
    size: enc.encode(prefix).length + megabytes * (1 << 20) + enc.encode(suffix).length,
  };
}

const deflated = (text: string) => ({
  data: deflateRawSync(enc.encode(text)),
  deflated: { size: enc.encode(text).length },
});

/** A KMZ whose doc.kml inflates to `megabytes` MB (spaces inside the <kml> element). */
export const kmzBomb = (megabytes: number): Uint8Array =>
  makeZip([
    {
      name: 'doc.kml',
      ...(({ data, size }) => ({ data, deflated: { size } }))(
        deflateBomb(
          megabytes,
          0x20,
          '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>',
          '</Document></kml>',
        ),
      ),
    },
  ]);

/** A shapefile zip whose .shp inflates to `megabytes` MB. */
export const shapefileBomb = (megabytes: number): Uint8Array =>
  makeZip([
    { name: 'plots.shp', ...(({ data, size }) => ({ data, deflated: { size } }))(deflateBomb(megabytes, 0)) },
    { name: 'plots.dbf', data: new Uint8Array(0) },
  ]);

/** An XLSX (a zip with [Content_Types].xml and xl/) whose sheet inflates to `megabytes` MB. */
export const xlsxBomb = (megabytes: number): Uint8Array =>
  makeZip([
    { name: '[Content_Types].xml', ...deflated('<Types/>') },
    {
      name: 'xl/worksheets/sheet1.xml',
      ...(({ data, size }) => ({ data, deflated: { size } }))(
        deflateBomb(megabytes, 0x20, '<worksheet>', '</worksheet>'),
      ),
    },
  ]);

/** A zip holding one GeoJSON that inflates to `megabytes` MB of whitespace. */
export const geojsonInZipBomb = (megabytes: number): Uint8Array =>
  makeZip([
    {
      name: 'plots.geojson',
      ...(({ data, size }) => ({ data, deflated: { size } }))(
        deflateBomb(megabytes, 0x20, '{"type":"FeatureCollection","features":[', ']}'),
      ),
    },
  ]);

/** A zip holding a KMZ bomb (`megabytes` MB inflated), as a KMZ mailed zipped. */
export const kmzInZipBomb = (megabytes: number): Uint8Array =>
  makeZip([{ name: 'plots.kmz', data: kmzBomb(megabytes) }]);

/**
 * A zip of one stored (not deflated) member of `size` bytes: `prefix`, then spaces, then `suffix`, in pieces
 * of 1 MB, for files too large to make in memory (a KMZ over the file size limit).
 */
export function* storedZipPieces(
  member: string,
  size: number,
  prefix = '',
  suffix = '',
): Generator<Uint8Array> {
  const name = enc.encode(member);
  const common = [...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0x21), ...u32(0)];
  const sizes = [...u32(size), ...u32(size), ...u16(name.length), ...u16(0)];
  const header = new Uint8Array([...u32(0x04034b50), ...common, ...sizes, ...name]);
  yield header;
  const head = enc.encode(prefix);
  const tail = enc.encode(suffix);
  yield head;
  const fill = new Uint8Array(1 << 20).fill(0x20);
  for (let left = size - head.length - tail.length; left > 0; left -= fill.length)
    yield left >= fill.length ? fill : fill.subarray(0, left);
  yield tail;
  const central = [
    ...[...u32(0x02014b50), ...u16(20), ...common, ...sizes],
    ...[...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(0)],
    ...name,
  ];
  yield new Uint8Array(central);
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(1), ...u16(1)];
  yield new Uint8Array([...end, ...u32(central.length), ...u32(header.length + size), ...u16(0)]);
}

/** A zip holding a zip holding a zip ... `depth` deep, a GeoJSON at the bottom. */
export function nestedZips(depth: number): Uint8Array {
  let inner: Uint8Array = enc.encode(JSON.stringify(squareCollection(1)));
  let name = 'plots.geojson';
  for (let i = 0; i < depth; i++) {
    inner = makeZip([{ name, data: inner }]);
    name = `level${i}.geojson`; // named as a plot file, so only its content says it is a zip
  }
  return inner;
}

/** A zip of `n` empty members (no plots, no shapefile). */
export const emptyMembersZip = (n: number): Uint8Array =>
  makeZip(Array.from({ length: n }, (_, i) => ({ name: `e${i}.txt`, data: new Uint8Array(0) })));

/** `n` square plots near Abidjan (Côte d'Ivoire), each with a Name. */
export function squareCollection(n: number, z?: number): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: Array.from({ length: n }, (_, i) => {
      const x = -4.0 + (i % 100) * 0.002;
      const y = 5.4 + Math.floor(i / 100) * 0.002;
      const ring = [
        [x, y],
        [x + 0.001, y],
        [x + 0.001, y + 0.001],
        [x, y + 0.001],
        [x, y],
      ].map((p) => (z === undefined ? p : [...p, z]));
      return {
        type: 'Feature',
        properties: { Name: `Plot ${i + 1}` },
        geometry: { type: 'Polygon', coordinates: [ring] },
      };
    }),
  };
}

/** The ring of `squareCollection`'s plot `i` as WKT (2-D, or with Z / M / ZM values). */
export function squareWkt(i: number, dims: '' | 'Z' | 'M' | 'ZM' = '', multi = false): string {
  const ring = (squareCollection(i + 1).features[i]!.geometry as GeoJSON.Polygon).coordinates[0]!;
  const extra = dims === 'ZM' ? ' 12.5 7' : dims ? ' 12.5' : '';
  const pts = ring.map(([x, y]) => `${x} ${y}${extra}`).join(', ');
  const tag = `${multi ? 'MULTIPOLYGON' : 'POLYGON'}${dims ? ` ${dims}` : ''}`;
  return multi ? `${tag} (((${pts})))` : `${tag} ((${pts}))`;
}

/** A CSV of `n` plots in a WKT column. */
export function wktCsv(n: number, dims: '' | 'Z' | 'M' | 'ZM' = '', multi = false): string {
  const rows = Array.from({ length: n }, (_, i) => `Plot ${i + 1},"${squareWkt(i, dims, multi)}"`);
  return `Name,WKT\n${rows.join('\n')}\n`;
}

/** A CSV whose one WKT cell nests `depth` GEOMETRYCOLLECTIONs, after a good row. */
export function deepWktCsv(depth: number): string {
  const deep = `${'GEOMETRYCOLLECTION ('.repeat(depth)}POINT (1 2)${')'.repeat(depth)}`;
  return `Name,WKT\nPlot 1,"${squareWkt(0)}"\nPlot 2,"${squareWkt(1)}"\nPlot 3,"POLYGON ${'('.repeat(depth)}${deep}"\n`;
}

/** A CSV of `rows` lat/lon rows, in pieces of at most 10,000 rows (the bench writes 5 million as they come). */
export function* bigCsvPieces(rows: number): Generator<string> {
  yield 'Name,latitude,longitude\n';
  for (let from = 0; from < rows; from += 10_000) {
    const out: string[] = [];
    for (let i = from; i < Math.min(rows, from + 10_000); i++)
      out.push(`P${i},${(5.4 + (i % 1000) * 1e-4).toFixed(6)},${(-4 + i * 1e-7).toFixed(7)}\n`);
    yield out.join('');
  }
}

/** A CSV of `rows` lat/lon rows. */
export const bigCsv = (rows: number): string => [...bigCsvPieces(rows)].join('');

/** A KML with one small good placemark and one whose ring has `vertices` positions, in pieces. */
export function* bigRingKmlPieces(vertices: number): Generator<string> {
  const square = (squareCollection(1).features[0]!.geometry as GeoJSON.Polygon).coordinates[0]!.map(
    ([x, y]) => `${x},${y}`,
  ).join(' ');
  const open = (name: string) =>
    `<Placemark><name>${name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>`;
  const close = '</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>';
  yield `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${open('Good')}${square}${close}${open('Huge')}`;
  const at = (i: number) => {
    const a = (2 * Math.PI * i) / vertices;
    return `${(-4 + 0.01 * Math.cos(a)).toFixed(7)},${(5.4 + 0.01 * Math.sin(a)).toFixed(7)}`;
  };
  for (let from = 0; from < vertices; from += 100_000) {
    const out: string[] = [];
    for (let i = from; i < Math.min(vertices, from + 100_000); i++) out.push(at(i));
    yield `${out.join(' ')} `;
  }
  yield `${at(0)}${close}</Document></kml>`;
}

/** A KML with one placemark whose ring has `vertices` positions, and one small good placemark. */
export const bigRingKml = (vertices: number): string => [...bigRingKmlPieces(vertices)].join('');

/**
 * A KML with one placemark whose ring has `vertices` positions written as short as they can be ("-4,5"),
 * so that 10 million of them fit under the 64 MB text limit; `tail` is appended after the document (a
 * broken end shows whether the file was refused before it was parsed).
 */
export function compactRingKml(vertices: number, tail = ''): string {
  const pair = ['-4,5', '-4,6', '-3,6', '-3,5'];
  const rest = pair.slice(0, vertices % 4).join(' ');
  const coords = `${`${pair.join(' ')} `.repeat(Math.floor(vertices / 4))}${rest}`.trimEnd();
  return `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Huge</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coords}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>${tail}`;
}

/** UTF-16 (little-endian, with BOM) bytes of a text. */
export function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[2 + 2 * i] = c & 0xff;
    out[3 + 2 * i] = c >>> 8;
  }
  return out;
}

/** A geocentric .prj (ECEF): not a 2-D system plots can be drawn in. */
export const GEOCENTRIC_PRJ =
  'GEOCCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["metre",1],AXIS["Geocentric X",OTHER],AXIS["Geocentric Y",OTHER],AXIS["Geocentric Z",NORTH]]';

export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/** A polygon shapefile (.shp bytes) of `squareCollection(n)`'s plots, optionally cut short by `cut` bytes. */
export function polygonShp(n: number, cut = 0): Uint8Array {
  const fc = squareCollection(n);
  const records: Uint8Array[] = [];
  fc.features.forEach((f, i) => {
    const ring = (f.geometry as GeoJSON.Polygon).coordinates[0]!;
    const content = new DataView(new ArrayBuffer(44 + 4 + ring.length * 16));
    content.setInt32(0, 5, true);
    const xs = ring.map((p) => p[0]!);
    const ys = ring.map((p) => p[1]!);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, k) =>
      content.setFloat64(4 + 8 * k, v, true),
    );
    content.setInt32(36, 1, true);
    content.setInt32(40, ring.length, true);
    content.setInt32(44, 0, true);
    // Shapefile rings are clockwise.
    [...ring].reverse().forEach((p, k) => {
      content.setFloat64(48 + 16 * k, p[0]!, true);
      content.setFloat64(56 + 16 * k, p[1]!, true);
    });
    const head = new DataView(new ArrayBuffer(8));
    head.setInt32(0, i + 1);
    head.setInt32(4, content.byteLength / 2);
    records.push(new Uint8Array(head.buffer), new Uint8Array(content.buffer));
  });
  const body = concat(records);
  const header = new DataView(new ArrayBuffer(100));
  header.setInt32(0, 9994);
  header.setInt32(24, (100 + body.length) / 2);
  header.setInt32(28, 1000, true);
  header.setInt32(32, 5, true);
  const all = concat([new Uint8Array(header.buffer), body]);
  return cut ? all.subarray(0, all.length - cut) : all;
}

/** A shapefile zip of `squareCollection(n)` with the given .prj (and no .dbf), `cut` bytes off the .shp. */
export const shapefileZip = (n: number, prj: string | null, cut = 0, cpg?: string): Uint8Array =>
  makeZip([
    { name: 'plots.shp', data: polygonShp(n, cut) },
    ...(prj === null ? [] : [{ name: 'plots.prj', data: enc.encode(prj) }]),
    ...(cpg === undefined ? [] : [{ name: 'plots.cpg', data: enc.encode(cpg) }]),
  ]);

/**
 * A GeoPackage (an SQLite file made with sql.js) holding the GeoPackage catalogue tables, then `sql` (the
 * layer's own table or view and its rows in gpkg_contents and gpkg_geometry_columns).
 */
export async function makeGpkg(sql: string): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(`CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT, srs_id INTEGER PRIMARY KEY, organization TEXT, organization_coordsys_id INTEGER, definition TEXT, description TEXT);
    INSERT INTO gpkg_spatial_ref_sys VALUES ('WGS 84', 4326, 'EPSG', 4326, 'GEOGCS["WGS 84"]', '');
    CREATE TABLE gpkg_contents (table_name TEXT PRIMARY KEY, data_type TEXT, identifier TEXT, description TEXT, last_change TEXT, min_x REAL, min_y REAL, max_x REAL, max_y REAL, srs_id INTEGER);
    CREATE TABLE gpkg_geometry_columns (table_name TEXT, column_name TEXT, geometry_type_name TEXT, srs_id INTEGER, z INTEGER, m INTEGER);
    ${sql}`);
  const bytes = db.export();
  db.close();
  return bytes;
}

/** The layer `plots` (geometry column `geom`, WGS 84) listed in the catalogue. */
const GPKG_LAYER = `INSERT INTO gpkg_contents VALUES ('plots', 'features', 'plots', '', '', 0, 0, 0, 0, 4326);
    INSERT INTO gpkg_geometry_columns VALUES ('plots', 'geom', 'POINT', 4326, 0, 0);`;

/** A GeoPackage point blob (GP header, WGS 84, then WKB) of (-4, 5.4). */
const GPKG_POINT = "X'47500001E6100000010100000000000000000010C09A99999999991540'";

/** A GeoPackage whose table `plots` holds `rows` points at (-4, 5.4) (0: an empty table). */
export const gpkgPoints = (rows: number): Promise<Uint8Array> =>
  makeGpkg(`CREATE TABLE plots (fid INTEGER PRIMARY KEY, geom BLOB);
    ${Array.from({ length: rows }, () => `INSERT INTO plots (geom) VALUES (${GPKG_POINT});`).join('\n')}
    ${GPKG_LAYER}`);

/** A GeoPackage whose only "feature table" is a view that never ends (a recursive query). */
export const endlessViewGpkg = (): Promise<Uint8Array> =>
  makeGpkg(`CREATE VIEW plots AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x AS fid, NULL AS geom FROM c;
    ${GPKG_LAYER}`);
