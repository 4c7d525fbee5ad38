/**
 * The one risk vocabulary: the classes, their words and their palette, shared by every page that shows risk
 * (plots, suppliers, projects, jurisdictions, risk info). Colour is never the only cue: each class has a
 * label, a short glyph and, on the plots map, its own marker size (the jurisdiction map adds a pattern).
 */
import type { Plot, RiskLevel } from '@core/api/schemas.ts';
import { currentLocale, type Locale } from '@core/i18n/locales.ts';
import { msg, render, type MessageKey } from '@core/i18n/messages.ts';
import { RISK_CLASSES, type RiskClass } from '@core/api/risk-classes.ts';

export { RISK_CLASSES, type RiskClass };

/** The service's own levels (everything but "not assessed"), most severe first. */
export const ASSESSED_RISK_CLASSES = RISK_CLASSES.filter((c): c is RiskLevel => c !== 'unassessed');

export const riskClassOf = (plot: Plot): RiskClass => plot.riskAssessment?.riskLevel ?? 'unassessed';

export interface RiskStyle {
  /** "High risk", in the page's language (read when shown: it follows a change of language). */
  readonly label: string;
  /** The class in one word, where the context already says "risk" (filters, legends, tables). */
  readonly shortLabel: string;
  /** The catalogue keys of the two, for components that render with react-intl's locale. */
  labelKey: MessageKey;
  shortLabelKey: MessageKey;
  /** Fill on the map and badge swatch; chosen to stay distinct for common colour-vision deficiencies. */
  color: string;
  /** Text glyph shown next to the label in tables (a second, non-colour cue). */
  glyph: string;
  /** Centroid radius on the map: more severe is bigger, so size tells the class apart without colour. */
  radius: number;
  badgeClass: string;
}

/** A class' words in `locale` (the page's language by default): "High risk", "Risque élevé". */
export const riskLabel = (risk: RiskClass, locale: Locale = currentLocale()): string =>
  render(locale, msg(`risk-class.${risk}`));

/** A class in one word ("High", "Élevé"), where the context already says "risk". */
export const riskShortLabel = (risk: RiskClass, locale: Locale = currentLocale()): string =>
  render(locale, msg(`risk-class.${risk}.short`));

function styled(
  risk: RiskClass,
  look: Omit<RiskStyle, 'label' | 'shortLabel' | 'labelKey' | 'shortLabelKey'>,
): RiskStyle {
  return {
    ...look,
    labelKey: `risk-class.${risk}`,
    shortLabelKey: `risk-class.${risk}.short`,
    get label() {
      return riskLabel(risk);
    },
    get shortLabel() {
      return riskShortLabel(risk);
    },
  };
}

export const RISK_STYLE: Record<RiskClass, RiskStyle> = {
  high: styled('high', {
    color: '#b91c1c',
    glyph: '▲▲▲',
    radius: 7,
    badgeClass: 'bg-red-100 text-red-900 ring-red-300',
  }),
  medium: styled('medium', {
    color: '#ea580c',
    glyph: '▲▲',
    radius: 5.5,
    badgeClass: 'bg-orange-100 text-orange-900 ring-orange-300',
  }),
  low: styled('low', {
    color: '#ca8a04',
    glyph: '▲',
    radius: 4.5,
    badgeClass: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  }),
  none: styled('none', {
    color: '#15803d',
    glyph: '○',
    radius: 3.5,
    badgeClass: 'bg-green-100 text-green-900 ring-green-300',
  }),
  unassessed: styled('unassessed', {
    color: '#64748b',
    glyph: '?',
    radius: 3.5,
    badgeClass: 'bg-slate-100 text-slate-800 ring-slate-300',
  }),
};

/**
 * Severity for a group's "worst risk" (map clusters). Not assessed ranks above "no risk": a group shows as
 * no-risk only when every plot in it was assessed as such.
 */
export const RISK_SEVERITY: Record<RiskClass, number> = {
  high: 4,
  medium: 3,
  low: 2,
  unassessed: 1,
  none: 0,
};
