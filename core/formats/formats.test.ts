/** Every reader on small fixtures of its format (tests/fixtures/formats), and the fatal messages. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { write as writeShapefile } from '@mapbox/shp-write';
import { strToU8, zipSync } from 'fflate';
import proj4 from 'proj4';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { makeXlsx } from '../../tests/cli/make-xlsx.ts';
import { readPlotFile } from './read-plot-file.ts';
import { CONVERT_CAP_BYTES, type ReaderEnv } from './types.ts';

const require = createRequire(import.meta.url);
const env: ReaderEnv = {
  loadSqlWasm: async () => readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm')),
};
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/formats/${name}`, import.meta.url)));
const read = (name: string) => readPlotFile(fixture(name), name, env);

const SQUARE = [
  [-5.521234, 6.811234],
  [-5.519234, 6.811234],
  [-5.519234, 6.813234],
  [-5.521234, 6.813234],
  [-5.521234, 6.811234],
];

describe('GeoJSON in its real forms', () => {
  it('a file wrapped as JavaScript (var farms = {...};)', async () => {
    const r = await read('farms.js');
    expect(r.fatal).toBeNull();
    expect(r.format).toBe('geojson');
    expect(r.features.map((f) => f.properties?.['nama'])).toEqual(['Kebun 1']);
  });

  it('a bare geometry is one plot', async () => {
    const r = await read('bare-polygon.geojson');
    expect(r.features).toHaveLength(1);
    expect(r.features[0]!.geometry.type).toBe('Polygon');
  });

  it("Earth Engine's extra geodesic member is read", async () => {
    const r = await read('gee-geodesic.geojson');
    expect(r.features[0]!.geometry.type).toBe('MultiPolygon');
  });

  it('JSON that is not GeoJSON, and broken JSON, are fatal with what to do', async () => {
    const notGeo = await readPlotFile(strToU8('{"type":"Topology","objects":{}}'), 'x.json');
    expect(notGeo.fatal?.code).toBe('file-not-geojson');
    const broken = await readPlotFile(strToU8('{"type":"FeatureCollection","features":[{]}'), 'x.geojson');
    expect(broken.fatal?.code).toBe('file-not-json');
    expect(broken.fatal?.message).toMatch(/line 1, column \d+/);
  });
});

describe('KML, KMZ and GPX', () => {
  it('placemarks in nested folders, names and ExtendedData as properties; an empty polygon is kept and reported', async () => {
    const r = await read('google-earth.kml');
    expect(r.format).toBe('kml');
    expect(r.features.map((f) => f.properties?.['name'])).toEqual([
      'Untitled Polygon',
      'Untitled Polygon',
      'Untitled Polygon',
      'Empty one',
    ]);
    expect(r.features[1]!.properties?.['Farmer']).toBe('Awa Traoré');
    expect(r.features[0]!.properties).not.toHaveProperty('styleUrl');
    expect(r.features[3]!.geometry).toBeNull();
    expect(r.warnings.find((w) => w.code === 'missing-geometry')).toMatchObject({ featureIndex: 3 });
  });

  it('a KMZ (zipped KML, linked documents included) reads the same placemarks', async () => {
    const kml = fixture('google-earth.kml');
    const link = strToU8(
      '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><NetworkLink><Link><href>layers/plots.kml</href></Link></NetworkLink></Document></kml>',
    );
    const r = await readPlotFile(zipSync({ 'doc.kml': link, 'layers/plots.kml': kml }), 'farms.kmz');
    expect(r.format).toBe('kmz');
    expect(r.features).toHaveLength(4);
  });

  it('a KML that is not XML is fatal and says what to do', async () => {
    const r = await read('not-xml.kml');
    expect(r.fatal?.code).toBe('file-unreadable');
    expect(r.fatal?.message).toMatch(/not-xml\.kml cannot be read as KML.*Export the plots again/);
  });

  it('GPX: a closed walked track becomes a boundary, a waypoint a point', async () => {
    const r = await read('walked.gpx');
    expect(r.format).toBe('gpx');
    const types = r.features.map((f) => f.geometry?.type).sort();
    expect(types).toEqual(['Point', 'Polygon']);
  });
});

/** A zipped shapefile written with shp-write's record writer, members named and placed as given. */
function shapefileZip(
  members: (stem: string) => Record<string, Uint8Array>,
  coords: number[][] = SQUARE,
  name = 'Parcelle Hervé',
): Record<string, Uint8Array> {
  let out: Record<string, Uint8Array> = {};
  writeShapefile([{ NOM: name, PAYS: 'CIV' }], 'POLYGON', [[[...coords].reverse()]], (err, files) => {
    if (err) throw err;
    const b = (d: DataView) => new Uint8Array(d.buffer, d.byteOffset, d.byteLength);
    out =
      members('').constructor === Object ? { shp: b(files.shp), shx: b(files.shx), dbf: b(files.dbf) } : {};
  });
  return out;
}
const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';
const MERCATOR_PRJ =
  'PROJCS["WGS_1984_Web_Mercator_Auxiliary_Sphere",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Mercator_Auxiliary_Sphere"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",0.0],PARAMETER["Standard_Parallel_1",0.0],PARAMETER["Auxiliary_Sphere_Type",0.0],UNIT["Meter",1.0]]';
