/**
 * Packs on the wire (pack-frames.ts): a pack comes back column for column, whatever the chunks the stream
 * is cut into; lines come back as sent; frames that do not hold together are refused whole.
 */
import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { squarePolygon } from '@tests/support/geojson.ts';
import { testPlot } from '@tests/support/plots.ts';
import { packPlots } from './pack-plots.ts';
import {
  decodeFrame,
  encodeLineFrame,
  encodePackFrame,
  FramesCutOff,
  MAX_FRAME_BYTES,
  PackFrameError,
  readFrames,
  type Frame,
} from './pack-frames.ts';
import { ARRAY_FIELDS, TRACES_REFUSED, type PackedPlots } from './packed-plots.ts';

const PLOTS: Plot[] = [
  testPlot('a', {
    name: 'Coopérative Ağaç 🌳',
    supplier: 'Ama',
    geometry: squarePolygon(-5.1234567, 6.5, 0.01),
  }),
  testPlot('b', { supplier: 'Ama', properties: { note: '<b>data</b>' } }),
  testPlot('c', {
    supplier: 'Bo',
    country: 'GH',
    geometry: {
      type: 'MultiPolygon',
      coordinates: [squarePolygon(1, 2, 0.1).coordinates, squarePolygon(3, 4, 0.2).coordinates],
    },
  }),
];

/** Every array of a pack as plain numbers, with the words each code names. */
function columns(p: PackedPlots) {
  return {
    words: p.words,
    coordsType: p.coords.constructor.name,
    ...Object.fromEntries(ARRAY_FIELDS.map((k) => [k, Array.from(p[k] as ArrayLike<number>)])),
  };
}

function packed(plots = PLOTS): PackedPlots {
  const p = packPlots(plots);
  p.tracesRefused[1] = TRACES_REFUSED;
  return p;
}

/** The frames of a stream arriving in these chunks. */
async function framesOf(...chunks: Uint8Array[]): Promise<Frame[]> {
  async function* arriving() {
    for (const chunk of chunks) yield chunk;
  }
  const frames: Frame[] = [];
  for await (const frame of readFrames(arriving())) frames.push(frame);
  return frames;
}

const packOf = (frame: Frame) => {
  if (!('pack' in frame)) throw new Error('not a pack');
  return frame.pack;
};

/** A frame's head rewritten (its arrays kept): a pack that says something else of itself. */
function withHead(frame: Uint8Array, edit: (head: { pack: Record<string, unknown> }) => void): Uint8Array {
  const view = new DataView(frame.buffer, frame.byteOffset);
  const headLength = view.getUint32(4, true);
  const head = JSON.parse(new TextDecoder().decode(frame.subarray(8, 8 + headLength))) as {
    pack: Record<string, unknown>;
  };
  edit(head);
  const again = new TextEncoder().encode(JSON.stringify(head));
  const arrays = frame.subarray((8 + headLength + 7) & ~7);
  const start = (8 + again.length + 7) & ~7;
  const out = new Uint8Array(start + arrays.length);
  const outView = new DataView(out.buffer);
  outView.setUint32(0, out.length - 4, true);
  outView.setUint32(4, again.length, true);
  out.set(again, 8);
  out.set(arrays, start);
  return out;
}

