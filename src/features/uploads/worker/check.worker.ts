/**
 * The checking worker: the page posts files and options, this streams them through the rule module off the
 * main thread (the page stays responsive on a 1 GB file), posts progress about ten times a second, and
 * keeps the preview plots' properties so a click on the map can show them without re-reading the file.
 */
/// <reference lib="webworker" />
import type { WorkerRequest, WorkerResponse } from './check-protocol.ts';
import { CheckCancelled } from './file-chunks.ts';
import { runCheck, type DetailStore } from './run-check.ts';
import { runFix } from './run-fix.ts';
import { runTracesPreview } from './run-traces-preview.ts';
import type { ReaderEnv } from '@core/formats/index.ts';
// The URL only: the wasm itself is fetched when a GeoPackage arrives.
import sqlWasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';

const readerEnv: ReaderEnv = {
  loadSqlWasm: async () => {
    const res = await fetch(sqlWasmUrl);
    if (!res.ok)
      throw new Error(
        `The GeoPackage reader could not be loaded (${res.status}). Reload the page and try again.`,
      );
    return res.arrayBuffer();
  },
};

const PROGRESS_INTERVAL_MS = 100;

let currentRun = -1;
let details: DetailStore = { properties: new Map(), problems: new Map() };

const post = (message: WorkerResponse): void => (self as unknown as Worker).postMessage(message);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const msg = event.data;
  if (msg.type === 'feature') {
    post({
      type: 'feature',
      runId: msg.runId,
      uid: msg.uid,
      properties: details.properties.get(msg.uid) ?? null,
      problems: details.problems.get(msg.uid) ?? [],
    });
    return;
  }
  if (msg.type === 'fix') {
    try {
      post({
        type: 'fixed',
        requestId: msg.requestId,
        outcome: await runFix(msg.file, msg.fixes, msg.options),
      });
    } catch (error) {
      post({
        type: 'fixFailed',
        requestId: msg.requestId,
        message: error instanceof Error ? error.message : String(error),
      });
    }
    return;
  }
  if (msg.type === 'tracesPreview') {
    try {
      const outcome = await runTracesPreview(msg.file, msg.options);
      post({ type: 'tracesPreview', requestId: msg.requestId, outcome });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      post({ type: 'tracesPreviewFailed', requestId: msg.requestId, message });
    }
    return;
  }
  // A new check supersedes the running one (options changed, files added): the old one stops at its next chunk.
  const runId = msg.runId;
  currentRun = runId;
  const runDetails: DetailStore = { properties: new Map(), problems: new Map() };
  let lastPost = 0;
  try {
    const result = await runCheck(
      msg.files,
      msg.options,
      {
        isCancelled: () => currentRun !== runId,
        onProgress: (p) => {
          const now = performance.now();
          if (now - lastPost < PROGRESS_INTERVAL_MS) return;
          lastPost = now;
          post({ type: 'progress', runId, ...p });
        },
      },
      runDetails,
      msg.mappings ?? [],
      readerEnv,
    );
    if (currentRun !== runId) return;
    details = runDetails;
    post({ type: 'done', runId, result });
  } catch (error) {
    if (error instanceof CheckCancelled || currentRun !== runId) return;
    post({ type: 'error', runId, message: error instanceof Error ? error.message : String(error) });
  }
};
