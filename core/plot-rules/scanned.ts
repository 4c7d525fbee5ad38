/**
 * What the streaming scanner (feature-stream.ts) hands on and reports: each feature, the top level it
 * learned, its errors, and a feature too large to parse. Apart from the scanner so what its users read
 * does not sit inside its state machine.
 */
import { msg, said, type MessageRef, type Said } from '@core/i18n/messages.ts';

export interface ScannedFeature {
  /** 0-based position in the features array. */
  index: number;
  value: unknown;
  /** 1-based line where the feature starts. */
  line: number;
}

/** What the scanner learned about the top level. Filled while streaming; complete once the stream ends. */
export class TopLevelInfo {
  /** Parsed top-level members other than `features` (type, crs, geometry, properties, ...). */
  readonly members = new Map<string, unknown>();
  /** True once a top-level `features` array was found (its elements are streamed, not kept). */
  hasFeaturesArray = false;
  /** Kind of the top-level value: 'object', or the JSON type of anything else. */
  topKind: 'object' | 'array' | 'string' | 'number' | 'literal' | null = null;
  bytes = 0;
  lines = 1;

  /**
   * The shape member (scan-grammar.ts SHAPE_MEMBERS) that was too large to parse, if any: a file that is
   * one bare Feature or geometry then has that as its one plot.
   */
  oversizedShape(): OversizedFeature | null {
    for (const v of this.members.values()) if (v instanceof OversizedFeature) return v;
    return null;
  }
}

export class GeoJsonScanError extends Error {
  constructor(
    readonly code: 'file-not-json' | 'file-not-geojson',
    readonly detail: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${detail} (line ${line}, column ${column})`);
    this.name = 'GeoJsonScanError';
  }

  /** What the person is told about `fileName`: the one wording of both errors, wherever a file is read. */
  textFor(fileName: string): Said {
    return this.code === 'file-not-json'
      ? said('read.json.invalid', {
          file: fileName,
          detail: this.detail,
          line: this.line,
          column: this.column,
        })
      : said('read.geojson.invalid', { file: fileName, detail: this.detail });
  }
}

/** A JSON file whose top level is not plots: a collection without "features", or another "type". */
export const notGeoJsonText = (fileName: string, type: unknown): Said =>
  type === 'FeatureCollection'
    ? said('read.geojson.no-features', { file: fileName })
    : said('read.geojson.not-plots', { file: fileName, type: JSON.stringify(type ?? null) });

/**
 * Bytes of text one plot may take in a checked GeoJSON: 8 MiB holds a ring of the 100,000 vertices the
 * other formats read per ring (core/formats/limits.ts) at any precision, some 200,000 to 400,000 vertices
 * in all, far above a real plot (the largest real file's plots have a few hundred). A plot is parsed whole,
 * and its text, its positions and the rules' work on them take ~50 times its bytes (a 15 MB ring peaked
 * plot-check at 768 MB; a ring of 10 million vertices, 230 MB, at 2.4 GB). A plot over the cap is skipped
 * unparsed (OversizedFeature), so the check stays within 1 GB.
 */
export const MAX_FEATURE_BYTES = 8 * 1024 * 1024;

/** Stands for a feature whose text went over the scanner's cap: never parsed, so no name or shape. */
export class OversizedFeature {
  constructor(
    /** Its bytes of text. */
    readonly bytes: number,
    /** The cap it went over. */
    readonly limit: number,
  ) {}

  /** What the person is told about it (`feature` names it): the one wording, in the check and the reader. */
  textFor(feature: MessageRef): MessageRef {
    // In MiB to a tenth, the size rounded up and the cap down, so a plot just over never reads as equal.
    const tenths = (bytes: number) => (bytes / (1024 * 1024)) * 10;
    return msg('rule.missing-geometry.too-large', {
      feature,
      size: Math.ceil(tenths(this.bytes)) / 10,
      limit: Math.floor(tenths(this.limit)) / 10,
    });
  }
}

/**
 * Receives each feature as soon as its closing bracket is scanned (value, 0-based index, 1-based line, and
 * the byte offset in the stream where its text starts: a reader that rewrites a file copies an
 * OversizedFeature's bytes from there, never parsed).
 */
export type FeatureSink = (value: unknown, index: number, line: number, start: number) => void;
