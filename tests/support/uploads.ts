/**
 * Builders for the uploader's check and fix results, as its workers report them: a problem row, a checked file, a fix. Only what a
 * test says differs from a clean one.
 */
import type { RuleCode } from '@core/plot-rules/index.ts';
import type { FileResult, ProblemRow } from '@/features/uploads/check/check-protocol.ts';
import type { FixOutcome } from '@/features/uploads/check/run-fix.ts';

export function problemRow(over: Partial<ProblemRow> = {}): ProblemRow {
  return {
    code: 'hole',
    severity: 'warning',
    fileName: 'farms.geojson',
    featureIndex: 0,
    featureName: 'Farm 0',
    message: 'The plot has a hole.',
    fileIndex: 0,
    uid: 1,
    ...over,
  };
}

/**
 * A checked file whose rules found what `byRule` says: `{ hole: [errors, warnings] }`. Totals follow from it;
 * `over` replaces anything else (a fatal problem, a format).
 */
export function fileResult(
  byRule: Partial<Record<RuleCode, [errors: number, warnings: number]>>,
  over: Partial<FileResult> = {},
): FileResult {
  const counts = Object.entries(byRule) as [RuleCode, [number, number]][];
  const errors = counts.reduce((n, [, [e]]) => n + e, 0);
  const warnings = counts.reduce((n, [, [, w]]) => n + w, 0);
  return {
    fileName: 'farms.geojson',
    bytes: 2_048,
    featureCount: 10,
    errors,
    warnings,
    notAccepted: errors,
    tracesRefused: 0,
    byRule: Object.fromEntries(counts.map(([code, [e, w]]) => [code, { errors: e, warnings: w }])),
    fatal: null,
    format: 'geojson',
    proposal: null,
    mapping: null,
    readNotes: [],
    ...over,
  };
}

/** What the fixer answers when it changed nothing: `over` says what it did. */
export function fixOutcome(over: Partial<FixOutcome> = {}): FixOutcome {
  return {
    file: new File(['{}'], 'farms.geojson'),
    counts: {},
    changedFeatures: 0,
    featuresBefore: 10,
    featuresAfter: 10,
    plots: [],
    plotsOmitted: 0,
    repaired: 0,
    refused: 0,
    applied: [],
    ...over,
  };
}
