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
export { detectFormat, formatOfZip, PLOT_FILE_EXTENSIONS, DETECT_HEAD_BYTES } from './detect.ts';
export { readPlotFile, FORMAT_LABELS, unknownFormatMessage } from './read-plot-file.ts';
export {
  checkPlotFile,
  bytesSource,
  loadMappingContext,
  PROPOSAL_SAMPLE_FEATURES,
  type PlotFileSource,
  type PlotFileCheck,
  type MappingChoice,
  type CheckPlotFileOptions,
} from './check-plot-file.ts';
export {
  proposeMapping,
  applyMapping,
  mappingFromProposal,
  numberOf,
  type FieldMapping,
  type FieldProposal,
  type MappingProposal,
  type MappingWarning,
  type MappingContext,
  type AreaUnit,
} from '@core/mapping/field-mapping.ts';
export { toAlpha2, loadCountryNames } from '@core/mapping/country-codes.ts';
