/**
 * Writing plot features as GeoJSON files sized for the EU Information System: one serialised feature per
 * plot, files as chunks (a Blob or a stream takes them without one 100 MB string), byte counts exactly as
 * written, and greedy splitting into files within a byte and a count limit. Pure.
 */

/** 25 MB read as 25,000,000 bytes (the stricter reading of "MB"), and 10,000 plots per file. */
export const TRACES_LIMITS = { maxBytes: 25_000_000, maxPlots: 10_000 } as const;
export interface FileLimits {
  maxBytes: number;
  maxPlots: number;
}

const HEAD = '{"type":"FeatureCollection","features":[\n';
const SEP = ',\n';
const TAIL = '\n]}\n';

const encoder = new TextEncoder();
/** UTF-8 bytes of a string as it is written to a file. */
export const utf8Bytes = (s: string): number => encoder.encode(s).length;

/** Bytes of the file holding features [start, end) whose sizes are given. */
export function fileBytes(sizes: readonly number[], start = 0, end = sizes.length): number {
  let bytes = HEAD.length + TAIL.length;
  for (let i = start; i < end; i++) bytes += sizes[i]! + (i > start ? SEP.length : 0);
  return bytes;
}

/**
 * Consecutive [start, end) ranges of features, each a file within both limits. Greedy, in the given order,
 * so parts stay predictable. A single feature larger than the byte limit gets a part of its own: it cannot
 * be made smaller here, and the caller says so.
 */
export function splitRanges(
  sizes: readonly number[],
  limits: FileLimits = TRACES_LIMITS,
): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  let bytes = HEAD.length + TAIL.length;
  for (let i = 0; i < sizes.length; i++) {
    const add = sizes[i]! + (i > start ? SEP.length : 0);
    if (i > start && (bytes + add > limits.maxBytes || i - start >= limits.maxPlots)) {
      ranges.push([start, i]);
      start = i;
      bytes = HEAD.length + TAIL.length + sizes[i]!;
    } else bytes += add;
  }
  if (sizes.length > start || ranges.length === 0) ranges.push([start, sizes.length]);
  return ranges;
}

/** The text of one GeoJSON file as chunks. */
export function geoJsonChunks(features: readonly string[], start = 0, end = features.length): string[] {
  const chunks = [HEAD];
  for (let i = start; i < end; i++) {
    if (i > start) chunks.push(SEP);
    chunks.push(features[i]!);
  }
  chunks.push(TAIL);
  return chunks;
}

/** Chunks as the bytes a file reader would see (for checking a file with the rule module before it is offered). */
export async function* asByteChunks(chunks: readonly string[]): AsyncGenerator<Uint8Array> {
  for (const c of chunks) yield encoder.encode(c);
}

export function partFileName(base: string, part: number, parts: number, ext: string): string {
  return parts > 1 ? `${base}-part-${part}-of-${parts}.${ext}` : `${base}.${ext}`;
}

/** A piece of a file name: letters (accents dropped), digits, dot, dash; at most 60 characters. */
export function fileNamePart(s: string): string {
  const safe = s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60)
    .replace(/[-.]+$/, '');
  return safe || 'unnamed';
}

/**
 * `<project>_<supplier>_<YYYY-MM-DD>`: what the file holds, in characters every file system and mail
 * program keeps. `suppliers` are the distinct suppliers of the plots: one is named, several are counted.
 */
export function exportBaseName(project: string | null, suppliers: readonly string[], date: Date): string {
  const who =
    suppliers.length === 1
      ? fileNamePart(suppliers[0]!)
      : suppliers.length === 0
        ? 'no-supplier'
        : `${suppliers.length}-suppliers`;
  return `${fileNamePart(project ?? 'project')}_${who}_${date.toISOString().slice(0, 10)}`;
}
