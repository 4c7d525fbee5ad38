/**
 * A plot's risk assessment in words, for people who must justify a decision: what the level is, what was
 * found (deforestation since the framework's cut-off, remaining forest, overlaps) and when it was assessed,
 * in the reader's language.
 */
import { FRAMEWORK_CUTOFF, type Framework, type Plot } from '@core/api/schemas.ts';
import { currentLocale, type Locale } from '@core/i18n/locales.ts';
import { sayIn } from '@core/i18n/messages.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { formatPercent } from '@/lib/format/numbers.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';

export interface RiskSentence {
  key: string;
  text: string;
  /** Findings that push risk up, so the page can mark them (with text, not only colour). */
  concern: boolean;
}

/**
 * `items`: the plot's review items (review-items.ts), when known. A rating of low or none is then never said
 * as "no risk" above an item, and "no deforestation" never stands above a detection on or near the plot.
 */
export function explainRisk(
  plot: Plot,
  locale: Locale = currentLocale(),
  items: readonly Pick<ReviewItem, 'kind' | 'detection'>[] = [],
): RiskSentence[] {
  const say = sayIn(locale);
  const ha = (value: number) => formatHa(value, locale);
  const share = (part: number, whole: number) =>
    whole > 0
      ? say('plots.explain.share', {
          share: formatPercent(part / whole, 0, locale),
        })
      : '';
  const a = plot.riskAssessment;
  if (!a) return [{ key: 'pending', text: say('plots.explain.pending'), concern: false }];
  const cutoff = FRAMEWORK_CUTOFF[a.framework as Framework] as string | undefined;
  const since = say('plots.explain.since', {
    framework: a.framework,
    date: cutoff ? formatDate(cutoff, locale) : 'none',
  });
  const d = a.deforestation;
  // A rating of low or none never stands above figures that are review items (issue 50: "No risk found … no
  // overlap with protected areas" above "⚠ Overlaps protected areas by 3.73 ha"): the sentence says so.
  const ownSignals =
    d.hasDeforestation ||
    a.protectedAreasHa > 0 ||
    a.indigenousTerritoriesHa > 0 ||
    items.some((i) => i.kind !== 'plot');
  const detections = items.filter((i) => i.detection !== undefined).length;
  const rated = a.riskLevel === 'high' || a.riskLevel === 'medium';
  return [
    rated || !ownSignals
      ? { key: 'level', text: say(`plots.explain.${a.riskLevel}`), concern: rated }
      : {
          key: 'level',
          text: say('plots.explain.signals', { level: say(`risk-class.${a.riskLevel}`) }),
          concern: true,
        },
    d.hasDeforestation
      ? {
          key: 'deforestation',
          text: say('plots.explain.deforestation', {
            since,
            area: ha(d.areaHa),
            share: share(d.areaHa, plot.areaHa),
          }),
          concern: true,
        }
      : detections > 0
        ? {
            key: 'deforestation',
            text: say('plots.explain.detections', { since, count: detections }),
            concern: true,
          }
        : { key: 'deforestation', text: say('plots.explain.no-deforestation', { since }), concern: false },
    {
      key: 'forest',
      text:
        a.remainingForestHa > 0
          ? say('plots.explain.forest', {
              area: ha(a.remainingForestHa),
              share: share(a.remainingForestHa, plot.areaHa),
            })
          : say('plots.explain.no-forest'),
      concern: false,
    },
    a.protectedAreasHa > 0
      ? {
          key: 'protected',
          text: say('plots.explain.protected', { area: ha(a.protectedAreasHa) }),
          concern: true,
        }
      : { key: 'protected', text: say('plots.explain.no-protected'), concern: false },
    a.indigenousTerritoriesHa > 0
      ? {
          key: 'indigenous',
          text: say('plots.explain.indigenous', { area: ha(a.indigenousTerritoriesHa) }),
          concern: true,
        }
      : { key: 'indigenous', text: say('plots.explain.no-indigenous'), concern: false },
    {
      key: 'date',
      text: say('plots.explain.assessed', { date: formatDate(a.assessedAt, locale), framework: a.framework }),
      concern: false,
    },
  ];
}
