/**
 * Every plot of a project as batches of LoadedPlot, loaded by the plot loader worker (or on the page where
 * there are no workers, as in unit tests: same walk, same packing). Stopping the iteration stops the load.
 */
import { getConnection, type ConnectionKind } from '../api/connection.ts';
import { unpackPlots, type LoadedPlot, type PackedPlots } from './compact-plot.ts';
import { packInBatches } from './plot-batches.ts';
import { reviveError, type LoaderMessage, type LoadRequest } from './plot-loader-protocol.ts';
import { projectPlotPages, type ProjectWalk } from './plot-walk.ts';

/** A queue that a producer pushes to and an async iteration drains; ends with close() or fail(error). */
class Channel<T> {
  private items: T[] = [];
  private end: { failed: boolean; error: unknown } | null = null;
  private wake: (() => void) | null = null;

  push(item: T) {
    this.items.push(item);
    this.notify();
  }
  close() {
    this.end ??= { failed: false, error: null };
    this.notify();
  }
  fail(error: unknown) {
    this.end ??= { failed: true, error };
    this.notify();
  }
  private notify() {
    this.wake?.();
    this.wake = null;
  }
  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for (;;) {
      const item = this.items.shift();
      if (item !== undefined) yield item;
      else if (this.end) {
        if (this.end.failed) throw this.end.error;
        return;
      } else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

function loadInWorker(walk: ProjectWalk, kind: ConnectionKind, channel: Channel<PackedPlots>): () => void {
  const worker = new Worker(new URL('./plot-loader.worker.ts', import.meta.url), {
    type: 'module',
    name: 'plot-loader',
  });
  worker.onmessage = (event: MessageEvent<LoaderMessage>) => {
    const message = event.data;
    if (message.type === 'plots') channel.push(message.packed);
    else if (message.type === 'done') channel.close();
    else channel.fail(reviveError(message.error));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    channel.fail(
      new Error(
        `The plot loader stopped unexpectedly (${event.message || 'no detail'}). Reload the page to try again.`,
      ),
    );
  };
  const request: LoadRequest = { type: 'load', kind, token: getConnection().token, walk };
  worker.postMessage(request);
  return () => worker.terminate();
}

function loadHere(walk: ProjectWalk, channel: Channel<PackedPlots>): () => void {
  const pages = projectPlotPages(walk);
  packInBatches(pages, (packed) => channel.push(packed)).then(
    () => channel.close(),
    (error: unknown) => channel.fail(error),
  );
  return () => void pages.return(undefined);
}

export async function* streamProjectPlots(
  walk: ProjectWalk,
  kind: ConnectionKind,
): AsyncGenerator<LoadedPlot[]> {
  const channel = new Channel<PackedPlots>();
  const stop = typeof Worker === 'undefined' ? loadHere(walk, channel) : loadInWorker(walk, kind, channel);
  try {
    for await (const packed of channel) yield unpackPlots(packed);
  } finally {
    stop();
  }
}
