/**
 * A plot's risk assessment in words, for people who must justify a decision: what the level is, what was
 * found (deforestation since the framework's cut-off, remaining forest, overlaps) and when it was assessed.
 */
import { FRAMEWORK_CUTOFF, type Framework, type Plot } from '@core/api/schemas.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { formatHa } from '@/lib/format/hectares.ts';

export interface RiskSentence {
  key: string;
  text: string;
  /** Findings that push risk up, so the page can mark them (with text, not only colour). */
  concern: boolean;
}

const LEVEL_MEANING = {
  high: 'High risk: the findings below mean this plot cannot be treated as deforestation-free. Do not place its products on the market before further due diligence.',
  medium:
    'Medium risk: the findings below need a closer look before this plot can be considered negligible risk.',
  low: 'Low risk: minor findings only; keep this assessment with your due diligence records.',
  none: 'No risk found: no deforestation since the cut-off and no overlap with protected areas or indigenous territories.',
} as const;

const pct = (part: number, whole: number) =>
  whole > 0 ? ` (${Math.round((part / whole) * 100)}% of the plot)` : '';

export function explainRisk(plot: Plot): RiskSentence[] {
  const a = plot.riskAssessment;
  if (!a) {
    return [
      {
        key: 'pending',
        text: 'This plot has not been assessed yet. Assessments usually follow within a few minutes of an upload; come back later.',
        concern: false,
      },
    ];
  }
  const cutoff = FRAMEWORK_CUTOFF[a.framework as Framework] as string | undefined;
  const since = cutoff
    ? `since the ${a.framework} cut-off date of ${formatDate(cutoff)}`
    : `since the ${a.framework} cut-off date`;
  const out: RiskSentence[] = [
    {
      key: 'level',
      text: LEVEL_MEANING[a.riskLevel],
      concern: a.riskLevel === 'high' || a.riskLevel === 'medium',
    },
    a.deforestation.hasDeforestation
      ? {
          key: 'deforestation',
          text: `Deforestation detected ${since}: ${formatHa(a.deforestation.areaHa)}${pct(a.deforestation.areaHa, plot.areaHa)}.`,
          concern: true,
        }
      : { key: 'deforestation', text: `No deforestation detected ${since}.`, concern: false },
    {
      key: 'forest',
      text:
        a.remainingForestHa > 0
          ? `Forest remaining on the plot: ${formatHa(a.remainingForestHa)}${pct(a.remainingForestHa, plot.areaHa)}.`
          : 'No forest remains on the plot.',
      concern: false,
    },
    a.protectedAreasHa > 0
      ? {
          key: 'protected',
          text: `Overlaps protected areas by ${formatHa(a.protectedAreasHa)}.`,
          concern: true,
        }
      : { key: 'protected', text: 'No overlap with protected areas.', concern: false },
    a.indigenousTerritoriesHa > 0
      ? {
          key: 'indigenous',
          text: `Overlaps indigenous territories by ${formatHa(a.indigenousTerritoriesHa)}.`,
          concern: true,
        }
      : { key: 'indigenous', text: 'No overlap with indigenous territories.', concern: false },
    { key: 'date', text: `Assessed on ${formatDate(a.assessedAt)} under ${a.framework}.`, concern: false },
  ];
  return out;
}
