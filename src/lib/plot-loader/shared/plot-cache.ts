/**
 * The portfolio cache: each project's plots kept in IndexedDB as the loader packed them (typed arrays and
 * UTF-8 text, no object per plot), so the next visit, in any tab, shows them at once while the loader refreshes them from
 * the service in the background. Written pack by pack as a load arrives, under a new generation; the
 * project's entry points at that generation only when the load is complete, so a load cut short never
 * replaces a whole set with half of one. Holds plots only: never the token or anything else of the
 * connection (the key is the connection kind and the project id).
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore } from 'idb';
import { unionBounds, type Bounds } from '@/lib/geo/bounds.ts';
import { concatPacks } from '@core/plot-packs/concat-packs.ts';
import { copyPack, packSize, type PackedPlots } from '@core/plot-packs/packed-plots.ts';
import { packExtent } from './pack-boxes.ts';
import type { OverlapReport } from '@core/geo/overlap-report.ts';

const DB_NAME = 'plot-cache';
/**
 * The layout of what is stored (stores, keys, PackedPlots fields). Raise it when any of them changes: the
 * upgrade then drops every store of the old layout, so an old copy is never read as a new one.
 */
// 7: each side of an overlap pair carries its plot's name, risk and stated area (worker/overlaps.ts), and a
// report is kept as its JSON text.
// 8: a `tracesRefused` column (issue 50: plots the TRACES rules refuse are review items).
export const CACHE_SCHEMA_VERSION = 8;

export interface CachedSetInfo {
  /** When the cached plots were complete from the service (ms since epoch). */
  savedAt: number;
  count: number;
  /**
   * The box around every cached plot (null: none has a geometry), read before the plots: a revisit's map
   * frames the whole set from the start instead of the first pack, then moving (and drawing again).
   */
  extent: Bounds | null;
  /**
   * What the plots are (PlotStore.fingerprint, worker/plot-store.ts); null when unknown. The overlap reports
   * kept for it are true of this set.
   */
  fingerprint: string | null;
}

interface CacheSchema extends DBSchema {
  sets: { key: string; value: CachedSetInfo & { generation: number } };
  /**
   * Packs, key: [set key, generation, pack number]. The store keeps its first name, 'batches': renaming it
   * would need a database upgrade for no reader's gain.
   */
  batches: { key: [string, number, number]; value: PackedPlots };
  /**
   * Overlap reports (worker/overlaps.ts) of a set of plots, by [set key, fingerprint, supplier ('' for the
   * whole project)]: a revisit shows a supplier's overlap counts without scanning again (seconds at
   * 100,000 plots). The fingerprint says which plots a report is true of, whichever load made it. Kept as
   * its JSON text: read and handed on to the page as one string each, the page parses only the report it
   * shows (keptOverlapsOf, plot-queries.ts), and the others are never made into objects.
   */
  overlaps: { key: [string, string, string]; value: string };
}

let opening: Promise<IDBPDatabase<CacheSchema>> | null = null;

