/**
 * The plot loader: walks every page of a project's plots, parses and checks them (zod, as the page's client
 * would), and packs their coordinates into typed arrays, off the page's main thread. At 100,000 plots that
 * is about 100 MB of JSON; parsing it on the page kept the table and the map waiting.
 *
 * It keeps each load's plots packed (plot-store.ts) and answers the map's tile requests from them
 * (plot-tiles.ts), so MapLibre never receives a GeoJSON object per plot. The last MAX_LOADS loads are kept:
 * the page shows at most one project's plots at a time, the others are what a quick switch back reuses.
 */
import { setConnection } from '../api/connection.ts';
import { transferablesOf } from './compact-plot.ts';
import { packInBatches } from './plot-batches.ts';
import { serializeError, type LoaderMessage, type LoaderRequest } from './plot-loader-protocol.ts';
import { PlotStore } from './plot-store.ts';
import { plotTile, type TileOptions } from './plot-tiles.ts';
import { projectPlotPages } from './plot-walk.ts';

const MAX_LOADS = 6;

interface Load {
  store: PlotStore;
  tiles: TileOptions;
  stop: () => void;
}
const loads = new Map<number, Load>();

const post = (message: LoaderMessage, transfer: Transferable[] = []) =>
  self.postMessage(message, { transfer });

async function load(request: Extract<LoaderRequest, { type: 'load' }>) {
  const { loadId, kind, token, walk } = request;
  // This worker's own copy of the connection (workers share no module state with the page).
  setConnection({ kind, token, rememberInTab: false });
  const pages = projectPlotPages(walk);
  const entry: Load = {
    store: new PlotStore(),
    tiles: { mask: null, clusterMaxZoom: -1 },
    stop: () => void pages.return(undefined),
  };
  loads.set(loadId, entry);
  for (const old of [...loads.keys()].slice(0, -MAX_LOADS)) {
    loads.get(old)?.stop();
    loads.delete(old);
  }
  try {
    await packInBatches(pages, (packed) => {
      entry.store.add(packed);
      post({ type: 'plots', loadId, packed }, transferablesOf(packed));
    });
    post({ type: 'done', loadId });
  } catch (error) {
    post({ type: 'error', loadId, error: serializeError(error) });
  }
}

self.onmessage = (event: MessageEvent<LoaderRequest>) => {
  const message = event.data;
  switch (message.type) {
    case 'load':
      void load(message);
      break;
    case 'stop':
      loads.get(message.loadId)?.stop();
      break;
    case 'tile-options': {
      const entry = loads.get(message.loadId);
      if (entry) entry.tiles = { mask: message.mask, clusterMaxZoom: message.clusterMaxZoom };
      break;
    }
    case 'tile': {
      const entry = loads.get(message.loadId);
      const { z, x, y, requestId } = message;
      const bytes = entry ? plotTile(entry.store.view(), z, x, y, entry.tiles) : new Uint8Array(0);
      post({ type: 'tile', requestId, bytes }, [bytes.buffer]);
      break;
    }
  }
};
