/**
 * A .prj holding a PROJ string (`+proj=geocent …`, `+proj=utm +zone=30 …`) instead of WKT: judged by the
 * same rules as WKT (crs.ts). A geocentric one passed with its plots "accepted" (proj4 reads it, and the
 * refusal only looked at WKT roots). Shapefiles are made by ogr2ogr (GDAL) when it is installed, then their
 * .prj replaced, as a tool that writes PROJ strings would; the pure rules are tested without it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { crsName, crsRefusal, isWgs84, projParams } from './crs.ts';
import { readPlotFile } from './read-plot-file.ts';

const SQUARE: [number, number][] = [
  [-4, 5.4],
  [-3.99, 5.4],
  [-3.99, 5.41],
  [-4, 5.41],
  [-4, 5.4],
];

describe('PROJ strings under the WKT rules (crs.ts)', () => {
  it.each([
    ['+proj=geocent +datum=WGS84 +units=m +no_defs', 'geocentric'],
    ['+proj=cart +ellps=GRS80', 'geocentric'],
    ['  +proj=geocent +ellps=WGS84', 'geocentric'],
    ['+proj=longlat +datum=WGS84 +geoidgrids=egm96_15.gtx', 'compound'],
  ])('%s is refused as %s', (def, why) => {
    expect(crsRefusal(def)).toBe(why);
  });

  it.each([
    '+proj=longlat +datum=WGS84 +no_defs',
    '+proj=utm +zone=30 +datum=WGS84 +units=m +no_defs',
    '+proj=merc +a=6378137 +b=6378137',
  ])('%s is not refused', (def) => {
    expect(crsRefusal(def)).toBeNull();
  });

  it.each([
    '+proj=longlat +datum=WGS84 +no_defs',
    '+proj=latlong +datum=WGS84',
    '+proj=longlat +ellps=WGS84 +towgs84=0,0,0',
    '+proj=longlat +ellps=WGS84',
  ])('%s is WGS 84 longitude/latitude, read as it is', (def) => {
    expect(isWgs84(def)).toBe(true);
  });

  it.each([
    // Another datum, a shift, another prime meridian, latitude first, projected, geocentric: converted or refused.
    '+proj=longlat +ellps=clrk80 +towgs84=-124.76,53,466.79',
    '+proj=longlat +ellps=WGS84 +towgs84=1,2,3',
    '+proj=longlat +datum=WGS84 +pm=paris',
    '+proj=longlat +datum=WGS84 +axis=neu',
    '+proj=utm +zone=30 +datum=WGS84',
    '+proj=geocent +datum=WGS84',
  ])('%s is not WGS 84 longitude/latitude as it is', (def) => {
    expect(isWgs84(def)).toBe(false);
  });

  it('WKT is judged as before', () => {
    expect(isWgs84('GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984"]]')).toBe(true);
    expect(isWgs84('PROJCS["WGS 84 / UTM zone 30N",GEOGCS["WGS 84"]]')).toBe(false);
    expect(crsRefusal('GEOCCS["WGS 84",DATUM["WGS_1984"]]')).toBe('geocentric');
    expect(projParams('GEOGCS["WGS 84"]')).toBeNull();
  });

  it('a message names a PROJ string by itself, WKT by its name', () => {
    expect(crsName('+proj=geocent +datum=WGS84')).toBe('+proj=geocent +datum=WGS84');
    expect(crsName(`+proj=utm +zone=30 ${'+x=1 '.repeat(30)}`)).toMatch(/^\+proj=utm \+zone=30 .{60,}…$/);
    expect(crsName('PROJCS["WGS 84 / UTM zone 30N",GEOGCS["WGS 84"]]')).toBe('WGS 84 / UTM zone 30N');
    expect(crsName('garbage')).toBe('its coordinate system');
  });

  it('reads no PROJ string in text that is not one', () => {
    expect(projParams('+ not a definition')).toBeNull();
    expect(projParams('+zone=30 +datum=WGS84')).toBeNull(); // no +proj
    expect(projParams('+proj=utm +zone=30 +south')?.get('south')).toBe('');
  });
});

const hasOgr = (() => {
  try {
    execFileSync('ogr2ogr', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A zipped shapefile of SQUARE made by ogr2ogr in `srs`, its .prj then replaced by `prj`. */
function ogrShapefile(srs: string, prj: string): Uint8Array {
  const dir = mkdtempSync(path.join(tmpdir(), 'prj-'));
  dirs.push(dir);
  const src = path.join(dir, 'in.geojson');
  writeFileSync(
    src,
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Plot A' },
          geometry: { type: 'Polygon', coordinates: [SQUARE] },
        },
      ],
    }),
  );
  execFileSync('ogr2ogr', ['-f', 'ESRI Shapefile', '-t_srs', srs, path.join(dir, 'plots.shp'), src], {
    stdio: 'ignore',
  });
  writeFileSync(path.join(dir, 'plots.prj'), prj);
  const members: Record<string, Uint8Array> = {};
  for (const f of readdirSync(dir)) if (f.startsWith('plots.')) members[f] = readFileSync(path.join(dir, f));
  return zipSync(members);
}

describe.runIf(hasOgr)('shapefiles made by ogr2ogr with a PROJ string .prj', () => {
  it('+proj=geocent is refused by name, never read as plots', async () => {
    // ogr2ogr writes no geocentric .prj (ESRI WKT has none): the X/Y of a projected file stand in.
    const r = await readPlotFile(
      ogrShapefile('EPSG:32630', '+proj=geocent +datum=WGS84 +units=m +no_defs'),
      'ecef.zip',
    );
    expect(r.features).toHaveLength(0);
    expect(r.fatal?.code).toBe('file-unreadable');
    expect(r.fatal?.message).toMatch(
      /ecef\.zip is in \+proj=geocent \+datum=WGS84 \+units=m \+no_defs, a geocentric system/,
    );
  });

  it('+proj=longlat +datum=WGS84 is read as it is, not converted', async () => {
    const r = await readPlotFile(ogrShapefile('EPSG:4326', '+proj=longlat +datum=WGS84 +no_defs'), 'wgs.zip');
    expect(r.fatal).toBeNull();
    expect(r.reprojectedFrom).toBeUndefined();
    const ring = (r.features[0]!.geometry as GeoJSON.Polygon).coordinates[0]!;
    expect([...ring].sort()).toEqual([...SQUARE].sort());
    expect(r.features[0]!.properties?.['name']).toBe('Plot A');
  });

  it('+proj=utm +zone=30 is converted to WGS 84 and says from what', async () => {
    const def = '+proj=utm +zone=30 +datum=WGS84 +units=m +no_defs';
    const r = await readPlotFile(ogrShapefile(def, def), 'utm.zip');
    expect(r.fatal).toBeNull();
    expect(r.reprojectedFrom).toBe(def);
    const ring = (r.features[0]!.geometry as GeoJSON.Polygon).coordinates[0]!;
    for (const q of ring)
      expect(SQUARE.some((s) => Math.abs(s[0] - q[0]!) < 1e-7 && Math.abs(s[1] - q[1]!) < 1e-7)).toBe(true);
  });

  it('a PROJ string proj4 cannot read is refused as one it cannot convert', async () => {
    const r = await readPlotFile(ogrShapefile('EPSG:32630', '+proj=nonesuch +zone=30'), 'odd.zip');
    expect(r.fatal?.code).toBe('file-unreadable');
    expect(r.fatal?.message).toMatch(/\+proj=nonesuch \+zone=30/);
  });
});
