/** The hook that owns a worker client: one client while mounted, closed on unmount (calls waiting rejected). */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorkerClient } from './use-worker-client.ts';

type Api = { wait: { args: null; answer: string } };

class FakeWorker {
  terminated = false;
  onmessage = null;
  onerror = null;
  onmessageerror = null;
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
}

describe('useWorkerClient', () => {
  it('holds one client while mounted, starts the worker on the first call, and closes it on unmount', async () => {
    const workers: FakeWorker[] = [];
    const start = () => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    };
    const { result, rerender, unmount } = renderHook(() => useWorkerClient<Api>(start));
    const client = result.current.current;
    expect(client).not.toBeNull();
    expect(workers).toHaveLength(0);
    const call = client!.call('wait', null);
    expect(workers).toHaveLength(1);
    rerender();
    expect(result.current.current).toBe(client);
    unmount();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]!.terminated).toBe(true);
    expect(result.current.current).toBeNull();
  });
});
