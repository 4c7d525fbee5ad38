/**
 * Files made to hurt the format readers (issue 27), made by hostile-files.ts: each class ends in a specific
 * message (a limit named with the size found, a damaged part named), never a crash, a hang or a silent pass;
 * 3-D and UTF-16 files give the same plots as their plain forms. Limits are lowered through `env.limits`
 * so that bombs stay small here; bench/hostile-files.ts runs the full-size files through plot-check.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlotFile } from '@core/formats/read-plot-file.ts';
import { checkPlotFile, type PlotFileSource } from '@core/formats/check-plot-file.ts';
import { explainReaderError } from '@core/formats/bound-features.ts';
import type { ReaderEnv, ReadResult } from '@core/formats/types.ts';
import { createUploadCheckState, DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import {
  GEOCENTRIC_PRJ,
  WGS84_PRJ,
  bigRingKml,
  compactRingKml,
  deepWktCsv,
  emptyMembersZip,
  endlessViewGpkg,
  geojsonInZipBomb,
  gpkgPoints,
  kmzBomb,
  makeZip,
  nestedZips,
  shapefileBomb,
  shapefileZip,
  squareCollection,
  squareWkt,
  utf16le,
  wktCsv,
  xlsxBomb,
} from './hostile-files.ts';
import { makeXlsx } from '../cli/make-xlsx.ts';

const require = createRequire(import.meta.url);
const enc = new TextEncoder();
const small = { zipMemberBytes: 1 << 20, zipTotalBytes: 2 << 20 };
const env = (limits: ReaderEnv['limits'] = {}): ReaderEnv => ({
  loadSqlWasm: async () => readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm')),
  limits,
});
const read = (bytes: Uint8Array | string, name: string, limits: ReaderEnv['limits'] = {}) =>
  readPlotFile(typeof bytes === 'string' ? enc.encode(bytes) : bytes, name, env(limits));

const geometries = (r: ReadResult) => r.features.map((f) => f.geometry);

function sourceOf(bytes: Uint8Array, name: string, size = bytes.length): PlotFileSource & { read: number } {
  const s = {
    name,
    size,
    read: 0,
    head: async (n: number) => bytes.subarray(0, n),
    bytes: async () => {
      s.read++;
      return bytes;
    },
    async *chunks() {
      for (let i = 0; i < bytes.length; i += 1000) yield bytes.subarray(i, i + 1000);
    },
  };
  return s;
}
const check = (bytes: Uint8Array | string, name: string, limits: ReaderEnv['limits'] = {}) =>
  checkPlotFile(
    sourceOf(typeof bytes === 'string' ? enc.encode(bytes) : bytes, name),
    DEFAULT_CHECK_OPTIONS,
    createUploadCheckState(),
    { mapping: 'auto', env: env(limits) },
  );

describe('zip bombs: refused on the bytes inflated, whatever the zip claims', () => {
  it.each([
    ['KMZ', 'bomb.kmz', kmzBomb],
    ['shapefile zip', 'bomb.zip', shapefileBomb],
    ['XLSX', 'bomb.xlsx', xlsxBomb],
    ['GeoJSON inside a zip', 'bomb.zip', geojsonInZipBomb],
  ])('%s inflating to 4 MB with a 1 MB member limit', async (_, name, make) => {
    const bytes = make(4);
    expect(bytes.length).toBeLessThan(20_000);
    const r = await read(bytes, name, small);
    expect(r.fatal?.code).toBe('file-too-large-to-convert');
    expect(r.fatal?.message).toMatch(
      /inflates to more than \d+ MB; one member of a zip may inflate to at most 1 MB/,
    );
    expect(r.fatal?.message).toMatch(/split the plots/i);
  });

  it('a member under the limit is read; the total of several members is limited too', async () => {
    const kml = (n: number) =>
      `<kml><Document><Placemark><name>P${n}</name><Point><coordinates>-4,5.4</coordinates></Point></Placemark>${' '.repeat(700_000)}</Document></kml>`;
    const zip = makeZip([0, 1, 2].map((n) => ({ name: `doc${n}.kml`, data: enc.encode(kml(n)) })));
    const under = await read(zip, 'ok.kmz', { zipMemberBytes: 1 << 20, zipTotalBytes: 4 << 20 });
    expect(under.fatal).toBeNull();
    expect(under.features).toHaveLength(3);
    const over = await read(zip, 'ok.kmz', { zipMemberBytes: 1 << 20, zipTotalBytes: 2 << 20 });
    expect(over.fatal?.message).toMatch(
      /inflate to more than 2 MB together; a zip may inflate to at most 2 MB/,
    );
  });

  it('a zip that lies about its sizes (claims 10 bytes) is still stopped at the limit', async () => {
    const bomb = kmzBomb(4);
    // Patch both size claims of the member to 10 bytes.
    const lying = makeZip([
      { name: 'doc.kml', data: bomb.subarray(37, bomb.length - 22 - 53), deflated: { size: 10 } },
    ]);
    const r = await read(lying, 'lying.kmz', small);
    expect(r.fatal?.code).toBe('file-too-large-to-convert');
  });

  it('members: 100 empty ones pass the count limit of 100 (and then hold no plot); 101 do not', async () => {
    const at = await read(emptyMembersZip(100), 'empty.zip', { zipMembers: 100 });
    expect(at.fatal?.code).toBe('file-unreadable');
    const over = await read(emptyMembersZip(101), 'empty.zip', { zipMembers: 100 });
    expect(over.fatal?.code).toBe('file-too-large-to-convert');
    expect(over.fatal?.message).toMatch(/more than 100 members/);
  });

  it('zips nest one level: a zip in a zip is read, a zip in a zip in a zip refused', async () => {
    const one = await read(nestedZips(2), 'nested.zip');
    expect(one.fatal).toBeNull();
    expect(one.features).toHaveLength(1);
    const deeper = await read(nestedZips(3), 'nested.zip');
    expect(deeper.fatal?.message).toMatch(/one level deep at most/);
  });
});

describe('over the limits of work per file', () => {
  it('a file over the size limit is refused from its size, before a byte is read', async () => {
    const src = sourceOf(enc.encode('Name,WKT\n'), 'big.zip', 300 * 1024 * 1024);
    const c = await checkPlotFile(src, DEFAULT_CHECK_OPTIONS, createUploadCheckState(), { env: env() });
    expect(c.summary.fatal?.code).toBe('file-too-large-to-convert');
    expect(c.summary.fatal?.message).toMatch(/300 MB.*limit is 256 MB/);
    const csv = sourceOf(enc.encode('Name,WKT\n'), 'big.csv', 65 * 1024 * 1024);
    const t = await checkPlotFile(csv, DEFAULT_CHECK_OPTIONS, createUploadCheckState(), { env: env() });
    expect(t.summary.fatal?.message).toMatch(/65 MB of CSV text; at most 64 MB/);
    expect(src.read + csv.read).toBe(0);
  });

  it('rows: 10 read under a limit of 10 plots, 11 refused with the limit named', async () => {
    expect((await read(wktCsv(10), 'ten.csv', { features: 10 })).features).toHaveLength(10);
    const r = await read(wktCsv(11), 'eleven.csv', { features: 10 });
    expect(r.fatal?.code).toBe('file-too-large-to-convert');
    expect(r.fatal?.message).toMatch(/at most 10\b/);
  });

  it('a KML ring over the per-ring limit costs only its placemark', async () => {
    const r = await read(bigRingKml(1000), 'ring.kml', { verticesPerRing: 1000 });
    expect(r.fatal).toBeNull();
    expect(r.features).toHaveLength(2);
    expect(r.features[0]!.geometry).not.toBeNull();
    expect(r.features[1]!.geometry).toBeNull();
    expect(r.warnings.map((w) => w.message).join('\n')).toMatch(/1,001 vertices; at most 1,000/);
    const fits = await read(bigRingKml(999), 'ring.kml', { verticesPerRing: 1000 });
    expect(fits.features.every((f) => f.geometry !== null)).toBe(true);
  });

  it('vertices in all: over the total limit the file is refused', async () => {
    const r = await read(bigRingKml(1000), 'ring.kml', { verticesTotal: 500 });
    expect(r.fatal?.message).toMatch(/at most 500\b/);
  });

  it('KML positions are counted in the text: over the total, refused before the XML is parsed', async () => {
    // The broken end would be "the XML is broken" if the parser had run first.
    const r = await read(compactRingKml(1001, '<unclosed'), 'ring.kml', {
      verticesPerRing: 2000,
      verticesTotal: 1000,
    });
    expect(r.fatal?.code).toBe('file-too-large-to-convert');
    expect(r.fatal?.message).toMatch(/more than 1,000 vertices in all; one file may hold at most 1,000/);
    const at = await read(compactRingKml(1000, '<unclosed'), 'ring.kml', {
      verticesPerRing: 2000,
      verticesTotal: 1000,
    });
    expect(at.fatal?.message).toMatch(/XML is broken/);
  });

  it('a ring of 2 million positions is cut from the text: its placemark has no shape', async () => {
    const t0 = performance.now();
    const r = await read(compactRingKml(2_000_000), 'ring.kml');
    // Counted in the text, never built as nodes or arrays: well under a second alone, 10 s on a busy machine.
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(r.fatal).toBeNull();
    expect(r.features).toHaveLength(1);
    expect(r.features[0]!.properties?.['name']).toBe('Huge');
    expect(r.features[0]!.geometry).toBeNull();
    expect(r.warnings.map((w) => w.message).join('\n')).toMatch(/2,000,000 vertices; at most 100,000/);
    const fits = await read(compactRingKml(5), 'ring.kml', { verticesPerRing: 5 });
    expect(fits.features[0]!.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-4, 5],
          [-4, 6],
          [-3, 6],
          [-3, 5],
          [-4, 5],
        ],
      ],
    });
  });

  it('KML text over the text limit is refused with its size', async () => {
    const r = await read(bigRingKml(100_000), 'ring.kml', { textBytes: 1 << 20 });
    expect(r.fatal?.message).toMatch(/MB of KML text; at most 1 MB/);
  });

  it('a shapefile record over the per-ring limit loses its shape; the others are read', async () => {
    const r = await read(shapefileZip(3, WGS84_PRJ), 'plots.zip', { verticesPerRing: 4 });
    expect(r.fatal).toBeNull();
    expect(geometries(r)).toEqual([null, null, null]);
    const ok = await read(shapefileZip(3, WGS84_PRJ), 'plots.zip', { verticesPerRing: 5 });
    expect(geometries(ok).every((g) => g !== null)).toBe(true);
  });
});

describe('nothing corrupt passes', () => {
  it('a shapefile cut short: its intact records read, the cut one reported by number, the file fails', async () => {
    const r = await read(shapefileZip(5, WGS84_PRJ, 20), 'cut.zip');
    expect(r.features).toHaveLength(5);
    expect(geometries(r).filter((g) => g === null)).toHaveLength(1);
    expect(r.warnings.map((w) => w.message).join('\n')).toMatch(/cut short: record 5 needs 128 bytes/);
    const c = await check(shapefileZip(5, WGS84_PRJ, 20), 'cut.zip');
    expect(c.summary.acceptedCount).toBeLessThan(c.summary.featureCount);
  });

  it('a zip holding no plot is a fatal failure, never 0 plots accepted', async () => {
    const c = await check(emptyMembersZip(5), 'empty.zip');
    expect(c.summary.fatal?.code).toBe('file-unreadable');
  });

  it('a geocentric .prj is refused by name; a WGS 84 one is read', async () => {
    const r = await read(shapefileZip(2, GEOCENTRIC_PRJ), 'ecef.zip');
    expect(r.fatal?.code).toBe('file-unreadable');
    expect(r.fatal?.message).toMatch(/geocentric system/);
    expect((await read(shapefileZip(2, WGS84_PRJ), 'wgs.zip')).features).toHaveLength(2);
  });

  it('a coordinate that is not a finite number costs its plot, with a message (never null in --out)', async () => {
    const csv = `Name,WKT\nA,"${'POLYGON ((1e999 5, -4 5.4, -4 5.5, 1e999 5))'}"\nB,"POLYGON ((-4 5.4, -3.999 5.4, -3.999 5.401, -4 5.4))"\n`;
    const r = await read(csv, 'inf.csv');
    expect(r.features[0]!.geometry).toBeNull();
    expect(r.features[1]!.geometry).not.toBeNull();
    expect(r.warnings.map((w) => w.message).join('\n')).toMatch(/not a finite number \(Infinity, 5\)/);
  });

  it('library errors are put in words', () => {
    expect(
      explainReaderError('x.shp', new RangeError('Offset is outside the bounds of the DataView')),
    ).toMatchObject({ message: expect.stringMatching(/cut short or damaged/) });
    expect(
      explainReaderError('x.kml', new RangeError('Cannot create a string longer than 0x1fffffe8 characters')),
    ).toMatchObject({ message: expect.stringMatching(/too large to read in memory/) });
  });
});

describe('a bad part costs only itself; no recursion on input depth', () => {
  it('WKT nested 200,000 deep: that row has no shape, the others are read', async () => {
    const r = await read(deepWktCsv(200_000), 'deep.csv');
    expect(r.fatal).toBeNull();
    expect(r.features).toHaveLength(3);
    expect(geometries(r).map((g) => g?.type ?? null)).toEqual(['Polygon', 'Polygon', null]);
    expect(r.warnings.map((w) => w.message).join('\n')).toMatch(/Row 4 .*nested too deep/);
  });
});

describe('every encoding and dimension suppliers send', () => {
  it.each(['Z', 'M', 'ZM'] as const)(
    'WKT %s in a CSV gives the same plots as 2-D, with a warning',
    async (dims) => {
      for (const multi of [false, true]) {
        const flat = await read(wktCsv(5, '', multi), 'flat.csv');
        const r = await read(wktCsv(5, dims, multi), 'z.csv');
        expect(geometries(r)).toEqual(geometries(flat));
        expect(r.warnings.map((w) => w.message).join('\n')).toMatch(
          /5 plot\(s\) of z.csv carry heights \(Z\) or measures \(M\)/,
        );
      }
      const a = await check(wktCsv(5, dims, true), 'z.csv');
      const b = await check(wktCsv(5, '', true), 'flat.csv');
      expect(a.summary.acceptedCount).toBe(b.summary.acceptedCount);
      expect(a.summary.acceptedCount).toBe(5);
    },
  );

  it.each(['Z', 'M', 'ZM'] as const)(
    'WKT %s in an XLSX gives the same plots as 2-D, with a warning',
    async (dims) => {
      const xlsx = (d: '' | typeof dims) =>
        makeXlsx([
          ['Name', 'WKT'],
          ...Array.from({ length: 4 }, (_, i) => [`Plot ${i + 1}`, squareWkt(i, d, i % 2 === 1)]),
        ]);
      const flat = await read(xlsx(''), 'flat.xlsx');
      const r = await read(xlsx(dims), 'z.xlsx');
      expect(r.fatal).toBeNull();
      expect(geometries(r)).toHaveLength(4);
      expect(geometries(r)).toEqual(geometries(flat));
      expect((geometries(r)[1] as GeoJSON.MultiPolygon).coordinates[0]![0]![0]).toEqual([-3.998, 5.4]);
      expect(r.warnings.map((w) => w.message).join('\n')).toMatch(
        /4 plot\(s\) of z.xlsx carry heights \(Z\) or measures \(M\)/,
      );
      const a = await check(xlsx(dims), 'z.xlsx');
      expect(a.summary.acceptedCount).toBe(4);
      expect(a.summary.acceptedCount).toBe((await check(xlsx(''), 'flat.xlsx')).summary.acceptedCount);
    },
  );

  it('UTF-16 (BOM) CSV and GeoJSON are read like UTF-8', async () => {
    const csv = await read(utf16le(wktCsv(3)), 'u16.csv');
    expect(geometries(csv)).toEqual(geometries(await read(wktCsv(3), 'u8.csv')));
    const gj = await check(utf16le(JSON.stringify(squareCollection(3))), 'u16.geojson');
    expect(gj.summary.fatal).toBeNull();
    expect(gj.summary.featureCount).toBe(3);
  });

  it('a .cpg is read when it names a known code page and refused by name when not', async () => {
    expect((await read(shapefileZip(1, WGS84_PRJ, 0, 'ANSI 1252'), 'a.zip')).fatal).toBeNull();
    const r = await read(shapefileZip(1, WGS84_PRJ, 0, 'KLINGON-42'), 'k.zip');
    expect(r.fatal?.message).toMatch(/names the text encoding "KLINGON-42"/);
  });
});

describe('GeoPackage: tables only, a row budget', () => {
  it('a view listed as a feature table is never run', async () => {
    const bytes = await endlessViewGpkg();
    const r = await read(bytes, 'view.gpkg');
    expect(r.fatal?.message).toMatch(/without any feature table .*views are not read/);
  });

  it('rows: 3 read under a limit of 3, 4 refused', async () => {
    const ok = await read(await gpkgPoints(3), 'p.gpkg', { features: 3 });
    expect(ok.features).toHaveLength(3);
    expect(ok.features[0]!.geometry).toEqual({ type: 'Point', coordinates: [-4, 5.4] });
    const over = await read(await gpkgPoints(4), 'p.gpkg', { features: 3 });
    expect(over.fatal?.code).toBe('file-too-large-to-convert');
  });

  const hasOgr = existsSync('/usr/bin/ogr2ogr');
  it.skipIf(!hasOgr)(
    '3-D GeoPackage (ogr2ogr) gives the same plots as the 2-D one (skipped without gdal-bin)',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'gpkg3d-'));
      try {
        writeFileSync(path.join(dir, 'in.geojson'), JSON.stringify(squareCollection(4, 120)));
        execFileSync('/usr/bin/ogr2ogr', [
          '-f',
          'GPKG',
          path.join(dir, 'z.gpkg'),
          path.join(dir, 'in.geojson'),
        ]);
        execFileSync('/usr/bin/ogr2ogr', [
          '-f',
          'GPKG',
          '-dim',
          'XY',
          path.join(dir, 'xy.gpkg'),
          path.join(dir, 'in.geojson'),
        ]);
        const z = await read(new Uint8Array(readFileSync(path.join(dir, 'z.gpkg'))), 'z.gpkg');
        const xy = await read(new Uint8Array(readFileSync(path.join(dir, 'xy.gpkg'))), 'xy.gpkg');
        expect(z.fatal).toBeNull();
        expect(z.features).toHaveLength(4);
        expect(geometries(z)).toEqual(geometries(xy));
        expect(z.warnings.map((w) => w.message).join('\n')).toMatch(/carry heights/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
