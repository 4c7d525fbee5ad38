/**
 * Deterministic randomness for the simulator's invented figures: the same input always gives the same
 * numbers, across processes and restarts, so a plot keeps its risk and a month keeps its detections.
 */

/** FNV-1a over a string, 32 bits. Cheap and good enough to seed a PRNG; not for security. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes numbers into one 32-bit hash (order matters). */
export function hashNumbers(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h ^= v | 0;
    h = Math.imul(h, 0x01000193);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/**
 * Hash of a geometry's positions rounded to 6 decimals (what TRACES keeps), so a polygon re-uploaded
 * with noise beyond the 6th decimal, or read back from a file, keeps the same invented figures.
 */
export function hashGeometry(geometry: GeoJSON.Geometry): number {
  let h = 0x811c9dc5;
  const visit = (value: unknown): void => {
    if (typeof value === 'number') {
      const r = Math.round(value * 1e6);
      // Two 32-bit halves so longitudes up to ±180e6 do not overflow the mix.
      h = Math.imul(h ^ (r & 0xffff), 0x01000193);
      h = Math.imul(h ^ ((r / 65536) | 0), 0x01000193);
    } else if (Array.isArray(value)) {
      for (const v of value) visit(v);
    }
  };
  visit('coordinates' in geometry ? geometry.coordinates : geometry.type);
  return h >>> 0;
}

/** mulberry32: a tiny, fast, seedable PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A float in [0, 1) from a hash, without building a PRNG. */
export const unit = (hash: number): number => (hashNumbers(hash, 0x9e3779b9) >>> 0) / 4294967296;

export const pick = <T>(rand: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** Rounds to `decimals` places; used for hectares on the wire. */
export const round = (value: number, decimals = 2): number => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};
