/**
 * Packs each page as it arrives and groups the packs into batches of at most one per `intervalMs` (the
 * first goes at once, so the first rows show without waiting). 500 pages arrive a few milliseconds apart:
 * handing each to the page on its own would re-render the page 500 times for a progress bar nobody can
 * read that fast. Packing on arrival, not at the batch, lets the parsed JSON die young: held for 100 ms,
 * it outlived the garbage collector's young generation and was copied to the old one first.
 */
import type { Plot } from '@core/api/schemas.ts';
import { concatPacks, packPlots, type PackedPlots } from './compact-plot.ts';

export const BATCH_INTERVAL_MS = 100;

/** Resolves when the pages end (after the last batch); rejects with the walk's error after handing over what came. */
export async function packInBatches(
  pages: AsyncIterable<Plot[]>,
  emit: (packed: PackedPlots) => void,
  intervalMs = BATCH_INTERVAL_MS,
): Promise<void> {
  let buffer: PackedPlots[] = [];
  let lastEmit = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!buffer.length) return;
    const batch = buffer;
    buffer = [];
    lastEmit = performance.now();
    emit(concatPacks(batch));
  };
  try {
    for await (const page of pages) {
      if (page.length) buffer.push(packPlots(page));
      if (timer !== undefined) continue;
      const wait = lastEmit + intervalMs - performance.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    }
  } finally {
    // Also on failure: the plots that did arrive are shown ("loading stopped after N plots").
    flush();
  }
}
