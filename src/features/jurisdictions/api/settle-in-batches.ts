/**
 * Runs one request per item with at most `inFlight` of them at a time, and yields what has settled in
 * batches by time: whatever settled in the first `everyMs`, then in each `everyMs` after it, and the rest
 * when the last request settles. An opened country's regions each need a request for their boundary
 * (contract §5: the list has no geometry), and each batch handed to the map costs a redraw, about the same
 * for 6 regions as for 100 under software WebGL. Batches that doubled in size (6, 12, 24, …) handed
 * Uganda's 111 regions to the map in five steps, and the answers waited behind those redraws on the main
 * thread; by time it takes two (the map's render events counted on the page of bench/region-map.ts). A
 * country whose boundaries all come within `everyMs` is drawn once, and a slow service still shows the
 * first regions after `everyMs` and more at that pace. A failed request is yielded as such, never thrown,
 * so one missing boundary does not hide the others. Once `signal` is aborted no further request starts;
 * those in flight are let finish but nothing more is yielded.
 */
export type Settled<T, R> = { item: T; ok: true; value: R } | { item: T; ok: false; error: unknown };

export async function* settleInBatches<T, R>(
  items: readonly T[],
  run: (item: T) => Promise<R>,
  { inFlight, everyMs, signal }: { inFlight: number; everyMs: number; signal?: AbortSignal },
): AsyncGenerator<Settled<T, R>[]> {
  const limit = Math.max(1, Math.floor(inFlight));
  let next = 0;
  let running = 0;
  let ready: Settled<T, R>[] = [];
  let wake: (() => void) | null = null;
  const start = () => {
    while (running < limit && next < items.length && !signal?.aborted) {
      const item = items[next++]!;
      running++;
      run(item).then(
        (value) => settle({ item, ok: true, value }),
        (error: unknown) => settle({ item, ok: false, error }),
      );
    }
  };
  const settle = (s: Settled<T, R>) => {
    running--;
    ready.push(s);
    start();
    wake?.();
  };
  start();
  let due = Date.now() + everyMs;
  while (!signal?.aborted && (ready.length || running)) {
    // Wait while requests run, until the batch is due (a batch with nothing in it waits for its first).
    if (running && (!ready.length || Date.now() < due)) {
      await new Promise<void>((resolve) => {
        const timer = ready.length ? setTimeout(resolve, Math.max(0, due - Date.now())) : null;
        wake = () => {
          if (timer !== null) clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      continue;
    }
    const out = ready;
    ready = [];
    due = Date.now() + everyMs;
    yield out;
  }
}
