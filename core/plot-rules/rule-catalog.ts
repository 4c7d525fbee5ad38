/** Severity and a short title of every rule code (docs/plot-rules.md); the titles' words are in the catalogues. */
import { msg, render, type MessageRef } from '@core/i18n/messages.ts';
import type { RuleCode, Severity } from './types.ts';
import { plotNumber } from './plot-number.ts';

/**
 * Version of the rule set (the codes below, their severities and what each checks), quoted in reports as
 * their provenance (a supplier's due-diligence report). Bump it whenever a rule is added, removed, or checks
 * differently, so a report says which rules its figures came from.
 */
export const RULES_VERSION = '2026.11.1';

const SEVERITY: Record<RuleCode, Severity> = {
  'file-not-json': 'error',
  'file-not-geojson': 'error',
  'file-empty': 'warning',
  'file-too-large': 'error',
  'file-crs': 'error',
  'file-unreadable': 'error',
  'file-unknown-format': 'error',
  'file-too-large-to-convert': 'error',
  'missing-geometry': 'error',
  'unsupported-geometry': 'error',
  'multipolygon-nesting': 'warning',
  'out-of-range': 'error',
  'swapped-axes': 'warning',
  'unclosed-ring': 'error',
  'too-few-vertices': 'error',
  'self-intersection': 'error',
  'overlapping-parts': 'error',
  hole: 'error',
  collinear: 'error',
  'duplicate-vertex': 'warning',
  'collapses-at-6-decimals': 'error',
  'low-precision': 'warning',
  'missing-name': 'error',
  'duplicate-geometry': 'error',
  'duplicate-name': 'error',
  'point-area': 'warning',
  'area-mismatch': 'warning',
  'area-text': 'warning',
  'bad-country': 'warning',
  'area-too-small': 'warning',
  'area-too-large': 'warning',
  'contains-plot': 'warning',
  'overlapping-plots': 'warning',
  'far-from-producing-area': 'warning',
};

/**
 * A rule's title as a message. Its catalogue key is made from its code (`rule-title.<code>`), and the key's
 * type from the codes, so a rule added without a title in the catalogues does not compile.
 */
// Stryker disable next-line ArrowFunction,StringLiteral: every importer fails to load (render of no catalogue key throws), which Stryker's vitest runner reports as no test failing
export const ruleTitleRef = (code: RuleCode): MessageRef => msg(`rule-title.${code}`);

/** Severity and English title of every rule code (the CLI, the problem CSV), read from the English catalogue. */
export const RULES = Object.fromEntries(
  Object.entries(SEVERITY).map(([code, severity]) => [
    code,
    { severity, title: render('en', ruleTitleRef(code as RuleCode)) },
  ]),
) as Record<RuleCode, { severity: Severity; title: string }>;

export const ALL_RULE_CODES = Object.keys(RULES) as RuleCode[];

export const isRuleCode = (code: string): code is RuleCode => Object.hasOwn(SEVERITY, code);

/** `[-5.123456, 7.654321]` for messages. */
export const fmtPos = (p: readonly number[]): string => `[${p[0]}, ${p[1]}]`;

export { plotNumber };

/** A feature as rule messages name it, "feature 12 (“Kouassi 3”)" in English: numbered from 1 (plotNumber). */
export const featureRef = (index: number, name: string | null): MessageRef =>
  name
    ? msg('label.feature-named', { index: plotNumber(index), name })
    : msg('label.feature', { index: plotNumber(index) });

/** A feature of another file of the upload, "first.geojson feature 2": numbered from 1 (plotNumber). */
export const featureInFileRef = (fileName: string, index: number): MessageRef =>
  msg('label.feature-in-file', { file: fileName, index: plotNumber(index) });

export const featureLabel = (index: number, name: string | null): string =>
  // Stryker disable next-line StringLiteral: render() writes a language it has no catalogue for ('') in English
  render('en', featureRef(index, name));

/**
 * A rule's problem text: its message reference (rendered in the reader's language where a person reads it)
 * and the English sentence every problem carries as `message` (the CLI's default, the CSV, the tests).
 */
export const ruleMessage = (ref: MessageRef): { message: string; args: MessageRef } => ({
  // Stryker disable next-line StringLiteral: render() writes a language it has no catalogue for ('') in English
  message: render('en', ref),
  args: ref,
});
