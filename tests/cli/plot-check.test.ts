/** The plot-check command, spawned as a user runs it: options, JSON shape, exit codes, --out and --fix. */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The module the spawned command runs: imported so `vitest related` links a change in cli/ to this suite.
import { USAGE } from '../../cli/plot-check.ts';
import { makeXlsx } from './make-xlsx.ts';
import { bundlePlotCheck, startPlotCheckRunner, type PlotCheckRun } from './plot-check-bundle.ts';
import { WGS84_PRJ, gpkgPoints, shapefileZip } from '../hostile/hostile-files.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = path.join(root, 'tests/fixtures/formats/plots.geojson');

/**
 * The bundle (plot-check-bundle.ts: a third of the processor time a spawn takes through tsx), and one process
 * of it that most tests run the command in (`startPlotCheckRunner`: a spawn is mostly Node loading the
 * bundle). What only a process shows is checked on processes of its own: each exit status (2 on a usage
 * error and 1 on unreadable files through the launcher, 0 for --help), and that a process which read a file
 * of every format in its threads exits (`spawned`).
 */
let bundled: Awaited<ReturnType<typeof bundlePlotCheck>>;
let runner: ReturnType<typeof startPlotCheckRunner>;
beforeAll(async () => {
  bundled = await bundlePlotCheck();
  runner = startPlotCheckRunner(bundled);
});
afterAll(async () => {
  await runner?.close();
  bundled?.remove();
});

