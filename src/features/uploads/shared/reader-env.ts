/**
 * What the file readers need from a browser worker (core/formats' ReaderEnv): sql.js's WebAssembly for
 * GeoPackages, a same-origin asset fetched only when a GeoPackage arrives. One for the preparing and the
 * checking worker, which both read files.
 */
import { sayNow } from '@core/i18n/messages.ts';
import type { ReaderEnv } from '@core/formats/index.ts';
import sqlWasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';

export const workerReaderEnv: ReaderEnv = {
  loadSqlWasm: async () => {
    const response = await fetch(sqlWasmUrl);
    // In the page's language: it came with the worker's call (src/lib/worker-rpc).
    if (!response.ok) throw new Error(sayNow('uploads.error.geopackage-reader', { status: response.status }));
    return response.arrayBuffer();
  },
};
