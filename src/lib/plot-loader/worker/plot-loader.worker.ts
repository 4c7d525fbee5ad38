/**
 * The plot loader: walks every page of a project's plots, parses and checks them (zod, as the page's client
 * would), and packs their coordinates into typed arrays, off the page's main thread. At 100,000 plots that
 * is about 100 MB of JSON; parsing it on the page kept the table and the map waiting.
 *
 * It keeps each load's plots packed (plot-store.ts) and answers the map's tile requests from them
 * (plot-tiles.ts), so MapLibre never receives a GeoJSON object per plot. The last MAX_LOADS loads are kept
 * (and any still loading): the page shows at most one project's plots at a time (or one supplier's), the
 * others are what a quick switch back reuses.
 * With a cache key, the project's plots kept in IndexedDB are handed over first (plot-cache.ts) and the
 * complete new load replaces them there.
 */
import { setConnection } from '@/lib/api/connection.ts';
import { cutPack } from '@core/plot-packs/concat-packs.ts';
import { transferablesOf, type PackedPlots } from '@core/plot-packs/packed-plots.ts';
import { joinPacks, MAX_PACK_PLOTS, packEach } from '../shared/pack-pages.ts';
import { PlotCacheWriter, readCachedPlots, readStoredOverlaps, storeOverlaps } from '../shared/plot-cache.ts';
import { serve, type CallContext } from '@/lib/worker-rpc/index.ts';
import { serializeError, type LoaderEvent, type LoaderMethods } from '../shared/plot-loader-protocol.ts';
import type { OverlapReport } from '@core/geo/overlap-report.ts';
import { handBack, loadClipper, overlapsWithOthers, scanOverlaps } from './overlaps.ts';
import { PlotStore } from './plot-store.ts';
import { loadsToDrop } from './kept-loads.ts';
import { plotTile } from './plot-tiles.ts';
import { touchesInView } from './touches-in-view.ts';
import { TileQueue, type QueuedTile } from './plot-tile-queue.ts';
import { TileVersions } from './tile-versions.ts';
import { packWithTracesCheck } from '@core/plot-packs/traces-refusals.ts';
import { projectPlotPages } from '../shared/plot-walk.ts';
import { serverPlotPacks } from '../shared/mirror-pages.ts';

const MAX_LOADS = 6;
/**
 * A revisit's refresh, and an overlap scan, start at the latest this long after they are asked for when no
 * map has asked for a tile yet.
 */
const REFRESH_AFTER_MS = 3000;
/**
 * The overlap scan (seconds at 100,000 plots) starts once the map has had no tile to ask for this long, and
 * then hands the worker back every few tens of ms (overlaps.ts), so tiles asked meanwhile are still cut.
 */
const TILES_QUIET_MS = 1000;
/**
 * Plots per pack handed to the page from the device's copy, whose records hold 25,000 plots each
 * (CACHE_RECORD_PLOTS): the page takes a pack in one task (its summary, the list, a render), and a whole
 * record held a supplier's page for seconds on a revisit (bench/supplier-page.ts). Each pack is its own
 * message, so the page gets its turn between them.
 */
const CACHED_BATCH_PLOTS = 2 * MAX_PACK_PLOTS;

interface Load {
  store: PlotStore;
  tiles: TileVersions;
  stop: () => void;
  /** Scans by supplier name ('' for the whole load), each for the plot count it scanned. */
  overlaps: Map<string, { count: number; report: Promise<OverlapReport> }>;
  /**
   * The device copy's key when the load is complete and its overlap reports may be kept with it
   * (plot-cache.ts): a complete load of the same plots reads them instead of scanning.
   */
  keptAs: string | null;
  /** Until its plots are all in (or its walk failed or was stopped): not let go meanwhile (kept-loads.ts). */
  loading: boolean;
}
const loads = new Map<number, Load>();

/** Lets go of the oldest loads past MAX_LOADS that are done. */
function dropOldLoads(): void {
  for (const id of loadsToDrop(loads, MAX_LOADS)) {
    loads.get(id)?.stop();
    loads.delete(id);
  }
}

