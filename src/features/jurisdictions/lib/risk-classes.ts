/**
 * How each jurisdiction risk class is shown: a colour AND a pattern AND a word, so risk is never told by
 * colour alone (the map draws the pattern over the colour; the legend and table show the word).
 * The patterns get denser as risk rises, so they read as an order even in greyscale.
 */
import type { RiskLevel } from '@core/api/schemas.ts';

export interface RiskClassStyle {
  level: RiskLevel;
  label: string;
  /** What the class means, for the legend. */
  meaning: string;
  color: string;
  /** Name of the map image drawn over the colour (see map/risk-patterns.ts); null for a plain fill. */
  pattern: RiskPattern | null;
  /** The same pattern for HTML swatches (CSS background-image, and its tile size when it needs one). */
  swatchCss: string;
  swatchSize?: string;
}

export type RiskPattern = 'risk-pattern-dots' | 'risk-pattern-diagonal' | 'risk-pattern-crosshatch';

const ink = 'rgba(30,30,30,0.55)';

export const RISK_CLASSES: readonly RiskClassStyle[] = [
  {
    level: 'high',
    label: 'High',
    meaning: 'Much deforestation since the cut-off date: plots here need enhanced due diligence.',
    color: '#c0262d',
    pattern: 'risk-pattern-crosshatch',
    swatchCss: `repeating-linear-gradient(45deg, ${ink} 0 1.5px, transparent 1.5px 5px), repeating-linear-gradient(-45deg, ${ink} 0 1.5px, transparent 1.5px 5px)`,
  },
  {
    level: 'medium',
    label: 'Medium',
    meaning: 'Some deforestation since the cut-off date: check each plot’s own assessment.',
    color: '#ef8a2b',
    pattern: 'risk-pattern-diagonal',
    swatchCss: `repeating-linear-gradient(45deg, ${ink} 0 1.5px, transparent 1.5px 6px)`,
  },
  {
    level: 'low',
    label: 'Low',
    meaning: 'Little deforestation since the cut-off date.',
    color: '#e8cf4f',
    pattern: 'risk-pattern-dots',
    swatchCss: `radial-gradient(${ink} 1.2px, transparent 1.6px)`,
    swatchSize: '6px 6px',
  },
  {
    level: 'none',
    label: 'None',
    meaning: 'No deforestation recorded since the cut-off date.',
    color: '#3d9a5f',
    pattern: null,
    swatchCss: 'none',
  },
];

export const riskClassOf = (level: RiskLevel): RiskClassStyle =>
  RISK_CLASSES.find((c) => c.level === level) ?? RISK_CLASSES[RISK_CLASSES.length - 1]!;

/** Countries on the basemap that the current filters leave out, or that the service does not assess. */
export const NOT_LISTED = { label: 'Not in this list', color: '#f4f1ea' } as const;