const UTM30N_PRJ =
  'PROJCS["WGS_1984_UTM_Zone_30N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",-3.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';

const near = (a: number[], b: number[]) => {
  expect(a[0]).toBeCloseTo(b[0]!, 6);
  expect(a[1]).toBeCloseTo(b[1]!, 6);
};

describe('zipped shapefiles', () => {
  const parts = (coords: number[][] = SQUARE) => shapefileZip(() => ({}), coords);

  it('members deep in a sub-folder, named x.shp.shp, WGS84', async () => {
    const p = parts();
    const zip = zipSync({
      'export/plots/plots.shp.shp': p['shp']!,
      'export/plots/plots.shp.shx': p['shx']!,
      'export/plots/plots.shp.dbf': p['dbf']!,
      'export/plots/plots.shp.prj': strToU8(WGS84_PRJ),
      // shp-write writes text as Latin-1; the .cpg says so and is honoured.
      'export/plots/plots.shp.cpg': strToU8('1252'),
    });
    const r = await readPlotFile(zip, 'plots.zip');
    expect(r.fatal).toBeNull();
    expect(r.format).toBe('shapefile');
    expect(r.features[0]!.properties).toMatchObject({ NOM: 'Parcelle Hervé', PAYS: 'CIV' });
    const ring = (r.features[0]!.geometry as GeoJSON.Polygon).coordinates[0]!;
    expect([...ring].sort()).toEqual([...SQUARE].sort());
    expect(r.reprojectedFrom).toBeUndefined();
  });

  it.each([
    ['Web Mercator', MERCATOR_PRJ, 'EPSG:3857'],
    ['UTM zone 30N', UTM30N_PRJ, '+proj=utm +zone=30 +datum=WGS84 +units=m +no_defs'],
  ])('%s .prj: reprojected to WGS84', async (_label, prj, def) => {
    const projected = SQUARE.map((p) => proj4('WGS84', def, p));
    const p = parts(projected);
    const zip = zipSync({
      'sub/p.shp': p['shp']!,
      'sub/p.shx': p['shx']!,
      'sub/p.dbf': p['dbf']!,
      'sub/p.prj': strToU8(prj),
    });
    const r = await readPlotFile(zip, 'projected.zip');
    expect(r.fatal).toBeNull();
    expect(r.reprojectedFrom).toBeTruthy();
    const ring = (r.features[0]!.geometry as GeoJSON.Polygon).coordinates[0]!;
    for (const q of ring)
      expect(SQUARE.some((s) => Math.abs(s[0]! - q[0]!) < 1e-7 && Math.abs(s[1]! - q[1]!) < 1e-7)).toBe(true);
  });

  it('a DBF without .cpg that is not UTF-8 is read as Windows-1252', async () => {
    const p = parts();
    const dbf = p['dbf']!; // "é" written as the Latin-1 byte E9 (shp-write's encoding)
    expect(dbf.includes(0xe9)).toBe(true);
    const r = await readPlotFile(
      zipSync({ 'p.shp': p['shp']!, 'p.dbf': dbf, 'p.prj': strToU8(WGS84_PRJ) }),
      'latin.zip',
    );
    expect(String(r.features[0]!.properties?.['NOM']).trim()).toBe('Parcelle Hervé');
    expect(r.warnings.some((w) => /Windows-1252/.test(w.message))).toBe(true);
  });

  it('a zip with no shapefile is fatal and says what to send', async () => {
    const r = await readPlotFile(zipSync({ 'readme.txt': strToU8('hello') }), 'plots.zip');
    expect(r.fatal?.code).toBe('file-unreadable');
    expect(r.fatal?.message).toMatch(
      /plots\.zip is a zip with no shapefile in it.*\.shp, \.shx, \.dbf and \.prj/,
    );
  });

  it('a zip holding one GeoJSON reads that file', async () => {
    const r = await readPlotFile(zipSync({ 'plots.geojson': fixture('plots.geojson') }), 'plots.zip');
    expect(r.fatal).toBeNull();
    expect(r.features).toHaveLength(6);
  });
});

