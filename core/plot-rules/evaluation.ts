/**
 * What the simulator's evaluation after `start` applies (docs/plot-rules.md, "What the evaluation
 * refuses"), shared with the uploader so the browser predicts the same outcome.
 */
import { uploadBytesFit, uploadFileCountFits } from '@core/api/schemas.ts';
import { msg } from '@core/i18n/messages.ts';
import { RULES, ruleMessage } from './rule-catalog.ts';
import type { CheckOptions, Problem, RuleCode } from './types.ts';

/** Codes that make a plot "not accepted" under any options. */
const ALWAYS_BLOCKING = new Set<RuleCode>([
  'missing-geometry',
  'unsupported-geometry',
  'out-of-range',
  'unclosed-ring',
  'too-few-vertices',
  'missing-name',
]);

/** File-level codes after which the whole upload is `failed`. */
export const FATAL_CODES = new Set<RuleCode>([
  'file-not-json',
  'file-not-geojson',
  // A supplier file that cannot be converted leaves nothing to upload.
  'file-unreadable',
  'file-unknown-format',
  'file-too-large-to-convert',
]);

export function isBlockingForEvaluation(problem: Problem, options: CheckOptions): boolean {
  // Stryker disable next-line ConditionalExpression,StringLiteral: no warning-level rule is listed as blocking below, so the catalogue check only guards future edits.
  if (problem.severity === 'warning' || RULES[problem.code].severity === 'warning') return false;
  if (FATAL_CODES.has(problem.code)) return true;
  if (ALWAYS_BLOCKING.has(problem.code)) return true;
  switch (problem.code) {
    case 'self-intersection':
    case 'overlapping-parts':
    case 'hole':
      return options.validateForTraces;
    case 'duplicate-geometry':
      // Accepted when duplicates are allowed and at least one property differs from the earlier plot.
      return !(options.allowDuplicateGeometries && problem.propertiesDiffer === true);
    case 'duplicate-name':
      return options.shouldMatchOnName;
    default:
      // collinear, collapses-at-6-decimals, file-crs, file-too-large: reported, but the evaluation of
      // service does not refuse a plot for them (docs/plot-rules.md).
      return false;
  }
}

/** `plots.geojson feature 12: self-intersection`, plus a short detail for the person reading it. */
export function evaluationMessage(problem: Problem): string {
  const where =
    problem.featureIndex === undefined
      ? problem.fileName
      : `${problem.fileName} feature ${problem.featureIndex}`;
  const base = `${where}: ${problem.code}`;
  if (problem.coordinate) return `${base} at ${problem.coordinate[0]}, ${problem.coordinate[1]}`;
  if (problem.relatedFeatureIndex !== undefined) {
    const other =
      problem.relatedFileName && problem.relatedFileName !== problem.fileName
        ? `${problem.relatedFileName} feature ${problem.relatedFeatureIndex}`
        : `feature ${problem.relatedFeatureIndex}`;
    return `${base} (same as ${other})`;
  }
  if (problem.line !== undefined) return `${base} at line ${problem.line}, column ${problem.column ?? 1}`;
  return base;
}

/** Upload-level limits: fewer than 100 files and under 2 GiB in total, else file-too-large. */
export function checkUploadLimits(files: { name: string; size: number }[]): Problem[] {
  const problems: Problem[] = [];
  const total = files.reduce((s, f) => s + f.size, 0);
  // Stryker disable next-line OptionalChaining,StringLiteral: with exactly one file, files[0] exists; the fallback is for the type.
  const fileName = files.length === 1 ? (files[0]?.name ?? '') : '';
  if (!uploadFileCountFits(files.length)) {
    problems.push({
      code: 'file-too-large',
      severity: 'error',
      fileName,
      ...ruleMessage(msg('rule.file-too-large.files', { files: String(files.length) })),
    });
  }
  if (!uploadBytesFit(total)) {
    const gb = (total / 1024 ** 3).toFixed(2);
    problems.push({
      code: 'file-too-large',
      severity: 'error',
      fileName,
      ...ruleMessage(msg('rule.file-too-large.bytes', { gb })),
    });
  }
  return problems;
}
