/**
 * The features of a GeoJSON stream for a reader that holds or rewrites plots (the upload page's preparation,
 * fixes, "leave out" and TRACES preview; the format reader behind the mapping and `--out`): the scanner as
 * an async generator, where a feature over the one cap of the check (MAX_FEATURE_BYTES) is handed on
 * unparsed, as an OversizedFeature, with where its text starts in the stream. Parsed, a ring of 10 million
 * vertices took 2.4 GB; unparsed it costs nothing, and a reader that rewrites the file copies its bytes as
 * they are (`Blob.slice(start, start + bytes)`), so no plot is lost and none is read whole.
 */
import { FeatureScanner, MAX_FEATURE_BYTES, TopLevelInfo } from './feature-stream.ts';

export interface StreamedFeature {
  /** 0-based position in the features array. */
  index: number;
  /** The parsed feature, or an OversizedFeature. */
  value: unknown;
  /** 1-based line where the feature starts. */
  line: number;
  /** Byte offset in the stream where the feature's text starts. */
  start: number;
}

/**
 * Yields the direct elements of the top-level `features` array, one at a time; throws GeoJsonScanError
 * for invalid JSON (with line and column) or a top level that is not an object. `maxFeatureBytes` is for
 * tests; every reader keeps the default.
 */
export async function* streamCappedFeatures(
  chunks: AsyncIterable<Uint8Array>,
  info: TopLevelInfo = new TopLevelInfo(),
  maxFeatureBytes: number = MAX_FEATURE_BYTES,
): AsyncGenerator<StreamedFeature, TopLevelInfo> {
  const scanner = new FeatureScanner(info, { maxFeatureBytes });
  const out: StreamedFeature[] = [];
  const sink = (value: unknown, index: number, line: number, start: number): void => {
    out.push({ index, value, line, start });
  };
  for await (const chunk of chunks) {
    scanner.scan(chunk, sink);
    for (let k = 0; k < out.length; k++) yield out[k]!;
    out.length = 0;
  }
  // Whatever end() would still hand on (a value cut off by the end of the file) comes with its error.
  scanner.end(sink);
  return info;
}
