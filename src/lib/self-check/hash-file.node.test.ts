/**
 * The streaming hash with its progress: a stream is hashed chunk by chunk and reports the bytes read every
 * PROGRESS_STEP_BYTES and at the end; a file above WEBCRYPTO_MAX_BYTES is streamed, never read whole; and
 * `hashFile` runs one hash per File in the worker (here a loop-back one serving the worker's own handler),
 * every caller following its progress, a late one from where it stands.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve } from '@/lib/worker-rpc/index.ts';
import type { WorkerScope } from '@/lib/worker-rpc/serve.ts';
import type { FromWorker, ToWorker } from '@/lib/worker-rpc/protocol.ts';
import {
  fileSha256,
  PROGRESS_STEP_BYTES,
  streamSha256,
  WEBCRYPTO_MAX_BYTES,
  type HashProgress,
} from './file-sha256.ts';
import { hashFile, type HashMethods } from './hash-file.ts';

const MB = 1024 ** 2;

/** `chunks` chunks of 1 MB, chunk i filled with the byte i, made as they are read (nothing held). */
function megabytes(chunks: number): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i === chunks) controller.close();
      else controller.enqueue(new Uint8Array(MB).fill(i++ % 256));
    },
  });
}
const expectedSha = (chunks: number) => {
  const h = createHash('sha256');
  for (let i = 0; i < chunks; i++) h.update(new Uint8Array(MB).fill(i % 256));
  return h.digest('hex');
};

describe('streamSha256', () => {
  it('reports the bytes read every step and at the end, and hashes them all', async () => {
    const seen: number[] = [];
    const hex = await streamSha256(megabytes(20), undefined, (done) => seen.push(done));
    expect(PROGRESS_STEP_BYTES).toBe(8 * MB);
    expect(seen).toEqual([8 * MB, 16 * MB, 20 * MB]);
    expect(hex).toBe(expectedSha(20));
  });

  it('reports a stream shorter than a step once, at its end', async () => {
    const seen: number[] = [];
    await streamSha256(megabytes(PROGRESS_STEP_BYTES / MB - 1), undefined, (done) => seen.push(done));
    expect(seen).toEqual([PROGRESS_STEP_BYTES - MB]);
  });
});

describe('fileSha256', () => {
  it('streams a file above the Web Crypto limit, never reading it whole, with its progress', async () => {
    const arrayBuffer = vi.fn();
    const big = { size: WEBCRYPTO_MAX_BYTES + 1, stream: () => megabytes(9), arrayBuffer } as unknown as Blob;
    const seen: HashProgress[] = [];
    expect(await fileSha256(big, undefined, (p) => seen.push(p))).toBe(expectedSha(9));
    expect(arrayBuffer).not.toHaveBeenCalled();
    const total = WEBCRYPTO_MAX_BYTES + 1;
    expect(seen).toEqual([
      { done: 0, total },
      { done: 8 * MB, total },
      { done: 9 * MB, total },
    ]);
  });

  it('hashes a file up to the limit natively, saying its start and end', async () => {
    const seen: HashProgress[] = [];
    const small = new Blob(['abc']);
    expect(await fileSha256(small, undefined, (p) => seen.push(p))).toBe(
      createHash('sha256').update('abc').digest('hex'),
    );
    expect(seen).toEqual([
      { done: 0, total: 3 },
      { done: 3, total: 3 },
    ]);
  });
});

/** A Worker that serves the hash worker's own handler in this thread, messages passed as a worker's are. */
let started = 0;
class LoopbackWorker {
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror = null;
  onmessageerror = null;
  private readonly scope: WorkerScope;
  constructor() {
    started++;
    this.scope = {
      onmessage: null,
      postMessage: (message) => setTimeout(() => this.onmessage?.({ data: message } as MessageEvent)),
    };
    serve<HashMethods>(
      { sha256: ({ file }, { signal, emit }) => fileSha256(file, signal, emit) },
      { scope: this.scope },
    );
  }
  postMessage(message: ToWorker) {
    setTimeout(() => this.scope.onmessage?.({ data: message } as MessageEvent<ToWorker>));
  }
  addEventListener() {}
  removeEventListener() {}
  terminate() {}
}

describe('hashFile', () => {
  beforeAll(() => vi.stubGlobal('Worker', LoopbackWorker));
  afterAll(() => vi.unstubAllGlobals());

  it('hashes a file once in the worker, each caller following its progress', async () => {
    const bytes = 'x'.repeat(1000);
    const file = new File([bytes], 'parcelles.geojson');
    const first: HashProgress[] = [];
    const second: HashProgress[] = [];
    const a = hashFile(file, (p) => first.push(p));
    const b = hashFile(file, (p) => second.push(p));
    expect(b).toBe(a);
    const expected = createHash('sha256').update(bytes).digest('hex');
    expect(await a).toBe(expected);
    expect(first).toEqual([
      { done: 0, total: 1000 },
      { done: 1000, total: 1000 },
    ]);
    expect(second).toEqual(first);
    expect(started).toBe(1);

    // Asked again once done: the same answer, the last progress said at once, no new hash.
    const late: HashProgress[] = [];
    expect(await hashFile(file, (p) => late.push(p))).toBe(expected);
    expect(late).toEqual([{ done: 1000, total: 1000 }]);
    // Another File of the same bytes is hashed again (it may have changed on the device).
    expect(await hashFile(new File([bytes], 'parcelles.geojson'))).toBe(expected);
    expect(started).toBe(1);
  });
});
