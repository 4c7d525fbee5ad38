/**
 * Types of the one plot-file rule module (docs/plot-rules.md).
 * The uploader's Web Worker, the simulator's evaluation and the contract tests all use it, so what the
 * browser predicts is exactly what the service reports. Pure: no DOM, no Node imports.
 */

import type { MessageRef } from '@core/i18n/messages.ts';

export type Severity = 'error' | 'warning';

export type RuleCode =
  // file level
  | 'file-not-json'
  | 'file-not-geojson'
  | 'file-empty'
  | 'file-too-large'
  | 'file-crs'
  | 'file-unreadable'
  | 'file-unknown-format'
  | 'file-too-large-to-convert'
  // feature level
  | 'missing-geometry'
  | 'unsupported-geometry'
  | 'multipolygon-nesting'
  | 'out-of-range'
  | 'swapped-axes'
  | 'unclosed-ring'
  | 'too-few-vertices'
  | 'self-intersection'
  | 'overlapping-parts'
  | 'hole'
  | 'collinear'
  | 'duplicate-vertex'
  | 'collapses-at-6-decimals'
  | 'low-precision'
  | 'missing-name'
  | 'duplicate-geometry'
  | 'duplicate-name'
  | 'point-area'
  | 'area-mismatch'
  | 'area-text'
  | 'bad-country'
  | 'area-too-small'
  | 'area-too-large'
  // the file's plots together (within-file.ts)
  | 'contains-plot'
  | 'overlapping-plots'
  | 'far-from-producing-area';

/** Options of `POST /v1/bulk-uploads/start` that change what the checks report. */
export interface CheckOptions {
  validateForTraces: boolean;
  allowDuplicateGeometries: boolean;
  designatedNameField: string | null;
  shouldMatchOnName: boolean;
  /**
   * Not a start option: the alpha-2 codes of the countries the project produces in (far-from-producing-area,
   * docs/plot-rules.md). Absent or empty: the countries holding most of the file's plots.
   */
  producingCountries?: readonly string[];
}

export const DEFAULT_CHECK_OPTIONS: CheckOptions = {
  validateForTraces: false,
  allowDuplicateGeometries: false,
  designatedNameField: null,
  shouldMatchOnName: false,
};

/** One problem found in a file. featureIndex is 0-based and absent for file-level problems. */
export interface Problem {
  code: RuleCode;
  severity: Severity;
  fileName: string;
  featureIndex?: number;
  featureName?: string;
  /** Plain-language message that says what is wrong and how to fix it, in English. */
  message: string;
  /** The same message as a catalogue key and values, to put it in the reader's language (core/i18n). */
  args?: MessageRef;
  /** Where it helps (a crossing point, an out-of-range position): [lng, lat] as given in the file. */
  coordinate?: [number, number];
  /** For duplicates: the index of the earlier feature. */
  relatedFeatureIndex?: number;
  /** For duplicates across files of one upload: the earlier feature's file (absent when the same file). */
  relatedFileName?: string;
  /** For duplicate-geometry: whether at least one property differs from the earlier feature. */
  propertiesDiffer?: boolean;
  /** For file-not-json (and where known): 1-based line and column in the file. */
  line?: number;
  column?: number;
}
