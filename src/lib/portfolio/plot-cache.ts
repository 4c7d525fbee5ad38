/**
 * The portfolio cache: each project's plots kept in IndexedDB as the loader packed them (typed arrays plus
 * small records), so the next visit, in any tab, shows them at once while the loader refreshes them from
 * the service in the background. Written batch by batch as a load arrives, under a new generation; the
 * project's entry points at that generation only when the load is complete, so a load cut short never
 * replaces a whole set with half of one. Holds plots only: never the token or anything else of the
 * connection (the key is the connection kind and the project id).
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PackedPlots } from './compact-plot.ts';

const DB_NAME = 'plot-cache';

export interface CachedSetInfo {
  /** When the cached plots were complete from the service (ms since epoch). */
  savedAt: number;
  count: number;
}

interface CacheSchema extends DBSchema {
  sets: { key: string; value: CachedSetInfo & { generation: number } };
  /** Key: [set key, generation, batch number]. */
  batches: { key: [string, number, number]; value: PackedPlots };
}

let opening: Promise<IDBPDatabase<CacheSchema>> | null = null;

function db(): Promise<IDBPDatabase<CacheSchema>> {
  opening ??= openDB<CacheSchema>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('sets');
      d.createObjectStore('batches');
    },
    // Another tab (or Settings) deletes the cache: let it, and open again next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
    terminated() {
      opening = null;
    },
  });
  return opening;
}

export const plotCacheKey = (kind: string, projectId: string) => `${kind}:${projectId}`;

/** Hands over the cached batches of a set in order; resolves with the set's info, or null when none is kept. */
export async function readCachedPlots(
  key: string,
  onBatch: (packed: PackedPlots) => void,
): Promise<CachedSetInfo | null> {
  const d = await db();
  const info = await d.get('sets', key);
  if (!info) return null;
  const range = IDBKeyRange.bound([key, info.generation, 0], [key, info.generation, Infinity]);
  let cursor = await d.transaction('batches').store.openCursor(range);
  while (cursor) {
    onBatch(cursor.value);
    cursor = await cursor.continue();
  }
  return { savedAt: info.savedAt, count: info.count };
}

/** Writes one load's batches; `finish` makes them the project's cached set and drops the older ones. */
export class PlotCacheWriter {
  private readonly generation = Date.now() + Math.random();
  private batchNo = 0;
  private count = 0;
  private writes: Promise<unknown>[] = [];
  private failed = false;

  constructor(private readonly key: string) {}

  /** Keeps its own copy of the arrays: the pack's buffers are transferred away before the put runs. */
  add(original: PackedPlots): void {
    const { records, coords, coordStart, parts, partStart, centroids, boxes, kinds } = original;
    const packed: PackedPlots = {
      records,
      coords: coords.slice(),
      coordStart: coordStart.slice(),
      parts: parts.slice(),
      partStart: partStart.slice(),
      centroids: centroids.slice(),
      boxes: boxes.slice(),
      kinds: kinds.slice(),
    };
    this.count += records.length;
    const at: [string, number, number] = [this.key, this.generation, this.batchNo++];
    this.writes.push(
      db()
        .then((d) => d.put('batches', packed, at))
        .catch(() => (this.failed = true)),
    );
  }

  async finish(): Promise<void> {
    await Promise.all(this.writes);
    const d = await db();
    if (this.failed) {
      // Out of space, or the cache was cleared meanwhile: keep no partial set.
      await this.drop(d, (g) => g === this.generation);
      return;
    }
    await d.put('sets', { generation: this.generation, savedAt: Date.now(), count: this.count }, this.key);
    await this.drop(d, (g) => g !== this.generation);
  }

  /** A load that failed leaves nothing behind. */
  async abort(): Promise<void> {
    await Promise.allSettled(this.writes);
    await this.drop(await db(), (g) => g === this.generation);
  }

  private async drop(d: IDBPDatabase<CacheSchema>, which: (generation: number) => boolean) {
    const range = IDBKeyRange.bound([this.key], [this.key, []]);
    const tx = d.transaction('batches', 'readwrite');
    for (let c = await tx.store.openKeyCursor(range); c; c = await c.continue())
      if (which(c.key[1])) await tx.store.delete(c.key);
    await tx.done;
  }
}

/** Deletes every cached plot of every project (Settings). */
export async function clearPlotCache(): Promise<void> {
  opening = null;
  await deleteDB(DB_NAME);
}