function db(): Promise<IDBPDatabase<CacheSchema>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  opening ??= openDB<CacheSchema>(DB_NAME, CACHE_SCHEMA_VERSION, {
    upgrade(d) {
      // An older layout is dropped whole rather than migrated: the service has every plot again.
      for (const name of [...d.objectStoreNames]) d.deleteObjectStore(name);
      d.createObjectStore('sets');
      d.createObjectStore('batches');
      d.createObjectStore('overlaps');
    },
    // Another tab (or Settings) deletes or upgrades the cache: let it, and open again next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
    terminated() {
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/**
 * One entry per connection (the simulator and the live service are different sources, on their own API
 * base) and project. Nothing of the token goes into the key or the records.
 */
export const plotCacheKey = (apiBase: string, projectId: string) => `${apiBase}|${projectId}`;

/**
 * Hands over the set's info (`onInfo`, first), the overlap reports kept for its plots (`onReports`, by
 * supplier, when there are any), then its cached packs in order; resolves with the set's info, or null
 * when none is kept. One transaction over the stores: a tab finishing its own load meanwhile cannot drop
 * what is read.
 */
export async function readCachedPlots(
  key: string,
  onBatch: (packed: PackedPlots) => void,
  onInfo: (info: CachedSetInfo) => void = () => {},
  onReports: (reports: Map<string, string>) => void = () => {},
): Promise<CachedSetInfo | null> {
  const d = await db();
  const tx = d.transaction(['sets', 'batches', 'overlaps']);
  const info = await tx.objectStore('sets').get(key);
  if (!info) return null;
  onInfo({ savedAt: info.savedAt, count: info.count, extent: info.extent, fingerprint: info.fingerprint });
  // Asked before the packs: a transaction's requests are answered in order, and asked after them the
  // reports came once every plot was read, seconds after the supplier's own.
  const reports = info.fingerprint
    ? storedOverlapsIn(tx.objectStore('overlaps'), key, info.fingerprint)
    : null;
  reports?.catch(() => undefined);
  const range = IDBKeyRange.bound([key, info.generation, 0], [key, info.generation, Infinity]);
  const store = tx.objectStore('batches');
  // One record asked for ahead of the one handed over: the storage process reads it meanwhile. Not every
  // record at once: their answers then came together, and the worker turned all of them into arrays (a
  // second and more at 100,000 plots on a busy machine, bench/supplier-page.ts) before it could hand over
  // the first, which holds a supplier's page's own plots.
  const keys = await store.getAllKeys(range);
  const ask = (k: number) => {
    const read = k < keys.length ? store.get(keys[k]!) : Promise.resolve(undefined);
    // A failed read fails the transaction, and every read after it: the first failure is the one thrown.
    read.catch(() => undefined);
    return read;
  };
  let next = ask(0);
  const found = await reports;
  if (found?.size) onReports(found);
  let count = 0;
  for (let k = 0; k < keys.length; k++) {
    const packed = await next;
    next = ask(k + 1);
    if (!packed) continue;
    onBatch(packed);
    count += packSize(packed);
  }
  await tx.done;
  return { savedAt: info.savedAt, count, extent: info.extent, fingerprint: info.fingerprint };
}

/** The reports (JSON texts) of a store of overlap reports for the plots of `fingerprint`, by supplier. */
async function storedOverlapsIn(
  store: { getAllKeys: IDBPObjectStoreOverlaps['getAllKeys']; getAll: IDBPObjectStoreOverlaps['getAll'] },
  key: string,
  fingerprint: string,
): Promise<Map<string, string>> {
  const range = IDBKeyRange.bound([key, fingerprint, ''], [key, fingerprint, '\uffff']);
  const [keys, reports] = await Promise.all([store.getAllKeys(range), store.getAll(range)]);
  return new Map(keys.map((k, i) => [k[2], reports[i]!]));
}
type IDBPObjectStoreOverlaps = IDBPObjectStore<CacheSchema, ['overlaps'], 'overlaps'>;

/** The overlap reports kept for the plots of `fingerprint`, by supplier ('' for the whole project). */
export async function readStoredOverlaps(
  key: string,
  fingerprint: string,
): Promise<Map<string, OverlapReport>> {
  const d = await db();
  const tx = d.transaction('overlaps');
  const found = await storedOverlapsIn(tx.store, key, fingerprint);
  await tx.done;
  return new Map([...found].map(([supplier, text]) => [supplier, JSON.parse(text) as OverlapReport]));
}

/** Keeps a supplier's (or with '', the project's) overlap report of the plots of `fingerprint`. */
export async function storeOverlaps(
  key: string,
  fingerprint: string,
  supplier: string,
  report: OverlapReport,
): Promise<void> {
  const d = await db();
  await d.put('overlaps', JSON.stringify(report), [key, fingerprint, supplier]);
}

/**
 * The generation of a new load: its start time, so the load that started later wins (plot-cache writes).
 * Loads of this tab are told apart even within one millisecond (a refresh right after a load used to lose
 * to it half of the time: the random part decided); tabs starting in the same millisecond, by chance.
 */
let lastGeneration = 0;
function nextGeneration(): number {
  lastGeneration = Math.max(Date.now() + Math.random(), lastGeneration + 1);
  return lastGeneration;
}

/**
 * Plots per stored record after the first: a revisit reads the records one by one, and each read is a
 * round trip to the browser's storage process. 50 records of 2,000 plots took about half a second at
 * 100,000 plots, mostly waiting.
 */
export const CACHE_RECORD_PLOTS = 25_000;

/**
 * Writes one load's packs (joined into records of CACHE_RECORD_PLOTS); `finish` makes them the project's
 * cached set (with their fingerprint) and drops the older ones and the overlap reports of other plots.
 */
export class PlotCacheWriter {
  private readonly generation = nextGeneration();
  private packNo = 0;
  private count = 0;
  private writes: Promise<unknown>[] = [];
  private failed = false;
  private pending: PackedPlots[] = [];
  private pendingPlots = 0;
  private extent: Bounds | null = null;

  constructor(private readonly key: string) {}

  /** Keeps its own copy of the arrays: the pack's buffers are transferred away before the put runs. */
  add(original: PackedPlots): void {
    const packed = copyPack(original);
    this.count += packSize(packed);
    this.extent = unionBounds([this.extent, packExtent(packed)]);
    this.pending.push(packed);
    this.pendingPlots += packSize(packed);
    // The first pack goes alone, so a revisit shows its first rows after one small read.
    if (this.packNo === 0 || this.pendingPlots >= CACHE_RECORD_PLOTS) this.flush();
  }

  private flush(): void {
    if (!this.pending.length) return;
    const packed = concatPacks(this.pending);
    this.pending = [];
    this.pendingPlots = 0;
    const at: [string, number, number] = [this.key, this.generation, this.packNo++];
    this.writes.push(
      db()
        .then((d) => d.put('batches', packed, at))
        .catch(() => (this.failed = true)),
    );
  }

  /**
   * Makes this load the project's cached set, unless it could not be written whole or a load that started
   * later (another tab) already finished. Resolves true when the set was kept. All in one transaction, so
   * two tabs finishing at once leave one whole set, never a mix. `asOf`: when the plots were true (the walk
   * of the server's copy they came from); now when not given.
   */
  async finish(fingerprint: string | null = null, asOf: number = Date.now()): Promise<boolean> {
    this.flush();
    await Promise.all(this.writes);
    const d = await db();
    const tx = d.transaction(['sets', 'batches', 'overlaps'], 'readwrite');
    const sets = tx.objectStore('sets');
    const packs = tx.objectStore('batches');
    const mine = IDBKeyRange.bound([this.key, this.generation, 0], [this.key, this.generation, Infinity]);
    const current = await sets.get(this.key);
    // Out of space, or another tab's finish dropped our packs as older: keep no partial set.
    const whole = !this.failed && (await packs.count(mine)) === this.packNo;
    const newer = current !== undefined && current.generation > this.generation;
    const keep = whole && !newer;
    if (keep)
      await sets.put(
        {
          generation: this.generation,
          savedAt: asOf,
          count: this.count,
          extent: this.extent,
          fingerprint,
        },
        this.key,
      );
    // Drop the older sets (and ours when not kept); a later load of another tab still writing stays.
    const all = IDBKeyRange.bound([this.key], [this.key, []]);
    for (let c = await packs.openKeyCursor(all); c; c = await c.continue()) {
      const g = c.key[1];
      if (keep ? g < this.generation : g === this.generation) await packs.delete(c.key);
    }
    // The reports of other plots than the set kept are true of nothing kept any more.
    if (keep) {
      const reports = tx.objectStore('overlaps');
      for (let c = await reports.openKeyCursor(all); c; c = await c.continue())
        if (c.key[1] !== fingerprint) await reports.delete(c.key);
    }
    await tx.done;
    return keep;
  }

  /** A load that failed leaves nothing behind. */
  async abort(): Promise<void> {
    await Promise.allSettled(this.writes);
    const d = await db();
    const tx = d.transaction('batches', 'readwrite');
    const range = IDBKeyRange.bound([this.key, this.generation, 0], [this.key, this.generation, Infinity]);
    for (let c = await tx.store.openKeyCursor(range); c; c = await c.continue()) await tx.store.delete(c.key);
    await tx.done;
  }
}

/** What Settings deleted: how many projects' and plots' copies. */
export interface ClearedCache {
  projects: number;
  plots: number;
}

/** Deletes every cached plot of every project (Settings), saying how much was kept. */
export async function clearPlotCache(): Promise<ClearedCache> {
  let cleared: ClearedCache = { projects: 0, plots: 0 };
  try {
    const d = await db();
    const sets = await d.getAll('sets');
    cleared = { projects: sets.length, plots: sets.reduce((n, s) => n + s.count, 0) };
    d.close();
  } catch {
    // Unreadable: delete it all the same.
  }
  opening = null;
  await deleteDB(DB_NAME);
  return cleared;
}