/** Runs plot-check as a process: bundled, or `{ launcher: true }` through bin/plot-check.js as a pipeline runs it. */
function spawned(args: string[], { launcher = false } = {}): Promise<PlotCheckRun> {
  const command = launcher ? [path.join(root, 'bin/plot-check.js')] : bundled.args;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...command, ...args],
      // Ends a hung command before the test's own limit, so the failure shows its output; a file of several
      // formats at once took over 60 s at load 24 (six reading threads, each starting tsx).
      { cwd: tmpdir(), timeout: 110_000 },
      (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Runs plot-check in the runner: its exit code, stdout and stderr as a process of its own would give them. */
const run = (args: string[]): Promise<PlotCheckRun> => runner.run(args);

interface PlotJson {
  index: number;
  name: string | null;
  accepted: boolean;
  codes: string[];
  problems: {
    code: string;
    severity: string;
    message: string;
    position: number[] | null;
    at: string | null;
  }[];
}

/** A ~4.9 ha square with `decimals` decimals at (lng, lat), named and with a producer. */
function plotFeature(name: string, lng: number, lat: number, decimals = 6) {
  const r = (v: number) => Number(v.toFixed(decimals));
  const ring = [
    [r(lng), r(lat)],
    [r(lng + 0.002), r(lat)],
    [r(lng + 0.002), r(lat + 0.002)],
    [r(lng), r(lat + 0.002)],
    [r(lng), r(lat)],
  ];
  return {
    type: 'Feature',
    properties: { ProductionPlace: name, ProducerName: 'Yao', ProducerCountry: 'CI', Area: 4.9 },
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
}

const parsed = (r: PlotCheckRun) => ({
  ...r,
  doc: JSON.parse(r.stdout) as { files: Record<string, unknown>[] },
});
const json = async (args: string[]) => parsed(await run(['--json', ...args]));

// Each spawn starts Node (and tsx through the launcher: ~2 s, more on a loaded machine).
describe('plot-check', { timeout: 120_000 }, () => {
  it('usage errors exit 2 and print the usage', async () => {
    const usageErrors = [
      [],
      ['--bogus', fixture],
      ['--fix', fixture],
      ['--features', fixture],
      ['--name-field'],
    ];
    for (const args of usageErrors) {
      // The first as a pipeline runs it: the launcher's process exits 2.
      const r = args === usageErrors[1] ? await spawned(args, { launcher: true }) : await run(args);
      expect([args.join(' '), r.code]).toEqual([args.join(' '), 2]);
      expect(r.stderr).toMatch(/Usage: plot-check/);
      expect(r.stderr.endsWith(`\n\n${USAGE}\n`)).toBe(true);
      expect(r.stdout).toBe('');
    }
    const help = await spawned(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(`${USAGE}\n`);
    expect(help.stdout).toMatch(/--validate-for-traces/);
  });

  it('one JSON document with the promised shape; exit 1 when a plot would be refused', async () => {
    const { code, doc } = await json([fixture]);
    expect(code).toBe(1);
    expect(doc).toMatchObject({ schemaVersion: 2, accepted: false });
    expect(doc.files).toHaveLength(1);
    expect(doc.files[0]).toMatchObject({
      file: fixture,
      format: 'geojson',
      features: 6,
      accepted: 5,
      nameField: 'Plot_Name',
      fatal: null,
      problems: { 'low-precision': 6, 'self-intersection': 1, 'missing-name': 1 },
    });
    // What blocks, grouped: the one missing name blocks, the bow tie only for TRACES, six warnings.
    expect(doc.files[0]!['groups']).toEqual({
      blocksUpload: {
        plots: 1,
        count: 1,
        kinds: [{ code: 'missing-name', title: 'Missing name', count: 1, plots: 1 }],
      },
      blocksTraces: {
        plots: 1,
        count: 1,
        kinds: [{ code: 'self-intersection', title: 'Self-intersection', count: 1, plots: 1 }],
      },
      warnings: {
        plots: 6,
        count: 6,
        kinds: [{ code: 'low-precision', title: 'Fewer than 6 decimals', count: 6, plots: 6 }],
      },
      silentChanges: { plots: 0, count: 0, kinds: [] },
    });
  });

  it('exit 0 when every plot would be accepted; the upload options change the verdict', async () => {
    // Every plot has a Farmer: named by it, all six pass (the bow tie is only refused for TRACES).
    const byFarmer = await json(['--name-field', 'Farmer', fixture]);
    expect(byFarmer.code).toBe(0);
    expect(byFarmer.doc.files[0]).toMatchObject({ accepted: 6, nameField: 'Farmer' });
    const traces = await json(['--name-field', 'Farmer', '--validate-for-traces', fixture]);
    expect(traces.code).toBe(1);
    expect(traces.doc.files[0]).toMatchObject({ accepted: 5 });
    // Farmers repeat: matching on name refuses the repeats.
    const matched = await json(['--name-field', 'Farmer', '--match-on-name', fixture]);
    expect(matched.doc.files[0]).toMatchObject({ accepted: 3 });
  });

  it('--json lists each plot with a problem: index, name, codes, messages and a position per problem', async () => {
    const { doc } = await json([fixture]);
    const plots = doc.files[0]!['plots'] as PlotJson[];
    expect(plots.map((d) => d.index)).toEqual([0, 1, 2, 3, 4, 5]);
    const bowTie = plots[4]!;
    expect(bowTie).toMatchObject({ index: 4, name: 'Bow tie', accepted: true });
    expect(bowTie.codes).toEqual(['low-precision', 'self-intersection']);
    expect(bowTie.problems[1]).toEqual({
      code: 'self-intersection',
      severity: 'error',
      message: expect.stringMatching(
        /^feature 5 \("Bow tie"\) has a self-intersection: .* at \[-1.5995, 6.7115\]/,
      ),
      position: [-1.5995, 6.7115],
      at: 'problem',
    });
    // No name, no coordinate of its own: the position says where the plot is.
    expect(plots[5]).toMatchObject({ index: 5, name: null, accepted: false });
    expect(plots[5]!.problems.find((p) => p.code === 'missing-name')).toMatchObject({
      position: [-1.5905, 6.7205],
      at: 'plot',
    });
  });

  it('--features lists every plot, also those without a problem', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-'));
    const clean = path.join(dir, 'clean.geojson');
    writeFileSync(
      clean,
      JSON.stringify({ type: 'FeatureCollection', features: [plotFeature('A', -5.521234567, 6.811234567)] }),
    );
    expect((await json([clean])).doc.files[0]!['plots']).toEqual([]);
    const all = (await json(['--features', clean])).doc.files[0]!['plots'] as PlotJson[];
    expect(all).toEqual([{ index: 0, name: 'A', accepted: true, codes: [], problems: [] }]);
  });

  it('text output: what blocks first, one line per kind, every plot with --all', async () => {
    const r = await run([fixture]);
    const lines = r.stdout.split('\n');
    const at = (re: RegExp) => lines.findIndex((l) => re.test(l));
    expect(at(/Blocks the upload/)).toBeGreaterThan(0);
    expect(at(/Blocks the upload/)).toBeLessThan(at(/TRACES would reject/));
    expect(at(/TRACES would reject/)).toBeLessThan(at(/Warnings/));
    expect(lines).toContain('         6  low-precision: Fewer than 6 decimals');
    expect(r.stdout).not.toMatch(/feature 3 \("Asante A"\)/);
    expect(r.stdout).toMatch(/Run with --all/);
    const all = await run(['--all', fixture]);
    expect(all.stdout).toMatch(/feature 3 \("Asante A"\) has coordinates with fewer than 6 decimals/);
    expect(all.stdout).toMatch(/feature 6 has no name/);
  });

  it('reports plots of one file together: a boundary around another, a plot far from --countries', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-within-'));
    const file = path.join(dir, 'farm.geojson');
    const farm = plotFeature('Farm', -5.5, 7.5);
    farm.geometry.coordinates = [
      [
        [-5.5, 7.5],
        [-5.48, 7.5],
        [-5.48, 7.52],
        [-5.5, 7.52],
        [-5.5, 7.5],
      ],
    ];
    const features = [farm, plotFeature('Field 1', -5.495, 7.505), plotFeature('Field 2', -5.49, 7.505)];
    writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features }));
    const plain = await json([file]);
    expect(plain.code).toBe(0);
    const counts = (doc: typeof plain.doc) => doc.files[0]!['problems'] as Record<string, number>;
    expect(counts(plain.doc)['contains-plot']).toBe(2);
    expect(counts(plain.doc)['far-from-producing-area']).toBeUndefined();
    const text = await run([file]);
    expect(text.stdout).toContain('contains-plot: Plot inside another plot of the file');
    // Declared Indonesian, the Ivorian plots are all far from the producing countries.
    const far = await json(['--countries', 'ID', file]);
    expect(counts(far.doc)['far-from-producing-area']).toBe(3);
    expect(counts(far.doc)['contains-plot']).toBe(2);
    const wrong = await run(['--countries', 'Ivory', file]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--countries needs ISO 3166-1 alpha-2 codes');
  });

  it('files named together are one upload: duplicates across them count', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-'));
    const copy = path.join(dir, 'again.geojson');
    copyFileSync(fixture, copy);
    const { doc } = await json([fixture, copy]);
    expect(doc.files[1]).toMatchObject({ features: 6, accepted: 0 });
    expect((doc.files[1]!['problems'] as Record<string, number>)['duplicate-geometry']).toBe(6);
    // Apart, the copy is as good as the original.
    expect((await json([copy])).doc.files[0]).toMatchObject({ accepted: 5 });
  });

  it('unreadable files: exit 1 with a fatal code and a message that says what to do', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-'));
    const noShp = path.join(dir, 'plots.zip');
    writeFileSync(noShp, zipSync({ 'readme.txt': strToU8('see attached') }));
    const noCoords = path.join(dir, 'farms.xlsx');
    writeFileSync(
      noCoords,
      makeXlsx([
        ['Farm', 'Owner'],
        ['F1', 'Ama'],
      ]),
    );
    // Through the launcher: its reading threads start with tsx.
    const { code, doc } = parsed(
      await spawned(['--json', noShp, noCoords, path.join(dir, 'missing.kml')], { launcher: true }),
    );
    expect(code).toBe(1);
    expect(doc.files.map((f) => (f['fatal'] as { code: string }).code)).toEqual([
      'file-unreadable',
      'file-unreadable',
      'file-unreadable',
    ]);
    expect((doc.files[0]!['fatal'] as { message: string }).message).toMatch(/no shapefile/);
    expect((doc.files[1]!['fatal'] as { message: string }).message).toMatch(/no coordinates/);
    expect((doc.files[2]!['fatal'] as { message: string }).message).toMatch(/does not exist/);
  });

  it('a file holding no plot fails in every format: a fatal code, exit 1, nothing written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-'));
    const files: [string, Uint8Array | string][] = [
      ['empty.geojson', '{"type":"FeatureCollection","features":[]}'],
      ['header.csv', 'Name,latitude,longitude\n'],
      ['header.xlsx', makeXlsx([['Name', 'latitude', 'longitude']])],
      ['empty.kml', '<kml xmlns="http://www.opengis.net/kml/2.2"><Document></Document></kml>'],
      ['no-records.zip', shapefileZip(0, WGS84_PRJ)],
      ['empty-table.gpkg', await gpkgPoints(0)],
    ];
    for (const [name, data] of files) writeFileSync(path.join(dir, name), data);
    const out = path.join(dir, 'out');
    // A process of its own, which must end once its threads have read a file of every format.
    const { code, doc } = parsed(
      await spawned(['--json', '--out', out, ...files.map(([name]) => path.join(dir, name))]),
    );
    expect(code).toBe(1);
    expect((doc as unknown as { accepted: boolean }).accepted).toBe(false);
    const fatal = doc.files.map((f) => f['fatal'] as { code: string; message: string } | null);
    expect(fatal.map((f) => f?.code)).toEqual([
      'file-empty',
      'file-unreadable',
      'file-unreadable',
      'file-unreadable',
      'file-unreadable',
      'file-unreadable',
    ]);
    expect(fatal[0]!.message).toMatch(/empty.geojson holds no plot/);
    expect(fatal[1]!.message).toMatch(/column titles \("Name", "latitude", "longitude"\) but no row below/);
    expect(fatal[2]!.message).toMatch(/header.xlsx holds column titles .* but no row below/);
    expect(fatal[3]!.message).toMatch(/holds no placemarks/);
    expect(fatal[4]!.message).toMatch(/No plot could be read from no-records.zip/);
    expect(fatal[5]!.message).toMatch(/No plot could be read from empty-table.gpkg/);
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
    // The other side: one plot in the same GeoJSON shape is read and written.
    const one = path.join(dir, 'one.geojson');
    writeFileSync(one, JSON.stringify({ type: 'FeatureCollection', features: [plotFeature('A', -4, 5.4)] }));
    const ok = parsed(await spawned(['--json', '--out', out, one]));
    expect(ok.doc.files[0]!['fatal']).toBeNull();
    expect(readdirSync(out)).toEqual(['one.geojson']);
  });

  it('--out writes the TRACES-ready GeoJSON; --fix splits the crossing boundary, one feature per input', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-'));
    const plain = await run(['--out', path.join(dir, 'plain'), fixture]);
    expect(plain.code).toBe(1);
    const out = JSON.parse(
      readFileSync(path.join(dir, 'plain', 'plots.geojson'), 'utf8'),
    ) as GeoJSON.FeatureCollection;
    expect(out.features).toHaveLength(6);
    // Only the four properties of the EU file description: the supplier's own columns are gone.
    expect(out.features[0]!.properties).toEqual({
      ProductionPlace: 'Kouassi 1',
      ProducerName: 'Kouassi Yao',
      ProducerCountry: 'CI',
      Area: 4.9,
    });
    expect(out.features[2]!.properties?.['ProducerCountry']).toBe('GH');
    expect(out.features[4]!.geometry.type).toBe('Polygon');

    const fixed = await run(['--out', path.join(dir, 'fixed'), '--fix', fixture]);
    expect(fixed.stderr).toMatch(/1 fixed/);
    const f = JSON.parse(
      readFileSync(path.join(dir, 'fixed', 'plots.geojson'), 'utf8'),
    ) as GeoJSON.FeatureCollection;
    expect(f.features).toHaveLength(6);
    expect(f.features.map((x) => x.properties?.['ProductionPlace'])).toEqual(
      out.features.map((x) => x.properties?.['ProductionPlace']),
    );
    // The plot without a name is still written, so the written file is not accepted: exit 1, and it says so.
    expect(fixed.code).toBe(1);
    expect(fixed.stdout).toMatch(
      /Re-checked .*plots\.geojson: 5 of 6 plots would be accepted \(1 missing-name/,
    );
    expect(f.features[4]!.geometry.type).toBe('MultiPolygon');
    const check = await json(['--validate-for-traces', path.join(dir, 'fixed', 'plots.geojson')]);
    expect((check.doc.files[0]!['problems'] as Record<string, number>)['self-intersection']).toBeUndefined();
  });

  it('--fix --out on a Google Earth KML with styling fields and repeats writes a file that passes its own check', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-'));
    const kml = path.join(dir, 'farms.kml');
    writeFileSync(kml, styledKml());
    // As read: styling fields of Google Earth come with the placemarks, and two farms are there twice.
    const before = await json(['--features', kml]);
    expect(before.code).toBe(1);
    expect(before.doc.files[0]).toMatchObject({
      features: 5,
      accepted: 3,
      problems: { 'duplicate-geometry': 2 },
    });

    const r = await run(['--fix', '--out', path.join(dir, 'out'), kml]);
    expect(r.stderr).toMatch(/wrote .*farms\.geojson \(3 plots, \d+ fixed, 2 exact repeats left out\)/);
    expect(r.stdout).toMatch(/Re-checked .*farms\.geojson: 3 of 3 plots would be accepted\./);
    expect(r.code).toBe(0);
    const written = readFileSync(path.join(dir, 'out', 'farms.geojson'), 'utf8');
    const fc = JSON.parse(written) as GeoJSON.FeatureCollection;
    expect(fc.features.map((f) => f.properties?.['ProductionPlace'])).toEqual(['Farm 1', 'Farm 2', 'Well']);
    for (const f of fc.features) {
      expect(
        Object.keys(f.properties!).every((k) =>
          ['ProducerName', 'ProducerCountry', 'ProductionPlace', 'Area'].includes(k),
        ),
      ).toBe(true);
    }
    expect(written).not.toMatch(/icon|styleUrl|stroke|fill/);
    // 2-D, cut to 6 decimals.
    expect((fc.features[0]!.geometry as GeoJSON.Polygon).coordinates[0]![0]).toEqual([-5.521234, 6.811234]);

    // The written file, checked again by itself, passes.
    const again = await json(['--validate-for-traces', path.join(dir, 'out', 'farms.geojson')]);
    expect(again.code).toBe(0);
    expect(again.doc.files[0]).toMatchObject({ features: 3, accepted: 3 });

    // --json reports the written files with their re-check.
    const j = await json(['--fix', '--out', path.join(dir, 'out2'), kml]);
    expect(j.code).toBe(0);
    expect((j.doc as unknown as { written: unknown[] }).written).toEqual([
      {
        file: path.join(dir, 'out2', 'farms.geojson'),
        from: kml,
        plots: 3,
        fixed: expect.any(Number),
        repeatsLeftOut: 2,
        leftOut: [],
        accepted: 3,
        problems: expect.not.objectContaining({ 'duplicate-geometry': expect.anything() }),
        euProblems: {},
      },
    ]);
  });
});

