/**
 * The one request/answer protocol between the page and its workers (client.ts on the page, serve.ts in the
 * worker). A worker's methods are described once as a type, `{ name: { args; answer; event? } }`, and both
 * sides are typed from it: a call carries an id, may stream events before its answer, and can be cancelled.
 */
import type { Locale } from '@core/i18n/locales.ts';

/** One method of a worker: what the page sends, what comes back, and what it streams meanwhile (if anything). */
export interface MethodSpec {
  args: unknown;
  answer: unknown;
  event?: unknown;
}

export type Methods = Record<string, MethodSpec>;

/** A method's streamed events; `never` when it streams none. */
export type EventOf<S extends MethodSpec> = S extends { event: infer E } ? E : never;

/**
 * While a call runs, the worker says it is alive this often, even when its work has nothing to report
 * (a network wait); a worker whose thread is stuck cannot, and is replaced once the client's silence
 * deadline passes (client.ts).
 */
export const HEARTBEAT_MS = 1000;

/**
 * How long a worker may say nothing while calls wait before the client counts it as stuck and replaces it:
 * a busy worker still says it is alive every HEARTBEAT_MS whenever its thread is free, so only a stuck
 * thread stays silent a minute. The one value for every worker of the page.
 */
export const WORKER_SILENCE_MS = 60_000;

export type ToWorker =
  /**
   * `locale`: the page's language when it made the call (a worker has no page of its own), so what the
   * worker words for a person, an error above all (`sayNow`), is in that language.
   */
  | { rpc: 'call'; id: number; method: string; args: unknown; locale?: Locale }
  | { rpc: 'cancel'; id: number }
  /** No answer wanted (a hint, a forget). */
  | { rpc: 'notify'; method: string; args: unknown };

export type FromWorker =
  | { rpc: 'event'; id: number; event: unknown }
  | { rpc: 'answer'; id: number; value: unknown }
  /** `error` as the worker's serializeError made it (default: `{ message }`). */
  | { rpc: 'fail'; id: number; error: unknown }
  | { rpc: 'alive' };
