/** The one protocol between the page and its workers: typed calls, cancellation, crashed or silent workers replaced. */
export { createWorkerClient, WorkerStopped, type WorkerClient } from './client.ts';
export { serve, type CallContext } from './serve.ts';
export { WORKER_SILENCE_MS } from './protocol.ts';