/** The load's plots are all in, or will not come: it may be let go once it is among the oldest. */
function loaded(entry: Load): void {
  entry.loading = false;
  dropOldLoads();
}

type Emit = CallContext<LoaderEvent>['emit'];

function keep(loadId: number, stop: () => void): Load {
  const entry: Load = {
    store: new PlotStore(),
    tiles: new TileVersions(),
    stop,
    overlaps: new Map(),
    keptAs: null,
    loading: true,
  };
  loads.set(loadId, entry);
  dropOldLoads();
  return entry;
}

/** Cache reads under way, by their load id: a load's walk waits for its cache read to hand everything over. */
const cacheReads = new Map<number, Promise<unknown>>();

/**
 * The project's cached plots, handed over as load `cacheLoadId`. Asked before the walk is known (the
 * suppliers' counts are still on their way), so the copy shows while the page waits for the service. A cache
 * that cannot be read (no IndexedDB: private mode, blocked storage) is said so, and the service's load is
 * all there is.
 */
function showCached(
  key: string,
  cacheLoadId: number,
  emit: Emit,
): Promise<{ savedAt: number | null; stored: boolean }> {
  const reading = (async () => {
    const entry = keep(cacheLoadId, () => undefined);
    let savedAt: number | null = null;
    let stored = true;
    try {
      const info = await readCachedPlots(
        key,
        (record) => {
          // The record's packs are copies of its plots (cutPack), each handed to the page as soon as it is
          // made, then the record is kept here whole, in one go. Kept pack by pack before each was handed
          // over, a supplier's page waited for the worker to keep every plot of the record ahead of its own;
          // with every pack copied before the first was handed over, it waited for the copy of all 25,000
          // (fresh memory costs most of a copy: about 12 ms a megabyte on a busy machine).
          let kept = false;
          for (const packed of cutPack(record, CACHED_BATCH_PLOTS)) {
            // A record no larger than a pack is handed over itself: kept before its buffers move away.
            if (packed === record) {
              entry.store.add(record);
              kept = true;
            }
            emit({ type: 'plots', packed }, transferablesOf(packed));
          }
          if (!kept) entry.store.add(record);
        },
        ({ extent, count }) => {
          entry.store.expect(count);
          emit({ type: 'cache-extent', extent });
        },
        // The overlap reports kept with the copy, handed over before its plots: a supplier's page shows its
        // overlap counts once its own plots are in, without waiting for the rest or a scan.
        (reports) => emit({ type: 'cached-overlaps', reports: Object.fromEntries(reports) }),
      );
      savedAt = info?.savedAt ?? null;
      if (info) entry.keptAs = key;
    } catch {
      stored = false;
    } finally {
      loaded(entry);
    }
    // Joined and indexed now, while the page starts its map, rather than when the map's first tile
    // request arrives (a quarter of a second at 100,000 plots, on the way to the first drawing).
    if (stored) entry.store.view();
    return { savedAt, stored };
  })();
  cacheReads.set(cacheLoadId, reading);
  return reading;
}

