/**
 * Joining packs: several batches of one load into one pack (the device cache's records, the batches the
 * loader hands over at once), offsets shifted and word codes recoded into one dictionary.
 */
import { COORD_SCALE, NO_WORD, packSize, WordCodes, type PackedPlots } from './packed-plots.ts';

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
    supplier,
    country,
    project,
    framework,
    words: dictionary.words,
    text: join(Uint8Array, (p) => p.text),
    textStart: offsets((p) => p.textStart),
  };
}
