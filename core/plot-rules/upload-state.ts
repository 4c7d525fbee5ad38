/**
 * Upload-wide memory for duplicate-geometry and duplicate-name: one entry per distinct geometry (or name)
 * holding two 53-bit hashes, the first feature's file and index, and a hash of its properties. Numbers
 * only, so a 1 GB upload (~1.4 M plots) stays around 100 MB (see canonical.ts for why no strings).
 */
import { canonicalGeometryHash, stringHash } from './canonical.ts';

export interface FirstSeen {
  fileName: string;
  index: number;
  propsHash: number;
}

class HashTable {
  // Primary hash → slot; a rare second geometry with the same primary hash goes to `overflow`.
  private readonly primary = new Map<number, number>();
  private readonly overflow = new Map<string, number>();
  private second: number[] = [];
  private props: number[] = [];
  private index: number[] = [];
  private file: number[] = [];

  /** Returns the first feature with the same hashes, or records this one and returns null. */
  seen(
    h: [number, number],
    fileNo: number,
    index: number,
    propsHash: number,
  ): ({ fileNo: number } & Omit<FirstSeen, 'fileName'>) | null {
    const [h1, h2] = h;
    const slot = this.primary.get(h1);
    if (slot !== undefined) {
      if (this.second[slot] === h2)
        return { fileNo: this.file[slot]!, index: this.index[slot]!, propsHash: this.props[slot]! };
      const key = `${h1}:${h2}`;
      const s2 = this.overflow.get(key);
      if (s2 !== undefined)
        return { fileNo: this.file[s2]!, index: this.index[s2]!, propsHash: this.props[s2]! };
      this.overflow.set(key, this.push(h2, fileNo, index, propsHash));
      return null;
    }
    this.primary.set(h1, this.push(h2, fileNo, index, propsHash));
    return null;
  }

  private push(h2: number, fileNo: number, index: number, propsHash: number): number {
    this.second.push(h2);
    this.file.push(fileNo);
    this.index.push(index);
    this.props.push(propsHash);
    return this.second.length - 1;
  }
}

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

  private resolve(hit: { fileNo: number; index: number; propsHash: number } | null): FirstSeen | null {
    return hit && { fileName: this.files[hit.fileNo] ?? '', index: hit.index, propsHash: hit.propsHash };
  }

  /** The earlier feature with the same canonical geometry, or null (and this one is remembered). */
  duplicateGeometry(
    geometry: GeoJSON.Geometry,
    fileNo: number,
    index: number,
    propsHash: number,
  ): FirstSeen | null {
    const h = canonicalGeometryHash(geometry);
    return h ? this.resolve(this.geometries.seen(h, fileNo, index, propsHash)) : null;
  }

  duplicateName(name: string, fileNo: number, index: number): FirstSeen | null {
    return this.resolve(this.names.seen(stringHash(name), fileNo, index, 0));
  }
}

/** Hash of a feature's properties, to tell whether a duplicate geometry differs in at least one property. */
export function propertiesHash(props: unknown): number {
  if (typeof props !== 'object' || props === null) return 0;
  const keys = Object.keys(props).sort();
  return stringHash(JSON.stringify(props, keys))[0];
}
