/**
 * What every plot-file reader hands back: GeoJSON features for the one rule module, so a KML, a zipped
 * shapefile or a spreadsheet is checked exactly like a GeoJSON file (docs/supplier-files.md).
 */

import { msg, type MessageRef } from '@core/i18n/messages.ts';
import { DEFAULT_READ_LIMITS, type ReadLimits } from './limits.ts';

export type PlotFileFormat = 'geojson' | 'kml' | 'kmz' | 'gpx' | 'shapefile' | 'csv' | 'xlsx' | 'geopackage';

/** A format's name as messages say it ("zipped shapefile"), in the reader's language. */
export const formatRef = (format: PlotFileFormat | 'zip'): MessageRef => msg(`read.format.${format}`);

/** Codes of what a reader reports; the fatal ones are rule codes too (core/plot-rules/rule-catalog.ts). */
export type ReadIssueCode =
  | 'file-not-json'
  | 'file-not-geojson'
  | 'file-unreadable'
  | 'file-unknown-format'
  | 'file-too-large-to-convert'
  | 'missing-geometry'
  | 'read-note';

export interface ReadIssue {
  code: ReadIssueCode;
  /** Plain language: what is wrong and what to do (in English: the CLI's default, the server, tests). */
  message: string;
  /** The same as a message reference, for a page or the CLI to say it in the reader's language. */
  args?: MessageRef;
  /** The feature it concerns (0-based, in output order), when it concerns one. */
  featureIndex?: number;
  /** For file-not-json: where (1-based). */
  line?: number;
  column?: number;
}

/** How a table (CSV, TSV, XLSX) was turned into plots: shown to the person to confirm. */
export type TableLayout =
  | { kind: 'lat-lon'; latColumn: string; lonColumn: string; swappedHeaders: boolean }
  | { kind: 'wkt'; column: string }
  | { kind: 'geojson'; column: string }
  /** A boundary as text per row (ODK geoshape, a list of pairs); `order` as decided from the values. */
  | { kind: 'coordinate-list'; column: string; order: 'lat-lon' | 'lon-lat'; orderByValues: boolean }
  | { kind: 'vertices'; idColumn: string; latColumn: string; lonColumn: string; orderColumn: string | null };

export interface ReadResult {
  /** The format found (by content first, then by name); null when nothing matched. */
  format: PlotFileFormat | null;
  features: GeoJSON.Feature[];
  /** Set when nothing could be read; `features` is then empty. */
  fatal: { code: ReadIssueCode; message: string; args?: MessageRef; line?: number; column?: number } | null;
  /** Things the person should know (a layer skipped, a reprojection done, an empty placemark). */
  warnings: ReadIssue[];
  /** Table formats: which columns gave the positions. */
  layout?: TableLayout;
  /** Source coordinate system when the reader reprojected (e.g. "EPSG:3857"). */
  reprojectedFrom?: string;
}

/** Anything with bytes: a browser File/Blob, or a Uint8Array read by the CLI. */
export type PlotFileInput = Uint8Array | { size: number; arrayBuffer(): Promise<ArrayBuffer> };

/** What a reader may need from its host (browser worker or Node). */
export interface ReaderEnv {
  /** sql.js's wasm binary (GeoPackage): the worker fetches the bundled asset, Node reads the npm file. */
  loadSqlWasm?: () => Promise<ArrayBuffer | Uint8Array>;
  /** Limits other than the defaults (core/formats/limits.ts): tests, or a host with less memory. */
  limits?: Partial<ReadLimits>;
  /** 0..1 while a slow reader works (unzip, parse, convert). */
  onProgress?: (fraction: number) => void;
  /**
   * Takes the plots as they are read, in order, instead of the result's `features` (which then stays
   * empty): a host that packs them at once (cli/read-worker.ts) never holds a big file's plots all as
   * objects. Readers that read in batches (shapefile, KML) use it; the others return their features and
   * readPlotFile hands those on.
   */
  sink?: PlotSink;
}

/** Where a reader hands each plot it read (ReaderEnv.sink). */
export interface PlotSink {
  add(feature: GeoJSON.Feature): void;
}

/**
 * Formats that must be held whole in memory to convert (zip directories, XML trees, SQLite pages):
 * above this a file is refused with a message instead of exhausting the tab. GeoJSON streams, no cap.
 */
export const CONVERT_CAP_BYTES = DEFAULT_READ_LIMITS.fileBytes;
