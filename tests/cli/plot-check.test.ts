/** The plot-check command, spawned as a user runs it: options, JSON shape, exit codes, --out and --fix. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
// The module the spawned command runs: imported so `vitest related` links a change in cli/ to this suite.
import { USAGE } from '../../cli/plot-check.ts';
import { makeXlsx } from './make-xlsx.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = path.join(root, 'tests/fixtures/formats/plots.geojson');

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'bin/plot-check.js'), ...args],
      { cwd: tmpdir(), timeout: 60_000 },
      (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const json = async (args: string[]) => {
  const r = await run(['--json', ...args]);
  return { ...r, doc: JSON.parse(r.stdout) as { files: Record<string, unknown>[] } };
};

// Each spawn starts Node and tsx (~2 s, more on a loaded machine).
describe('plot-check', { timeout: 120_000 }, () => {
  it('usage errors exit 2 and print the usage', async () => {
    for (const args of [
      [],
      ['--bogus', fixture],
      ['--fix', fixture],
      ['--features', fixture],
      ['--name-field'],
    ]) {
      const r = await run(args);
      expect([args.join(' '), r.code]).toEqual([args.join(' '), 2]);
      expect(r.stderr).toMatch(/Usage: plot-check/);
      expect(r.stderr.endsWith(`\n\n${USAGE}\n`)).toBe(true);
    }
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(`${USAGE}\n`);
    expect(help.stdout).toMatch(/--validate-for-traces/);
  });

  it('one JSON document with the promised shape; exit 1 when a plot would be refused', async () => {
    const { code, doc } = await json([fixture]);
    expect(code).toBe(1);
    expect(doc).toEqual({
      files: [
        {
          file: fixture,
          format: 'geojson',
          features: 6,
          accepted: 5,
          nameField: 'Plot_Name',
          fatal: null,
          problems: { 'low-precision': 6, 'self-intersection': 1, 'missing-name': 1 },
        },
      ],
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

  it('--features lists every plot with its codes, in order', async () => {
    const { doc } = await json(['--features', fixture]);
    const detail = doc.files[0]!['featuresDetail'] as { index: number; codes: string[] }[];
    expect(detail.map((d) => d.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(detail[4]!.codes).toContain('self-intersection');
    expect(detail[5]!.codes).toContain('missing-name');
    expect(detail[0]!.codes).toEqual(['low-precision']);
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
    const { code, doc } = await json([noShp, noCoords, path.join(dir, 'missing.kml')]);
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

  it('--out writes the TRACES-ready GeoJSON; --fix splits the crossing boundary, one feature per input', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-'));
    const plain = await run(['--out', path.join(dir, 'plain'), fixture]);
    expect(plain.code).toBe(1);
    const out = JSON.parse(
      readFileSync(path.join(dir, 'plain', 'plots.geojson'), 'utf8'),
    ) as GeoJSON.FeatureCollection;
    expect(out.features).toHaveLength(6);
    expect(out.features[0]!.properties).toMatchObject({
      ProductionPlace: 'Kouassi 1',
      ProducerName: 'Kouassi Yao',
      ProducerCountry: 'CI',
      Area: 4.9,
      Plot_Name: 'Kouassi 1',
      Country: 'CIV',
    });
    expect(out.features[2]!.properties?.['ProducerCountry']).toBe('GH');
    expect(out.features[4]!.geometry.type).toBe('Polygon');

    const fixed = await run(['--out', path.join(dir, 'fixed'), '--fix', fixture]);
    expect(fixed.stderr).toMatch(/1 fixed/);
    const f = JSON.parse(
      readFileSync(path.join(dir, 'fixed', 'plots.geojson'), 'utf8'),
    ) as GeoJSON.FeatureCollection;
    expect(f.features).toHaveLength(6);
    expect(f.features.map((x) => x.properties?.['Plot_Name'])).toEqual(
      out.features.map((x) => x.properties?.['Plot_Name']),
    );
    expect(f.features[4]!.geometry.type).toBe('MultiPolygon');
    const check = await json(['--validate-for-traces', path.join(dir, 'fixed', 'plots.geojson')]);
    expect((check.doc.files[0]!['problems'] as Record<string, number>)['self-intersection']).toBeUndefined();
  });
});
