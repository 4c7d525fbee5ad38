/**
 * The fingerprints an evidence snapshot pins an export to (core/api/statements.ts): the SHA-256 of each
 * exported plot's geometry as RFC 8785 canonical JSON (keys sorted by UTF-16 code units, numbers and
 * strings as ECMAScript's JSON.stringify writes them, no whitespace), so the same geometry gives the same
 * hash whoever serialised it and in whatever key order; and the SHA-256 of the files handed over.
 * Pure (@noble/hashes, no Web Crypto): runs in a worker or in Node alike.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** RFC 8785 (JCS) text of a JSON value. Throws on what JSON cannot hold (NaN, Infinity, undefined). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${value} has no JSON form`);
    // ECMAScript's shortest round-trip form is JCS's; -0 is written 0.
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    // JCS sorts by UTF-16 code units: JavaScript's default string comparison.
    const keys = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  throw new TypeError(`a ${typeof value} has no JSON form`);
}

const encoder = new TextEncoder();

export const sha256HexOf = (bytes: Uint8Array): string => bytesToHex(sha256(bytes));

/**
 * A geometry's canonical JSON. Every geometry but a collection is `{type, coordinates}` of numbers: written
 * directly (JSON.stringify of a number array is already canonical), a third of the general walk's time at
 * 100,000 plots. Anything else (a collection, a foreign member) takes the general walk.
 */
export function canonicalGeometry(geometry: GeoJSON.Geometry | null): string {
  if (
    geometry !== null &&
    'coordinates' in geometry &&
    Object.keys(geometry).length === 2 &&
    typeof geometry.type === 'string'
  )
    return `{"coordinates":${JSON.stringify(geometry.coordinates)},"type":${JSON.stringify(geometry.type)}}`;
  return canonicalJson(geometry);
}

/** SHA-256 of a geometry's canonical JSON (null, a plot without geometry, hashes as `null`). */
export const geometrySha256 = (geometry: GeoJSON.Geometry | null): string =>
  sha256HexOf(encoder.encode(canonicalGeometry(geometry)));

/** The geometry hash of each serialised feature of an export (traces-export.ts's `features`), in order. */
export const featureGeometryHashes = (features: readonly string[]): string[] =>
  features.map((text) => geometrySha256((JSON.parse(text) as GeoJSON.Feature).geometry));

/** SHA-256 of a file handed over, given as its chunks (strings are written as UTF-8). */
export function chunksSha256(chunks: readonly (string | Uint8Array)[]): {
  sha256: string;
  sizeBytes: number;
} {
  const hash = sha256.create();
  let sizeBytes = 0;
  for (const c of chunks) {
    const bytes = typeof c === 'string' ? encoder.encode(c) : c;
    sizeBytes += bytes.length;
    hash.update(bytes);
  }
  return { sha256: bytesToHex(hash.digest()), sizeBytes };
}
