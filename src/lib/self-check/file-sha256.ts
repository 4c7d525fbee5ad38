/**
 * SHA-256 of a whole file of any size (up to the 2 GB the dropzone takes), as lowercase hex, without holding
 * it in memory twice: Web Crypto hashes a buffer in one call, so it is used below WEBCRYPTO_MAX_BYTES, and a
 * bigger file (or a page without `crypto.subtle`, served over plain HTTP) is read as a stream and hashed
 * chunk by chunk with @noble/hashes. Run in the hashing worker (file-sha256.worker.ts). Pure: no DOM.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { sha256Hex } from './sha256.ts';

/** Files up to this size are read whole and hashed natively (fast); above it, streamed. */
export const WEBCRYPTO_MAX_BYTES = 64 * 1024 ** 2;

/** SHA-256 of a stream's bytes; stops with an AbortError when `signal` is aborted. */
export async function streamSha256(
  stream: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): Promise<string> {
  const hash = sha256.create();
  const reader = stream.getReader();
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      hash.update(value);
    }
  } finally {
    reader.releaseLock();
  }
  return bytesToHex(hash.digest());
}

export async function fileSha256(file: Blob, signal?: AbortSignal): Promise<string> {
  if (file.size <= WEBCRYPTO_MAX_BYTES && globalThis.crypto?.subtle)
    return sha256Hex(await file.arrayBuffer());
  return streamSha256(file.stream(), signal);
}