async function load(
  { loadId, kind, token, walk, cache }: LoaderMethods['load']['args'],
  { signal, emit }: CallContext<LoaderEvent>,
): Promise<{ saved: boolean | null }> {
  // This worker's own copy of the connection (workers share no module state with the page).
  setConnection({ kind, token, rememberInTab: false });
  if (cache) {
    // Asked by the page just before this load, in the same turn.
    await cacheReads.get(cache.cacheLoadId);
    cacheReads.delete(cache.cacheLoadId);
    // The device's copy is shown: the refresh waits until the map has drawn it (its pages, parsing and
    // packing would compete with the map's tiles, basemap and start-up for this worker, the server and the
    // cores), or until it is clear that no map asks.
    const shown = loads.get(cache.cacheLoadId);
    if (shown?.store.count) {
      // A supplier's page (it names its supplier first) asks for the copy's overlaps with that supplier once
      // it has drawn the copy: started now, the check runs meanwhile, and the page's request finds it. Not
      // when the plots are the server's copy: the page reads the server's scan of it (overlap-queries.ts).
      if (walk.first !== undefined && token !== null)
        void overlapsOf(shown, walk.first, true).catch(() => undefined);
      await tiles.whenMapSettled(REFRESH_AFTER_MS, TILES_QUIET_MS);
      // And after the overlap checks of the copy: sharing the cores with the refresh's pages held a
      // supplier page's counts back by seconds (bench/supplier-page.ts).
      await Promise.allSettled([...shown.overlaps.values()].map((scan) => scan.report));
    }
  }
  // The server holds the token (the team's people): its copy, walked, checked and packed once for the team,
  // in one request. With a token of the page's own, the loader walks the service and packs each page itself,
  // checking its plots against the TRACES rules as it goes (review items, issue 50).
  let copyWalkedAt: number | undefined;
  const packs =
    token === null
      ? serverPlotPacks(
          kind,
          walk,
          {
            onCopy: ({ walkedAt, refreshing }) => {
              copyWalkedAt = walkedAt;
              emit({ type: 'server-copy', walkedAt, refreshing });
            },
            onWalking: (plots) => emit({ type: 'server-walking', plots }),
          },
          packWithTracesCheck,
        )
      : packEach(projectPlotPages(walk), packWithTracesCheck);
  const entry = keep(loadId, () => void packs.return(undefined));
  // The page stopped the load while it waited for the map.
  if (signal.aborted) entry.stop();
  else signal.addEventListener('abort', () => entry.stop(), { once: true });
  // One supplier's plots are never kept as the project's copy (the device's copy stays whole).
  const keeping = cache !== null && walk.only === undefined;
  const writer = keeping ? new PlotCacheWriter(cache.key) : null;
  entry.store.expect(
    walk.suppliers.reduce(
      (n, s) => (walk.only === undefined || s.name === walk.only ? n + s.plotCount : n),
      0,
    ),
  );
  const take = (packed: PackedPlots) => {
    entry.store.add(packed);
    writer?.add(packed);
    emit({ type: 'plots', packed }, transferablesOf(packed));
  };
  try {
    await joinPacks(packs, take);
    // The page counts the load complete now: waiting for the device's copy to be written held its last
    // plots, and the map's final drawing, back by most of a second at 100,000 plots.
    emit({ type: 'walked' });
    if (keeping) entry.keptAs = cache.key;
    // A supplier's page asks for its supplier's overlaps once it has the last plots: started now, meanwhile
    // (unless they are the server's copy, whose scan the page reads).
    if (walk.first !== undefined && token !== null)
      void overlapsOf(entry, walk.first, true).catch(() => undefined);
    // Out of quota or no IndexedDB: the page says it cannot keep a copy; the plots are shown all the same.
    // The server's copy is kept as of its walk: a revisit asks the server for that copy's overlaps.
    return {
      saved: writer ? await writer.finish(entry.store.fingerprint, copyWalkedAt).catch(() => false) : null,
    };
  } catch (error) {
    void writer?.abort().catch(() => undefined);
    throw error;
  } finally {
    loaded(entry);
  }
}

interface TileRequest extends QueuedTile {
  loadId: number;
  version: number;
  z: number;
  x: number;
  y: number;
  answer: (bytes: Uint8Array) => void;
}
let nextTile = 1;

const tiles = new TileQueue<TileRequest>(
  ({ loadId, version }) => Boolean(loads.get(loadId)?.tiles.of(version)),
  ({ loadId, version, z, x, y }) => {
    const entry = loads.get(loadId)!;
    return plotTile(entry.store.view(), z, x, y, entry.tiles.of(version)!);
  },
  ({ answer }, bytes) => answer(bytes),
);

/**
 * One scan per state of the load and supplier: asked again (another page, a revisit), the report is reused.
 * A page without a map (Suppliers, a supplier's page) has the scan start at once: waiting up to
 * REFRESH_AFTER_MS for a map that never comes held its overlap counts back for nothing.
 */
