/**
 * The preparing worker: reads supplier files of any format off the main thread, keeps their plots until the
 * person has confirmed the field mapping, then writes the TRACES-ready GeoJSON the checker and the upload use.
 */
/// <reference lib="webworker" />
import type { PrepareRequest, PrepareResponse } from './prepare-protocol.ts';
import { convertFeatures, prepareFile, tracesFileName } from './prepare-file.ts';
// sql.js's WebAssembly (GeoPackage) as a same-origin asset, fetched only when a GeoPackage arrives.
import sqlWasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';

const env = {
  loadSqlWasm: async () => {
    const response = await fetch(sqlWasmUrl);
    if (!response.ok)
      throw new Error('The GeoPackage reader could not be loaded. Reload the page and try again.');
    return response.arrayBuffer();
  },
};

const kept = new Map<number, { name: string; features: GeoJSON.Feature[] }>();

const post = (message: PrepareResponse): void => (self as unknown as Worker).postMessage(message);

self.onmessage = async (event: MessageEvent<PrepareRequest>) => {
  const msg = event.data;
  if (msg.type === 'forget') {
    kept.delete(msg.readId);
    return;
  }
  try {
    if (msg.type === 'read') {
      const { reading, features } = await prepareFile(msg.file, env);
      if (!reading.inTracesFormat && !reading.fatal)
        kept.set(msg.requestId, { name: msg.file.name, features });
      post({ type: 'read', requestId: msg.requestId, reading });
      return;
    }
    const source = kept.get(msg.readId);
    if (!source) throw new Error('The file is no longer in memory: drop it again.');
    const { parts, stats } = await convertFeatures(source.features, msg.mapping, { swapAxes: msg.swapAxes });
    const file = new File(parts, tracesFileName(source.name), { type: 'application/geo+json' });
    post({ type: 'converted', requestId: msg.requestId, file, stats });
  } catch (error) {
    post({
      type: 'failed',
      requestId: msg.requestId,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
