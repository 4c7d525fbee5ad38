/**
 * How each jurisdiction risk level is drawn: the shared class word and colour (src/lib/risk) AND a pattern,
 * so risk is never told by colour alone (the map draws the pattern over the colour; the legend and table
 * show the word). The patterns get denser as risk rises, so they read as an order even in greyscale.
 */
import type { RiskLevel } from '@core/api/schemas.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { ASSESSED_RISK_CLASSES, RISK_STYLE } from '@/lib/risk/risk-classes.ts';

export type RiskPattern = 'risk-pattern-dots' | 'risk-pattern-diagonal' | 'risk-pattern-crosshatch';

export interface JurisdictionRiskStyle {
  level: RiskLevel;
  label: string;
  /** What the level means, for the legend (a catalogue key). */
  meaning: MessageKey;
  color: string;
  /** Name of the map image drawn over the colour (see map/risk-patterns.ts); null for a plain fill. */
  pattern: RiskPattern | null;
  /** The same pattern for HTML swatches (CSS background-image, and its tile size when it needs one). */
  swatchCss: string;
  swatchSize?: string;
}

const ink = 'rgba(30,30,30,0.55)';

const DRAWING: Record<RiskLevel, Omit<JurisdictionRiskStyle, 'level' | 'label' | 'color'>> = {
  high: {
    meaning: 'jurisdictions.meaning.high',
    pattern: 'risk-pattern-crosshatch',
    swatchCss: `repeating-linear-gradient(45deg, ${ink} 0 1.5px, transparent 1.5px 5px), repeating-linear-gradient(-45deg, ${ink} 0 1.5px, transparent 1.5px 5px)`,
  },
  medium: {
    meaning: 'jurisdictions.meaning.medium',
    pattern: 'risk-pattern-diagonal',
    swatchCss: `repeating-linear-gradient(45deg, ${ink} 0 1.5px, transparent 1.5px 6px)`,
  },
  low: {
    meaning: 'jurisdictions.meaning.low',
    pattern: 'risk-pattern-dots',
    swatchCss: `radial-gradient(${ink} 1.2px, transparent 1.6px)`,
    swatchSize: '6px 6px',
  },
  none: {
    meaning: 'jurisdictions.meaning.none',
    pattern: null,
    swatchCss: 'none',
  },
};

/** The service's levels, most severe first, as the jurisdiction pages draw them. */
export const JURISDICTION_RISK_STYLES: readonly JurisdictionRiskStyle[] = ASSESSED_RISK_CLASSES.map(
  (level) => ({
    level,
    label: RISK_STYLE[level].shortLabel,
    color: RISK_STYLE[level].color,
    ...DRAWING[level],
  }),
);

export const jurisdictionRiskStyle = (level: RiskLevel): JurisdictionRiskStyle =>
  JURISDICTION_RISK_STYLES.find((c) => c.level === level) ?? JURISDICTION_RISK_STYLES.at(-1)!;

/** Countries on the basemap that the current filters leave out, or that the service does not assess. */
export const NOT_LISTED = { label: 'jurisdictions.legend.not-listed', color: '#f4f1ea' } as const satisfies {
  label: MessageKey;
  color: string;
};

/** The EU benchmark layer's fills: blue, grey, violet (seen on the pale basemap), apart from the risk palette. */
export const BENCHMARK_COLORS = { low: '#7dd3fc', standard: '#cbd5e1', high: '#a78bfa' } as const;
