/**
 * Public API of the plot-file rule module (docs/plot-rules.md), used by the uploader worker,
 * the simulator's evaluation and the contract tests. Pure: no DOM, no Node imports.
 */
import { checkFileStream as checkFile, type CheckHooks, type FileCheckSummary } from './check-file.ts';
import type { CheckOptions } from './types.ts';
import { UploadMemory } from './upload-state.ts';

export * from './types.ts';
export type { CheckedFeature, CheckHooks, FileCheckSummary } from './check-file.ts';
export { isBlockingForEvaluation, evaluationMessage, checkUploadLimits } from './evaluation.ts';
export { TopLevelInfo, GeoJsonScanError, notGeoJsonText } from './feature-stream.ts';
export { MAX_FEATURE_BYTES, OversizedFeature } from './feature-stream.ts';
export { streamCappedFeatures, type StreamedFeature } from './capped-features.ts';
export { loadLandIndex, type LandIndex } from './countries.ts';
export { RULES, ALL_RULE_CODES, RULES_VERSION, featureRef, plotNumber } from './rule-catalog.ts';
export { isGeometryType } from './check-file.ts';
export { coordinateShapeProblem } from './geometry.ts';
export { nameFieldOf } from './feature-rules.ts';
export { producingCountriesOf, WITHIN_FILE_CODES } from './within-file.ts';
export { canonicalGeometryHash } from './canonical.ts';

/** State shared by all files of one upload (duplicate geometries and names are upload-wide). */
export interface UploadCheckState {
  readonly kind: 'upload-check-state';
}

export function createUploadCheckState(): UploadCheckState {
  return new UploadMemory();
}

/**
 * Streams a file's bytes feature by feature (never the whole file in one string), runs every rule and
 * returns the summary. `onFeature` sees each feature once, in order.
 */
export function checkFileStream(
  fileName: string,
  chunks: AsyncIterable<Uint8Array>,
  options: CheckOptions,
  state: UploadCheckState,
  hooks?: CheckHooks,
): Promise<FileCheckSummary> {
  if (!(state instanceof UploadMemory)) throw new TypeError('state must come from createUploadCheckState()');
  return checkFile(fileName, chunks, options, state, hooks);
}
export * from './fixes.ts';
export { positionsMergedByCut, tracesFileGeometry, tracesPreview } from './traces-preview.ts';
export { checkFeature } from './feature-rules.ts';
export { isAlpha2, isOffshore, loadedLandIndex, OFFSHORE_TOLERANCE_DEG } from './countries.ts';
export { allowsDuplicateGeometries, checkOptionsOfStart } from './start-options.ts';
export {
  groupResults,
  resultGroupTitleRef,
  resultTitleRef,
  ResultGrouper,
  type ResultGroup,
  type ResultGroupName,
  type ResultLine,
} from './result-groups.ts';
