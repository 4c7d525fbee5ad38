import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetStorageRoutes } from '@/lib/api/signed-url.ts';
import { explainStorageError, isExpiredPut, putFileWithRetry, PutError } from './signed-put.ts';

type Answer = number | { status: number; body: string; type: string };

/** A stand-in XHR that answers each send with the next status of `script` (0 = connection failure). */
function installFakeXhr(script: Answer[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    private type = '';
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? this.type : null;
    }
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
      const answer = script.shift() ?? 200;
      const status = typeof answer === 'number' ? answer : answer.status;
      queueMicrotask(() => {
        this.upload.onprogress?.({ loaded: 5 });
        if (status === 0) return this.onerror?.();
        this.status = status;
        if (typeof answer !== 'number') {
          this.responseText = answer.body;
          this.type = answer.type;
        }
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  forgetStorageRoutes();
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

  it('retries network errors and 5xx after 1 s, then 2 s, not a moment sooner, then succeeds', async () => {
    vi.useFakeTimers();
    const sent = installFakeXhr([0, 503, 200]);
    const retries: number[] = [];
    let finished = false;
    const done = putFileWithRetry('u', new Blob(['x']), { onRetry: (n) => retries.push(n) }).then(() => {
      finished = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(retries).toEqual([1]);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(retries).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(2);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    await done;
    expect(finished).toBe(true);
    expect(retries).toEqual([1, 2]);
  });

  it('gives up after the fourth try (waits 1 s, 2 s, 4 s between them) with the last error', async () => {
    vi.useFakeTimers();
    const sent = installFakeXhr([0, 0, 0, 502, 200]);
    const outcome = putFileWithRetry('u', new Blob(['x']), {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(4);
    const error = await outcome;
    expect(error).toBeInstanceOf(PutError);
    expect((error as PutError).status).toBe(502);
    // No fifth try, however long one waits.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(4);
  });

  it('stops waiting to retry as soon as the upload is aborted', async () => {
    vi.useFakeTimers();
    const sent = installFakeXhr([0, 200]);
    const controller = new AbortController();
    const outcome = putFileWithRetry('u', new Blob(['x']), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
  });

  it('does not retry a 403 (expired URL): the caller makes a fresh upload', async () => {
    const sent = installFakeXhr([403]);
    const error = await putFileWithRetry('u', new Blob(['x']), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PutError);
    expect(isExpiredPut(error)).toBe(true);
    expect(sent).toHaveLength(1);
  });
});

const STORAGE = 'https://storage.example';
const signed = (name: string) => `${STORAGE}/bucket/${name}?X-Goog-Signature=abc`;
const relayed = (name: string) => `/api/live/upload-relay?url=${encodeURIComponent(signed(name))}`;

describe('signed-URL PUT to storage on another origin', () => {
  it('goes through the relay when the storage does not admit our origin, and remembers it', async () => {
    const sent = installFakeXhr([0, 200, 200]);
    await putFileWithRetry(signed('a'), new Blob(['x']), {});
    expect(sent.map((r) => r.url)).toEqual([signed('a'), relayed('a')]);
    await putFileWithRetry(signed('b'), new Blob(['x']), {});
    expect(sent.map((r) => r.url)).toEqual([signed('a'), relayed('a'), relayed('b')]);
    for (const r of sent) expect(r.headers).toEqual({ 'content-type': 'application/octet-stream' });
  });

  it('keeps going directly when the storage admits our origin, retrying there on a dropped connection', async () => {
    vi.useFakeTimers();
    const sent = installFakeXhr([200, 0, 200]);
    await putFileWithRetry(signed('a'), new Blob(['x']), {});
    const second = putFileWithRetry(signed('b'), new Blob(['x']), {});
    await vi.advanceTimersByTimeAsync(999);
    expect(sent.map((r) => r.url)).toEqual([signed('a'), signed('b')]);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(sent.map((r) => r.url)).toEqual([signed('a'), signed('b'), signed('b')]);
  });

  it('remembers direct when the storage answered at all, even with an error', async () => {
    const sent = installFakeXhr([403, 200]);
    await expect(putFileWithRetry(signed('a'), new Blob(['x']), {})).rejects.toBeInstanceOf(PutError);
    await putFileWithRetry(signed('b'), new Blob(['x']), {});
    expect(sent.map((r) => r.url)).toEqual([signed('a'), signed('b')]);
  });

  it('decides nothing when neither way answered (the network is down), and retries', async () => {
    vi.useFakeTimers();
    const sent = installFakeXhr([0, 0, 0, 200, 200]);
    const done = putFileWithRetry(signed('a'), new Blob(['x']), {});
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    // Each try probes directly, then the relay; the relay answered on the second try.
    expect(sent.map((r) => r.url)).toEqual([signed('a'), relayed('a'), signed('a'), relayed('a')]);
    await putFileWithRetry(signed('b'), new Blob(['x']), {});
    expect(sent.at(-1)!.url).toBe(relayed('b'));
  });

  it('puts a file on our own origin directly, never through the relay', async () => {
    const sent = installFakeXhr([0, 200]);
    vi.useFakeTimers();
    const done = putFileWithRetry('/api/simulator/storage/u/0?sig=x', new Blob(['x']), {});
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(sent.map((r) => r.url)).toEqual([
      '/api/simulator/storage/u/0?sig=x',
      '/api/simulator/storage/u/0?sig=x',
    ]);
  });
});

describe('storage errors', () => {
  const xml = (code: string, message: string) =>
    `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

  it('reads S3/GCS XML errors and says what they mean', async () => {
    installFakeXhr([
      {
        status: 403,
        type: 'application/xml',
        body: xml('SignatureDoesNotMatch', 'The request signature we calculated does not match'),
      },
    ]);
    const error = (await putFileWithRetry('u', new Blob(['x']), {}).catch((e: unknown) => e)) as PutError;
    expect(error.code).toBe('SignatureDoesNotMatch');
    expect(error.message).toMatch(/did not accept the link's signature/);
    expect(error.message).toMatch(/storage said SignatureDoesNotMatch: The request signature/);
  });

  it('explains expiry, unknown codes, JSON bodies and bodies it cannot read', () => {
    expect(explainStorageError(400, 'text/xml', xml('ExpiredToken', 'Token expired')).message).toMatch(
      /has expired/,
    );
    expect(explainStorageError(400, null, xml('Weird', 'Odd thing')).message).toBe(
      'The storage refused the file (400). (storage said Weird: Odd thing)',
    );
    expect(
      explainStorageError(
        403,
        'application/json',
        '{"errorCode":"forbidden","errorMessage":"Not this origin."}',
      ),
    ).toEqual({
      code: 'forbidden',
      message: 'Not this origin.',
    });
    expect(explainStorageError(500, 'text/html', '<html><body>oops</body></html>').message).toBe(
      'The storage refused the file (500).',
    );
    expect(explainStorageError(502, null, '').message).toBe('The storage refused the file (502).');
  });
});
