/**
 * Reads one non-GeoJSON plot file in a worker thread that `plot-check` can stop: with a heap limit (a file
 * that needs more memory ends the worker, not the process, and every other file of the run is still
 * reported) and a deadline (a statement inside sql.js cannot be interrupted from inside; terminating its
 * thread can). The read plots come back to the main thread, which maps and checks them as one upload.
 */
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { DEFAULT_READ_LIMITS, type ReadResult, type ReaderEnv } from '@core/formats/index.ts';

/** Heap of the reading thread: with the main thread and the file's bytes, the process stays under 512 MB. */
export const READ_WORKER_HEAP_MB = 320;

/** Starts the worker with tsx, so it runs the TypeScript entry like the launcher does. */
const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then(({ register }) => {
  register({ tsconfig: workerData.tsconfig });
  return import(workerData.entry);
});
`;

const fatal = (message: string): ReadResult => ({
  format: null,
  features: [],
  warnings: [],
  fatal: { code: 'file-too-large-to-convert', message },
});

export function readInWorker(
  bytes: Uint8Array,
  name: string,
  env: ReaderEnv,
  deadlineMs = env.limits?.deadlineMs ?? DEFAULT_READ_LIMITS.deadlineMs,
): Promise<ReadResult> {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: {
        tsxApi: import.meta.resolve('tsx/esm/api'),
        tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
        entry: new URL('./read-worker.ts', import.meta.url).href,
        bytes,
        name,
        limits: env.limits ?? {},
      },
      // The bytes move to the worker instead of being copied (the main thread no longer needs them).
      transferList: whole ? [bytes.buffer as ArrayBuffer] : [],
      resourceLimits: { maxOldGenerationSizeMb: READ_WORKER_HEAP_MB },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const done = (r: ReadResult | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (r instanceof Error) reject(r);
      else resolve(r);
    };
    const timer = setTimeout(
      () =>
        done(
          fatal(
            `${name} took longer than ${Math.round(deadlineMs / 1000)} s to read and was stopped. A file this slow to open is damaged or built to hang the checker; export the plots again (as tables, not views, for a GeoPackage) or as GeoJSON.`,
          ),
        ),
      deadlineMs,
    );
    worker.once('message', (r: ReadResult) => done(r));
    worker.once('error', (e: Error & { code?: string }) =>
      done(
        e.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? fatal(
              `${name} needs more than ${READ_WORKER_HEAP_MB} MB of memory to read and was stopped. Split the plots into smaller files, or export them as GeoJSON, which is checked as a stream at any size.`,
            )
          : e,
      ),
    );
    worker.once('exit', (code) => done(new Error(`the reading thread for ${name} ended (exit ${code})`)));
  });
}
