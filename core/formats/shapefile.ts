/**
 * Zipped shapefiles: the .shp may sit at any depth of the zip and under odd names (`plots.shp.shp`); its
 * .dbf, .prj and .cpg are the members with the same stem. shpjs parses the geometry and the table, proj4
 * reprojects to WGS84 from the .prj (Web Mercator, UTM and any other system proj4 reads), and a DBF
 * without .cpg that is not valid UTF-8 is read as Windows-1252, the usual code page of such files.
 */
import { unzipSync } from 'fflate';
import shp from 'shpjs';
import proj4 from 'proj4';
import type { ReadIssue, ReadResult, ReaderEnv } from './types.ts';

interface Layer {
  stem: string;
  shp: Uint8Array;
  dbf?: Uint8Array;
  prj?: string;
  cpg?: string;
}

const fatal = (message: string): ReadResult => ({
  format: 'shapefile',
  features: [],
  fatal: { code: 'file-unreadable', message },
  warnings: [],
});

/** WGS84 longitude/latitude, in any of the ways a .prj says it. */
const isWgs84 = (prj: string): boolean =>
  /^GEOGCS\[\s*"(GCS_)?WGS[ _]?(19)?84"/i.test(prj.trim()) || /^GEOGCRS\[\s*"WGS 84"/i.test(prj.trim());

/** Whether proj4 can build a transformation from this .prj to WGS84. */
function converterFor(prj: string): boolean {
  try {
    proj4(prj, 'WGS84').forward([0, 0]);
    return true;
  } catch {
    return false;
  }
}

/** The projection's name from a .prj (PROJCS["WGS 84 / UTM zone 30N", ...]) for messages. */
const crsName = (prj: string): string => /^\s*\w+\[\s*"([^"]+)"/.exec(prj)?.[1] ?? 'its coordinate system';

/** shpjs's object form (its types only describe the URL and zip forms). */
const shpFromParts = (parts: {
  shp: Uint8Array;
  dbf?: Uint8Array | undefined;
  cpg?: string | undefined;
  prj?: string | undefined;
}) =>
  Promise.resolve(
    (shp as unknown as (o: object) => GeoJSON.FeatureCollection | Promise<GeoJSON.FeatureCollection>)(parts),
  );

export async function readShapefileZip(
  bytes: Uint8Array,
  name: string,
  env: ReaderEnv = {},
): Promise<ReadResult> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) =>
        !f.name.startsWith('__MACOSX/') && !/(^|\/)\._/.test(f.name) && /\.(shp|dbf|prj|cpg)$/i.test(f.name),
    });
  } catch {
    return fatal(
      `${name} looks like a zip but cannot be opened (damaged or incomplete). Zip the shapefile's files again and send the new zip.`,
    );
  }
  env.onProgress?.(0.3);
  const byLower = new Map(Object.keys(files).map((k) => [k.toLowerCase(), k]));
  const member = (stem: string, ext: string): Uint8Array | undefined => {
    const k = byLower.get(`${stem}.${ext}`.toLowerCase());
    return k ? files[k] : undefined;
  };
  const layers: Layer[] = [];
  for (const key of Object.keys(files)) {
    if (!/\.shp$/i.test(key)) continue;
    const stem = key.slice(0, -4);
    const prj = member(stem, 'prj');
    const cpg = member(stem, 'cpg');
    const layer: Layer = { stem, shp: files[key]! };
    const dbf = member(stem, 'dbf');
    if (dbf) layer.dbf = dbf;
    if (prj) layer.prj = new TextDecoder().decode(prj);
    if (cpg) layer.cpg = new TextDecoder().decode(cpg).trim();
    layers.push(layer);
  }
  if (layers.length === 0)
    return fatal(
      `${name} is a zip with no shapefile in it (no .shp member). Zip the shapefile's .shp, .shx, .dbf and .prj files together and send that zip.`,
    );

  const warnings: ReadIssue[] = [];
  const features: GeoJSON.Feature[] = [];
  let reprojectedFrom: string | undefined;
  for (const layer of layers.sort((a, b) => a.stem.localeCompare(b.stem))) {
    const label = layers.length > 1 ? `${name} (${layer.stem.split('/').pop()})` : name;
    let prj: string | undefined;
    if (layer.prj && !isWgs84(layer.prj)) {
      if (!converterFor(layer.prj))
        return fatal(
          `${label} is in ${crsName(layer.prj)}, a coordinate system this checker cannot convert. Re-export the shapefile in WGS 84 (EPSG:4326), or as GeoJSON.`,
        );
      prj = layer.prj;
      reprojectedFrom ??= crsName(layer.prj);
    } else if (!layer.prj) {
      warnings.push({
        code: 'read-note',
        message: `${label} has no .prj file; its coordinates are taken as WGS 84 longitude/latitude. If the plots land in the wrong place, send the .prj too.`,
      });
    }
    let fc: GeoJSON.FeatureCollection;
    try {
      // shpjs reprojects with proj4 from the .prj text (checked above to be one proj4 reads).
      fc = await shpFromParts({ shp: layer.shp, dbf: layer.dbf, cpg: layer.cpg, prj });
    } catch (e) {
      return fatal(
        `${label} cannot be read as a shapefile (${e instanceof Error ? e.message : String(e)}). Export it again from your GIS tool, or as GeoJSON.`,
      );
    }
    if (!layer.dbf)
      warnings.push({
        code: 'read-note',
        message: `${label} has no .dbf file, so its plots have no properties (no names). Send the .dbf with the .shp.`,
      });
    else if (
      !layer.cpg &&
      fc.features.some((f) =>
        Object.values(f.properties ?? {}).some((v) => typeof v === 'string' && v.includes('\uFFFD')),
      )
    ) {
      const again = await shpFromParts({ shp: layer.shp, dbf: layer.dbf, cpg: 'windows-1252' });
      fc.features.forEach((f, i) => (f.properties = again.features[i]?.properties ?? f.properties));
      warnings.push({
        code: 'read-note',
        message: `${label} has no .cpg file and its table is not UTF-8; it was read as Windows-1252 (Latin).`,
      });
    }
    for (const f of fc.features) {
      if (layers.length > 1) f.properties = { ...(f.properties ?? {}), layer: layer.stem.split('/').pop() };
      features.push({ type: 'Feature', properties: f.properties ?? {}, geometry: f.geometry });
    }
  }
  if (layers.length > 1)
    warnings.push({
      code: 'read-note',
      message: `${name} holds ${layers.length} shapefiles; their plots are read together, each with its shapefile's name under "layer".`,
    });
  env.onProgress?.(1);
  const result: ReadResult = { format: 'shapefile', features, fatal: null, warnings };
  if (reprojectedFrom) {
    result.reprojectedFrom = reprojectedFrom;
    warnings.push({
      code: 'read-note',
      message: `${name} is in ${reprojectedFrom}; its plots were converted to WGS 84 longitude/latitude.`,
    });
  }
  return result;
}
