/**
 * What the page says when a worker crashed or stopped answering while it read a file: which file, why, and
 * what to do (the worker is replaced by then: src/lib/worker-rpc). Anything else is the worker's own message.
 */
import { WorkerStopped } from '@/lib/worker-rpc/index.ts';
import { sayNow } from '@core/i18n/messages.ts';

/**
 * How long the preparing worker may take to read one file, heartbeats or not (a GeoPackage's sql.js statement
 * cannot be interrupted from inside; terminating the worker can). Below the silence deadline, so a stuck
 * statement is named as this limit; far above what a file under the read limits takes (docs/supplier-files.md).
 */
export const READ_DEADLINE_MS = 45_000;

export function stoppedMessage(role: 'checker' | 'reader', fileName: string, error: unknown): string {
  if (!(error instanceof WorkerStopped)) return error instanceof Error ? error.message : String(error);
  const values = { role, file: fileName, detail: error.detail };
  if (error.reason === 'deadline') return sayNow('uploads.worker.deadline', values);
  if (error.reason === 'replaced') return sayNow('uploads.worker.replaced', values);
  return sayNow('uploads.worker.stopped', values);
}
