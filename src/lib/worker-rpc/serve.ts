/**
 * The worker's side of the protocol (protocol.ts): runs each call's handler with an AbortSignal that the
 * page's cancellation aborts and an `emit` for streamed events, posts the answer or the error, and says it is
 * alive while calls run. A handler's error is serialised (errors lose their class in postMessage); a cancelled
 * call's late answer is dropped.
 */
import { isLocale, setCurrentLocale, type Locale } from '@core/i18n/locales.ts';
import { hasCatalogue, loadCatalogue } from '@core/i18n/messages.ts';
import { HEARTBEAT_MS, type EventOf, type FromWorker, type Methods, type ToWorker } from './protocol.ts';

export interface CallContext<E> {
  /** Aborted when the page cancels the call. */
  signal: AbortSignal;
  /** Streams one event to the page before the answer. */
  emit: (event: E, transfer?: Transferable[]) => void;
  /** Moves these buffers with the answer instead of copying them. */
  transfer: (list: Transferable[]) => void;
}

export type Handlers<M extends Methods> = {
  [K in keyof M]: (
    args: M[K]['args'],
    context: CallContext<EventOf<M[K]>>,
  ) => M[K]['answer'] | Promise<M[K]['answer']>;
};

/** The part of a worker's global scope the protocol uses (a fake one in tests). */
export interface WorkerScope {
  postMessage(message: FromWorker, options?: StructuredSerializeOptions): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}

const idle: CallContext<unknown> = {
  signal: new AbortController().signal,
  emit: () => undefined,
  transfer: () => undefined,
};

const messageOf = (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) });

export function serve<M extends Methods>(
  handlers: Handlers<M>,
  options: { scope?: WorkerScope; serializeError?: (error: unknown) => unknown } = {},
): void {
  const scope = options.scope ?? (self as unknown as WorkerScope);
  const serializeError = options.serializeError ?? messageOf;
  const running = new Map<number, AbortController>();
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const post = (message: FromWorker, transfer: Transferable[] = []) =>
    scope.postMessage(message, { transfer });

  const settle = (id: number) => {
    running.delete(id);
    if (running.size === 0 && heartbeat !== null) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  const run = async (id: number, method: string, args: unknown, locale: Locale | null) => {
    const controller = new AbortController();
    running.set(id, controller);
    heartbeat ??= setInterval(() => post({ rpc: 'alive' }), HEARTBEAT_MS);
    let transfer: Transferable[] = [];
    const context: CallContext<unknown> = {
      signal: controller.signal,
      emit: (event, list = []) => {
        if (!controller.signal.aborted) post({ rpc: 'event', id, event }, list);
      },
      transfer: (list) => void (transfer = list),
    };
    try {
      // The page's language, loaded before the worker words anything in it (English if it cannot be). Only
      // the first call in a language waits: the others run as they arrive, in the order they came.
      if (locale && !hasCatalogue(locale)) await loadCatalogue(locale).catch(() => undefined);
      const handler = handlers[method];
      if (!handler) throw new Error(`This worker has no method "${method}".`);
      const value = await handler(args as never, context as never);
      if (!controller.signal.aborted) post({ rpc: 'answer', id, value }, transfer);
    } catch (error) {
      if (!controller.signal.aborted) post({ rpc: 'fail', id, error: serializeError(error) });
    } finally {
      settle(id);
    }
  };

  scope.onmessage = (event) => {
    const message = event.data;
    if (message.rpc === 'call') {
      // The worker speaks the language of the page's latest call (core/i18n's current locale, for sayNow).
      const locale = isLocale(message.locale) ? message.locale : null;
      if (locale) setCurrentLocale(locale);
      void run(message.id, message.method, message.args, locale);
    } else if (message.rpc === 'cancel') running.get(message.id)?.abort();
    else {
      // A notification has no one to answer to: its failure is the worker's own business. Run at once, so
      // it takes effect before the calls posted after it (tile options before the tiles of that version).
      try {
        const done = handlers[message.method]?.(message.args as never, idle as never);
        if (done instanceof Promise) done.catch(() => undefined);
      } catch {
        // as above
      }
    }
  };
}
