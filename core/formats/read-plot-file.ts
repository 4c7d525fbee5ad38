/**
 * One entry for every supplier file format: detect it, load its reader only now (each reader and its
 * library is its own chunk in the browser, so a GeoJSON-only session never downloads them), and return
 * GeoJSON features for the rule module. A file that cannot be read gets one fatal message that says what
 * is wrong and what to do; nothing throws for bad input.
 */
import { detectFormat, formatOfZip, plotMembersOfZip, DETECT_HEAD_BYTES } from './detect.ts';
import { readGeoJson } from './geojson.ts';
import { unzipBounded, ZipDamagedError } from './bounded-unzip.ts';
import { boundFeatures, explainReaderError } from './bound-features.ts';
import {
  CorruptFileError,
  DEFAULT_READ_LIMITS,
  ReadLimitError,
  limitMessages,
  mb,
  type ReadLimits,
} from './limits.ts';
import { type PlotFileFormat, type PlotFileInput, type ReadResult, type ReaderEnv } from './types.ts';

export const FORMAT_LABELS: Record<PlotFileFormat, string> = {
  geojson: 'GeoJSON',
  kml: 'KML',
  kmz: 'KMZ',
  gpx: 'GPX',
  shapefile: 'zipped shapefile',
  csv: 'CSV',
  xlsx: 'Excel workbook',
  geopackage: 'GeoPackage',
};

export const fatalResult = (
  format: PlotFileFormat | null,
  code: NonNullable<ReadResult['fatal']>['code'],
  message: string,
): ReadResult => ({ format, features: [], fatal: { code, message }, warnings: [] });

async function bytesOf(input: PlotFileInput): Promise<Uint8Array> {
  return input instanceof Uint8Array ? input : new Uint8Array(await input.arrayBuffer());
}

export function unknownFormatMessage(name: string): string {
  return `${name} is not a plot file this checker can read. Send GeoJSON, KML or KMZ, a zipped shapefile (.zip with .shp, .shx, .dbf, .prj), CSV or Excel (.xlsx) with latitude/longitude or WKT columns, GeoPackage or GPX.`;
}

/** The limits a reader works under: the defaults, with any the host (or a test) sets. */
export const limitsOf = (env: ReaderEnv): ReadLimits => ({ ...DEFAULT_READ_LIMITS, ...env.limits });

/**
 * Reads a whole plot file. GeoJSON is read here too (small files, the CLI's --out); the checker streams
 * big GeoJSON files instead (check-plot-file.ts), so only formats that cannot stream meet the size cap.
 */
export async function readPlotFile(
  input: PlotFileInput,
  name: string,
  env: ReaderEnv = {},
): Promise<ReadResult> {
  let read: ReadResult;
  try {
    read = await readAny(input, name, env, 0);
  } catch (e) {
    if (e instanceof ReadLimitError) return fatalResult(null, 'file-too-large-to-convert', e.message);
    if (e instanceof CorruptFileError || e instanceof ZipDamagedError)
      return fatalResult(null, 'file-unreadable', explainReaderError(name, e));
    throw e;
  }
  if (read.fatal) return read;
  if (!env.sink) return boundFeatures(read, name, limitsOf(env));
  // The sink bounds the plots as it takes them (PlotPacker): a reader's returned features follow the ones
  // it handed on while reading (a reader does one or the other).
  for (const f of read.features) env.sink.add(f);
  return { ...read, features: [] };
}

/** Zips inside zips: one level is read (a KMZ or GeoJSON zipped for mailing); deeper is refused. */
const MAX_ZIP_DEPTH = 1;

