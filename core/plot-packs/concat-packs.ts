/**
 * Joining and cutting packs: several packs of one load into one pack (the device cache's records, the
 * packs the loader hands over at once), offsets shifted and word codes recoded into one dictionary; and a
 * pack cut into smaller ones (a cached record handed to the page a few thousand plots at a time).
 */
import { COORD_SCALE, NO_WORD, packSize, TEXT_FIELDS, WordCodes, type PackedPlots } from './packed-plots.ts';

/** Coordinates in degrees, whichever way they are kept. */
function inDegrees(coords: Float64Array | Int32Array): Float64Array {
  if (coords instanceof Float64Array) return coords;
  return Float64Array.from(coords, (u) => u / COORD_SCALE);
}

/** One pack of several, in order (offsets shifted, word codes in one dictionary). */
export function concatPacks(packs: readonly PackedPlots[]): PackedPlots {
  if (packs.length === 1) return packs[0]!;
  const join = <A extends Float64Array | Int32Array | Uint32Array | Uint16Array | Uint8Array>(
    make: new (n: number) => A,
    pick: (p: PackedPlots) => A,
  ): A => {
    const out = new make(packs.reduce((n, p) => n + pick(p).length, 0));
    let at = 0;
    for (const p of packs) {
      out.set(pick(p), at);
      at += pick(p).length;
    }
    return out;
  };
  /** Offsets (starting at 0) continue where the previous pack's values ended. */
  const offsets = (pick: (p: PackedPlots) => Uint32Array): Uint32Array => {
    const out = new Uint32Array(packs.reduce((n, p) => n + pick(p).length - 1, 0) + 1);
    let at = 0;
    let base = 0;
    for (const p of packs) {
      const starts = pick(p);
      for (let i = 1; i < starts.length; i++) out[at + i] = base + starts[i]!;
      at += starts.length - 1;
      base += starts[starts.length - 1]!;
    }
    return out;
  };
  const dictionary = new WordCodes();
  const recode = (pick: (p: PackedPlots) => Uint16Array): Uint16Array => {
    const out = new Uint16Array(packs.reduce((n, p) => n + packSize(p), 0));
    let at = 0;
    for (const p of packs) {
      const map = p.words.map((w) => dictionary.code(w));
      // NO_WORD stays NO_WORD.
      for (const code of pick(p)) out[at++] = code === NO_WORD ? NO_WORD : map[code]!;
    }
    return out;
  };
  const supplier = recode((p) => p.supplier);
  const country = recode((p) => p.country);
  const project = recode((p) => p.project);
  const framework = recode((p) => p.framework);
  return {
    coords: packs.every((p) => p.coords instanceof Int32Array)
      ? join(Int32Array, (p) => p.coords as Int32Array)
      : join(Float64Array, (p) => inDegrees(p.coords)),
    coordStart: offsets((p) => p.coordStart),
    parts: join(Int32Array, (p) => p.parts),
    partStart: offsets((p) => p.partStart),
    centroids: join(Float64Array, (p) => p.centroids),
    boxes: join(Float64Array, (p) => p.boxes),
    kinds: join(Uint8Array, (p) => p.kinds),
    risk: join(Uint8Array, (p) => p.risk),
    areaHa: join(Float64Array, (p) => p.areaHa),
    deforestedHa: join(Float64Array, (p) => p.deforestedHa),
    deforested: join(Uint8Array, (p) => p.deforested),
    changedAt: join(Float64Array, (p) => p.changedAt),
    remainingForestHa: join(Float64Array, (p) => p.remainingForestHa),
    protectedAreasHa: join(Float64Array, (p) => p.protectedAreasHa),
    indigenousTerritoriesHa: join(Float64Array, (p) => p.indigenousTerritoriesHa),
    tracesRefused: join(Uint8Array, (p) => p.tracesRefused),
    supplier,
    country,
    project,
    framework,
    words: dictionary.words,
    text: join(Uint8Array, (p) => p.text),
    textStart: offsets((p) => p.textStart),
  };
}

/**
 * Plots [from, to) of a pack as a pack of their own, each array copied (its buffers transfer apart from the
 * original's); the dictionary is shared, so word codes stay as they are.
 */
function slicePack(p: PackedPlots, from: number, to: number): PackedPlots {
  /** Offsets [a, b] of a start column, rebased to 0. */
  const rebase = (starts: Uint32Array, a: number, b: number): Uint32Array => {
    const base = starts[a]!;
    return starts.slice(a, b + 1).map((v) => v - base);
  };
  const per = <A extends Float64Array | Uint8Array | Uint16Array>(a: A, width = 1): A =>
    a.slice(from * width, to * width) as A;
  const tf = TEXT_FIELDS;
  return {
    coords: p.coords.slice(p.coordStart[from]!, p.coordStart[to]!),
    coordStart: rebase(p.coordStart, from, to),
    parts: p.parts.slice(p.partStart[from]!, p.partStart[to]!),
    partStart: rebase(p.partStart, from, to),
    centroids: per(p.centroids, 2),
    boxes: per(p.boxes, 4),
    kinds: per(p.kinds),
    risk: per(p.risk),
    areaHa: per(p.areaHa),
    deforestedHa: per(p.deforestedHa),
    deforested: per(p.deforested),
    changedAt: per(p.changedAt),
    remainingForestHa: per(p.remainingForestHa),
    protectedAreasHa: per(p.protectedAreasHa),
    indigenousTerritoriesHa: per(p.indigenousTerritoriesHa),
    tracesRefused: per(p.tracesRefused),
    supplier: per(p.supplier),
    country: per(p.country),
    project: per(p.project),
    framework: per(p.framework),
    words: p.words,
    text: p.text.slice(p.textStart[from * tf]!, p.textStart[to * tf]!),
    textStart: rebase(p.textStart, from * tf, to * tf),
  };
}

/**
 * A pack cut into packs of at most `size` plots, in order (the pack itself when it is no larger), each copied
 * only when asked for: a consumer can hand one on before the next is made.
 */
export function* cutPack(p: PackedPlots, size: number): Generator<PackedPlots> {
  const n = packSize(p);
  if (n <= size) {
    yield p;
    return;
  }
  for (let from = 0; from < n; from += size) yield slicePack(p, from, Math.min(n, from + size));
}
