/**
 * GeoPackage: an SQLite file read with sql.js (SQLite compiled to WebAssembly; its wasm file comes from
 * the host, `ReaderEnv.loadSqlWasm`). Every feature table listed in gpkg_contents is read; geometries in
 * another coordinate system than WGS84 are reprojected with proj4 from the package's own definition.
 */
import initSqlJs from 'sql.js';
import proj4 from 'proj4';
import { gpkgBlobToGeometry, WkbRingTooLong } from './wkb.ts';
import { crsRefusal, crsRefusalMessage } from './crs.ts';
import { said, type Said } from '@core/i18n/messages.ts';
import { DEFAULT_READ_LIMITS, ReadLimitError, limitMessages } from './limits.ts';
import type { ReadIssue, ReadResult, ReaderEnv } from './types.ts';

const fatal = (text: Said): ReadResult => ({
  format: 'geopackage',
  features: [],
  fatal: { code: 'file-unreadable', ...text },
  warnings: [],
});

type Converter = (p: number[]) => number[];

function mapPositions(g: GeoJSON.Geometry, fn: Converter): GeoJSON.Geometry {
  const m = (c: unknown): unknown =>
    typeof (c as unknown[])[0] === 'number' ? fn(c as number[]) : (c as unknown[]).map(m);
  if (g.type === 'GeometryCollection')
    return { ...g, geometries: g.geometries.map((x) => mapPositions(x, fn)) };
  return { ...g, coordinates: m(g.coordinates) } as GeoJSON.Geometry;
}

const quoteId = (s: string): string => `"${s.replace(/"/g, '""')}"`;

export async function readGeoPackage(
  bytes: Uint8Array,
  name: string,
  env: ReaderEnv = {},
): Promise<ReadResult> {
  const limits = { ...DEFAULT_READ_LIMITS, ...env.limits };
  if (!env.loadSqlWasm) throw new Error('readGeoPackage needs env.loadSqlWasm (the sql.js wasm binary)');
  const wasm = await env.loadSqlWasm();
  const wasmBinary =
    wasm instanceof Uint8Array
      ? (wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer)
      : wasm;
  const SQL = await initSqlJs({ wasmBinary });
  env.onProgress?.(0.2);
  let db: InstanceType<typeof SQL.Database>;
  try {
    db = new SQL.Database(bytes);
    db.exec('SELECT 1 FROM sqlite_master LIMIT 1');
  } catch {
    return fatal(said('read.geopackage.damaged', { file: name }));
  }
  try {
    let layers: { table: string; column: string; srs: number }[];
    try {
      const r = db.exec(
        // Tables only: a view is a query, and a query can be made never to end (SQLite in WebAssembly
        // cannot be interrupted from outside; the host's deadline would be the only way out).
        "SELECT c.table_name, g.column_name, g.srs_id FROM gpkg_contents c JOIN gpkg_geometry_columns g ON g.table_name = c.table_name JOIN sqlite_master m ON m.name = c.table_name AND m.type = 'table' WHERE c.data_type = 'features' ORDER BY c.table_name",
      );
      layers = (r[0]?.values ?? []).map((v) => ({
        table: String(v[0]),
        column: String(v[1]),
        srs: Number(v[2]),
      }));
    } catch {
      return fatal(said('read.geopackage.not-gpkg', { file: name }));
    }
    if (layers.length === 0) return fatal(said('read.geopackage.no-tables', { file: name }));
    const warnings: ReadIssue[] = [];
    const features: GeoJSON.Feature[] = [];
    let reprojectedFrom: string | undefined;
    for (const layer of layers) {
      let convert: Converter | null = null;
      // EPSG:4979 is WGS 84 with heights (what GDAL writes for 3-D data): the same longitude and latitude.
      if (layer.srs !== 4326 && layer.srs !== 4979 && layer.srs > 0) {
        const def = db.exec('SELECT definition, srs_name FROM gpkg_spatial_ref_sys WHERE srs_id = ?', [
          layer.srs,
        ])[0]?.values[0];
        const wkt = def ? String(def[0]) : '';
        const refusal = crsRefusal(wkt);
        if (refusal)
          return fatal(
            crsRefusalMessage(`${name} (${layer.table})`, def ? String(def[1]) : `SRS ${layer.srs}`, refusal),
          );
        try {
          const p = proj4(wkt, 'WGS84');
          convert = (c) => {
            const [x, y] = p.forward([c[0]!, c[1]!]);
            return c.length > 2 ? [x!, y!, c[2]!] : [x!, y!];
          };
          reprojectedFrom ??= def ? String(def[1]) : `SRS ${layer.srs}`;
        } catch {
          return fatal(
            said('read.geopackage.cannot-convert', { file: `${name} (${layer.table})`, srs: layer.srs }),
          );
        }
      }
      // One more row than the plot limit is asked for: that row, if it comes, refuses the file.
      const budget = limits.features - features.length;
      const stmt = db.prepare(`SELECT * FROM ${quoteId(layer.table)} LIMIT ${budget + 1}`);
      try {
        let rows = 0;
        while (stmt.step()) {
          if (++rows > budget)
            throw new ReadLimitError(limitMessages.features(name, limits.features, limits.features, true));
          const row = stmt.getAsObject();
          const props: Record<string, unknown> = {};
          let geometry: GeoJSON.Geometry | null = null;
          for (const [k, v] of Object.entries(row)) {
            if (k === layer.column) {
              if (v instanceof Uint8Array) {
                try {
                  geometry = gpkgBlobToGeometry(v, limits.verticesPerRing);
                } catch (e) {
                  // A ring over the limit costs only this plot, in the words every reader uses for it.
                  const text =
                    e instanceof WkbRingTooLong
                      ? said('read.plot-unusable', {
                          plot: features.length + 1,
                          file: name,
                          why: limitMessages.verticesPerRing('plot', e.vertices, limits.verticesPerRing).args,
                        })
                      : said('read.geopackage.bad-geometry', {
                          feature: features.length,
                          table: layer.table,
                          detail: e instanceof Error ? e.message : String(e),
                        });
                  warnings.push({ code: 'missing-geometry', featureIndex: features.length, ...text });
                }
              }
            } else if (!(v instanceof Uint8Array)) props[k] = v;
          }
          if (geometry && convert) geometry = mapPositions(geometry, convert);
          if (layers.length > 1) props['layer'] = layer.table;
          features.push({ type: 'Feature', properties: props, geometry: geometry as GeoJSON.Geometry });
        }
      } finally {
        stmt.free();
      }
    }
    env.onProgress?.(1);
    if (layers.length > 1)
      warnings.push({
        code: 'read-note',
        ...said('read.geopackage.layers', { file: name, count: layers.length }),
      });
    const result: ReadResult = { format: 'geopackage', features, fatal: null, warnings };
    if (reprojectedFrom) {
      result.reprojectedFrom = reprojectedFrom;
      warnings.push({
        code: 'read-note',
        ...said('read.crs.reprojected', { file: name, crs: reprojectedFrom }),
      });
    }
    return result;
  } finally {
    db.close();
  }
}
