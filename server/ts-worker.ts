/**
 * How a worker thread runs a TypeScript module: a few lines of JavaScript, evaluated as the thread's script,
 * register tsx in the thread (with the project's tsconfig, for its path aliases) and import the entry. The
 * thread does not inherit a loader from its parent under every runner (Vitest's is its own), so it brings
 * its own. Used by the server's packing thread (portfolio/pack-thread.ts) and plot-check's reading thread.
 */
import { fileURLToPath } from 'node:url';

const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then(({ register }) => {
  register({ tsconfig: workerData.tsconfig });
  return import(workerData.entry);
});
`;

/** The Worker's script (eval) and the workerData its boot reads, for `entry` with `tsconfig` (file URLs). */
export function tsWorkerStart(
  entry: URL,
  tsconfig: URL,
): { script: string; eval: true; boot: Record<string, string> } {
  return {
    script: BOOT,
    eval: true,
    boot: {
      tsxApi: import.meta.resolve('tsx/esm/api'),
      tsconfig: fileURLToPath(tsconfig),
      entry: entry.href,
    },
  };
}