describe('CSV, TSV and Excel', () => {
  it('latitude/longitude columns in the wrong order are detected and read the right way round', async () => {
    const r = await read('lat-lon-swapped.csv');
    expect(r.layout).toEqual({ kind: 'lat-lon', latColumn: 'lon', lonColumn: 'lat', swappedHeaders: true });
    expect((r.features[0]!.geometry as GeoJSON.Point).coordinates).toEqual([110.123456, -7.654321]);
    expect(r.features[0]!.properties?.['Nama']).toBe('Kebun 1');
    expect(r.warnings[0]?.message).toMatch(/"lat" holds longitudes/);
  });

  // The column lists are written folded (lower case, letters and digits): each spelling here is one of them.
  it.each([
    ['LATITUDE', 'LONGITUDE'],
    ['Lat.', 'Long.'],
    ['GPS Latitude', 'GPS-Longitude'],
    ['lat_wgs84', 'LON_WGS84'],
    ['Latitud (°)', 'Longitud (°)'],
    ['Y', 'X'],
  ])('latitude/longitude columns spelled %s and %s', async (lat, lon) => {
    const csv = `Nombre,${lon},${lat}\r\nFinca 1,-5.521234,6.811234\r\n`;
    const r = await readPlotFile(new TextEncoder().encode(csv), 'fincas.csv', env);
    expect(r.layout).toEqual({ kind: 'lat-lon', latColumn: lat, lonColumn: lon, swappedHeaders: false });
    expect((r.features[0]!.geometry as GeoJSON.Point).coordinates).toEqual([-5.521234, 6.811234]);
  });

  it('several rows per plot with ordered vertices become one polygon each', async () => {
    const r = await read('vertices.tsv');
    expect(r.layout?.kind).toBe('vertices');
    expect(r.features).toHaveLength(2);
    const ring = (r.features[0]!.geometry as GeoJSON.Polygon).coordinates[0]!;
    expect(ring).toEqual(SQUARE.map((p) => [p[0], p[1]]));
  });

  it('a GeoJSON-geometry column wins over X/Y columns of zeros', async () => {
    const r = await read('geojson-column.csv');
    expect(r.layout).toEqual({ kind: 'geojson', column: 'geometry' });
    expect(r.features[0]!.geometry.type).toBe('Polygon');
    expect(r.features[0]!.properties).not.toHaveProperty('geometry');
  });

  it('a CSV that is not UTF-8 is read as Latin', async () => {
    const r = await read('latin1.csv');
    expect(r.features[0]!.properties?.['Nom']).toBe('Parcelle Hervé');
  });

  it('XLSX with a WKT column', async () => {
    const wkt = `POLYGON ((${SQUARE.map((p) => p.join(' ')).join(', ')}))`;
    const r = await readPlotFile(
      makeXlsx([
        ['Lote', 'WKT'],
        ['L-1', wkt],
      ]),
      'plots.xlsx',
    );
    expect(r.layout).toEqual({ kind: 'wkt', column: 'WKT' });
    expect((r.features[0]!.geometry as GeoJSON.Polygon).coordinates[0]).toEqual(SQUARE);
  });

  it('XLSX with no coordinates is fatal, names the columns and says what to add', async () => {
    const r = await readPlotFile(
      makeXlsx([
        ['Farm', 'Owner'],
        ['F1', 'Ama'],
      ]),
      'farms.xlsx',
    );
    expect(r.fatal?.code).toBe('file-unreadable');
    expect(r.fatal?.message).toMatch(
      /farms\.xlsx has no coordinates.*"Farm", "Owner".*"latitude" and "longitude"/,
    );
  });
});

