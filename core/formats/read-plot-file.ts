/**
 * One entry for every supplier file format: detect it, load its reader only now (each reader and its
 * library is its own chunk in the browser, so a GeoJSON-only session never downloads them), and return
 * GeoJSON features for the rule module. A file that cannot be read gets one fatal message that says what
 * is wrong and what to do; nothing throws for bad input.
 */
import { unzipSync } from 'fflate';
import { detectFormat, formatOfZip, plotMembersOfZip, DETECT_HEAD_BYTES } from './detect.ts';
import { readGeoJson } from './geojson.ts';
import {
  CONVERT_CAP_BYTES,
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

const mb = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;

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

/** Names of a zip's members, without inflating them. */
export function zipMemberNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  unzipSync(bytes, {
    filter: (f) => {
      names.push(f.name);
      return false;
    },
  });
  return names;
}

/**
 * Reads a whole plot file. GeoJSON is read here too (small files, the CLI's --out); the checker streams
 * big GeoJSON files instead (check-plot-file.ts), so only formats that cannot stream meet the size cap.
 */
export async function readPlotFile(
  input: PlotFileInput,
  name: string,
  env: ReaderEnv = {},
): Promise<ReadResult> {
  const size = input instanceof Uint8Array ? input.length : input.size;
  const head =
    input instanceof Uint8Array
      ? input.subarray(0, DETECT_HEAD_BYTES)
      : new Uint8Array(await sliceHead(input));
  let detected = detectFormat(head, name);
  if (detected === null) return fatalResult(null, 'file-unknown-format', unknownFormatMessage(name));
  if (detected !== 'geojson' && size > CONVERT_CAP_BYTES) {
    const label = detected === 'zip' ? 'zip' : FORMAT_LABELS[detected];
    return fatalResult(
      detected === 'zip' ? null : detected,
      'file-too-large-to-convert',
      `${name} is ${mb(size)}; a ${label} file is converted in memory, so the limit is ${mb(CONVERT_CAP_BYTES)}. Split it into smaller files, or export it as GeoJSON, which is checked as a stream at any size.`,
    );
  }
  const bytes = await bytesOf(input);
  if (detected === 'zip') {
    let members: string[];
    try {
      members = zipMemberNames(bytes);
    } catch {
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
        const data = unzipSync(bytes, { filter: (f) => f.name === only })[only]!;
        const r = await readPlotFile(data, only.split('/').pop()!, env);
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

async function sliceHead(input: {
  arrayBuffer(): Promise<ArrayBuffer>;
  slice?: (a: number, b: number) => unknown;
}): Promise<ArrayBuffer> {
  const s = input.slice?.(0, DETECT_HEAD_BYTES) as { arrayBuffer(): Promise<ArrayBuffer> } | undefined;
  return s ? s.arrayBuffer() : input.arrayBuffer();
}
