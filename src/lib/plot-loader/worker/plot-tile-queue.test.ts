import { afterEach, describe, expect, it, vi } from 'vitest';
import { TileQueue } from './plot-tile-queue.ts';

interface Req {
  requestId: number;
  version: number;
}

/** A queue whose tasks run when the test says so, with version `current` as the wanted one. */
function setup() {
  const tasks: (() => void)[] = [];
  const state = { current: 1 };
  const answers: [number, number][] = [];
  const queue = new TileQueue<Req>(
    (r) => r.version >= state.current,
    (r) => new Uint8Array(r.requestId),
    (r, bytes) => answers.push([r.requestId, bytes.length]),
    (next) => tasks.push(next),
  );
  const runAll = () => {
    while (tasks.length) tasks.shift()!();
  };
  return { queue, state, answers, tasks, runAll };
}

describe('TileQueue', () => {
  it('cuts one tile per task, in arrival order', () => {
    const { queue, answers, tasks, runAll } = setup();
    queue.push({ requestId: 3, version: 1 });
    queue.push({ requestId: 4, version: 1 });
    expect(answers).toEqual([]);
    tasks.shift()!();
    expect(answers).toEqual([[3, 3]]);
    runAll();
    expect(answers).toEqual([
      [3, 3],
      [4, 4],
    ]);
  });

  it('answers tiles of an older version empty, the current and newer ones cut', () => {
    const { queue, state, answers, runAll } = setup();
    queue.push({ requestId: 5, version: 1 });
    queue.push({ requestId: 6, version: 2 });
    queue.push({ requestId: 7, version: 3 });
    state.current = 2; // new options arrived while the tiles waited
    runAll();
    expect(answers).toEqual([
      [5, 0],
      [6, 6],
      [7, 7],
    ]);
  });

  it('answers a tile cancelled while it waited empty; a cancellation after its answer changes nothing', () => {
    const { queue, answers, tasks, runAll } = setup();
    queue.push({ requestId: 8, version: 1 });
    queue.push({ requestId: 9, version: 1 });
    tasks.shift()!();
    queue.cancel(8); // already answered
    queue.cancel(9);
    runAll();
    expect(answers).toEqual([
      [8, 8],
      [9, 0],
    ]);
    queue.push({ requestId: 10, version: 1 });
    runAll();
    expect(answers.at(-1)).toEqual([10, 10]);
  });

  it('tells when every waiting tile is answered', async () => {
    const { queue, runAll } = setup();
    await expect(queue.whenServed()).resolves.toBeUndefined();
    queue.push({ requestId: 11, version: 1 });
    let served = false;
    const done = queue.whenServed().then(() => (served = true));
    await Promise.resolve();
    expect(served).toBe(false);
    runAll();
    await done;
    expect(served).toBe(true);
  });

  /** A queue that cuts every tile at once and answers nobody: for the waits. */
  const quietQueue = () =>
    new TileQueue<Req>(
      () => true,
      () => new Uint8Array(1),
      () => undefined,
    );

  describe('whenQuiet', () => {
    afterEach(() => vi.useRealTimers());

    it('whenMapSettled waits for a map to ask for tiles, go quiet and say it drew them', async () => {
      vi.useFakeTimers();
      const queue = quietQueue();
      let settled = false;
      void queue.whenMapSettled(3000, 500).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(1000);
      expect(settled).toBe(false); // no tile asked for yet: the map is still starting
      queue.mapDrawn(); // the basemap drew, before any plot tile: not what is waited for
      queue.push({ requestId: 1, version: 1 });
      await vi.advanceTimersByTimeAsync(400);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      // Quiet, but the map has not drawn the tile yet (a busy machine).
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1000);
      expect(settled).toBe(false);
      queue.mapDrawn();
      await vi.advanceTimersByTimeAsync(60);
      expect(settled).toBe(true);
    });

    it('whenMapSettled stops waiting for a map that never says it drew, once quiet that long', async () => {
      vi.useFakeTimers();
      const queue = quietQueue();
      let settled = false;
      queue.push({ requestId: 1, version: 1 });
      void queue.whenMapSettled(3000, 500).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(settled).toBe(true);
    });

    it('whenMapSettled is at once ready after a drawing when the map stays quiet', async () => {
      vi.useFakeTimers();
      const queue = quietQueue();
      queue.push({ requestId: 1, version: 1 });
      await vi.advanceTimersByTimeAsync(10);
      queue.mapDrawn();
      let settled = false;
      void queue.whenMapSettled(3000, 500).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(480);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(40);
      expect(settled).toBe(true);
    });

    it('whenMapIdle is at once ready where no map ever asked for a tile', async () => {
      vi.useFakeTimers();
      const queue = quietQueue();
      let idle = false;
      void queue.whenMapIdle(3000, 500).then(() => (idle = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(idle).toBe(true);
    });

    it('whenMapIdle waits while a map draws what it asked for, then is ready', async () => {
      vi.useFakeTimers();
      const queue = quietQueue();
      queue.push({ requestId: 1, version: 1 });
      let idle = false;
      void queue.whenMapIdle(3000, 500).then(() => (idle = true));
      await vi.advanceTimersByTimeAsync(1000);
      expect(idle).toBe(false); // quiet, but not drawn yet
      queue.mapDrawn();
      await vi.advanceTimersByTimeAsync(60);
      expect(idle).toBe(true);
    });

    it('whenMapSettled gives up waiting for a map that never asks', async () => {
      vi.useFakeTimers();
      const queue = quietQueue();
      let settled = false;
      void queue.whenMapSettled(3000, 500).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(settled).toBe(true);
    });

    it('waits for the queue to empty and then for a quiet spell without requests', async () => {
      vi.useFakeTimers();
      const answers: number[] = [];
      const queue = new TileQueue<Req>(
        () => true,
        () => new Uint8Array(1),
        (r) => answers.push(r.requestId),
      );
      queue.push({ requestId: 1, version: 1 });
      let quiet = false;
      void queue.whenQuiet(1000).then(() => (quiet = true));
      await vi.advanceTimersByTimeAsync(10);
      expect(answers).toEqual([1]);
      await vi.advanceTimersByTimeAsync(900);
      expect(quiet).toBe(false);
      // A request during the spell starts it again.
      queue.push({ requestId: 2, version: 1 });
      await vi.advanceTimersByTimeAsync(950);
      expect(answers).toEqual([1, 2]);
      expect(quiet).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(quiet).toBe(true);
    });
  });
});
