/**
 * The streaming scanner's grammar (feature-stream.ts): the states of the top two levels of a GeoJSON file
 * and the byte classes its capture loop looks up, one table load per byte.
 */

// Grammar states of the top two levels.
export const BEFORE_TOP = 0;
export const KEY_OR_END = 1; // after '{'
export const KEY = 2; // after ','
export const IN_KEY = 3;
export const COLON = 4;
export const MEMBER_VALUE = 5;
export const AFTER_MEMBER = 6;
export const ELEMENT_OR_END = 7; // after '[' of features
export const ELEMENT = 8; // after ',' in features
export const AFTER_ELEMENT = 9;
export const CAPTURE = 10;
export const DONE = 11;

/**
 * Top-level members that hold the shape of a file that is one bare Feature or geometry: capped like a
 * feature (MAX_FEATURE_BYTES), as that file's one plot. Other members (a crs, a name) are always read.
 */
export const SHAPE_MEMBERS = new Set(['geometry', 'coordinates', 'geometries']);

export const isWs = (b: number): boolean => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * Byte classes for the capture loop: one table load per byte instead of a chain of comparisons, and
 * digits, commas, dots and spaces (nearly all of a GeoJSON file) fall through on `=== 0`.
 */
export const OPEN = 1;
export const CLOSE = 2;
export const QUOTE = 3;
export const NEWLINE = 4;
export const CLASS = new Uint8Array(256);
CLASS[0x7b] = OPEN;
CLASS[0x5b] = OPEN;
CLASS[0x7d] = CLOSE;
CLASS[0x5d] = CLOSE;
CLASS[0x22] = QUOTE;
CLASS[0x0a] = NEWLINE;

/** Bytes decoded at once for the slices handed to JSON.parse (see FeatureScanner.winText). */
export const WINDOW = 1 << 16;

/** UTF-8 continuation bytes in `bytes[from..)`: they add no column. */
export function continuationBytes(bytes: Uint8Array, from: number): number {
  let c = 0;
  // Stryker disable next-line EqualityOperator: `k <= bytes.length` reads bytes[length], undefined & 0xc0 is 0, never counted
  for (let k = from; k < bytes.length; k++) if ((bytes[k]! & 0xc0) === 0x80) c++;
  return c;
}
