/**
 * The one hook that owns a worker client for a component's life: made on mount (the worker itself starts on
 * the first call), closed on unmount, so a page that is left stops its worker and every call still waiting
 * is rejected with an AbortError. Outside React (a module's single worker) use createWorkerClient itself.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { createWorkerClient, type WorkerClient, type WorkerClientOptions } from './client.ts';
import type { Methods } from './protocol.ts';

/**
 * The client as a ref: null before the first effect and after unmount (a call then has nothing to do).
 * `start` makes the Worker (a module-level function: it is read once, on mount).
 */
export function useWorkerClient<M extends Methods>(
  start: () => Worker,
  options?: WorkerClientOptions,
): RefObject<WorkerClient<M> | null> {
  const client = useRef<WorkerClient<M> | null>(null);
  const made = useRef({ start, options });
  useEffect(() => {
    const own = createWorkerClient<M>(made.current.start, made.current.options);
    client.current = own;
    return () => {
      own.close();
      if (client.current === own) client.current = null;
    };
  }, []);
  return client;
}
