import { describe, expect, it } from 'vitest';
import { settleInBatches, type Settled } from './settle-in-batches.ts';

/** Requests answered by hand, so a test decides what settles when. */
function manual() {
  const pending = new Map<number, { resolve: (v: string) => void; reject: (e: Error) => void }>();
  let running = 0;
  let maxRunning = 0;
  const run = (n: number) =>
    new Promise<string>((resolve, reject) => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      pending.set(n, {
        resolve: (v) => (running--, resolve(v)),
        reject: (e) => (running--, reject(e)),
      });
    });
  return { pending, run, maxRunning: () => maxRunning };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('settleInBatches', () => {
  it('never has more than inFlight requests running, and yields batches that double', async () => {
    const m = manual();
    const it = settleInBatches(range(10), m.run, { inFlight: 2 });
    const batches: Settled<number, string>[][] = [];
    const done = (async () => {
      for await (const b of it) batches.push(b);
    })();
    for (let answered = 0; answered < 10; answered++) {
      await tick();
      expect(m.pending.size).toBeGreaterThan(0);
      const [n, p] = [...m.pending][0]!;
      m.pending.delete(n);
      p.resolve(`r${n}`);
    }
    await done;
    expect(m.maxRunning()).toBe(2);
    // 2, then 4, then the 4 left (a batch of 8 cut short when nothing more runs).
    expect(batches.map((b) => b.length)).toEqual([2, 4, 4]);
    expect(batches.flat().map((s) => s.item)).toEqual(range(10));
    expect(batches.flat().every((s) => s.ok && s.value === `r${s.item}`)).toBe(true);
  });

  it('yields a failed request as failed, and the others still settle', async () => {
    const it = settleInBatches(
      range(3),
      (n) => (n === 1 ? Promise.reject(new Error('404')) : Promise.resolve(n)),
      {
        inFlight: 3,
      },
    );
    const all: Settled<number, number>[] = [];
    for await (const b of it) all.push(...b);
    expect(all.map((s) => [s.item, s.ok])).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
    const failed = all.find((s) => !s.ok);
    expect(failed && !failed.ok && (failed.error as Error).message).toBe('404');
  });

  it('starts nothing once aborted and yields nothing more', async () => {
    const m = manual();
    const controller = new AbortController();
    const it = settleInBatches(range(5), m.run, { inFlight: 2, signal: controller.signal });
    const batches: unknown[] = [];
    const done = (async () => {
      for await (const b of it) batches.push(b);
    })();
    await tick();
    expect(m.pending.size).toBe(2);
    controller.abort();
    for (const [, p] of m.pending) p.resolve('late');
    await done;
    expect(batches).toEqual([]);
    // The two answers did not start a third request.
    expect(m.maxRunning()).toBe(2);
    expect(m.pending.size).toBe(2);
  });

  it('an empty list yields nothing, and inFlight below 1 still runs one at a time', async () => {
    const none: unknown[] = [];
    for await (const b of settleInBatches([], () => Promise.resolve(1), { inFlight: 4 })) none.push(b);
    expect(none).toEqual([]);
    const m = manual();
    const it = settleInBatches(range(2), m.run, { inFlight: 0 });
    const got: number[] = [];
    const done = (async () => {
      for await (const b of it) got.push(b.length);
    })();
    for (let i = 0; i < 2; i++) {
      await tick();
      expect(m.pending.size).toBe(1);
      const [n, p] = [...m.pending][0]!;
      m.pending.delete(n);
      p.resolve('x');
    }
    await done;
    expect(got).toEqual([1, 1]);
    expect(m.maxRunning()).toBe(1);
  });
});
