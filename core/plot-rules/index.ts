/**
 * Public API of the plot-file rule module (../shared/docs/traces-rules.md). Implementation in progress
 * (issue 4); the signatures below are the agreed interface used by the uploader worker and the simulator.
 */
import type { CheckOptions, Problem } from './types.ts';

export * from './types.ts';

/** State shared by all files of one upload (duplicate geometries and names are upload-wide). */
export interface UploadCheckState {
  readonly kind: 'upload-check-state';
}

/** One feature as the checker saw it, handed to `onFeature` so callers can keep what they need. */
export interface CheckedFeature {
  index: number;
  /** The name under the designated name field (or ProductionPlace), if any. */
  name: string | null;
  feature: GeoJSON.Feature | null;
  problems: Problem[];
  /** True when no problem would make the service refuse it under the given options (evaluation rules). */
  acceptedByEvaluation: boolean;
}

export interface FileCheckSummary {
  fileName: string;
  bytes: number;
  featureCount: number;
  /** Every problem, file-level and feature-level, in file order. */
  problems: Problem[];
  /** A file-level problem that stops everything (file-not-json, file-not-geojson): the upload fails. */
  fatal: Problem | null;
}

export declare function createUploadCheckState(): UploadCheckState;

/**
 * Streams a file's bytes feature by feature (never the whole file in one string), runs every rule and
 * returns the summary. `onFeature` sees each feature once, in order.
 */
export declare function checkFileStream(
  fileName: string,
  chunks: AsyncIterable<Uint8Array>,
  options: CheckOptions,
  state: UploadCheckState,
  hooks?: { onFeature?: (f: CheckedFeature) => void; onProgress?: (bytes: number, features: number) => void },
): Promise<FileCheckSummary>;

/** Whether the service's evaluation counts this problem against the plot (traces-rules "What evaluation applies"). */
export declare function isBlockingForEvaluation(problem: Problem, options: CheckOptions): boolean;

/** The evaluation's message for an upload: `plots.geojson feature 12: self-intersection`. */
export declare function evaluationMessage(problem: Problem): string;

/** Upload-level limits: fewer than 100 files, total under 2 GB (file-too-large). */
export declare function checkUploadLimits(files: { name: string; size: number }[]): Problem[];
