/**
 * Runs one request per item with at most `inFlight` of them at a time, and yields what has settled in
 * batches that double in size (inFlight, 2×, 4×, …): an opened country's regions each need a request for
 * their boundary (contract §5: the list has no geometry), and a map redrawn once per region, or a page
 * re-rendered once per answer, is what made the page slow (issue 31). The first regions show early and a
 * country of n regions is drawn in about log2(n) steps. A failed request is yielded as such, never thrown,
 * so one missing boundary does not hide the others. Once `signal` is aborted no further request starts;
 * those in flight are let finish but nothing more is yielded.
 */
export type Settled<T, R> = { item: T; ok: true; value: R } | { item: T; ok: false; error: unknown };

export async function* settleInBatches<T, R>(
  items: readonly T[],
  run: (item: T) => Promise<R>,
  { inFlight, signal }: { inFlight: number; signal?: AbortSignal },
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
  let batch = limit;
  while (!signal?.aborted && (ready.length || running)) {
    // The whole batch, or whatever is left once nothing more is running.
    if (ready.length < batch && running) {
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      continue;
    }
    const out = ready;
    ready = [];
    batch *= 2;
    yield out;
  }
}
