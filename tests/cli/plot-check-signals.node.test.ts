/**
 * plot-check as a process (bin/plot-check.js), its plots spooled to a temporary folder (cli/plot-spool.ts):
 * the folder is gone after a normal exit, and after SIGINT (Ctrl-C) or SIGTERM (a pipeline's timeout)
 * arriving while the file is still being checked; the process still ends by that signal.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squareCollection } from '../hostile/hostile-files.ts';

const BIN = path.resolve('bin/plot-check.js');
let dir: string;
let big: string;
let small: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'plot-check-signals-'));
  // Every plot has a problem (low precision), so each one is reported and spooled.
  big = path.join(dir, 'big.geojson');
  writeFileSync(big, JSON.stringify(squareCollection(60_000)));
  small = path.join(dir, 'small.geojson');
  writeFileSync(small, JSON.stringify(squareCollection(2_500)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The plot-check folders in a temporary directory. */
const spoolDirs = (tmp: string) => readdirSync(tmp).filter((n) => n.startsWith('plot-check-'));

function run(file: string, tmp: string) {
  const child = spawn(process.execPath, [BIN, '--json', file], {
    env: { ...process.env, TMPDIR: tmp },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, ended };
}

/** Waits (polling) until the child has made its spool folder, or fails if it ended first. */
async function spoolMade(tmp: string, ended: Promise<unknown>): Promise<void> {
  let over = false;
  void ended.then(() => (over = true));
  while (spoolDirs(tmp).length === 0) {
    if (over) throw new Error('plot-check ended before it spooled any plot');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('plot-check temporary folder', () => {
  it('is removed after a normal exit', async () => {
    const tmp = mkdtempSync(path.join(dir, 'tmp-'));
    const { ended } = run(small, tmp);
    // 2,500 reported plots: more than one batch went to disk while the file was checked.
    expect(await ended).toEqual({ code: 0, signal: null });
    expect(spoolDirs(tmp)).toEqual([]);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    it(`is removed when the process gets ${signal} in the middle of a file, which still ends it`, async () => {
      const tmp = mkdtempSync(path.join(dir, 'tmp-'));
      const { child, ended } = run(big, tmp);
      await spoolMade(tmp, ended);
      expect(spoolDirs(tmp)).toHaveLength(1);
      child.kill(signal);
      expect(await ended).toEqual({ code: null, signal });
      expect(spoolDirs(tmp)).toEqual([]);
    });
});