describe('pack frames', () => {
  it('gives back every column of a pack, both coordinate forms, texts in any script, the TRACES column', () => {
    const whole = packed();
    expect(whole.coords).toBeInstanceOf(Int32Array);
    expect(columns(packOf(decodeFrame(encodePackFrame(whole))))).toEqual(columns(whole));
    // A position beyond 7 decimals keeps the pack in degrees.
    const degrees = packed([testPlot('d', { geometry: { type: 'Point', coordinates: [1.123456789, 2] } })]);
    expect(degrees.coords).toBeInstanceOf(Float64Array);
    expect(columns(packOf(decodeFrame(encodePackFrame(degrees))))).toEqual(columns(degrees));
    // An empty pack is a pack.
    const none = packPlots([]);
    expect(columns(packOf(decodeFrame(encodePackFrame(none))))).toEqual(columns(none));
  });

  it('each array in a buffer of its own, so each can be transferred to another thread alone', () => {
    const p = packOf(decodeFrame(encodePackFrame(packed())));
    const buffers = ARRAY_FIELDS.map((k) => p[k].buffer);
    expect(new Set(buffers).size).toBe(ARRAY_FIELDS.length);
    ARRAY_FIELDS.forEach((k) => expect(p[k].byteLength).toBe(p[k].buffer.byteLength));
  });

  it('reads frames out of chunks cut anywhere, lines and packs in order; a cut is said', async () => {
    const stream = [
      encodeLineFrame({ type: 'copy', walkedAt: 'x', plotCount: 3, refreshing: false }),
      encodePackFrame(packed(PLOTS.slice(0, 2))),
      encodePackFrame(packed(PLOTS.slice(2))),
      encodeLineFrame({ type: 'end', plotCount: 3 }),
    ];
    const bytes = new Uint8Array(stream.reduce((n, f) => n + f.length, 0));
    let at = 0;
    for (const f of stream) {
      bytes.set(f, at);
      at += f.length;
    }
    const expected = [
      { line: { type: 'copy', walkedAt: 'x', plotCount: 3, refreshing: false } },
      { pack: columns(packed(PLOTS.slice(0, 2))) },
      { pack: columns(packed(PLOTS.slice(2))) },
      { line: { type: 'end', plotCount: 3 } },
    ];
    const plain = (frames: Frame[]) => frames.map((f) => ('pack' in f ? { pack: columns(f.pack) } : f));
    // Every cut into two pieces (a 7-byte stride), and one byte at a time.
    for (let cut = 0; cut <= bytes.length; cut += 7)
      expect(plain(await framesOf(bytes.subarray(0, cut), bytes.subarray(cut)))).toEqual(expected);
    const bytewise = Array.from(bytes, (_, k) => bytes.subarray(k, k + 1));
    expect(plain(await framesOf(...bytewise))).toEqual(expected);
    // Cut off one byte short of the end: the frames before it, then FramesCutOff.
    const got: Frame[] = [];
    const cutOff = (async () => {
      async function* arriving() {
        yield bytes.subarray(0, bytes.length - 1);
      }
      for await (const frame of readFrames(arriving())) got.push(frame);
    })();
    await expect(cutOff).rejects.toBeInstanceOf(FramesCutOff);
    expect(plain(got)).toEqual(expected.slice(0, 3));
  });

  it('refuses a pack whose arrays do not hold together, whole', () => {
    const frame = encodePackFrame(packed());
    const refused = (bytes: Uint8Array) => expect(() => decodeFrame(bytes)).toThrow(PackFrameError);
    // One plot's worth less of a per-plot column, said in the head.
    refused(
      withHead(frame, (h) => {
        const bytes = h.pack.bytes as number[];
        bytes[ARRAY_FIELDS.indexOf('risk')]! -= 1;
        bytes[ARRAY_FIELDS.indexOf('kinds')]! += 1;
      }),
    );
    // A length that is not whole elements of its type.
    refused(withHead(frame, (h) => ((h.pack.bytes as number[])[ARRAY_FIELDS.indexOf('areaHa')]! -= 1)));
    // A supplier code naming no word.
    refused(withHead(frame, (h) => (h.pack.words = [])));
    refused(withHead(frame, (h) => (h.pack.coords = 'u8')));
    refused(withHead(frame, (h) => (h.pack = { words: [] })));
    // Offsets that run past their data.
    const p = packed();
    p.coordStart[1] = p.coords.length + 2;
    refused(encodePackFrame(p));
    // The frame's length disagrees with its bytes; a head that is not JSON.
    const wrong = frame.slice();
    new DataView(wrong.buffer).setUint32(0, frame.length, true);
    refused(wrong);
    const garbled = frame.slice();
    garbled[8] = 0x7b + 1;
    refused(garbled);
  });

  it('refuses a frame larger than any pack before reading it', async () => {
    const huge = new Uint8Array(8);
    new DataView(huge.buffer).setUint32(0, MAX_FRAME_BYTES + 1, true);
    await expect(framesOf(huge)).rejects.toThrow(/a frame of/);
    // The largest allowed is awaited (here: cut off).
    const largest = new Uint8Array(8);
    new DataView(largest.buffer).setUint32(0, MAX_FRAME_BYTES, true);
    await expect(framesOf(largest)).rejects.toBeInstanceOf(FramesCutOff);
  });
});
