/**
 * A file whose reading runs past the preparing worker's deadline (a GeoPackage whose sql.js statement never
 * ends keeps no heartbeat; one that keeps working still does): the worker is terminated at the deadline, not
 * before, and the page's message names the file and the limit. Fake timers, advanced step by step.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkerClient, WORKER_SILENCE_MS } from '@/lib/worker-rpc/index.ts';
import type { FromWorker } from '@/lib/worker-rpc/protocol.ts';
import { READ_DEADLINE_MS, stoppedMessage } from './worker-stopped.ts';

type Api = { read: { args: { name: string }; answer: string } };

class FakeWorker {
  terminated = false;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
  alive() {
    this.onmessage?.({ data: { rpc: 'alive' } } as MessageEvent<FromWorker>);
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function reader() {
  const workers: FakeWorker[] = [];
  const client = createWorkerClient<Api>(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
    { silenceMs: WORKER_SILENCE_MS },
  );
  return { client, workers };
}

describe('the preparing worker past its reading deadline', () => {
  it('comes before the silence deadline, so a stuck statement is named as the reading limit', () => {
    expect(READ_DEADLINE_MS).toBeLessThan(WORKER_SILENCE_MS);
  });

  it.each([
    ['silent (a statement that never returns)', false],
    ['alive (a read that keeps working)', true],
  ])('%s: stopped at the deadline, the message names the file and the limit', async (_, beats) => {
    const { client, workers } = reader();
    let message = 'waiting';
    client
      .call('read', { name: 'farms.gpkg' }, { deadlineMs: READ_DEADLINE_MS })
      .catch((e: unknown) => (message = stoppedMessage('reader', 'farms.gpkg', e)));
    for (let t = 0; t < READ_DEADLINE_MS - 1000; t += 1000) {
      vi.advanceTimersByTime(1000);
      if (beats) workers[0]!.alive();
    }
    vi.advanceTimersByTime(999);
    await Promise.resolve();
    expect(message).toBe('waiting');
    expect(workers[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(workers[0]!.terminated).toBe(true);
    expect(message).toBe(
      'The reader stopped reading farms.gpkg: it took longer than 45 s, the time limit for reading one file. ' +
        'A file this slow to read is damaged or built to hang the reader: export the plots again (as a table, ' +
        'not a view, for a GeoPackage) or as GeoJSON, or check it with npx plot-check.',
    );
  });

  it('another file the worker held is named as such, to be dropped again', async () => {
    const { client } = reader();
    let other = 'waiting';
    void client.call('read', { name: 'farms.gpkg' }, { deadlineMs: READ_DEADLINE_MS }).catch(() => undefined);
    client
      .call('read', { name: 'plots.kml' })
      .catch((e: unknown) => (other = stoppedMessage('reader', 'plots.kml', e)));
    for (let t = 0; t < READ_DEADLINE_MS; t += 1000) {
      vi.advanceTimersByTime(1000);
    }
    await Promise.resolve();
    expect(other).toBe(
      'The reader was stopped while it held plots.kml, because another file took too long to read. Drop plots.kml again.',
    );
  });
});
