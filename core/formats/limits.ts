/**
 * How much work one supplier file may cost: bytes read, bytes inflated from a zip, rows, plots and vertices.
 * A supplier file is input from outside; every reader checks these before (or while) it works, so a zip bomb,
 * a file of millions of rows or a ring of millions of vertices is refused with a message that names the
 * limit, the size found and what to do, instead of exhausting the process (docs/supplier-files.md).
 */
import { said, type MessageRef, type Said } from '@core/i18n/messages.ts';

export interface ReadLimits {
  /** A non-GeoJSON file on disk or in the browser: checked from its size before anything is read. */
  fileBytes: number;
  /** Members of one zip (KMZ, shapefile zip, XLSX, any zip), empty ones and folders included. */
  zipMembers: number;
  /** Bytes one zip member inflates to, counted on the bytes actually produced. */
  zipMemberBytes: number;
  /** Bytes all members read from one zip inflate to, together. */
  zipTotalBytes: number;
  /** Text held whole to parse (a KML or GPX document, a CSV): after inflating, before parsing. */
  textBytes: number;
  /** Plots (features, rows, placemarks, records) of one file. */
  features: number;
  /** Positions of one ring or line; a plot over it loses its shape and gets a problem, the rest is read. */
  verticesPerRing: number;
  /** Positions of the whole file. */
  verticesTotal: number;
  /** Milliseconds a reader that cannot be interrupted from inside (GeoPackage's SQLite) may run. */
  deadlineMs: number;
}

/**
 * Chosen so that `plot-check` stays under 512 MB on any file it accepts (bench/hostile-files.ts measures it),
 * far above every real supplier file seen (the largest real file holds 1,124 plots of a few hundred vertices).
 */
export const DEFAULT_READ_LIMITS: ReadLimits = {
  fileBytes: 256 * 1024 * 1024,
  zipMembers: 10_000,
  zipMemberBytes: 128 * 1024 * 1024,
  zipTotalBytes: 256 * 1024 * 1024,
  textBytes: 64 * 1024 * 1024,
  features: 200_000,
  verticesPerRing: 100_000,
  verticesTotal: 2_000_000,
  deadlineMs: 25_000,
};

export const mb = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * A limit a file goes over: thrown inside a reader, turned into one fatal `file-too-large-to-convert` by
 * `readPlotFile`. The message already says which limit, what was found and what to do.
 */
export class ReadLimitError extends Error {
  readonly args: MessageRef;
  constructor(text: Said) {
    super(text.message);
    this.args = text.args;
    this.name = 'ReadLimitError';
  }
}

/** A file that is damaged in a way a reader found (cut short, a record pointing past the end). */
export class CorruptFileError extends Error {
  readonly args: MessageRef;
  constructor(text: Said) {
    super(text.message);
    this.args = text.args;
    this.name = 'CorruptFileError';
  }
}

/**
 * The limits' messages, in English and as references. `found` is exact, or (with `over`) the limit a reader
 * stopped counting at: "more than 200,000".
 */
export const limitMessages = {
  features: (name: string, found: number, limit: number, over = false) =>
    said('read.limit.features', { file: name, found, over: over ? 'yes' : 'no', limit }),
  verticesTotal: (name: string, found: number, limit: number, over = false) =>
    said('read.limit.vertices-total', { file: name, found, over: over ? 'yes' : 'no', limit }),
  /** What has the boundary: the plot itself ("it", inside read.plot-unusable), or a record by number. */
  verticesPerRing: (what: 'plot' | 'placemark' | 'route' | 'track' | number, found: number, limit: number) =>
    said('read.limit.vertices-per-ring', {
      what: typeof what === 'number' ? 'record' : what,
      record: typeof what === 'number' ? what : '',
      found,
      limit,
    }),
  text: (name: string, found: number, limit: number, kind: MessageRef) =>
    said('read.limit.text', { file: name, size: mb(found), limit: mb(limit), kind }),
};
