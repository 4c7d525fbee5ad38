/**
 * Well-known binary (ISO and EWKB flavours, 2-D to 4-D) to GeoJSON geometry: what a GeoPackage stores
 * after its own small header. Positions keep only longitude and latitude (and Z when present).
 */

export class WkbError extends Error {}

/**
 * A ring or line with more positions than a reader takes (ReadLimits.verticesPerRing), found from its count
 * before a position is decoded: a GeoPackage of one 6-million-vertex ring (96 MB) took 1 GB decoded.
 */
export class WkbRingTooLong extends Error {
  constructor(readonly vertices: number) {
    super(`a ring of ${vertices} vertices`);
    this.name = 'WkbRingTooLong';
  }
}

export function wkbToGeometry(bytes: Uint8Array, maxPerRing = Infinity): GeoJSON.Geometry {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let o = 0;
  // Collections inside collections: a few levels are real, more is a damaged or hostile blob.
  let depth = 0;
  const read = (): GeoJSON.Geometry => {
    if (++depth > 8) throw new WkbError('geometries nested too deep');
    try {
      return readOne();
    } finally {
      depth--;
    }
  };
  const readOne = (): GeoJSON.Geometry => {
    if (o + 5 > bytes.length) throw new WkbError('truncated geometry');
    const le = view.getUint8(o) === 1;
    o += 1;
    let type = view.getUint32(o, le);
    o += 4;
    // EWKB flags in the high bits; ISO adds 1000 (Z), 2000 (M), 3000 (ZM).
    let hasZ = (type & 0x80000000) !== 0;
    let hasM = (type & 0x40000000) !== 0;
    if (type & 0x20000000) o += 4; // EWKB SRID
    type &= 0x0fffffff;
    if (type >= 3000) {
      hasZ = hasM = true;
      type -= 3000;
    } else if (type >= 2000) {
      hasM = true;
      type -= 2000;
    } else if (type >= 1000) {
      hasZ = true;
      type -= 1000;
    }
    const dims = 2 + (hasZ ? 1 : 0) + (hasM ? 1 : 0);
    const f64 = (): number => {
      const v = view.getFloat64(o, le);
      o += 8;
      return v;
    };
    const u32 = (): number => {
      const v = view.getUint32(o, le);
      o += 4;
      return v;
    };
    const pos = (): number[] => {
      const x = f64();
      const y = f64();
      const z = hasZ ? f64() : undefined;
      if (hasM) f64();
      return z === undefined ? [x, y] : [x, y, z];
    };
    const line = (): number[][] => {
      const n = count();
      if (o + n * dims * 8 > bytes.length) throw new WkbError('truncated geometry');
      if (n > maxPerRing) throw new WkbRingTooLong(n);
      return Array.from({ length: n }, pos);
    };
    const count = (): number => {
      if (o + 4 > bytes.length) throw new WkbError('truncated geometry');
      const n = u32();
      // Every element takes at least 4 bytes: a count larger than what is left is a damaged blob.
      if (n * 4 > bytes.length - o) throw new WkbError('truncated geometry');
      return n;
    };
    const poly = (): number[][][] => Array.from({ length: count() }, line);
    const many = <G extends GeoJSON.Geometry>(want: string): G[] =>
      Array.from({ length: count() }, () => {
        const g = read();
        if (g.type !== want) throw new WkbError(`a ${g.type} inside a Multi${want}`);
        return g as G;
      });
    switch (type) {
      case 1:
        return { type: 'Point', coordinates: pos() };
      case 2:
        return { type: 'LineString', coordinates: line() };
      case 3:
        return { type: 'Polygon', coordinates: poly() };
      case 4:
        return { type: 'MultiPoint', coordinates: many<GeoJSON.Point>('Point').map((g) => g.coordinates) };
      case 5:
        return {
          type: 'MultiLineString',
          coordinates: many<GeoJSON.LineString>('LineString').map((g) => g.coordinates),
        };
      case 6:
        return {
          type: 'MultiPolygon',
          coordinates: many<GeoJSON.Polygon>('Polygon').map((g) => g.coordinates),
        };
      case 7:
        return { type: 'GeometryCollection', geometries: Array.from({ length: count() }, read) };
      default:
        throw new WkbError(`geometry type ${type} is not supported`);
    }
  };
  return read();
}

/** A GeoPackage geometry blob: "GP", version, flags, SRS id, envelope, then WKB. Null when empty. */
export function gpkgBlobToGeometry(blob: Uint8Array, maxPerRing = Infinity): GeoJSON.Geometry | null {
  if (blob.length < 8 || blob[0] !== 0x47 || blob[1] !== 0x50)
    throw new WkbError('not a GeoPackage geometry');
  const flags = blob[3]!;
  if (flags & 0x10) return null; // empty geometry flag
  const envelope = [0, 32, 48, 48, 64][(flags >> 1) & 0x07];
  if (envelope === undefined) throw new WkbError('bad envelope flag');
  return wkbToGeometry(blob.subarray(8 + envelope), maxPerRing);
}
