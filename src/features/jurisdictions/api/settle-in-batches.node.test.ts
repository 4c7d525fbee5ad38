import { afterEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never has more than inFlight requests running, and yields what settled in each period', async () => {
    vi.useFakeTimers({ now: 0 });
    const m = manual();
    const it = settleInBatches(range(10), m.run, { inFlight: 2, everyMs: 1000 });
    const batches: Settled<number, string>[][] = [];
    const done = (async () => {
      for await (const b of it) batches.push(b);
    })();
    /** Answers the oldest request, then lets the generator run. */
    const answer = async () => {
      const [n, p] = [...m.pending][0]!;
      m.pending.delete(n);
      p.resolve(`r${n}`);
      await vi.advanceTimersByTimeAsync(0);
    };
    await vi.advanceTimersByTimeAsync(0);
    // Three answers inside the first second: nothing is yielded before it ends.
    for (let i = 0; i < 3; i++) await answer();
    await vi.advanceTimersByTimeAsync(998);
    expect(batches).toEqual([]);
    expect(m.pending.size).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((b) => b.map((s) => s.item))).toEqual([[0, 1, 2]]);
    // Nothing settles for two seconds: no empty batch; the map has waited long enough, so the next answer
    // is handed over at once, and the one after it waits for the next period.
    await vi.advanceTimersByTimeAsync(2000);
    expect(batches).toHaveLength(1);
    await answer();
    expect(batches.map((b) => b.map((s) => s.item))).toEqual([[0, 1, 2], [3]]);
    await answer();
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((b) => b.map((s) => s.item))).toEqual([[0, 1, 2], [3], [4]]);
    // The last answers come before the batch is due: yielded as soon as the last one settles.
    for (let i = 0; i < 5; i++) await answer();
    await done;
    expect(batches.map((b) => b.map((s) => s.item))).toEqual([[0, 1, 2], [3], [4], [5, 6, 7, 8, 9]]);
    expect(m.maxRunning()).toBe(2);
    expect(batches.flat().every((s) => s.ok && s.value === `r${s.item}`)).toBe(true);
  });

  it('a country answered within the period is yielded once', async () => {
    const got: number[][] = [];
    for await (const b of settleInBatches(range(111), (n) => Promise.resolve(n), {
      inFlight: 6,
      everyMs: 1000,
    }))
      got.push(b.map((s) => s.item));
    expect(got).toEqual([range(111)]);
  });

  it('yields a failed request as failed, and the others still settle', async () => {
    const it = settleInBatches(
      range(3),
      (n) => (n === 1 ? Promise.reject(new Error('404')) : Promise.resolve(n)),
      { inFlight: 3, everyMs: 1000 },
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
    const it = settleInBatches(range(5), m.run, {
      inFlight: 2,
      everyMs: 1000,
      signal: controller.signal,
    });
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
    for await (const b of settleInBatches([], () => Promise.resolve(1), { inFlight: 4, everyMs: 1000 }))
      none.push(b);
    expect(none).toEqual([]);
    const m = manual();
    const it = settleInBatches(range(2), m.run, { inFlight: 0, everyMs: 0 });
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
