/**
 * Packs on the wire: the server's copy of a project sent as packs (packed-plots.ts) rather than plot JSON
 * (docs/portfolio.md, "Packs"). The server packs and checks each plot once per walk and keeps the bytes; the
 * page's worker takes the columns as they come, with no JSON to parse, no zod to run, nothing to pack and no
 * TRACES check of its own: at 100,000 plots that was 98 MB of JSON and most of six seconds of the worker.
 *
 * A stream is a run of frames. A frame: its length after these 4 bytes (u32, little-endian), the length of
 * its head (u32), the head (JSON, UTF-8), zeros to a multiple of 8 bytes from the frame's start, then for a
 * pack each array of ARRAY_FIELDS in that order, each padded to a multiple of 8. The head is
 * `{ "line": … }` (a line of core/api/portfolio.ts: the copy's time, progress, the end),
 * or `{ "pack": { "words": […], "coords": "i32" | "f64", "bytes": [one length per array] } }`. The server
 * keeps each pack deflated and sends the answer with `Content-Encoding: deflate`
 * (server/portfolio/deflated-answer.ts): the browser's network process inflates it, beside the page.
 *
 * The bytes come from the network: a frame is bounded (MAX_FRAME_BYTES), and a pack whose arrays disagree
 * with each other (lengths, offsets, word codes) is refused whole (PackFrameError), never half read.
 */
import { ARRAY_FIELDS, NO_WORD, packSize, TEXT_FIELDS, type PackedPlots } from './packed-plots.ts';

/** The answer's content type. */
export const PACK_FRAMES_TYPE = 'application/vnd.plot-packs';

/** A frame larger than this is refused: a server's pack holds at most a few thousand plots. */
export const MAX_FRAME_BYTES = 256 * 1024 * 1024;

export type Frame = { line: unknown } | { pack: PackedPlots };

/** Bytes that are not a frame stream, or a pack whose arrays do not fit together. */
export class PackFrameError extends Error {}
/** The stream ended inside a frame: cut off. */
export class FramesCutOff extends Error {}

type ArrayField = (typeof ARRAY_FIELDS)[number];
type TypedArrayKind = 'f64' | 'i32' | 'u32' | 'u16' | 'u8';
const CONSTRUCTORS = {
  f64: Float64Array,
  i32: Int32Array,
  u32: Uint32Array,
  u16: Uint16Array,
  u8: Uint8Array,
} as const;

/** Each array's element type; `coords` is whole units (i32) or degrees (f64), said in the head. */
const KINDS: Record<Exclude<ArrayField, 'coords'>, TypedArrayKind> = {
  coordStart: 'u32',
  parts: 'i32',
  partStart: 'u32',
  centroids: 'f64',
  boxes: 'f64',
  kinds: 'u8',
  risk: 'u8',
  areaHa: 'f64',
  deforestedHa: 'f64',
  deforested: 'u8',
  changedAt: 'f64',
  remainingForestHa: 'f64',
  protectedAreasHa: 'f64',
  indigenousTerritoriesHa: 'f64',
  tracesRefused: 'u8',
  supplier: 'u16',
  country: 'u16',
  project: 'u16',
  framework: 'u16',
  text: 'u8',
  textStart: 'u32',
};

/** Elements per plot of the arrays that hold a fixed number per plot (the rest are offsets and their data). */
const PER_PLOT: Partial<Record<ArrayField, number>> = {
  centroids: 2,
  boxes: 4,
  kinds: 1,
  risk: 1,
  areaHa: 1,
  deforestedHa: 1,
  deforested: 1,
  changedAt: 1,
  remainingForestHa: 1,
  protectedAreasHa: 1,
  indigenousTerritoriesHa: 1,
  tracesRefused: 1,
  supplier: 1,
  country: 1,
  project: 1,
  framework: 1,
};

const pad8 = (n: number) => (n + 7) & ~7;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function frameOf(head: unknown, arrays: readonly ArrayBufferView[]): Uint8Array {
  const headBytes = encoder.encode(JSON.stringify(head));
  let length = pad8(8 + headBytes.length);
  const starts = arrays.map((a) => {
    const at = length;
    length += pad8(a.byteLength);
    return at;
  });
  const out = new Uint8Array(length);
  const view = new DataView(out.buffer);
  view.setUint32(0, length - 4, true);
  view.setUint32(4, headBytes.length, true);
  out.set(headBytes, 8);
  arrays.forEach((a, k) => out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), starts[k]));
  return out;
}

/** A line (core/api/portfolio.ts) as a frame. */
export const encodeLineFrame = (line: unknown): Uint8Array => frameOf({ line }, []);

/** A pack as a frame. */
export function encodePackFrame(p: PackedPlots): Uint8Array {
  const arrays = ARRAY_FIELDS.map((k) => p[k]);
  const head = {
    pack: {
      words: p.words,
      coords: p.coords instanceof Int32Array ? 'i32' : 'f64',
      bytes: arrays.map((a) => a.byteLength),
    },
  };
  return frameOf(head, arrays);
}

function fail(why: string): never {
  throw new PackFrameError(`Not a pack of plots: ${why}.`);
}

function isIncreasingWithin(offsets: Uint32Array, limit: number): boolean {
  if (offsets[0] !== 0 || offsets[offsets.length - 1] !== limit) return false;
  for (let i = 1; i < offsets.length; i++) if (offsets[i]! < offsets[i - 1]!) return false;
  return true;
}

