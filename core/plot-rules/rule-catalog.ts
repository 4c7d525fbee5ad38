/** Severity and a short title of every rule code (docs/plot-rules.md). */
import { msg, render, type MessageRef } from '@core/i18n/messages.ts';
import type { RuleCode, Severity } from './types.ts';

/**
 * Version of the rule set (the codes below, their severities and what each checks), quoted in reports as
 * their provenance (a supplier's due-diligence report). Bump it whenever a rule is added, removed, or checks
 * differently, so a report says which rules its figures came from.
 */
export const RULES_VERSION = '2026.11.1';

export const RULES: Record<RuleCode, { severity: Severity; title: string }> = {
  'file-not-json': { severity: 'error', title: 'Not valid JSON' },
  'file-not-geojson': { severity: 'error', title: 'Not a GeoJSON FeatureCollection or Feature' },
  'file-empty': { severity: 'warning', title: 'No features' },
  'file-too-large': { severity: 'error', title: 'Upload too large' },
  'file-crs': { severity: 'error', title: 'Not WGS84 longitude-latitude' },
  'file-unreadable': { severity: 'error', title: 'File cannot be read' },
  'file-unknown-format': { severity: 'error', title: 'Not a plot file format' },
  'file-too-large-to-convert': { severity: 'error', title: 'Too large to convert' },
  'missing-geometry': { severity: 'error', title: 'Missing geometry' },
  'unsupported-geometry': { severity: 'error', title: 'Unsupported geometry' },
  'multipolygon-nesting': { severity: 'warning', title: 'Polygon nested as a MultiPolygon' },
  'out-of-range': { severity: 'error', title: 'Coordinate out of range' },
  'swapped-axes': { severity: 'warning', title: 'Latitude and longitude look swapped' },
  'unclosed-ring': { severity: 'error', title: 'Ring not closed' },
  'too-few-vertices': { severity: 'error', title: 'Too few vertices' },
  'self-intersection': { severity: 'error', title: 'Self-intersection' },
  'overlapping-parts': { severity: 'error', title: 'Overlapping parts' },
  hole: { severity: 'error', title: 'Polygon with a hole' },
  collinear: { severity: 'error', title: 'Straight-line shape' },
  'duplicate-vertex': { severity: 'warning', title: 'Repeated vertex' },
  'collapses-at-6-decimals': { severity: 'error', title: 'Collapses at 6 decimals' },
  'low-precision': { severity: 'warning', title: 'Fewer than 6 decimals' },
  'missing-name': { severity: 'error', title: 'Missing name' },
  'duplicate-geometry': { severity: 'error', title: 'Duplicate geometry' },
  'duplicate-name': { severity: 'error', title: 'Duplicate name' },
  'point-area': { severity: 'warning', title: 'Point without a valid area' },
  'area-mismatch': { severity: 'warning', title: 'Declared area differs from the shape' },
  'area-text': { severity: 'warning', title: 'Area written as text' },
  'bad-country': { severity: 'warning', title: 'Invalid country code' },
  'area-too-small': { severity: 'warning', title: 'Area too small' },
  'area-too-large': { severity: 'warning', title: 'Area too large' },
  'contains-plot': { severity: 'warning', title: 'Plot inside another plot of the file' },
  'overlapping-plots': { severity: 'warning', title: 'Plots of the file overlap' },
  'far-from-producing-area': { severity: 'warning', title: 'Far from the producing countries' },
};

export const ALL_RULE_CODES = Object.keys(RULES) as RuleCode[];

/** `[-5.123456, 7.654321]` for messages. */
export const fmtPos = (p: readonly number[]): string => `[${p[0]}, ${p[1]}]`;

/** A feature as rule messages name it, "feature 12 (“Kouassi 3”)" in English: 0-based index, like the evaluation's. */
export const featureRef = (index: number, name: string | null): MessageRef =>
  name
    ? msg('label.feature-named', { index: String(index), name })
    : msg('label.feature', { index: String(index) });

export const featureLabel = (index: number, name: string | null): string =>
  render('en', featureRef(index, name));

/**
 * A rule's problem text: its message reference (rendered in the reader's language where a person reads it)
 * and the English sentence every problem carries as `message` (the CLI's default, the CSV, the tests).
 */
export const ruleMessage = (ref: MessageRef): { message: string; args: MessageRef } => ({
  message: render('en', ref),
  args: ref,
});
