/**
 * A set of plot ids with no JavaScript object per id: the characters of every id in one growing
 * Uint16Array and an open-addressing hash table of their positions. The loader's walk remembers every id
 * it handed over (a plot re-assessed during the load shows up in two risk-level walks); a Set of 1,000,000
 * strings was tens of megabytes of heap for the garbage collector to walk.
 */
export class IdSet {
  private chars = new Uint16Array(1 << 14);
  private used = 0;
  /** Where id k starts in `chars` (k + 1 is where it ends). */
  private starts = new Uint32Array(1 << 10).fill(0);
  private count = 0;
  /** Slots: 0 empty, else id index + 1. Kept at most half full. */
  private table = new Int32Array(1 << 11);

  get size(): number {
    return this.count;
  }

  /** Adds `id`; false when it was there already. */
  add(id: string): boolean {
    // Stryker disable next-line EqualityOperator,ArithmeticOperator: when to grow; the table never fills either way
    if (2 * (this.count + 1) > this.table.length) this.rehash(2 * this.table.length);
    const mask = this.table.length - 1;
    for (let slot = hash(id) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.table[slot]!;
      if (entry === 0) {
        this.store(id);
        this.table[slot] = this.count;
        return true;
      }
      if (this.equals(entry - 1, id)) return false;
    }
  }

  has(id: string): boolean {
    const mask = this.table.length - 1;
    for (let slot = hash(id) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.table[slot]!;
      if (entry === 0) return false;
      if (this.equals(entry - 1, id)) return true;
    }
  }

  private store(id: string): void {
    // Stryker disable next-line EqualityOperator: growing when exactly full or one id later holds the same characters
    if (this.used + id.length > this.chars.length) {
      const grown = new Uint16Array(Math.max(2 * this.chars.length, this.used + id.length));
      grown.set(this.chars.subarray(0, this.used));
      this.chars = grown;
    }
    // Stryker disable next-line EqualityOperator: one more unit written past the id is overwritten by the next id
    for (let i = 0; i < id.length; i++) this.chars[this.used + i] = id.charCodeAt(i);
    // Stryker disable next-line EqualityOperator: growing one id earlier holds the same starts
    if (this.count + 2 > this.starts.length) {
      const grown = new Uint32Array(2 * this.starts.length);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.count] = this.used;
    this.used += id.length;
    this.count++;
    this.starts[this.count] = this.used;
  }

  private equals(k: number, id: string): boolean {
    const from = this.starts[k]!;
    if (this.starts[k + 1]! - from !== id.length) return false;
    for (let i = 0; i < id.length; i++) if (this.chars[from + i] !== id.charCodeAt(i)) return false;
    return true;
  }

  private rehash(size: number): void {
    const table = new Int32Array(size);
    const mask = size - 1;
    // Stryker disable next-line EqualityOperator: one more pass places the id about to be stored, at a slot it may take
    for (let k = 0; k < this.count; k++) {
      let h = FNV_OFFSET;
      for (let i = this.starts[k]!; i < this.starts[k + 1]!; i++) h = fnv(h, this.chars[i]!);
      let slot = (h >>> 0) & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = k + 1;
    }
    this.table = table;
  }
}

/** FNV-1a over UTF-16 code units: of an id as given, or as stored (rehash). */
const FNV_OFFSET = 2166136261;
const fnv = (h: number, unit: number) => Math.imul(h ^ unit, 16777619);

function hash(id: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < id.length; i++) h = fnv(h, id.charCodeAt(i));
  return h >>> 0;
}
