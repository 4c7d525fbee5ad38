/**
 * Parts deflated apart, joined into one zlib stream: what any zlib reader (here Node's, which checks the
 * Adler-32) inflates to the parts one after another; the checksum combined from the parts' own, across the
 * sums' modulus and with empty parts; and the same bytes for a client that does not take deflate.
 */
import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  adler32,
  adler32Combine,
  deflatePart,
  deflatePartNow,
  inflatedStream,
  zlibStream,
  type DeflatedPart,
} from './deflated-answer.ts';

async function joined(stream: AsyncGenerator<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* each(parts: DeflatedPart[]) {
  yield* parts;
}

/** Compressible and not: text, random bytes, a run longer than the Adler sums' modulus, nothing. */
const PIECES = [
  new TextEncoder().encode('{"line":{"type":"copy"}}'.repeat(50)),
  new Uint8Array(randomBytes(70_000)),
  new Uint8Array(200_000).fill(0xff),
  new Uint8Array(0),
  new TextEncoder().encode('the end'),
];

describe('deflated answers', () => {
  it('joins parts deflated apart into one zlib stream that inflates, checksum and all, to the parts in order', async () => {
    const parts = [
      await deflatePart(PIECES[0]!, 6),
      await deflatePart(PIECES[1]!, 1),
      deflatePartNow(PIECES[2]!),
      deflatePartNow(PIECES[3]!),
      await deflatePart(PIECES[4]!, 9),
    ];
    const whole = Buffer.concat(PIECES);
    const stream = await joined(zlibStream(each(parts)));
    expect(inflateSync(stream).equals(whole)).toBe(true);
    // The checksum is checked: one bit off in it and the stream is refused.
    const wrong = Buffer.from(stream);
    wrong[wrong.length - 1]! ^= 1;
    expect(() => inflateSync(wrong)).toThrow(/incorrect data check/);
    expect((await joined(inflatedStream(each(parts)))).equals(whole)).toBe(true);
    // No parts at all: an empty stream, still a zlib stream.
    expect(inflateSync(await joined(zlibStream(each([])))).length).toBe(0);
  });

  it('combines checksums as summing the bytes once would, around the modulus 65,521', () => {
    const bytes = new Uint8Array(randomBytes(200_000));
    const whole = adler32(bytes);
    for (const cut of [0, 1, 5551, 5552, 65_520, 65_521, 65_522, 131_042, 199_999, 200_000]) {
      const first = bytes.subarray(0, cut);
      const second = bytes.subarray(cut);
      expect([cut, adler32Combine(adler32(first), adler32(second), second.length)]).toEqual([cut, whole]);
      expect(adler32(second, adler32(first))).toBe(whole);
    }
    // The usual worked example: "Wikipedia" is 0x11E60398.
    expect(adler32(new TextEncoder().encode('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
  });
});
