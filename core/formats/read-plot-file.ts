/**
 * One entry for every supplier file format: detect it, load its reader only now (each reader and its
 * library is its own chunk in the browser, so a GeoJSON-only session never downloads them), and return
 * GeoJSON features for the rule module. A file that cannot be read gets one fatal message that says what
 * is wrong and what to do; nothing throws for bad input.
 */
import { said, type Said } from '@core/i18n/messages.ts';
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
import {
  formatRef,
  type PlotFileFormat,
  type PlotFileInput,
  type ReadResult,
  type ReaderEnv,
} from './types.ts';

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
  text: Said,
): ReadResult => ({ format, features: [], fatal: { code, ...text }, warnings: [] });

async function bytesOf(input: PlotFileInput): Promise<Uint8Array> {
  return input instanceof Uint8Array ? input : new Uint8Array(await input.arrayBuffer());
}

export const unknownFormatMessage = (name: string): Said => said('read.unknown-format', { file: name });

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
    if (e instanceof ReadLimitError)
      return fatalResult(null, 'file-too-large-to-convert', { message: e.message, args: e.args });
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
      limitMessages.text(name, bytes.length, limits.textBytes, formatRef(detected as PlotFileFormat)),
    );
  if (detected === 'zip') {
    let members: string[];
    try {
      members = unzipBounded(bytes, name, { want: () => false, limits }).names;
    } catch (e) {
      if (e instanceof ReadLimitError) throw e;
      return fatalResult(null, 'file-unreadable', said('read.zip.damaged', { file: name }));
    }
    const byMembers = formatOfZip(members, name);
    if (byMembers) detected = byMembers;
    else {
      const inner = plotMembersOfZip(members);
      if (inner.length === 1) {
        const only = inner[0]!;
        const data = unzipBounded(bytes, name, { want: (n) => n === only, limits }).files[only];
        if (!data)
          throw new CorruptFileError(said('read.zip.member-not-inflated', { member: only, file: name }));
        const r = await readAny(data, only.split('/').pop()!, env, depth + 1);
        return {
          ...r,
          warnings: [
            { code: 'read-note', ...said('read.zip.member-read', { member: only, file: name }) },
            ...r.warnings,
          ],
        };
      }
      return fatalResult(
        'shapefile',
        'file-unreadable',
        said('read.zip.no-shapefile', { file: name, others: inner.length > 1 ? inner.length : 0 }),
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
      said('read.zip.too-deep', { file: name }),
    );
  if ((detected === 'kml' || detected === 'gpx' || detected === 'csv') && size > limits.textBytes)
    return fatalResult(
      detected,
      'file-too-large-to-convert',
      limitMessages.text(name, size, limits.textBytes, formatRef(detected)),
    );
  if (size <= limits.fileBytes) return null;
  return fatalResult(
    detected === 'zip' ? null : detected,
    'file-too-large-to-convert',
    said('read.file-too-large', {
      file: name,
      size: mb(size),
      kind: formatRef(detected),
      limit: mb(limits.fileBytes),
    }),
  );
}

async function sliceHead(input: {
  arrayBuffer(): Promise<ArrayBuffer>;
  slice?: (a: number, b: number) => unknown;
}): Promise<ArrayBuffer> {
  const s = input.slice?.(0, DETECT_HEAD_BYTES) as { arrayBuffer(): Promise<ArrayBuffer> } | undefined;
  return s ? s.arrayBuffer() : input.arrayBuffer();
}