function overlapsOf(entry: Load, supplier: string | undefined, withoutMap: boolean): Promise<OverlapReport> {
  const count = entry.store.count;
  const key = supplier ?? '';
  let scan = entry.overlaps.get(key);
  if (scan?.count !== count) {
    // After the map's first tiles (a page that just opened asks for them a second or so later): the
    // scan's seconds of work would otherwise compete with the map's first drawing for the cores.
    const first = withoutMap
      ? tiles.whenMapIdle(REFRESH_AFTER_MS, TILES_QUIET_MS)
      : tiles.whenMapSettled(REFRESH_AFTER_MS, TILES_QUIET_MS);
    // A complete load whose plots have a report kept on the device (the same plots as when it was made)
    // reads it: no scan.
    const keptAs = entry.keptAs;
    const fingerprint = entry.store.fingerprint;
    const kept = keptAs
      ? readStoredOverlaps(keptAs, fingerprint).then(
          (found) => found.get(key) ?? null,
          () => null,
        )
      : Promise.resolve(null);
    const report = kept.then(
      (found) =>
        found ??
        first
          .then(loadClipper)
          // Between its slices too: the map's tiles of a load that just completed (a new version, every
          // tile in view cut again) came behind the scan, and the map drew its last plots 0.8 s late.
          .then((clip) =>
            scanOverlaps(
              entry.store.view(),
              clip,
              () => tiles.whenMapIdle(REFRESH_AFTER_MS, TILES_QUIET_MS).then(handBack),
              supplier,
            ),
          )
          .then((scanned) => {
            // Kept for the next visit (a failure to write only means scanning again then).
            if (keptAs) void storeOverlaps(keptAs, fingerprint, key, scanned).catch(() => undefined);
            return scanned;
          }),
    );
    scan = { count, report };
    entry.overlaps.set(key, scan);
  }
  return scan.report;
}

serve<LoaderMethods>(
  {
    load,
    'read-cache': ({ key, cacheLoadId }, { emit }) => showCached(key, cacheLoadId, emit),
    'tile-options': ({ loadId, version, mask, clusterMaxZoom }) =>
      void loads.get(loadId)?.tiles.set(version, { mask, clusterMaxZoom }),
    tile: (request, { signal, transfer }) =>
      new Promise<Uint8Array>((resolve) => {
        const requestId = nextTile++;
        const answer = (bytes: Uint8Array) => {
          transfer([bytes.buffer]);
          resolve(bytes);
        };
        tiles.push({ ...request, requestId, answer });
        // MapLibre no longer wants this tile (it left the view): answered empty if not built yet.
        signal.addEventListener('abort', () => tiles.cancel(requestId), { once: true });
      }),
    'map-drawn': () => tiles.mapDrawn(),
    overlaps: async ({ loadId, supplier, withoutMap }) => {
      const entry = loads.get(loadId);
      return entry ? overlapsOf(entry, supplier, withoutMap ?? false) : null;
    },
    'upload-overlaps': async ({ loadId, geometries, supplier }) => {
      const entry = loads.get(loadId);
      if (!entry) return null;
      return overlapsWithOthers(entry.store.view(), await loadClipper(), geometries, supplier);
    },
    // Like upload-overlaps: an index search per file plot, no scan of the load; answered at once. Loaded on
    // first use (it brings the rule module's canonical form): the worker starts as small as before.
    'upload-diff': async ({ loadId, plots, supplier, mode }) => {
      const entry = loads.get(loadId);
      if (!entry) return null;
      const [{ uploadDiffInView }, clip] = await Promise.all([
        import('./upload-diff-view.ts'),
        loadClipper(),
      ]);
      return uploadDiffInView(entry.store.view(), clip, plots, supplier, mode);
    },
    // A search of the index per footprint and an exact test on the few plots it finds: no need to wait.
    'touched-plots': async ({ loadId, footprints }) => {
      const entry = loads.get(loadId);
      return entry ? touchesInView(entry.store.view(), footprints) : null;
    },
  },
  { serializeError },
);
