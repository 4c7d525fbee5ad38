/**
 * What the page says when a worker crashed or stopped answering while it read a file: which file, why, and
 * what to do (the worker is replaced by then: src/lib/worker-rpc). Anything else is the worker's own message.
 */
import { WorkerStopped } from '@/lib/worker-rpc/index.ts';

export const WORKER_SILENCE_MS = 60_000;

export function stoppedMessage(role: 'checker' | 'reader', fileName: string, error: unknown): string {
  if (!(error instanceof WorkerStopped)) return error instanceof Error ? error.message : String(error);
  return (
    `The ${role} stopped while reading ${fileName}: ${error.detail}. Try again, or check the file with ` +
    `npx plot-check to see what in it stops the ${role}.`
  );
}
