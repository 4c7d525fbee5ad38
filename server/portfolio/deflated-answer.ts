/**
 * An answer sent with `Content-Encoding: deflate` (RFC 9110 §8.4.1.2: the zlib format, RFC 1950) made of
 * parts deflated beforehand, so the copy's packs are compressed once, when they are packed, not on every
 * request, and the browser's network process inflates them, beside the page's worker rather than in it.
 *
 * Each part is raw DEFLATE (RFC 1951) ended by a full flush: byte-aligned, with no reference back into an
 * earlier part and no final block, so parts deflated apart join into one DEFLATE stream as they are. The
 * answer is the zlib header, the parts, one empty final block and the Adler-32 of everything the parts
 * inflate to, combined from each part's own (as zlib's adler32_combine does), so nothing is read twice.
 *
 * Measured on this machine at 100,000 plots (bench/plots-browser.ts): the packs are 51 MB, 22.4 MB deflated
 * at level 6. Gzipped per request at level 1 (as the NDJSON copy is) the server spent a second on each
 * answer and the page drew its plots 2.9 s later than uncompressed; inflated by the page's worker
 * (DecompressionStream) the worker spent 0.3-0.7 s more of its time on it, on the way to the first drawing.
 */
import { promisify } from 'node:util';
import { constants, deflateRaw, deflateRawSync, inflateRawSync } from 'node:zlib';

export interface DeflatedPart {
  /** Raw DEFLATE ended by a full flush. */
  deflated: Uint8Array;
  /** Adler-32 of the part's own bytes, and how many there are. */
  adler: number;
  length: number;
}

const ADLER_BASE = 65521;
/** The most bytes summed before the sums must be reduced (zlib's NMAX). */
const ADLER_RUN = 5552;

/** Adler-32 (RFC 1950 §8) of `bytes`, continuing from `adler`. */
export function adler32(bytes: Uint8Array, adler = 1): number {
  let a = adler & 0xffff;
  let b = adler >>> 16;
  for (let i = 0; i < bytes.length;) {
    const end = Math.min(i + ADLER_RUN, bytes.length);
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of A then B from A's, B's and B's length (zlib's adler32_combine). */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (second & 0xffff) + ADLER_BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + ADLER_BASE - rem;
  sum1 %= ADLER_BASE;
  sum2 %= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

const FLUSHED = { finishFlush: constants.Z_FULL_FLUSH };
const deflateAsync = promisify(deflateRaw);

/** A part deflated in zlib's thread pool (off the event loop), ready to join others. */
export async function deflatePart(bytes: Uint8Array, level: number): Promise<DeflatedPart> {
  const deflated = await deflateAsync(bytes, { ...FLUSHED, level });
  return { deflated, adler: adler32(bytes), length: bytes.length };
}

/** A small part (a line), deflated at once. */
export function deflatePartNow(bytes: Uint8Array): DeflatedPart {
  return { deflated: deflateRawSync(bytes, FLUSHED), adler: adler32(bytes), length: bytes.length };
}

/** zlib's header: deflate, a 32 KB window, no preset dictionary (the check bits make it a multiple of 31). */
const ZLIB_HEADER = Uint8Array.of(0x78, 0x9c);
/** An empty final block (fixed Huffman codes: BFINAL 1, BTYPE 01, end of block). */
const FINAL_BLOCK = Uint8Array.of(0x03, 0x00);

/** The parts as one zlib stream: what `Content-Encoding: deflate` carries. */
export async function* zlibStream(parts: AsyncIterable<DeflatedPart>): AsyncGenerator<Uint8Array> {
  yield ZLIB_HEADER;
  let adler = 1;
  for await (const part of parts) {
    adler = adler32Combine(adler, part.adler, part.length);
    yield part.deflated;
  }
  const trailer = new Uint8Array(6);
  trailer.set(FINAL_BLOCK);
  new DataView(trailer.buffer).setUint32(2, adler, false);
  yield trailer;
}

/** The parts inflated, for a client that does not take deflate. */
export async function* inflatedStream(parts: AsyncIterable<DeflatedPart>): AsyncGenerator<Uint8Array> {
  for await (const part of parts)
    yield inflateRawSync(part.deflated, { finishFlush: constants.Z_SYNC_FLUSH });
}
