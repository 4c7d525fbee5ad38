/**
 * Joins packs as they arrive into one pack handed over at most once per `intervalMs` (the first goes at
 * once, so the first rows show without waiting). 500 pages arrive a few milliseconds apart: handing each to
 * the page on its own would re-render the page 500 times for a progress bar nobody can read that fast. The
 * packs come from the server's copy (mirror-pages.ts) or from the service's pages, each packed as it arrives
 * (packPages): packing on arrival, not when the pack is handed over, lets the parsed JSON die young: held
 * for 100 ms, it outlived the garbage collector's young generation and was copied to the old one first.
 */
import type { Plot } from '@core/api/schemas.ts';
import { concatPacks } from '@core/plot-packs/concat-packs.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { packSize, type PackedPlots } from '@core/plot-packs/packed-plots.ts';

export const PACK_INTERVAL_MS = 100;
/**
 * A pack goes at once when it holds this many plots: the page receives a pack in one task (structured
 * clone of its records, then one object per plot), and when the page is busy pages pile up in the worker;
 * a pack of 20,000 plots blocked the page for half a second.
 */
export const MAX_PACK_PLOTS = 2000;

/**
 * Resolves when the pages end (after the last pack); rejects with the walk's error after handing over what
 * came. `pack` packs one page (the loader worker's also checks the plots against the TRACES rules).
 */
export function packPages(
  pages: AsyncIterable<Plot[]>,
  emit: (packed: PackedPlots) => void,
  intervalMs = PACK_INTERVAL_MS,
  maxPlots = MAX_PACK_PLOTS,
  pack: (page: Plot[]) => PackedPlots | Promise<PackedPlots> = packPlots,
): Promise<void> {
  return joinPacks(packEach(pages, pack), emit, intervalMs, maxPlots);
}

/** Each page of plots packed as it arrives (empty pages skipped); stopping it stops the pages. */
export async function* packEach(
  pages: AsyncIterable<Plot[]>,
  pack: (page: Plot[]) => PackedPlots | Promise<PackedPlots>,
): AsyncGenerator<PackedPlots> {
  // Packed before it is buffered (joinPacks takes each only once it is made): a timer's flush while a slow
  // pack (the loader worker's TRACES check) was under way once lost a fifth of a project's plots.
  for await (const page of pages) if (page.length) yield await pack(page);
}

/** Resolves when the packs end (after the last is handed over); rejects with their error after handing over what came. */
export async function joinPacks(
  packs: AsyncIterable<PackedPlots>,
  emit: (packed: PackedPlots) => void,
  intervalMs = PACK_INTERVAL_MS,
  maxPlots = MAX_PACK_PLOTS,
): Promise<void> {
  let buffer: PackedPlots[] = [];
  let buffered = 0;
  let lastEmit = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!buffer.length) return;
    const waiting = buffer;
    buffer = [];
    buffered = 0;
    lastEmit = performance.now();
    emit(concatPacks(waiting));
  };
  try {
    for await (const packed of packs) {
      const size = packSize(packed);
      if (size) {
        buffer.push(packed);
        buffered += size;
      }
      if (buffered >= maxPlots) {
        flush();
        continue;
      }
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