describe('GeoPackage', () => {
  it('a feature table with GeoPackage geometry blobs, in WGS84 and in Web Mercator', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(`CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT, srs_id INTEGER PRIMARY KEY, organization TEXT, organization_coordsys_id INTEGER, definition TEXT);
      CREATE TABLE gpkg_contents (table_name TEXT PRIMARY KEY, data_type TEXT);
      CREATE TABLE gpkg_geometry_columns (table_name TEXT, column_name TEXT, geometry_type_name TEXT, srs_id INTEGER);
      INSERT INTO gpkg_spatial_ref_sys VALUES ('WGS 84', 4326, 'EPSG', 4326, 'GEOGCS["WGS 84"]');
      INSERT INTO gpkg_spatial_ref_sys VALUES ('WGS 84 / Pseudo-Mercator', 3857, 'EPSG', 3857, '${MERCATOR_PRJ}');
      INSERT INTO gpkg_contents VALUES ('plots', 'features'), ('mercator', 'features');
      INSERT INTO gpkg_geometry_columns VALUES ('plots', 'geom', 'POLYGON', 4326), ('mercator', 'geom', 'POLYGON', 3857);
      CREATE TABLE plots (fid INTEGER PRIMARY KEY, geom BLOB, name TEXT);
      CREATE TABLE mercator (fid INTEGER PRIMARY KEY, geom BLOB, name TEXT);`);
    const blob = (ring: number[][]) => {
      const wkb = new DataView(new ArrayBuffer(1 + 4 + 4 + 4 + ring.length * 16));
      wkb.setUint8(0, 1);
      wkb.setUint32(1, 3, true);
      wkb.setUint32(5, 1, true);
      wkb.setUint32(9, ring.length, true);
      ring.forEach((p, i) => {
        wkb.setFloat64(13 + i * 16, p[0]!, true);
        wkb.setFloat64(21 + i * 16, p[1]!, true);
      });
      const head = [0x47, 0x50, 0, 0b00000001, 0, 0, 0, 0];
      return Uint8Array.from([...head, ...new Uint8Array(wkb.buffer)]);
    };
    db.run('INSERT INTO plots (geom, name) VALUES (?, ?)', [blob(SQUARE), 'Plot A']);
    db.run('INSERT INTO mercator (geom, name) VALUES (?, ?)', [
      blob(SQUARE.map((p) => proj4('WGS84', 'EPSG:3857', p))),
      'Plot M',
    ]);
    const bytes = db.export();
    db.close();
    const r = await readPlotFile(bytes, 'plots.gpkg', env);
    expect(r.fatal).toBeNull();
    expect(r.format).toBe('geopackage');
    const byName = Object.fromEntries(r.features.map((f) => [f.properties?.['name'], f]));
    expect((byName['Plot A']!.geometry as GeoJSON.Polygon).coordinates[0]).toEqual(SQUARE);
    const m = (byName['Plot M']!.geometry as GeoJSON.Polygon).coordinates[0]!;
    m.forEach((p, i) => near(p, SQUARE[i]!));
  });

  it('an SQLite file that is not a GeoPackage is fatal', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run('CREATE TABLE t (a INTEGER)');
    const r = await readPlotFile(db.export(), 'data.gpkg', env);
    expect(r.fatal?.message).toMatch(/not a GeoPackage/);
  });
});

describe('limits and unknown files', () => {
  it('a converted format over the cap is refused before reading, with what to do', async () => {
    const huge = {
      size: CONVERT_CAP_BYTES + 1,
      arrayBuffer: async () => new ArrayBuffer(0),
      slice: () => new Blob([Uint8Array.from([0x50, 0x4b, 3, 4])]),
    };
    const r = await readPlotFile(huge, 'huge.zip');
    expect(r.fatal?.code).toBe('file-too-large-to-convert');
    expect(r.fatal?.message).toMatch(/huge\.zip is \d+ MB.*limit is 256 MB.*GeoJSON/);
    // At the cap itself it is read (here: an empty zip has no shapefile).
    const atCap = {
      ...huge,
      size: CONVERT_CAP_BYTES,
      arrayBuffer: async () => zipSync({}).buffer as ArrayBuffer,
    };
    expect((await readPlotFile(atCap, 'cap.zip')).fatal?.code).toBe('file-unreadable');
  });

  it('a file of no known format is not refused by its name but by its content', async () => {
    const r = await readPlotFile(Uint8Array.from([0, 1, 2, 3, 4]), 'plots.bin');
    expect(r.fatal?.code).toBe('file-unknown-format');
    expect(r.fatal?.message).toMatch(/GeoJSON, KML or KMZ, a zipped shapefile/);
    const named = await readPlotFile(strToU8('{"type":"FeatureCollection","features":[]}'), 'plots.dat');
    expect(named.fatal).toBeNull();
  });
});
