/**
 * Public API of the upload preview (docs/upload-diff.md): what an upload will add, change, keep twice or
 * remove among a supplier's plots, under each start mode. Pure: the loader worker and the tests use it.
 */
export {
  diffUpload,
  existingPlotsOf,
  DIFF_KINDS,
  INSIDE_SHARE,
  MAX_LISTED_REMOVED,
  type DiffKind,
  type DiffPlot,
  type ExistingRef,
  type FilePlot,
  type UploadDiff,
  type UploadMode,
} from './upload-diff.ts';
