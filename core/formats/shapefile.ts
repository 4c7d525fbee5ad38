/**
 * Zipped shapefiles: the .shp may sit at any depth of the zip and under odd names (`plots.shp.shp`); its
 * .dbf, .prj and .cpg are the members with the same stem. shpjs parses the geometry and the table, proj4
 * reprojects to WGS84 from the .prj (Web Mercator, UTM and any other system proj4 reads), and a DBF
 * without .cpg that is not valid UTF-8 is read as Windows-1252, the usual code page of such files.
 */
import * as shpjs from 'shpjs';
import proj4 from 'proj4';
import { isJunkMember, unzipBounded } from './bounded-unzip.ts';
import { crsName, crsRefusal, crsRefusalMessage, isWgs84 } from './crs.ts';
import { msg, render, said, type MessageRef, type Said } from '@core/i18n/messages.ts';
import { DEFAULT_READ_LIMITS, ReadLimitError, limitMessages, type ReadLimits } from './limits.ts';
import { cpgEncoding } from './text.ts';
import type { ReadIssue, ReadResult, ReaderEnv } from './types.ts';

interface Layer {
  stem: string;
  shp: Uint8Array;
  dbf?: Uint8Array;
  prj?: string;
  cpg?: string;
}

const fatal = (text: Said): ReadResult => ({
  format: 'shapefile',
  features: [],
  fatal: { code: 'file-unreadable', ...text },
  warnings: [],
});

/** Whether proj4 can build a transformation from this .prj to WGS84. */
function converterFor(prj: string): boolean {
  try {
    proj4(prj, 'WGS84').forward([0, 0]);
    return true;
  } catch {
    return false;
  }
}

/** shpjs's record parsers (its types put them on the default export; at run time they are named exports). */
const { parseShp, parseDbf } = shpjs as unknown as {
  parseShp: (shp: Uint8Array, prj?: string) => (GeoJSON.Geometry | null)[];
  parseDbf: (dbf: Uint8Array, cpg?: string) => (GeoJSON.GeoJsonProperties | undefined)[];
};

/**
 * Records parsed at once: shpjs turns a whole .shp into objects, then into features (200,000 plots held
 * ~210 MB with its arrays); in batches, each batch's features go to the reader's sink before the next.
 */
const SHP_BATCH = 5_000;

interface ShpRecords {
  /** The .shp to hand to shpjs: records over the limit or damaged are turned into null shapes. */
  shp: Uint8Array;
  /** Records that lost their shape (0-based, in output order), with why. */
  dropped: { index: number; why: MessageRef }[];
  /** Record number (1-based) of a record cut short by the end of the file, if any. */
  cutShort: { record: number; needs: number; has: number } | null;
  records: number;
  /** Byte offset of every SHP_BATCH-th record (the first at 100), to parse the records in batches. */
  batchStarts: number[];
}

/** A damaged .shp header: the whole file is unreadable. */
class ShpHeaderError extends Error {
  constructor(readonly why: MessageRef) {
    super(render('en', why));
  }
}

const POLY_TYPES = new Set([3, 5, 13, 15, 23, 25, 31]);
const MULTIPOINT_TYPES = new Set([8, 18, 28]);

/**
 * Walks the .shp's record headers before shpjs reads it (shpjs trusts them: a record that runs past the end
 * silently ends the file, a wrong point count reads outside the record). Counts records and vertices
 * against the limits, and sets the shape type of a damaged or oversized record to null so that only its
 * plot is lost.
 */
