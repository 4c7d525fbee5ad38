/**
 * plot-check --json keeps the reported plots on disk while a file is checked (cli/plot-spool.ts): what
 * comes back is every plot, in order, byte for byte, on both sides of the batch that goes to disk, across
 * the 1 MB reads and multi-byte characters; the temporary folder is gone afterwards; and the document
 * written from a spooled file is the same document, in the same shape, as before.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../cli/plot-check.ts';
import { PlotSpool, SPOOL_BATCH } from '../../cli/plot-spool.ts';
import { bigCsv } from '../hostile/hostile-files.ts';

let tmp: string;
const savedTmp = process.env['TMPDIR'];
beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'spool-test-'));
  process.env['TMPDIR'] = tmp;
});
afterEach(() => {
  if (savedTmp === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = savedTmp;
  rmSync(tmp, { recursive: true, force: true });
});

/** Plot-like JSON strings of ~600 bytes with quotes, accents, a euro sign and an emoji. */
const plots = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    JSON.stringify({ index: i, name: `Parcelle "Été" ${i} €🌳`, pad: 'é'.repeat(280) }),
  );

describe('PlotSpool', () => {
  it('keeps a batch short of full in memory and gives it back', () => {
    const s = new PlotSpool();
    const all = plots(SPOOL_BATCH - 1);
    for (const p of all) s.add(p);
    expect(s.onDisk).toBe(false);
    expect(s.length).toBe(SPOOL_BATCH - 1);
    expect([...s]).toEqual(all);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it.each([SPOOL_BATCH, SPOOL_BATCH + 1, 2 * SPOOL_BATCH + 500])(
    'gives back %i plots in order through the disk (over 1 MB), then removes its folder',
    (n) => {
      const s = new PlotSpool();
      const all = plots(n);
      for (const p of all) s.add(p);
      expect(s.onDisk).toBe(true);
      expect(s.length).toBe(n);
      expect([...s]).toEqual(all);
      // A second pass reads the same (the document may be written once, but nothing is consumed).
      expect([...s].length).toBe(n);
      expect(readdirSync(tmp)).toHaveLength(1);
      s.dispose();
      expect(readdirSync(tmp)).toEqual([]);
    },
  );
});

describe('plot-check --json with spooled plots', () => {
  it('writes the same document shape, every plot in order, and leaves no temporary file', async () => {
    const rows = SPOOL_BATCH + 500;
    const file = path.join(tmp, 'rows.csv');
    writeFileSync(file, bigCsv(rows));
    let out = '';
    const code = await main(['--json', file], {
      out: { write: (t: string) => (out += t) },
      err: { write: () => true },
    });
    expect(code).toBe(0);
    const doc = JSON.parse(out) as {
      files: Record<string, unknown>[];
    };
    expect(Object.keys(doc)).toEqual(['schemaVersion', 'accepted', 'files']);
    const f = doc.files[0]!;
    expect(Object.keys(f)).toEqual([
      'file',
      'format',
      'features',
      'accepted',
      'nameField',
      'fatal',
      'problems',
      'groups',
      'plots',
    ]);
    const got = f['plots'] as { index: number; name: string }[];
    expect(got.map((p) => p.index)).toEqual(Array.from({ length: rows }, (_, i) => i));
    expect(got[rows - 1]).toEqual({
      index: rows - 1,
      name: `P${rows - 1}`,
      accepted: true,
      codes: ['point-area'],
      problems: [
        {
          code: 'point-area',
          severity: 'warning',
          message: expect.stringContaining(`feature ${rows} ("P${rows - 1}") is a point without an Area`),
          position: [-4 + (rows - 1) * 1e-7, 5.4 + ((rows - 1) % 1000) * 1e-4].map(
            (v) => Math.round(v * 1e7) / 1e7,
          ),
          at: 'plot',
        },
      ],
    });
    expect(f['features']).toBe(rows);
    expect((f['groups'] as { warnings: { plots: number } }).warnings.plots).toBe(rows);
    // The spool's folder is gone (the reading thread's tsx cache may stay).
    expect(readdirSync(tmp).filter((n) => n.startsWith('plot-check-'))).toEqual([]);
    expect(readdirSync(tmp)).toContain('rows.csv');
  });
});
