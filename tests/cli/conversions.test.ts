/**
 * The same plots whatever format they come in: GDAL's ogr2ogr (Debian gdal-bin) converts our GeoJSON
 * fixture, with its name field renamed to one the mapping has never been told about, into KML, KMZ,
 * zipped shapefiles (WGS84, and Web Mercator in a sub-folder of the zip), CSV and XLSX with a WKT column,
 * and GeoPackage; plot-check must read and accept the same plots as from the source.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The module the runner runs: imported so `vitest related` links a change in cli/ to this suite.
import { USAGE } from '../../cli/plot-check.ts';
import { bundlePlotCheck, startPlotCheckRunner } from './plot-check-bundle.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const source = path.join(root, 'tests/fixtures/formats/plots.geojson');

const hasOgr = (() => {
  try {
    execFileSync('ogr2ogr', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasOgr) console.warn('conversions.test.ts skipped: ogr2ogr (Debian gdal-bin) is not installed.');

interface Report {
  features: number;
  accepted: number;
  nameField: string | null;
  fatal: unknown;
  plots: { index: number; codes: string[] }[];
}

/**
 * The command bundled, run in one process (plot-check-bundle.ts): its reading threads start as plain
 * JavaScript. In this process they started TypeScript through tsx, about a CPU-second for each of the seven
 * files read in a thread.
 */
let bundled: Awaited<ReturnType<typeof bundlePlotCheck>> | undefined;
let runner: ReturnType<typeof startPlotCheckRunner> | undefined;
afterAll(async () => {
  await runner?.close();
  bundled?.remove();
});

/** plot-check --json --features on one file (the CLI's own entry). */
async function plotCheck(file: string): Promise<Report> {
  const r = await runner!.run(['--json', '--features', file]);
  expect(r.stdout, r.stderr).not.toBe('');
  return (JSON.parse(r.stdout) as { files: Report[] }).files[0]!;
}

const zipDir = (dir: string, prefix = ''): Record<string, Uint8Array> =>
  Object.fromEntries(
    readdirSync(dir).map((f) => [`${prefix}${f}`, new Uint8Array(readFileSync(path.join(dir, f)))]),
  );

describe.skipIf(!hasOgr)('the same plots from every format (ogr2ogr)', { timeout: 120_000 }, () => {
  let dir: string;
  const files: Record<string, string> = {};
  const ogr = (...args: string[]) => execFileSync('ogr2ogr', args, { cwd: dir, stdio: 'pipe' });

  beforeAll(async () => {
    expect(USAGE).toMatch(/plot-check/);
    bundled = await bundlePlotCheck();
    runner = startPlotCheckRunner(bundled);
    dir = mkdtempSync(path.join(tmpdir(), 'conversions-'));
    // The name field gets a new name; the mapping must find it by itself.
    ogr(
      '-f',
      'GeoJSON',
      'renamed.geojson',
      source,
      '-sql',
      'SELECT Plot_Name AS Nom_Lote, Farmer, Country, Area_ha FROM plots',
    );
    ogr('-f', 'KML', 'plots.kml', 'renamed.geojson');
    files['KML'] = path.join(dir, 'plots.kml');
    writeFileSync(
      path.join(dir, 'plots.kmz'),
      zipSync({ 'doc.kml': new Uint8Array(readFileSync(files['KML'])) }),
    );
    files['KMZ'] = path.join(dir, 'plots.kmz');
    mkdirSync(path.join(dir, 'wgs84'));
    ogr('-f', 'ESRI Shapefile', 'wgs84/plots.shp', 'renamed.geojson');
    writeFileSync(path.join(dir, 'wgs84.zip'), zipSync(zipDir(path.join(dir, 'wgs84'))));
    files['shapefile WGS84'] = path.join(dir, 'wgs84.zip');
    mkdirSync(path.join(dir, 'mercator'));
    ogr('-f', 'ESRI Shapefile', 'mercator/plots.shp', 'renamed.geojson', '-t_srs', 'EPSG:3857');
    writeFileSync(
      path.join(dir, 'mercator.zip'),
      zipSync(zipDir(path.join(dir, 'mercator'), 'export/plots/')),
    );
    files['shapefile Web Mercator in a sub-folder'] = path.join(dir, 'mercator.zip');
    ogr('-f', 'CSV', 'plots.csv', 'renamed.geojson', '-lco', 'GEOMETRY=AS_WKT');
    files['CSV with WKT'] = path.join(dir, 'plots.csv');
    ogr('-f', 'XLSX', 'plots.xlsx', 'plots.csv', '-oo', 'KEEP_GEOM_COLUMNS=YES');
    files['XLSX with WKT'] = path.join(dir, 'plots.xlsx');
    ogr('-f', 'GPKG', 'plots.gpkg', 'renamed.geojson');
    files['GeoPackage'] = path.join(dir, 'plots.gpkg');
  });

  it('the source: 6 plots read, 5 accepted (one has no name)', async () => {
    const r = await plotCheck(source);
    expect(r).toMatchObject({ features: 6, accepted: 5, nameField: 'Plot_Name', fatal: null });
  });

  it.each([
    'KML',
    'KMZ',
    'shapefile WGS84',
    'shapefile Web Mercator in a sub-folder',
    'CSV with WKT',
    'XLSX with WKT',
    'GeoPackage',
  ])('%s: the same plots read and accepted, the renamed name field found', async (label) => {
    const expected = await plotCheck(source);
    const r = await plotCheck(files[label]!);
    expect(r.fatal).toBeNull();
    expect({ features: r.features, accepted: r.accepted, nameField: r.nameField }).toEqual({
      features: expected.features,
      accepted: expected.accepted,
      nameField: 'Nom_Lote',
    });
    // The same plot is the refused one, and the same one crosses itself.
    const refused = (x: Report) =>
      x.plots.filter((d) => d.codes.includes('missing-name')).map((d) => d.index);
    const crossing = (x: Report) =>
      x.plots.filter((d) => d.codes.includes('self-intersection')).map((d) => d.index);
    expect(refused(r)).toEqual(refused(expected));
    expect(crossing(r)).toEqual(crossing(expected));
  });
});
