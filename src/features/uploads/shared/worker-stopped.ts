/**
 * What the page says when a worker crashed or stopped answering while it read a file: which file, why, and
 * what to do (the worker is replaced by then: src/lib/worker-rpc). Anything else is the worker's own message.
 */
import { WorkerStopped } from '@/lib/worker-rpc/index.ts';

export const WORKER_SILENCE_MS = 60_000;

/**
 * How long the preparing worker may take to read one file, heartbeats or not (a GeoPackage's sql.js statement
 * cannot be interrupted from inside; terminating the worker can). Below the silence deadline, so a stuck
 * statement is named as this limit; far above what a file under the read limits takes (docs/supplier-files.md).
 */
export const READ_DEADLINE_MS = 45_000;

export function stoppedMessage(role: 'checker' | 'reader', fileName: string, error: unknown): string {
  if (!(error instanceof WorkerStopped)) return error instanceof Error ? error.message : String(error);
  if (error.reason === 'deadline')
    return (
      `The ${role} stopped reading ${fileName}: ${error.detail}, the time limit for reading one file. A file ` +
      `this slow to read is damaged or built to hang the ${role}: export the plots again (as a table, not a ` +
      `view, for a GeoPackage) or as GeoJSON, or check it with npx plot-check.`
    );
  if (error.reason === 'replaced')
    return `The ${role} was stopped while it held ${fileName}, because another file took too long to read. Drop ${fileName} again.`;
  return (
    `The ${role} stopped while reading ${fileName}: ${error.detail}. Try again, or check the file with ` +
    `npx plot-check to see what in it stops the ${role}.`
  );
}
