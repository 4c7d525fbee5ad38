/**
 * Upload-wide memory for duplicate-geometry and duplicate-name: one entry per distinct geometry (or name)
 * holding two 53-bit hashes, the first feature's file and index, and a hash of its properties. Typed
 * arrays only, so a 1 GB upload (~1.4 M plots) takes ~50 MB here (see canonical.ts for why no strings).
 */
import { hashInto, stringHash, stringHashInto } from './canonical.ts';

export interface FirstSeen {
  fileName: string;
  index: number;
  propsHash: number;
}

/** Entries per block; blocks are never copied, so growing the table never holds two copies at once. */
const BLOCK_BITS = 16;
const BLOCK = 1 << BLOCK_BITS;
/** u32 per entry: hash-1 low, hash-1 high, hash-2 low, hash-2 high, file number, feature index. */
const STRIDE = 6;

/**
 * Open-addressing hash set keyed by the two 53-bit hashes (as four uint32), linear probing, load ≤ 1/2.
 * A `Map<number, …>` keyed by 53-bit numbers boxed every key as a heap number and cost ~80 bytes and a
 * rehash copy per entry: ~115 MB plus transients for 1.4 M plots, and 5% of the check time.
 * Memory per entry: 24 bytes, plus 8–16 bytes of slots, plus 8 bytes of properties hash only in blocks
 * where some feature had one (it is 0 unless duplicates with different properties are allowed).
 */
export class HashTable {
  private slots = new Uint32Array(1 << 12); // entry number + 1; 0 = empty
  private mask = (1 << 12) - 1;
  private readonly blocks: Uint32Array[] = [];
  private readonly propBlocks: (Float64Array | undefined)[] = [];
  private count = 0;
  /** Where the last `seen` hit was found (valid until the next call). */
  hitFile = 0;
  hitIndex = 0;
  hitProps = 0;

  /** Returns true (hit fields set) for a key seen before, or records this entry and returns false. */
  seen(key: Uint32Array, fileNo: number, index: number, propsHash: number): boolean {
    const k0 = key[0]!;
    const k1 = key[1]!;
    const k2 = key[2]!;
    const k3 = key[3]!;
    let slot = (k0 ^ Math.imul(k2, 0x9e3779b1)) & this.mask;
    for (;;) {
      const e = this.slots[slot]!;
      if (e === 0) break;
      const block = this.blocks[(e - 1) >>> BLOCK_BITS]!;
      const at = ((e - 1) & (BLOCK - 1)) * STRIDE;
      if (block[at] === k0 && block[at + 1] === k1 && block[at + 2] === k2 && block[at + 3] === k3) {
        this.hitFile = block[at + 4]!;
        this.hitIndex = block[at + 5]!;
        this.hitProps = this.propBlocks[(e - 1) >>> BLOCK_BITS]?.[(e - 1) & (BLOCK - 1)] ?? 0;
        return true;
      }
      // Stryker disable next-line ArithmeticOperator: probing downwards instead of upwards finds the same entries.
      slot = (slot + 1) & this.mask;
    }
    const n = this.count++;
    const b = n >>> BLOCK_BITS;
    const block = (this.blocks[b] ??= new Uint32Array(BLOCK * STRIDE));
    const at = (n & (BLOCK - 1)) * STRIDE;
    block[at] = k0;
    block[at + 1] = k1;
    block[at + 2] = k2;
    block[at + 3] = k3;
    block[at + 4] = fileNo;
    block[at + 5] = index;
    // Stryker disable next-line ConditionalExpression: storing a 0 hash reads back as the 0 of an absent block; the test only saves memory.
    if (propsHash !== 0) (this.propBlocks[b] ??= new Float64Array(BLOCK))[n & (BLOCK - 1)] = propsHash;
    this.slots[slot] = n + 1;
    // Stryker disable next-line EqualityOperator: growing one entry earlier changes memory use only, never an answer.
    if (this.count * 2 > this.slots.length) this.grow();
    return false;
  }

  private grow(): void {
    const size = this.slots.length * 2;
    const slots = new Uint32Array(size);
    const mask = size - 1;
    for (let n = 0; n < this.count; n++) {
      const block = this.blocks[n >>> BLOCK_BITS]!;
      const at = (n & (BLOCK - 1)) * STRIDE;
      let slot = (block[at]! ^ Math.imul(block[at + 2]!, 0x9e3779b1)) & mask;
      // Stryker disable next-line ArithmeticOperator: probing downwards instead of upwards finds the same entries.
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = n + 1;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

const KEY = new Uint32Array(4);

export class UploadMemory {
  readonly kind = 'upload-check-state' as const;
  private readonly files: string[] = [];
  private readonly geometries = new HashTable();
  private readonly names = new HashTable();

  fileNo(fileName: string): number {
    const i = this.files.indexOf(fileName);
    if (i >= 0) return i;
    this.files.push(fileName);
    return this.files.length - 1;
  }

  private resolve(table: HashTable): FirstSeen {
    // Stryker disable next-line StringLiteral: hitFile is always a number fileNo() gave out, so the fallback is never used.
    return { fileName: this.files[table.hitFile] ?? '', index: table.hitIndex, propsHash: table.hitProps };
  }

  /** The earlier feature with the same canonical geometry, or null (and this one is remembered). */
  duplicateGeometry(
    geometry: GeoJSON.Geometry,
    fileNo: number,
    index: number,
    propsHash: number,
  ): FirstSeen | null {
    if (!hashInto(geometry, KEY)) return null;
    return this.geometries.seen(KEY, fileNo, index, propsHash) ? this.resolve(this.geometries) : null;
  }

  duplicateName(name: string, fileNo: number, index: number): FirstSeen | null {
    stringHashInto(name, KEY);
    return this.names.seen(KEY, fileNo, index, 0) ? this.resolve(this.names) : null;
  }
}

/** Hash of a feature's properties, to tell whether a duplicate geometry differs in at least one property. */
export function propertiesHash(props: unknown): number {
  if (typeof props !== 'object' || props === null) return 0;
  const keys = Object.keys(props).sort();
  return stringHash(JSON.stringify(props, keys))[0];
}
