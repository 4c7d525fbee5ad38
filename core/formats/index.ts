/**
 * Public API of the supplier-file readers and the field mapping (docs/supplier-files.md). Pure: the
 * browser's checker worker, the `plot-check` CLI and the tests all use it.
 *
 * - `readPlotFile(bytes | file, name, env)` → `{ format, features, fatal, warnings, layout? }`
 * - `proposeMapping(features, ctx)` → which property is the name, producer, country and area
 * - `applyMapping(feature, mapping, ctx)` → the TRACES-ready feature
 * - `checkPlotFile(source, options, state, { mapping })` → read + map + check, for one file of an upload
 */
export * from './types.ts';
export { detectFormat, DETECT_HEAD_BYTES } from './detect.ts';
export { DEFAULT_READ_LIMITS, ReadLimitError, type ReadLimits } from './limits.ts';
export { readPlotFile, FORMAT_LABELS } from './read-plot-file.ts';
export {
  checkPlotFile,
  loadMappingContext,
  PlotPacker,
  type HostReadResult,
  type PlotFileSource,
  type PlotFileCheck,
  type MappingChoice,
} from './check-plot-file.ts';
export {
  proposeMapping,
  applyMapping,
  mappingFromProposal,
  numberOf,
  type FieldMapping,
  type MappingProposal,
  type MappingContext,
} from '@core/mapping/field-mapping.ts';
export { toAlpha2 } from '@core/mapping/country-codes.ts';