async function readAny(
  input: PlotFileInput,
  name: string,
  env: ReaderEnv,
  depth: number,
): Promise<ReadResult> {
  const limits = limitsOf(env);
  const size = input instanceof Uint8Array ? input.length : input.size;
  const head =
    input instanceof Uint8Array
      ? input.subarray(0, DETECT_HEAD_BYTES)
      : new Uint8Array(await sliceHead(input));
  let detected = detectFormat(head, name);
  if (detected === null) return fatalResult(null, 'file-unknown-format', unknownFormatMessage(name));
  const refused = sizeRefusal(detected, name, size, limits, depth);
  if (refused) return refused;
  const bytes = await bytesOf(input);
  const text =
    detected === 'kml' || detected === 'gpx' || detected === 'csv' || (detected === 'geojson' && depth > 0);
  if (text && bytes.length > limits.textBytes)
    throw new ReadLimitError(
      limitMessages.text(name, bytes.length, limits.textBytes, FORMAT_LABELS[detected as PlotFileFormat]),
    );
  if (detected === 'zip') {
    let members: string[];
    try {
      members = unzipBounded(bytes, name, { want: () => false, limits }).names;
    } catch (e) {
      if (e instanceof ReadLimitError) throw e;
      return fatalResult(
        null,
        'file-unreadable',
        `${name} looks like a zip but cannot be opened (damaged or incomplete). Zip the files again and send the new zip.`,
      );
    }
    const byMembers = formatOfZip(members, name);
    if (byMembers) detected = byMembers;
    else {
      const inner = plotMembersOfZip(members);
      if (inner.length === 1) {
        const only = inner[0]!;
        const data = unzipBounded(bytes, name, { want: (n) => n === only, limits }).files[only];
        if (!data) throw new CorruptFileError(`${only} inside ${name} could not be inflated`);
        const r = await readAny(data, only.split('/').pop()!, env, depth + 1);
        return {
          ...r,
          warnings: [{ code: 'read-note', message: `Read ${only} from inside ${name}.` }, ...r.warnings],
        };
      }
      return fatalResult(
        'shapefile',
        'file-unreadable',
        `${name} is a zip with no shapefile in it (no .shp member${inner.length > 1 ? `, but ${inner.length} other plot files: send them unzipped` : ''}). Zip the shapefile's .shp, .shx, .dbf and .prj files together and send that zip.`,
      );
    }
  }
  switch (detected) {
    case 'geojson':
      return readGeoJson(bytes, name);
    case 'kml':
    case 'kmz':
    case 'gpx': {
      const { readXmlPlots } = await import('./kml.ts');
      return readXmlPlots(bytes, name, detected, env);
    }
    case 'shapefile': {
      const { readShapefileZip } = await import('./shapefile.ts');
      return readShapefileZip(bytes, name, env);
    }
    case 'csv':
    case 'xlsx': {
      const { readTable } = await import('./table.ts');
      return readTable(bytes, name, detected, env);
    }
    case 'geopackage': {
      const { readGeoPackage } = await import('./geopackage.ts');
      return readGeoPackage(bytes, name, env);
    }
  }
}

/**
 * Refusals by size alone, before any byte is read: a non-GeoJSON file above the file limit, or a zip
 * nested deeper than one level (a zip's member is already bounded by the zip limits).
 */
export function sizeRefusal(
  detected: ReturnType<typeof detectFormat>,
  name: string,
  size: number,
  limits: ReadLimits,
  depth = 0,
): ReadResult | null {
  if (detected === null || detected === 'geojson') return null;
  if ((detected === 'zip' || detected === 'kmz' || detected === 'xlsx') && depth > MAX_ZIP_DEPTH)
    return fatalResult(
      detected === 'zip' ? null : detected,
      'file-too-large-to-convert',
      `${name} is a zip inside a zip inside a zip; archives are opened one level deep at most. Unzip the files and send the plot file itself (or one zip of it).`,
    );
  if ((detected === 'kml' || detected === 'gpx' || detected === 'csv') && size > limits.textBytes)
    return fatalResult(
      detected,
      'file-too-large-to-convert',
      limitMessages.text(name, size, limits.textBytes, FORMAT_LABELS[detected]),
    );
  if (size <= limits.fileBytes) return null;
  const label = detected === 'zip' ? 'zip' : FORMAT_LABELS[detected];
  return fatalResult(
    detected === 'zip' ? null : detected,
    'file-too-large-to-convert',
    `${name} is ${mb(size)}; a ${label} file is converted in memory, so the limit is ${mb(limits.fileBytes)}. Split it into smaller files, or export it as GeoJSON, which is checked as a stream at any size.`,
  );
}

async function sliceHead(input: {
  arrayBuffer(): Promise<ArrayBuffer>;
  slice?: (a: number, b: number) => unknown;
}): Promise<ArrayBuffer> {
  const s = input.slice?.(0, DETECT_HEAD_BYTES) as { arrayBuffer(): Promise<ArrayBuffer> } | undefined;
  return s ? s.arrayBuffer() : input.arrayBuffer();
}
