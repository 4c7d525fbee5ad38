/**
 * SHA-256 of a whole file of any size (up to the 2 GB the dropzone takes), as lowercase hex, without holding
 * it in memory twice: Web Crypto hashes a buffer in one call, so it is used below WEBCRYPTO_MAX_BYTES, and a
 * bigger file (or a page without `crypto.subtle`, served over plain HTTP) is read as a stream and hashed
 * chunk by chunk with @noble/hashes, so memory stays at one chunk whatever the size. How far it has read is
 * reported as it goes (`onProgress`), for a page to show on a big file. Run in the hashing worker
 * (file-sha256.worker.ts). Pure: no DOM.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { sha256Hex } from './sha256.ts';

/** Files up to this size are read whole and hashed natively (fast); above it, streamed. */
export const WEBCRYPTO_MAX_BYTES = 64 * 1024 ** 2;

/** Bytes read between two progress reports while streaming (a 2 GB file: about 250 reports). */
export const PROGRESS_STEP_BYTES = 8 * 1024 ** 2;

/** How far a hash has read: `done` of `total` bytes. */
export interface HashProgress {
  done: number;
  total: number;
}

/**
 * SHA-256 of a stream's bytes; stops with an AbortError when `signal` is aborted. `onBytes` is told the bytes
 * read so far every PROGRESS_STEP_BYTES, and once at the end.
 */
export async function streamSha256(
  stream: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
  onBytes?: (done: number) => void,
): Promise<string> {
  const hash = sha256.create();
  const reader = stream.getReader();
  let done = 0;
  let reported = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const chunk = await reader.read();
      if (chunk.done) break;
      hash.update(chunk.value);
      done += chunk.value.byteLength;
      if (onBytes && done - reported >= PROGRESS_STEP_BYTES) {
        reported = done;
        onBytes(done);
      }
    }
  } finally {
    reader.releaseLock();
  }
  onBytes?.(done);
  return bytesToHex(hash.digest());
}

export async function fileSha256(
  file: Blob,
  signal?: AbortSignal,
  onProgress?: (progress: HashProgress) => void,
): Promise<string> {
  const total = file.size;
  onProgress?.({ done: 0, total });
  if (total <= WEBCRYPTO_MAX_BYTES && globalThis.crypto?.subtle) {
    const hex = await sha256Hex(await file.arrayBuffer());
    onProgress?.({ done: total, total });
    return hex;
  }
  return streamSha256(file.stream(), signal, onProgress && ((done) => onProgress({ done, total })));
}
