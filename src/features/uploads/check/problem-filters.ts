/**
 * The problems table's filters as they can apply to the problems listed now. A filter comes from the URL
 * and outlives the problems it was chosen for: after a fix or a new check its rule (or file) may no longer
 * be there, and the table said "0 of 476 … No problems match these filters" while the rule menu, having no
 * such option, showed "All rules". A rule or file no longer present falls back to all, so the menus and the
 * rows always agree. A severity stays: both are always offered, and "no errors left" is a true answer.
 */
import type { RuleCode, Severity } from '@core/plot-rules/index.ts';
import type { ProblemRow } from './check-protocol.ts';

export interface ProblemFilters {
  rule?: RuleCode;
  severity?: Severity;
  file?: string;
}

/** The rules the problems listed hold, sorted by code: the rule menu's options. */
export const rulesPresentIn = (problems: readonly ProblemRow[]): RuleCode[] =>
  [...new Set(problems.map((p) => p.code))].sort();

/** `filters` without a rule absent from `rules` or a file absent from `fileNames` (the file menu's options). */
export function activeFilters(
  filters: ProblemFilters,
  rules: readonly RuleCode[],
  fileNames: readonly string[],
): ProblemFilters {
  return {
    rule: filters.rule && rules.includes(filters.rule) ? filters.rule : undefined,
    severity: filters.severity,
    file: filters.file && fileNames.includes(filters.file) ? filters.file : undefined,
  };
}
