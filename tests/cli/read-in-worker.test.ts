/**
 * plot-check's reading thread (cli/read-in-worker.ts): its deadline counts processor time, so a machine
 * busy with other work does not cut off a file that needs little of it, while a reader that spins is still
 * stopped; a wall clock WALL_FACTOR times longer stops one that spends none. Both sides of each boundary.
 */
import { describe, expect, it } from 'vitest';
import { nodeReaderEnv } from '../../cli/node-source.ts';
import { overBudget, readInWorker, readWorkerStart, WALL_FACTOR } from '../../cli/read-in-worker.ts';
import { wktCsv } from '../hostile/hostile-files.ts';

describe('overBudget', () => {
  it('processor time: at the deadline still reading, 1 µs over stopped', () => {
    expect(overBudget(25_000_000, 0, 25_000)).toBeNull();
    expect(overBudget(25_000_001, 0, 25_000)).toBe('cpu');
  });

  it('a busy machine: minutes on the clock with little processor time are not over', () => {
    expect(overBudget(4_000_000, 25_000 * WALL_FACTOR, 25_000)).toBeNull();
    expect(overBudget(4_000_000, 25_000 * WALL_FACTOR + 1, 25_000)).toBe('wall');
  });
});

describe('readWorkerStart', () => {
  it('as TypeScript, the thread boots tsx on read-worker.ts beside the module', () => {
    const start = readWorkerStart('file:///app/cli/read-in-worker.ts');
    expect(start.eval).toBe(true);
    expect(start.script).toContain('register(');
    expect(start.boot.entry).toBe('file:///app/cli/read-worker.ts');
    expect(start.boot.tsconfig).toBe('/app/tsconfig.json');
    expect(start.boot.tsxApi).toMatch(/^file:.*tsx/);
  });

  it('bundled, the thread is read-worker.mjs beside the bundle, run as it is', () => {
    const start = readWorkerStart('file:///tmp/bundle/plot-check.mjs');
    expect(start.eval).toBe(false);
    expect(String(start.script)).toBe('file:///tmp/bundle/read-worker.mjs');
    expect(start.boot).toEqual({});
  });
});

describe('readInWorker', () => {
  const csv = () => new TextEncoder().encode(wktCsv(50));

  it('reads a file well within its processor time; the plots come back packed as GeoJSON text', async () => {
    const r = await readInWorker(csv(), 'plots.csv', nodeReaderEnv, 20_000);
    expect(r.fatal).toBeNull();
    expect(r.features).toHaveLength(0);
    expect(r.packed?.count).toBe(50);
    expect(r.packed?.proposal.name.field).toBe('Name');
    const text = new TextDecoder().decode(Buffer.concat(r.packed!.chunks.map((c) => c!)));
    const fc = JSON.parse(text) as GeoJSON.FeatureCollection;
    expect(fc.features).toHaveLength(50);
    expect(fc.features[49]!.properties).toEqual({ Name: 'Plot 50' });
    expect((fc.features[0]!.geometry as GeoJSON.Polygon).coordinates[0]![0]).toEqual([-4, 5.4]);
  });

  it('stops the thread once its time is spent, with a message naming the limit', async () => {
    // Starting the thread alone (tsx compiling the readers) costs far more than 50 ms of processor time; on a
    // machine this busy the 200 ms clock may come first (overBudget above decides which, exactly).
    const r = await readInWorker(csv(), 'plots.csv', nodeReaderEnv, 50);
    expect(r.fatal?.code).toBe('file-too-large-to-convert');
    expect(r.fatal?.message).toMatch(
      /^plots.csv took longer than 0.05 s (of processor time|\(0.2 s on the clock\)) to read and was stopped/,
    );
  });
});
