/**
 * How much work one supplier file may cost: bytes read, bytes inflated from a zip, rows, plots and vertices.
 * A supplier file is input from outside; every reader checks these before (or while) it works, so a zip bomb,
 * a file of millions of rows or a ring of millions of vertices is refused with a message that names the
 * limit, the size found and what to do, instead of exhausting the process (docs/supplier-files.md).
 */

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

export const count = (n: number): string => n.toLocaleString('en-US');

/**
 * A limit a file goes over: thrown inside a reader, turned into one fatal `file-too-large-to-convert` by
 * `readPlotFile`. The message already says which limit, what was found and what to do.
 */
export class ReadLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadLimitError';
  }
}

/** A file that is damaged in a way a reader found (cut short, a record pointing past the end). */
export class CorruptFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CorruptFileError';
  }
}

const SPLIT_ADVICE =
  'Split the plots into smaller files, or export them as GeoJSON, which is checked as a stream at any size.';

export const limitMessages = {
  features: (name: string, found: string, limit: number) =>
    `${name} holds ${found} plots; one file may hold at most ${count(limit)}. ${SPLIT_ADVICE}`,
  verticesTotal: (name: string, found: string, limit: number) =>
    `${name} holds ${found} vertices in all; one file may hold at most ${count(limit)}. Simplify the boundaries (a plot needs a few hundred vertices at most) or split the file.`,
  verticesPerRing: (what: string, found: number, limit: number) =>
    `${what} has a boundary of ${count(found)} vertices; at most ${count(limit)} are read per ring. Simplify this plot's boundary in your GIS tool and send it again.`,
  text: (name: string, found: number, limit: number, kind: string) =>
    `${name} is ${mb(found)} of ${kind} text; at most ${mb(limit)} is read whole. ${SPLIT_ADVICE}`,
};