/**
 * A KML as Google Earth saves it: a shared pin style and per-placemark styles (IconStyle scale and hot spot,
 * LineStyle), ExtendedData, 10-decimal positions with altitude, two farms saved twice, and a pin.
 */
function styledKml(): string {
  const f = (v: number) => v.toFixed(10);
  const placemark = (name: string, farmer: string, x: number, y: number, inlineStyle: boolean) => {
    const ring = [
      [x, y],
      [x + 0.002, y],
      [x + 0.002, y + 0.002],
      [x, y + 0.002],
      [x, y],
    ]
      .map(([a, b]) => `${f(a!)},${f(b!)},0`)
      .join(' ');
    const style = inlineStyle
      ? '<Style><IconStyle><scale>1.2</scale><hotSpot x="0.5" y="0" xunits="fraction" yunits="fraction"/></IconStyle><LineStyle><color>ff0000ff</color><width>2</width></LineStyle></Style>'
      : '';
    return `<Placemark><name>${name}</name><styleUrl>#pin</styleUrl>${style}<ExtendedData><Data name="Farmer"><value>${farmer}</value></Data><Data name="Country"><value>CI</value></Data></ExtendedData><Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Style id="pin"><IconStyle><scale>1.1</scale><hotSpot x="20" y="2" xunits="pixels" yunits="pixels"/><Icon><href>http://maps.google.com/mapfiles/kml/pushpin/ylw-pushpin.png</href></Icon></IconStyle></Style>${[
    placemark('Farm 1', 'Yao', -5.5212345678, 6.8112345678, true),
    placemark('Farm 1', 'Yao', -5.5212345678, 6.8112345678, true),
    placemark('Farm 2', 'Awa', -5.5312345678, 6.8212345678, true),
    placemark('Farm 2', 'Awa', -5.5312345678, 6.8212345678, false),
  ].join(
    '',
  )}<Placemark><name>Well</name><styleUrl>#pin</styleUrl><Point><coordinates>-5.5,6.8,0</coordinates></Point></Placemark></Document></kml>`;
}