export function walkShpRecords(input: Uint8Array, label: string, limits: ReadLimits): ShpRecords {
  if (input.length < 100)
    throw new ShpHeaderError(msg('read.shapefile.header-short', { file: label, bytes: input.length }));
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  if (view.getInt32(0) !== 9994) throw new ShpHeaderError(msg('read.shapefile.header-code', { file: label }));
  let copy: Uint8Array | null = null;
  const dropped: ShpRecords['dropped'] = [];
  const nullShape = (offset: number, index: number, why: MessageRef) => {
    copy ??= input.slice();
    new DataView(copy.buffer).setInt32(offset + 8, 0, true);
    dropped.push({ index, why });
  };
  let offset = 100;
  let index = 0;
  let vertices = 0;
  let cutShort: ShpRecords['cutShort'] = null;
  const batchStarts: number[] = [];
  while (offset + 8 <= input.length) {
    if (index % SHP_BATCH === 0) batchStarts.push(offset);
    const len = view.getInt32(offset + 4) * 2;
    if (len === 0) {
      offset += 8;
      index++;
      continue;
    }
    if (len < 4 || offset + 8 + len > input.length) {
      cutShort = { record: index + 1, needs: Math.max(len, 4), has: input.length - offset - 8 };
      break;
    }
    if (index >= limits.features)
      throw new ReadLimitError(limitMessages.features(label, limits.features, limits.features, true));
    const c = offset + 8;
    const type = view.getInt32(c, true);
    if (POLY_TYPES.has(type) || MULTIPOINT_TYPES.has(type)) {
      const multipoint = MULTIPOINT_TYPES.has(type);
      const parts = multipoint ? 0 : len >= 44 ? view.getInt32(c + 36, true) : -1;
      const points = len >= (multipoint ? 40 : 44) ? view.getInt32(c + (multipoint ? 36 : 40), true) : -1;
      const needs = (multipoint ? 40 : 44 + 4 * parts) + 16 * points;
      if (parts < 0 || points < 0 || needs > len) {
        nullShape(
          offset,
          index,
          msg('read.shapefile.record-damaged', { record: index + 1, points, bytes: len }),
        );
      } else {
        let longest = multipoint ? 0 : 0;
        for (let k = 0; k < parts; k++) {
          const start = view.getInt32(c + 44 + 4 * k, true);
          const end = k + 1 < parts ? view.getInt32(c + 48 + 4 * k, true) : points;
          longest = Math.max(longest, end - start);
        }
        if (longest > limits.verticesPerRing)
          nullShape(
            offset,
            index,
            limitMessages.verticesPerRing(index + 1, longest, limits.verticesPerRing).args,
          );
        else vertices += points;
      }
    }
    if (vertices > limits.verticesTotal)
      throw new ReadLimitError(
        limitMessages.verticesTotal(label, limits.verticesTotal, limits.verticesTotal, true),
      );
    offset += 8 + len;
    index++;
  }
  if (batchStarts.length === 0) batchStarts.push(100);
  return { shp: copy ?? input, dropped, cutShort, records: index, batchStarts };
}

