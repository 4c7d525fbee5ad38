/**
 * Reading one plot back out of a pack: its texts (id, name, search text, the rest of its record), its
 * geometry rebuilt from the coordinate columns, its centroid and box. Nothing here builds a whole plot: that
 * is `LoadedPlot` (page/loaded-plot.ts), for the few plots somebody looks at.
 */
import {
  COORD_SCALE,
  KIND_CODES,
  TEXT_FIELDS,
  TEXT_REST,
  type PackedPlots,
  type RestOfRecord,
} from '@core/plot-packs/packed-plots.ts';

type Position = GeoJSON.Position;

const decoder = new TextDecoder();

/** Mean of the outer ring's corners of plot `i` (or its point); null for an empty geometry. */
export function packCentroid(p: Pick<PackedPlots, 'centroids'>, i: number): [number, number] | null {
  const c = p.centroids;
  return Number.isNaN(c[2 * i]) ? null : [c[2 * i]!, c[2 * i + 1]!];
}

/** [minLng, minLat, maxLng, maxLat] of plot `i`'s outer rings (or points); null for an empty geometry. */
export function packBox(p: Pick<PackedPlots, 'boxes'>, i: number): [number, number, number, number] | null {
  const b = p.boxes;
  const k = 4 * i;
  return Number.isNaN(b[k]) ? null : [b[k]!, b[k + 1]!, b[k + 2]!, b[k + 3]!];
}

/** The rest of plot `i`'s record (RestOfRecord), parsed from its JSON text. */
export const restOf = (p: Pick<PackedPlots, 'text' | 'textStart'>, i: number): RestOfRecord =>
  JSON.parse(packText(p, i, TEXT_REST)) as RestOfRecord;

/** The geometry of plot `i` as the service sent it: rebuilt from the arrays, or kept in the record's JSON. */
export function packGeometry(p: PackedPlots, i: number): GeoJSON.Geometry {
  return packedGeometry(p, i) ?? restOf(p, i)[4]!;
}

/** Text `field` (TEXT_*) of plot `i` of a pack, decoded. */
export function packText(p: Pick<PackedPlots, 'text' | 'textStart'>, i: number, field: number): string {
  const k = i * TEXT_FIELDS + field;
  return decoder.decode(p.text.subarray(p.textStart[k], p.textStart[k + 1]));
}

/** Coordinates as packed (degrees), or as whole units of 1 / `COORD_SCALE` degree (the loader worker's store). */
export type GeometryColumns = Pick<PackedPlots, 'coordStart' | 'parts' | 'partStart' | 'kinds'> & {
  coords: Float64Array | Int32Array;
};

/** The GeoJSON of plot `index` of a pack, rebuilt from its arrays; null when it was not compacted. */
export function packedGeometry(pack: GeometryColumns, index: number): GeoJSON.Geometry | null {
  const kind = KIND_CODES[pack.kinds[index]!];
  if (!kind) return null;
  const { coords, coordStart, parts: allParts, partStart } = pack;
  // Whole units divided back: exactly the degrees written with up to 7 decimals (the nearest double).
  const scaled = coords instanceof Int32Array;
  const c = (k: number) => (scaled ? coords[k]! / COORD_SCALE : coords[k]!);
  const parts = allParts.subarray(partStart[index], partStart[index + 1]);
  let at = coordStart[index]!;
  const take = (n: number): Position[] => {
    const out: Position[] = new Array(n);
    for (let i = 0; i < n; i++, at += 2) out[i] = [c(at), c(at + 1)];
    return out;
  };
  switch (kind) {
    case 'Point':
      return { type: 'Point', coordinates: [c(at), c(at + 1)] };
    case 'MultiPoint':
      return { type: 'MultiPoint', coordinates: take(parts[0]!) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: Array.from(parts, (n) => take(n)) };
    default: {
      const polys: Position[][][] = [];
      for (let i = 0; i < parts.length;) {
        const rings = parts[i++]!;
        const poly: Position[][] = [];
        for (let r = 0; r < rings; r++) poly.push(take(parts[i++]!));
        polys.push(poly);
      }
      return { type: 'MultiPolygon', coordinates: polys };
    }
  }
}
