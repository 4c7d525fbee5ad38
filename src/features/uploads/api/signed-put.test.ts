import { afterEach, describe, expect, it, vi } from 'vitest';
import { isExpiredPut, putFileWithRetry, PutError } from './signed-put.ts';

/** A stand-in XHR that answers each send with the next status of `script` (0 = connection failure). */
function installFakeXhr(script: number[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null as null | ((e: { loaded: number }) => void) };
    onload: null | (() => void) = null;
    onerror: null | (() => void) = null;
    onabort: null | (() => void) = null;
    private req = { method: '', url: '', headers: {} as Record<string, string>, body: null as unknown };
    open(method: string, url: string) {
      this.req.method = method;
      this.req.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.req.headers[k.toLowerCase()] = v;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.req.body = body;
      sent.push(this.req);
      const status = script.shift() ?? 200;
      queueMicrotask(() => {
        this.upload.onprogress?.({ loaded: 5 });
        if (status === 0) return this.onerror?.();
        this.status = status;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('signed-URL PUT', () => {
  it('sends the raw file with Content-Type application/octet-stream and nothing else', async () => {
    const sent = installFakeXhr([200]);
    const file = new File(['{}'], 'p.geojson', { type: 'application/geo+json' });
    await putFileWithRetry('https://storage.example/u/0?sig=x', file, {});
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: 'https://storage.example/u/0?sig=x', body: file });
    expect(sent[0]!.headers).toEqual({ 'content-type': 'application/octet-stream' });
  });

  it('retries network errors and 5xx with backoff, then succeeds', async () => {
    vi.useFakeTimers();
    const sent = installFakeXhr([0, 503, 200]);
    const retries: number[] = [];
    const done = putFileWithRetry('u', new Blob(['x']), { onRetry: (n) => retries.push(n) });
    await vi.runAllTimersAsync();
    await done;
    expect(sent).toHaveLength(3);
    expect(retries).toEqual([1, 2]);
  });

  it('does not retry a 403 (expired URL): the caller makes a fresh upload', async () => {
    const sent = installFakeXhr([403]);
    const error = await putFileWithRetry('u', new Blob(['x']), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PutError);
    expect(isExpiredPut(error)).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
