/**
 * A GeoPackage ring over the vertices-per-ring limit is refused from its count, before a position is decoded
 * (a 96 MB GeoPackage of one 6-million-vertex ring took the preparing reader to 1 GB, decoded and then
 * dropped): only that plot loses its shape, with the words every reader uses; the other plots are read.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { makeGpkg } from '@tests/hostile/hostile-files.ts';
import { readPlotFile } from './read-plot-file.ts';
import { gpkgBlobToGeometry, wkbToGeometry, WkbRingTooLong } from './wkb.ts';

const require = createRequire(import.meta.url);

/** A little-endian WKB Polygon of one ring of `n` positions (or a LineString), after an 8-byte GP header. */
function blob(n: number, type: 2 | 3 = 3): Uint8Array {
  const head = type === 3 ? 13 : 9;
  const b = new Uint8Array(8 + head + n * 16);
  const v = new DataView(b.buffer);
  b.set([0x47, 0x50, 0, 0]);
  v.setInt32(4, 4326, true);
  let o = 8;
  b[o++] = 1;
  v.setUint32(o, type, true);
  o += 4;
  if (type === 3) {
    v.setUint32(o, 1, true);
    o += 4;
  }
  v.setUint32(o, n, true);
  o += 4;
  for (let i = 0; i < n; i++) {
    v.setFloat64(o, -5.5 + (i === 1 || i === 2 ? 0.001 : 0), true);
    v.setFloat64(o + 8, 7.5 + (i === 2 || i === 3 ? 0.001 : 0), true);
    o += 16;
  }
  return b;
}
const hex = (b: Uint8Array) => `X'${Buffer.from(b).toString('hex')}'`;

describe('WKB rings over the limit', () => {
  it('a ring or line of exactly the limit is read; one position more is refused from its count', () => {
    expect(gpkgBlobToGeometry(blob(5), 5)).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-5.5, 7.5],
          [-5.499, 7.5],
          [-5.499, 7.501],
          [-5.5, 7.501],
          [-5.5, 7.5],
        ],
      ],
    });
    expect(() => gpkgBlobToGeometry(blob(5), 4)).toThrow(new WkbRingTooLong(5));
    expect(() => wkbToGeometry(blob(6, 2).subarray(8), 5)).toThrow(WkbRingTooLong);
    expect(wkbToGeometry(blob(6, 2).subarray(8), 6)).toMatchObject({ type: 'LineString' });
    // No limit unless given.
    expect(gpkgBlobToGeometry(blob(5))).toMatchObject({ type: 'Polygon' });
  });

  it('in a GeoPackage: that plot loses its shape with the per-ring words, the others are read', async () => {
    const bytes = await makeGpkg(`CREATE TABLE plots (fid INTEGER PRIMARY KEY, name TEXT, geom BLOB);
      INSERT INTO plots (name, geom) VALUES ('A', ${hex(blob(5))}), ('Huge', ${hex(blob(7))}), ('C', ${hex(blob(5))});
      INSERT INTO gpkg_contents VALUES ('plots', 'features', 'plots', '', '', 0, 0, 0, 0, 4326);
      INSERT INTO gpkg_geometry_columns VALUES ('plots', 'geom', 'POLYGON', 4326, 0, 0);`);
    const r = await readPlotFile(bytes, 'farms.gpkg', {
      loadSqlWasm: async () => readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm')),
      limits: { verticesPerRing: 6 },
    });
    expect(r.fatal).toBeNull();
    expect(r.features.map((f) => [f.properties?.['name'], f.geometry?.type ?? null])).toEqual([
      ['A', 'Polygon'],
      ['Huge', null],
      ['C', 'Polygon'],
    ]);
    const issues = r.warnings.filter((w) => w.code === 'missing-geometry');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ featureIndex: 1 });
    expect(issues[0]!.message).toBe(
      "Plot 2 of farms.gpkg cannot be used: it has a boundary of 7 vertices; at most 6 are read per ring. Simplify this plot's boundary in your GIS tool and send it again.",
    );
  });
});
