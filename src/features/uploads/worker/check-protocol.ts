/**
 * Messages between the Uploads page and its checking worker. Everything that crosses is compact: counts,
 * problems and a slim preview, never the files' full contents (those stay in the worker, streamed).
 */
import type { CheckOptions, FixKind, Problem, RuleCode } from '@core/plot-rules/index.ts';
import type {
  FieldMapping,
  MappingChoice,
  MappingProposal,
  PlotFileFormat,
  TableLayout,
} from '@core/formats/index.ts';
import type { FixOutcome } from './run-fix.ts';
import type { TracesPreviewOutcome } from './run-traces-preview.ts';

/** Slim properties of a preview plot: enough to colour, pattern and find it, nothing more. */
export interface PreviewProperties {
  /** Upload-wide running number: the map's feature id (promoteId) and the key for details. */
  uid: number;
  fileIndex: number;
  /** 0-based feature index within its file, as the rules and the evaluation number them. */
  index: number;
  name: string;
  hasError: boolean;
  hasWarning: boolean;
}

export type PreviewCollection = GeoJSON.FeatureCollection<GeoJSON.Geometry, PreviewProperties>;

/** A problem with where the map can find its plot (uid null when the plot is not in the preview). */
export interface ProblemRow extends Problem {
  fileIndex: number;
  uid: number | null;
}

export interface RuleCount {
  errors: number;
  warnings: number;
}

export interface FileResult {
  fileName: string;
  bytes: number;
  featureCount: number;
  errors: number;
  warnings: number;
  /** Plots the service's evaluation would not accept under the chosen options. */
  notAccepted: number;
  byRule: Partial<Record<RuleCode, RuleCount>>;
  /** file-not-json / file-not-geojson / file-unreadable ...: the upload would fail. */
  fatal: Problem | null;
  /** The format read (null when none was recognised). */
  format: PlotFileFormat | null;
  /** The proposed field mapping (from the file's first plots); null when the file could not be read. */
  proposal: MappingProposal | null;
  /** The mapping the checks ran with (null: the properties as they are). */
  mapping: FieldMapping | null;
  /** What the reader wants the person to know: reprojection, layers, encodings, empty placemarks. */
  readNotes: string[];
  /** Spreadsheets: which columns gave the positions (for the person to confirm on the map). */
  layout?: TableLayout;
}

export interface CheckResult {
  files: FileResult[];
  totals: Omit<FileResult, 'fileName' | 'fatal' | 'format' | 'proposal' | 'mapping' | 'readNotes' | 'layout'>;
  /** Upload-level problems (too many files, too large). */
  uploadProblems: Problem[];
  problems: ProblemRow[];
  /** Problems beyond the list's cap (still counted in the totals). */
  problemsOmitted: number;
  preview: PreviewCollection;
  /** Plots drawn on the map vs plots in the files (the preview is capped for very large files). */
  previewShown: number;
  previewTotal: number;
  /** Plots with no geometry to draw (missing or not an object). */
  undrawable: number;
  /** Property names found in the files, most frequent first (for the designated name field). */
  propertyNames: string[];
  elapsedMs: number;
}

export interface CheckRequest {
  type: 'check';
  runId: number;
  files: File[];
  options: CheckOptions;
  /**
   * Per file (same order): 'auto' applies the proposed mapping, a FieldMapping the person's, null or
   * absent checks the properties as they are.
   */
  mappings?: MappingChoice[];
}

export interface FeatureDetailRequest {
  type: 'feature';
  runId: number;
  uid: number;
}

export interface FixRequest {
  type: 'fix';
  requestId: number;
  file: File;
  fixes: FixKind[];
  options: CheckOptions;
}

/** "What TRACES will do to this file" for one file (run-traces-preview.ts). */
export interface TracesPreviewRequest {
  type: 'tracesPreview';
  requestId: number;
  file: File;
  options: CheckOptions;
}

export type WorkerRequest = CheckRequest | FeatureDetailRequest | FixRequest | TracesPreviewRequest;

export interface ProgressMessage {
  type: 'progress';
  runId: number;
  fileIndex: number;
  fileName: string;
  /** Bytes read so far over all files of the run, and the total to read. */
  bytes: number;
  totalBytes: number;
  features: number;
}

export type WorkerResponse =
  | ProgressMessage
  | { type: 'done'; runId: number; result: CheckResult }
  | {
      type: 'feature';
      runId: number;
      uid: number;
      properties: Record<string, unknown> | null;
      problems: ProblemRow[];
    }
  | { type: 'error'; runId: number; message: string }
  | { type: 'fixed'; requestId: number; outcome: FixOutcome }
  | { type: 'fixFailed'; requestId: number; message: string }
  | { type: 'tracesPreview'; requestId: number; outcome: TracesPreviewOutcome }
  | { type: 'tracesPreviewFailed'; requestId: number; message: string };