export async function readShapefileZip(
  bytes: Uint8Array,
  name: string,
  env: ReaderEnv = {},
): Promise<ReadResult> {
  const limits = { ...DEFAULT_READ_LIMITS, ...env.limits };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipBounded(bytes, name, {
      want: (n) => !isJunkMember(n) && /\.(shp|dbf|prj|cpg)$/i.test(n),
      limits,
    }).files;
  } catch (e) {
    if (e instanceof ReadLimitError) throw e;
    return fatal(said('read.shapefile.zip-damaged', { file: name }));
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
  if (layers.length === 0) return fatal(said('read.zip.no-shapefile', { file: name, others: 0 }));

  const warnings: ReadIssue[] = [];
  const features: GeoJSON.Feature[] = [];
  /** Plots read so far, handed to the sink or kept in `features`. */
  let handed = 0;
  let reprojectedFrom: string | undefined;
  for (const layer of layers.sort((a, b) => a.stem.localeCompare(b.stem))) {
    const label = layers.length > 1 ? `${name} (${layer.stem.split('/').pop()})` : name;
    let prj: string | undefined;
    const refusal = layer.prj ? crsRefusal(layer.prj) : null;
    if (refusal) return fatal(crsRefusalMessage(label, crsName(layer.prj!), refusal));
    if (layer.prj && !isWgs84(layer.prj)) {
      if (!converterFor(layer.prj))
        return fatal(said('read.crs.cannot-convert', { file: label, crs: crsName(layer.prj) }));
      prj = layer.prj;
      reprojectedFrom ??= crsName(layer.prj);
    } else if (!layer.prj) {
      warnings.push({
        code: 'read-note',
        ...said('read.shapefile.no-prj', { file: label }),
      });
    }
    let walked: ShpRecords;
    try {
      walked = walkShpRecords(layer.shp, label, limits);
    } catch (e) {
      if (e instanceof ShpHeaderError) return fatal(said('read.shapefile.bad-header', { why: e.why }));
      throw e;
    }
    const cpg = layer.cpg === undefined ? undefined : cpgEncoding(layer.cpg, label);
    const layerName = layers.length > 1 ? layer.stem.split('/').pop() : undefined;
    const hand = (properties: GeoJSON.GeoJsonProperties, geometry: GeoJSON.Geometry | null) => {
      const f: GeoJSON.Feature = {
        type: 'Feature',
        properties: layerName === undefined ? properties : { ...properties, layer: layerName },
        geometry: geometry as GeoJSON.Geometry,
      };
      if (env.sink) env.sink.add(f);
      else features.push(f);
      handed++;
    };
    const first = handed;
    // The table first (its rows are the plots' properties, kept either way); the .shp's own error wins
    // over the table's, as when shpjs read both.
    let rows: (GeoJSON.GeoJsonProperties | undefined)[] = [];
    let dbfError: unknown = null;
    let latin = false;
    if (layer.dbf)
      try {
        rows = parseDbf(layer.dbf, cpg);
        // No .cpg and not UTF-8: read as Windows-1252, the usual code page of such files.
        if (
          !layer.cpg &&
          rows
            .slice(0, walked.records)
            .some((r) => Object.values(r ?? {}).some((v) => typeof v === 'string' && v.includes('\uFFFD')))
        ) {
          rows = parseDbf(layer.dbf, 'windows-1252');
          latin = true;
        }
      } catch (e) {
        dbfError = e;
      }
    const header = walked.shp.subarray(0, 100);
    const cannotRead = (e: unknown) =>
      fatal(
        said('read.shapefile.unreadable', {
          file: label,
          detail: e instanceof Error ? e.message : String(e),
        }),
      );
    for (let b = 0, record = 0; b < walked.batchStarts.length; b++) {
      const from = walked.batchStarts[b]!;
      const to = walked.batchStarts[b + 1] ?? walked.shp.length;
      const part = new Uint8Array(100 + to - from);
      part.set(header);
      part.set(walked.shp.subarray(from, to), 100);
      let shapes: (GeoJSON.Geometry | null)[];
      try {
        // shpjs reprojects with proj4 from the .prj text (checked above to be one proj4 reads).
        shapes = parseShp(part, prj);
      } catch (e) {
        return cannotRead(e);
      }
      if (dbfError) continue;
      for (const geometry of shapes) hand(rows[record++] || {}, geometry);
    }
    if (dbfError) return cannotRead(dbfError);
    rows = [];
    if (!layer.dbf)
      warnings.push({
        code: 'read-note',
        ...said('read.shapefile.no-dbf', { file: label }),
      });
    else if (latin)
      warnings.push({
        code: 'read-note',
        ...said('read.shapefile.latin', { file: label }),
      });
    for (const d of walked.dropped)
      warnings.push({
        code: 'missing-geometry',
        featureIndex: first + d.index,
        ...said('read.shapefile.no-shape', { file: label, why: d.why }),
      });
    if (walked.cutShort) {
      const { record, needs, has } = walked.cutShort;
      // The cut record stays in the list as a plot without shape, so the file fails instead of passing short.
      hand({ record }, null);
      warnings.push({
        code: 'read-note',
        ...said('read.shapefile.cut-short', { file: label, record, needs, has: Math.max(has, 0) }),
      });
    }
  }
  if (layers.length > 1)
    warnings.push({
      code: 'read-note',
      ...said('read.shapefile.layers', { file: name, count: layers.length }),
    });
  env.onProgress?.(1);
  const result: ReadResult = { format: 'shapefile', features, fatal: null, warnings };
  if (reprojectedFrom) {
    result.reprojectedFrom = reprojectedFrom;
    warnings.push({
      code: 'read-note',
      ...said('read.crs.reprojected', { file: name, crs: reprojectedFrom }),
    });
  }
  return result;
}
