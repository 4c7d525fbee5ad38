/**
 * The page's side of the protocol (protocol.ts): typed calls with ids, cancellation by AbortSignal, streamed
 * events, and a worker that crashes (an `error` or `messageerror` event) or stays silent past the deadline
 * while calls wait (its thread is stuck: a query that never ends, memory exhausted) is terminated, and so is
 * one that works on a call past that call's own deadline (a statement inside sql.js cannot be interrupted
 * from inside; ending its thread can). Every call it owed is rejected with a WorkerStopped that says so, and
 * the next call starts a fresh worker.
 */
import { currentLocale } from '@core/i18n/locales.ts';
import { WORKER_SILENCE_MS, type EventOf, type FromWorker, type Methods, type ToWorker } from './protocol.ts';

/**
 * The worker crashed, stopped answering, or was stopped because a call ran past its deadline ('deadline' for
 * that call, 'replaced' for the others it owed); what it held is gone with it.
 */
export class WorkerStopped extends Error {
  constructor(
    readonly reason: 'crashed' | 'silent' | 'deadline' | 'replaced',
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'WorkerStopped';
  }
}

export interface CallOptions<E> {
  /** Aborting rejects the call at once (an AbortError) and tells the worker to stop its work. */
  signal?: AbortSignal;
  /** The call's streamed events, in order, before its answer. */
  onEvent?: (event: E) => void;
  /** Buffers moved to the worker with the arguments instead of copied. */
  transfer?: Transferable[];
  /**
   * Milliseconds the call may take, heartbeats or not: past them the worker is terminated (and replaced on
   * the next call); this call is rejected with WorkerStopped('deadline'), the others it owed with 'replaced'.
   */
  deadlineMs?: number;
}

export interface WorkerClientOptions {
  /**
   * How long a worker may say nothing while calls wait before it counts as stuck (default WORKER_SILENCE_MS,
   * what every worker of the page uses; tests shorten it). Well above HEARTBEAT_MS.
   */
  silenceMs?: number;
  /** Turns the worker's serialised error back into the page's own error class (default: Error(message)). */
  reviveError?: (error: unknown) => Error;
}

export interface WorkerClient<M extends Methods> {
  call<K extends keyof M & string>(
    method: K,
    args: M[K]['args'],
    options?: CallOptions<EventOf<M[K]>>,
  ): Promise<M[K]['answer']>;
  /** A message that wants no answer (starts the worker if need be). */
  notify<K extends keyof M & string>(method: K, args: M[K]['args'], transfer?: Transferable[]): void;
  /** Whether a worker is running now (one starts on the first call). */
  readonly running: boolean;
  /** Ends the worker; calls still waiting are rejected with an AbortError (the page no longer wants them). */
  close(): void;
}

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  onEvent?: (event: unknown) => void;
  unlisten: () => void;
}

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The call was cancelled.', 'AbortError');

const defaultRevive = (error: unknown): Error =>
  new Error(
    typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error),
  );

export function createWorkerClient<M extends Methods>(
  start: () => Worker,
  options: WorkerClientOptions = {},
): WorkerClient<M> {
  const revive = options.reviveError ?? defaultRevive;
  const silenceMs = options.silenceMs ?? WORKER_SILENCE_MS;
  const waiting = new Map<number, Waiting>();
  let worker: Worker | null = null;
  let nextId = 1;
  let silence: ReturnType<typeof setTimeout> | null = null;

  const quiet = () => {
    if (silence !== null) clearTimeout(silence);
    silence = null;
  };
  /** Heard from the worker (or a call began): the deadline starts again, while anything waits. */
  const heard = () => {
    quiet();
    if (waiting.size > 0)
      silence = setTimeout(
        () => stop(new WorkerStopped('silent', `it gave no sign of life for ${silenceMs / 1000} s`)),
        silenceMs,
      );
  };

  const settle = (id: number): Waiting | undefined => {
    const entry = waiting.get(id);
    if (!entry) return undefined;
    waiting.delete(id);
    entry.unlisten();
    if (waiting.size === 0) quiet();
    return entry;
  };

  /** Ends the worker; `error` rejects every call it still owed (`own` the one that caused it, if any). */
  function stop(error: unknown, own?: { id: number; error: unknown }) {
    quiet();
    const ending = worker;
    worker = null;
    ending?.terminate();
    for (const id of [...waiting.keys()]) settle(id)?.reject(id === own?.id ? own.error : error);
  }

  const receive = (message: FromWorker) => {
    heard();
    if (message.rpc === 'alive') return;
    if (message.rpc === 'event') {
      waiting.get(message.id)?.onEvent?.(message.event);
      return;
    }
    const entry = settle(message.id);
    if (message.rpc === 'answer') entry?.resolve(message.value);
    else entry?.reject(revive(message.error));
  };

  const ensure = (): Worker => {
    if (worker) return worker;
    const started = start();
    started.onmessage = (event: MessageEvent<FromWorker>) => {
      if (worker === started) receive(event.data);
    };
    started.onerror = (event) => {
      event.preventDefault();
      if (worker === started)
        stop(new WorkerStopped('crashed', event.message || 'it stopped with no message'));
    };
    started.onmessageerror = () => {
      if (worker === started) stop(new WorkerStopped('crashed', 'it sent a message that could not be read'));
    };
    return (worker = started);
  };

  const post = (message: ToWorker, transfer: Transferable[] = []) =>
    ensure().postMessage(message, { transfer });

  return {
    call(method, args, callOptions = {}) {
      const { signal, onEvent, transfer, deadlineMs } = callOptions;
      if (signal?.aborted) return Promise.reject(abortError(signal));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          if (!settle(id)) return;
          reject(abortError(signal!));
          worker?.postMessage({ rpc: 'cancel', id } satisfies ToWorker);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const seconds = (deadlineMs ?? 0) / 1000;
        const deadline =
          deadlineMs === undefined
            ? null
            : setTimeout(
                () =>
                  stop(
                    new WorkerStopped(
                      'replaced',
                      `it was stopped because another file took longer than ${seconds} s`,
                    ),
                    { id, error: new WorkerStopped('deadline', `it took longer than ${seconds} s`) },
                  ),
                deadlineMs,
              );
        waiting.set(id, {
          resolve: resolve as (value: unknown) => void,
          reject,
          onEvent: onEvent as ((event: unknown) => void) | undefined,
          unlisten: () => {
            signal?.removeEventListener('abort', onAbort);
            if (deadline !== null) clearTimeout(deadline);
          },
        });
        try {
          post({ rpc: 'call', id, method, args, locale: currentLocale() }, transfer);
        } catch (error) {
          // Arguments that cannot be cloned: the worker never saw the call.
          settle(id)?.reject(error);
          return;
        }
        heard();
      });
    },
    notify(method, args, transfer) {
      post({ rpc: 'notify', method, args }, transfer);
    },
    get running() {
      return worker !== null;
    },
    close() {
      stop(new DOMException('The worker was closed.', 'AbortError'));
    },
  };
}
