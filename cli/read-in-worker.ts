/**
 * Reads one non-GeoJSON plot file in a worker thread that `plot-check` can stop: with a heap limit (a file
 * that needs more memory ends the worker, not the process, and every other file of the run is still
 * reported) and a deadline (a statement inside sql.js cannot be interrupted from inside; terminating its
 * thread can). The read plots come back to the main thread as GeoJSON text (moved, not copied), which it maps and checks as one upload.
 *
 * The deadline is CPU time, not wall time: on a machine shared with other work, a legitimate 200,000-row CSV
 * got a fraction of a core and was cut off by a 25 s wall clock although it needs ~4 s of CPU. Node 20 has no
 * per-thread CPU clock (`process.cpuUsage` is the whole process's, in the worker too), but while the worker
 * reads, the main thread only waits for it, so the process's CPU time since the worker started is the
 * reading's (its start-up and garbage collection included: the measure errs on the side of stopping early).
 * A reader that spins (a query that never ends) burns CPU and is stopped after `deadlineMs` of it; a wall
 * clock of WALL_FACTOR times the deadline stops one that waits on nothing without spending CPU.
 */
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_READ_LIMITS,
  type HostReadResult,
  type ReadResult,
  type ReaderEnv,
} from '@core/formats/index.ts';
import { tsWorkerStart } from '../server/ts-worker.ts';

/** Heap of the reading thread: with the main thread and the file's bytes, the process stays under 512 MB. */
export const READ_WORKER_HEAP_MB = 320;

/**
 * How the reading thread starts: from TypeScript through tsx when this module runs as TypeScript (the
 * launcher, bin/plot-check.js), or as the plain JavaScript entry beside this module when it runs bundled
 * (esbuild with read-worker.ts as a second entry point, `.mjs`, as tests/cli/plot-check-bundle.ts builds
 * it): no compiler to start, a third of a second less per file read.
 */
export function readWorkerStart(moduleUrl: string): {
  script: string | URL;
  eval: boolean;
  boot: Record<string, string>;
} {
  if (!moduleUrl.endsWith('.ts'))
    return { script: new URL('./read-worker.mjs', moduleUrl), eval: false, boot: {} };
  return tsWorkerStart(new URL('./read-worker.ts', moduleUrl), new URL('../tsconfig.json', moduleUrl));
}

/** How much longer than the CPU deadline the wall clock may run (a starved or sleeping reader). */
export const WALL_FACTOR = 4;
/** How often the CPU time spent is looked at. */
const POLL_MS = 200;

/**
 * Which budget a read has gone over, from the process CPU time (µs) and the wall time (ms) since it began:
 * strictly more than the deadline stops it.
 */
export function overBudget(cpuMicros: number, wallMs: number, deadlineMs: number): 'cpu' | 'wall' | null {
  if (cpuMicros / 1000 > deadlineMs) return 'cpu';
  if (wallMs > deadlineMs * WALL_FACTOR) return 'wall';
  return null;
}

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
): Promise<HostReadResult> {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return new Promise((resolve, reject) => {
    const start = readWorkerStart(import.meta.url);
    const worker = new Worker(start.script, {
      eval: start.eval,
      workerData: {
        ...start.boot,
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
    const done = (r: HostReadResult | Error) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      void worker.terminate();
      if (r instanceof Error) reject(r);
      else resolve(r);
    };
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const timer = setInterval(() => {
      const used = process.cpuUsage(cpu);
      const over = overBudget(used.user + used.system, performance.now() - t0, deadlineMs);
      if (over)
        done(
          fatal(
            `${name} took longer than ${deadlineMs / 1000} s ${over === 'cpu' ? 'of processor time' : `(${(deadlineMs * WALL_FACTOR) / 1000} s on the clock)`} to read and was stopped. A file this slow to open is damaged or built to hang the checker; export the plots again (as tables, not views, for a GeoPackage) or as GeoJSON.`,
          ),
        );
    }, POLL_MS);
    worker.once('message', (r: HostReadResult) => done(r));
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
