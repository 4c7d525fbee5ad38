/**
 * plot-check --json writes its document to a stream piece by piece, waiting for 'drain' whenever the
 * stream says its buffer is full (stdout as a pipe behind a slow reader: without waiting, a 200,000-plot
 * report was queued whole in memory, 565 MB instead of 294). A stream that never fills is written straight
 * through, without waiting for a 'drain' that would never come.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/plot-check.ts';
import { squareCollection } from '../hostile/hostile-files.ts';

let tmp: string;
let file: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'drain-test-'));
  // Enough plots (each reported: low-precision) for the document to come in several pieces (1,000 a piece).
  // GeoJSON, which is read on the main thread: the report's writing is the same whatever the format, and a
  // CSV was read in a thread that started TypeScript through tsx, a CPU-second for each of the three checks.
  file = path.join(tmp, 'plots.geojson');
  writeFileSync(file, JSON.stringify(squareCollection(1_200)));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const quiet = { write: () => true };

/** A stream whose buffer is full after every write and drains on a later turn of the event loop. */
class SlowPipe extends EventEmitter {
  readonly pieces: string[] = [];
  full = false;
  writesWhileFull = 0;
  write(text: string): boolean {
    if (this.full) this.writesWhileFull++;
    this.pieces.push(text);
    this.full = true;
    setTimeout(() => {
      this.full = false;
      this.emit('drain');
    }, 1);
    return false;
  }
}

describe('plot-check --json to a stream', { timeout: 120_000 }, () => {
  it('never writes to a full stream, and writes the same document as to a buffer', async () => {
    let plain = '';
    expect(await main(['--json', file], { out: { write: (t: string) => (plain += t) }, err: quiet })).toBe(0);
    const pipe = new SlowPipe();
    expect(await main(['--json', file], { out: pipe, err: quiet })).toBe(0);
    expect(pipe.pieces.length).toBeGreaterThan(3);
    expect(pipe.writesWhileFull).toBe(0);
    expect(pipe.pieces.join('')).toBe(plain);
    expect((JSON.parse(plain) as { files: { plots: unknown[] }[] }).files[0]!.plots).toHaveLength(1_200);
  });

  it('does not wait on a stream that accepts every write (no drain ever comes)', async () => {
    const never = new (class extends EventEmitter {
      text = '';
      write(t: string): boolean {
        this.text += t;
        return true;
      }
    })();
    expect(await main(['--json', file], { out: never, err: quiet })).toBe(0);
    expect(never.listenerCount('drain')).toBe(0);
    expect(JSON.parse(never.text)).toMatchObject({ accepted: true });
  });
});
