/**
 * What the Uploads page and its checking worker exchange. Everything that crosses is compact: counts,
 * problems and a slim preview, never the files' full contents (those stay in the worker, streamed).
 */
import type { CheckOptions, FixKind, Problem, ResultGroup, RuleCode } from '@core/plot-rules/index.ts';
import type {
  FieldMapping,
  MappingChoice,
  MappingProposal,
  PlotFileFormat,
  ReadIssue,
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
  /**
   * Plots the evaluation accepts although they have an error TRACES would refuse them for (an error that does
   * not block the upload under the chosen options): counted apart from the plots accepted without an error.
   */
  tracesRefused: number;
  byRule: Partial<Record<RuleCode, RuleCount>>;
  /** file-not-json / file-not-geojson / file-unreadable ...: the upload would fail. */
  fatal: Problem | null;
  /** The format read (null when none was recognised). */
  format: PlotFileFormat | null;
  /** The proposed field mapping (from the file's first plots); null when the file could not be read. */
  proposal: MappingProposal | null;
  /** The mapping the checks ran with (null: the properties as they are). */
  mapping: FieldMapping | null;
  /**
   * What the reader wants the person to know about the whole file (reprojection, layers, encodings, a
   * sheet): its English sentence and, for the self-check, its message reference (`messageIn`).
   */
  readNotes: ReadIssue[];
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
  /**
   * Every problem by what it means (core/plot-rules/result-groups.ts): blocks the upload, an error the upload
   * accepts but TRACES would reject, a warning; one line per kind, the first occurrences of each kept.
   */
  groups: ResultGroup[];
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

/** How far a check has read: bytes over all files of the run, and the total to read. */
export interface CheckProgress {
  fileIndex: number;
  fileName: string;
  bytes: number;
  totalBytes: number;
  features: number;
}

/** A preview plot's properties and problems, for the details beside the map. */
export interface FeatureDetail {
  properties: Record<string, unknown> | null;
  problems: ProblemRow[];
}

/**
 * The checking worker's methods (the protocol itself: src/lib/worker-rpc). A new check cancels the running
 * one; `feature` answers from the last completed check.
 */
export type CheckMethods = {
  check: {
    args: {
      files: File[];
      options: CheckOptions;
      /**
       * Per file (same order): 'auto' applies the proposed mapping, a FieldMapping the person's, null or
       * absent checks the properties as they are.
       */
      mappings?: MappingChoice[];
    };
    answer: CheckResult;
    event: CheckProgress;
  };
  feature: { args: { uid: number }; answer: FeatureDetail };
  fix: { args: { file: File; fixes: FixKind[]; options: CheckOptions }; answer: FixOutcome };
  /** "What TRACES will do to this file" for one file (run-traces-preview.ts). */
  tracesPreview: { args: { file: File; options: CheckOptions }; answer: TracesPreviewOutcome };
};