/** The arrays agree with each other: every per-plot column has n plots' worth, offsets run 0 → end. */
function checkPack(p: PackedPlots): void {
  const n = packSize(p);
  if (n < 0) fail('no offsets');
  for (const [field, each] of Object.entries(PER_PLOT) as [ArrayField, number][])
    if (p[field].length !== n * each) fail(`${field} holds ${p[field].length} values for ${n} plots`);
  if (p.partStart.length !== n + 1) fail('partStart does not hold one offset per plot');
  if (p.textStart.length !== n * TEXT_FIELDS + 1) fail('textStart does not hold one offset per text');
  if (!isIncreasingWithin(p.coordStart, p.coords.length)) fail('coordStart does not run over coords');
  if (!isIncreasingWithin(p.partStart, p.parts.length)) fail('partStart does not run over parts');
  if (!isIncreasingWithin(p.textStart, p.text.length)) fail('textStart does not run over text');
  const words = p.words.length;
  for (const field of ['supplier', 'country', 'project', 'framework'] as const)
    for (const code of p[field]) if (code >= words && code !== NO_WORD) fail(`${field} names no word`);
}

/**
 * The frames of a stream of chunks, in order. Throws PackFrameError for bytes that are not frames,
 * FramesCutOff when the chunks end inside a frame; a chunk's own error passes through.
 */
export async function* readFrames(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Frame> {
  const reader = new FrameReader();
  for await (const chunk of chunks) yield* reader.push(chunk);
  if (!reader.endedCleanly()) throw new FramesCutOff('The frames were cut off.');
}

function isPackHead(x: unknown): x is { words: string[]; coords: 'i32' | 'f64'; bytes: number[] } {
  if (typeof x !== 'object' || x === null) return false;
  const h = x as Record<string, unknown>;
  return (
    Array.isArray(h.words) &&
    h.words.every((w) => typeof w === 'string') &&
    (h.coords === 'i32' || h.coords === 'f64') &&
    Array.isArray(h.bytes) &&
    h.bytes.length === ARRAY_FIELDS.length &&
    h.bytes.every((b) => Number.isSafeInteger(b) && (b as number) >= 0)
  );
}

/** One whole frame (its 4-byte length included) read back; each array in a buffer of its own. */
export function decodeFrame(frame: Uint8Array): Frame {
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  if (frame.length < 8 || view.getUint32(0, true) !== frame.length - 4) fail('a frame of the wrong length');
  const headLength = view.getUint32(4, true);
  if (8 + headLength > frame.length) fail('a head longer than its frame');
  let head: unknown;
  try {
    head = JSON.parse(decoder.decode(frame.subarray(8, 8 + headLength)));
  } catch {
    fail('a head that is not JSON');
  }
  if (typeof head !== 'object' || head === null) fail('a head that is not an object');
  if ('line' in head) return { line: head.line };
  const pack = 'pack' in head ? head.pack : undefined;
  if (!isPackHead(pack)) fail('a head that is neither a line nor a pack');
  let at = pad8(8 + headLength);
  const out: Record<string, unknown> = { words: pack.words };
  ARRAY_FIELDS.forEach((field, k) => {
    const bytes = pack.bytes[k]!;
    const kind = field === 'coords' ? pack.coords : KINDS[field];
    const Kind = CONSTRUCTORS[kind];
    if (bytes % Kind.BYTES_PER_ELEMENT !== 0 || at + bytes > frame.length) fail(`${field} cut short`);
    // A copy into a buffer of its own: aligned for its type, and transferable alone (transferablesOf).
    const own = new Uint8Array(bytes);
    own.set(frame.subarray(at, at + bytes));
    out[field] = new Kind(own.buffer);
    at += pad8(bytes);
  });
  if (at !== frame.length) fail('bytes after the last array');
  const packed = out as unknown as PackedPlots;
  checkPack(packed);
  return { pack: packed };
}

/**
 * Frames out of a stream's chunks, whatever their sizes: `push` a chunk, take the frames it completed;
 * `endedCleanly` says whether the stream stopped between frames (false: cut off mid-frame).
 */
class FrameReader {
  private chunks: Uint8Array[] = [];
  private held = 0;

  push(chunk: Uint8Array): Frame[] {
    this.chunks.push(chunk);
    this.held += chunk.length;
    const frames: Frame[] = [];
    for (;;) {
      if (this.held < 4) return frames;
      const length = this.peekLength();
      if (length > MAX_FRAME_BYTES) fail(`a frame of ${length} bytes`);
      if (this.held < 4 + length) return frames;
      frames.push(decodeFrame(this.take(4 + length)));
    }
  }

  /** True when nothing is left over: the stream ended on a frame's end. */
  endedCleanly(): boolean {
    return this.held === 0;
  }

  private peekLength(): number {
    const first = this.chunks[0]!.length >= 4 ? this.chunks[0]! : this.take(4, false);
    return new DataView(first.buffer, first.byteOffset, 4).getUint32(0, true);
  }

  /** The next `n` bytes as one array (joined from several chunks when they span them); kept when !consume. */
  private take(n: number, consume = true): Uint8Array {
    const head = this.chunks[0]!;
    if (head.length >= n) {
      const out = head.subarray(0, n);
      if (consume) this.drop(n);
      return out;
    }
    const out = new Uint8Array(n);
    let filled = 0;
    for (const chunk of this.chunks) {
      const part = chunk.subarray(0, Math.min(chunk.length, n - filled));
      out.set(part, filled);
      filled += part.length;
      if (filled === n) break;
    }
    if (consume) this.drop(n);
    return out;
  }

  private drop(n: number): void {
    this.held -= n;
    while (n > 0) {
      const head = this.chunks[0]!;
      if (head.length <= n) {
        this.chunks.shift();
        n -= head.length;
      } else {
        this.chunks[0] = head.subarray(n);
        n = 0;
      }
    }
  }
}
