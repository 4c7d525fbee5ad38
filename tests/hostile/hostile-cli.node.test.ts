/**
 * Issue 27's "Done when", through `plot-check --json` as a process (bundled, tests/cli/plot-check-bundle.ts;
 * default limits): one file of each hostile class, small enough for the test suite but over the real limits
 * where the class is a limit (bombs inflate past the member limit, zips nest too deep, hold too many
 * members). Every file gets its report in one JSON document (no crash, exit 133/134, or hang), and the run
 * exits 1: bombs and over-limit files with file-too-large-to-convert, damaged ones unreadable or with plots
 * that fail, none accepted. bench/hostile-files.ts runs the full-size files and measures the 30 s and 512 MB
 * budgets. One process for all the files: each non-GeoJSON file starts a reading thread.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePlotCheck } from '../cli/plot-check-bundle.ts';
import {
  GEOCENTRIC_PRJ,
  WGS84_PRJ,
  deepWktCsv,
  emptyMembersZip,
  endlessViewGpkg,
  geojsonInZipBomb,
  kmzBomb,
  nestedZips,
  shapefileBomb,
  shapefileZip,
  xlsxBomb,
} from './hostile-files.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'hostile-cli-'));
let bundled: Awaited<ReturnType<typeof bundlePlotCheck>>;
beforeAll(async () => {
  bundled = await bundlePlotCheck();
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  bundled?.remove();
});

interface FileJson {
  file: string;
  features: number;
  accepted: number;
  fatal: { code: string; message: string } | null;
}

/** Each class: its file, and the fatal code it must end with (null: read, but its plots must fail). */
const classes: {
  file: string;
  make: () => Uint8Array | string | Promise<Uint8Array>;
  fatal: string | null;
}[] = [
  { file: 'kmz-bomb.kmz', make: () => kmzBomb(70), fatal: 'file-too-large-to-convert' },
  { file: 'shp-bomb.zip', make: () => shapefileBomb(130), fatal: 'file-too-large-to-convert' },
  { file: 'xlsx-bomb.xlsx', make: () => xlsxBomb(130), fatal: 'file-too-large-to-convert' },
  { file: 'geojson-in.zip', make: () => geojsonInZipBomb(130), fatal: 'file-too-large-to-convert' },
  { file: 'nested.zip', make: () => nestedZips(6), fatal: 'file-too-large-to-convert' },
  { file: 'members.zip', make: () => emptyMembersZip(10_001), fatal: 'file-too-large-to-convert' },
  { file: 'endless-view.gpkg', make: endlessViewGpkg, fatal: 'file-unreadable' },
  { file: 'geocentric.zip', make: () => shapefileZip(10, GEOCENTRIC_PRJ), fatal: 'file-unreadable' },
  {
    file: 'cpg-unknown.zip',
    make: () => shapefileZip(10, WGS84_PRJ, 0, 'KLINGON-7'),
    fatal: 'file-unreadable',
  },
  { file: 'empty-members.zip', make: () => emptyMembersZip(100), fatal: 'file-unreadable' },
  { file: 'truncated-shp.zip', make: () => shapefileZip(20, WGS84_PRJ, 50), fatal: null },
  { file: 'deep-wkt.csv', make: () => deepWktCsv(200_000), fatal: null },
];

describe('plot-check --json on every hostile class', () => {
  it('one report per file, each refused or failing, exit 1, no crash', async () => {
    const files: string[] = [];
    for (const c of classes) {
      const file = path.join(dir, c.file);
      writeFileSync(file, await c.make());
      files.push(file);
    }
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [...bundled.args, '--json', ...files],
        { maxBuffer: 64 * 1024 * 1024, timeout: 600_000 },
        (_err, out) => resolve({ code: child.exitCode, stdout: out }),
      );
    });
    expect(code).toBe(1);
    const doc = JSON.parse(stdout) as { accepted: boolean; files: FileJson[] };
    expect(doc.accepted).toBe(false);
    expect(doc.files.map((f) => path.basename(f.file))).toEqual(classes.map((c) => c.file));
    doc.files.forEach((f, i) => {
      const c = classes[i]!;
      expect({ file: c.file, fatal: f.fatal?.code ?? null }).toEqual({ file: c.file, fatal: c.fatal });
      if (c.fatal === null) {
        // Read, but the damaged part is a plot that fails: never a silent pass.
        expect(f.features).toBeGreaterThan(f.accepted);
      } else expect(f.fatal!.message.length).toBeGreaterThan(40);
    });
  }, 660_000);
});
