/**
 * The plot loader: walks every page of a project's plots, parses and checks them (zod, as the page's client
 * would), and packs their coordinates into typed arrays, off the page's main thread. At 100,000 plots that
 * is about 100 MB of JSON; parsing it on the page kept the table and the map waiting.
 */
import { setConnection } from '../api/connection.ts';
import { transferablesOf } from './compact-plot.ts';
import { packInBatches } from './plot-batches.ts';
import { serializeError, type LoaderMessage, type LoadRequest } from './plot-loader-protocol.ts';
import { projectPlotPages } from './plot-walk.ts';

const post = (message: LoaderMessage, transfer: Transferable[] = []) =>
  self.postMessage(message, { transfer });

self.onmessage = async (event: MessageEvent<LoadRequest>) => {
  const { kind, token, walk } = event.data;
  // This worker's own copy of the connection (workers share no module state with the page).
  setConnection({ kind, token, rememberInTab: false });
  try {
    await packInBatches(projectPlotPages(walk), (packed) =>
      post({ type: 'plots', packed }, transferablesOf(packed)),
    );
    post({ type: 'done' });
  } catch (error) {
    post({ type: 'error', error: serializeError(error) });
  }
};
