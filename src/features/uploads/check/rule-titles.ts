/**
 * Each rule's short title and each silent TRACES change's title in the reader's language, for the filter,
 * the groups and the fixes (core keeps the English titles, which the CLI and the problem CSV use).
 */
import { msg, render, type MessageKey } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { ResultLine } from '@core/plot-rules/index.ts';

const TITLE_KEYS: Record<ResultLine['code'], MessageKey> = {
  'file-not-json': 'uploads.rule.file-not-json',
  'file-not-geojson': 'uploads.rule.file-not-geojson',
  'file-empty': 'uploads.rule.file-empty',
  'file-too-large': 'uploads.rule.file-too-large',
  'file-crs': 'uploads.rule.file-crs',
  'file-unreadable': 'uploads.rule.file-unreadable',
  'file-unknown-format': 'uploads.rule.file-unknown-format',
  'file-too-large-to-convert': 'uploads.rule.file-too-large-to-convert',
  'missing-geometry': 'uploads.rule.missing-geometry',
  'unsupported-geometry': 'uploads.rule.unsupported-geometry',
  'multipolygon-nesting': 'uploads.rule.multipolygon-nesting',
  'out-of-range': 'uploads.rule.out-of-range',
  'swapped-axes': 'uploads.rule.swapped-axes',
  'unclosed-ring': 'uploads.rule.unclosed-ring',
  'too-few-vertices': 'uploads.rule.too-few-vertices',
  'self-intersection': 'uploads.rule.self-intersection',
  'overlapping-parts': 'uploads.rule.overlapping-parts',
  hole: 'uploads.rule.hole',
  collinear: 'uploads.rule.collinear',
  'duplicate-vertex': 'uploads.rule.duplicate-vertex',
  'collapses-at-6-decimals': 'uploads.rule.collapses-at-6-decimals',
  'low-precision': 'uploads.rule.low-precision',
  'missing-name': 'uploads.rule.missing-name',
  'duplicate-geometry': 'uploads.rule.duplicate-geometry',
  'duplicate-name': 'uploads.rule.duplicate-name',
  'point-area': 'uploads.rule.point-area',
  'area-mismatch': 'uploads.rule.area-mismatch',
  'area-text': 'uploads.rule.area-text',
  'bad-country': 'uploads.rule.bad-country',
  'area-too-small': 'uploads.rule.area-too-small',
  'area-too-large': 'uploads.rule.area-too-large',
  'contains-plot': 'uploads.rule.contains-plot',
  'overlapping-plots': 'uploads.rule.overlapping-plots',
  'far-from-producing-area': 'uploads.rule.far-from-producing-area',
  truncated: 'uploads.silent.truncated',
  'shape-changes': 'uploads.silent.shape-changes',
  'point-area-assumed': 'uploads.silent.point-area-assumed',
  'area-read-as-zero': 'uploads.silent.area-read-as-zero',
};

/** "Self-intersection", "Auto-intersection"…; an unknown code (a newer checker) as it is. */
export function ruleTitle(code: string, locale: Locale): string {
  const key = (TITLE_KEYS as Record<string, MessageKey | undefined>)[code];
  return key ? render(locale, msg(key)) : code;
}
