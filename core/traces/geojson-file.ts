import { EUDR_LIMITS } from '@core/eudr/dds-v3.ts';

/**
 * Writing plot features as GeoJSON files sized for the EU Information System: one serialised feature per
 * plot, files as chunks (a Blob or a stream takes them without one 100 MB string), byte counts exactly as
 * written, and greedy splitting into files within a byte and a count limit. Pure.
 */

/**
 * What one file for the Information System may hold (Operator API Reference §10.3): 25 MB of geolocation
 * ("25Mb", read as 25,000,000 bytes, the stricter reading) and 1,000 producers, the limit per commodity (a
 * TRACES file holds one commodity's plots; the 10,000 per statement is then never reached). Producers, not
 * plots: one producer may have many plots (core/traces/geolocation-rules.ts, producerKey).
 */
export const TRACES_LIMITS = {
  maxBytes: EUDR_LIMITS.maxGeolocationBytes,
  maxProducers: EUDR_LIMITS.maxProducersPerCommodity,
} as const;
export interface FileLimits {
  maxBytes: number;
  /** At most this many plots per file (none by default). */
  maxPlots?: number;
  /** At most this many distinct producers per file (without the producers' keys, each plot counts as one). */
  maxProducers?: number;
}

/**
 * Bytes in decimal megabytes, as the Information System's limit is written ("25Mb", 1 MB = 1,000,000 bytes):
 * "26.0 MB" for 26,000,000 bytes, where binary megabytes would show 24.8 MB beside a 25 MB limit. One
 * decimal, rounded up, so a file over the limit never reads as within it (25,000,001 bytes: "25.1 MB"); in
 * the reader's language ("26,0 Mo" in French).
 */
export function formatDecimalMb(bytes: number, locale = 'en'): string {
  const mb = Math.ceil(bytes / 100_000) / 10;
  if (locale === 'en') return `${mb.toFixed(1)} MB`;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(mb);
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
 * Consecutive [start, end) ranges of features, each a file within the limits: bytes, and plots or producers
 * (`producers[i]` is feature i's producer key, geolocation-rules.ts producerKey; a producer counts once per
 * file however many plots it has; without keys each plot counts as a producer).
 * Greedy, in the given order, so parts stay predictable. A single feature larger than the byte limit gets a
 * part of its own: it cannot be made smaller here, and the caller says so.
 */
export function splitRanges(
  sizes: readonly number[],
  limits: FileLimits = TRACES_LIMITS,
  producers?: readonly string[],
): [number, number][] {
  const maxPlots = limits.maxPlots ?? Infinity;
  const maxProducers = limits.maxProducers ?? Infinity;
  if (producers && producers.length !== sizes.length)
    throw new Error('splitRanges: one producer key per feature');
  const ranges: [number, number][] = [];
  let start = 0;
  let bytes = HEAD.length + TAIL.length;
  let inFile = new Set<string>();
  for (let i = 0; i < sizes.length; i++) {
    const add = sizes[i]! + (i > start ? SEP.length : 0);
    // Without keys every plot counts as a producer of its own (never fewer producers than there may be).
    const key = producers ? producers[i]! : `\u0001${i}`;
    const newProducer = !inFile.has(key);
    if (
      i > start &&
      (bytes + add > limits.maxBytes || i - start >= maxPlots || (newProducer && inFile.size >= maxProducers))
    ) {
      ranges.push([start, i]);
      start = i;
      bytes = HEAD.length + TAIL.length + sizes[i]!;
      inFile = new Set();
    } else bytes += add;
    if (maxProducers !== Infinity) inFile.add(key);
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
