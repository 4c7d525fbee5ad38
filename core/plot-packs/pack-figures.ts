/**
 * What a pack says about its plots at a glance: how many the service rates in each risk class, and when the
 * latest of them changed. The Suppliers table shows both per supplier; the page adds them up from the packs
 * it holds, the server from the figures it keeps with each pack (server/portfolio/supplier-summaries.ts), so
 * the table can be drawn without sending the project's plots. Pure.
 */
import { RISK_CLASSES, type RiskClass } from '../api/risk-classes.ts';
import { packSize, type PackedPlots } from './packed-plots.ts';

/** Plots by the service's risk class. */
export type RiskTally = Record<RiskClass, number>;

export const emptyTally = (): RiskTally => ({ high: 0, medium: 0, low: 0, none: 0, unassessed: 0 });

export interface PackFigures {
  risk: RiskTally;
  /** The latest change of a plot of the pack (ms since epoch); null when none has a date that parses. */
  changedAt: number | null;
}

/** The figures of one pack (of every supplier in it). */
export function packFigures(pack: PackedPlots): PackFigures {
  const risk = emptyTally();
  let changedAt = -Infinity;
  const n = packSize(pack);
  for (let j = 0; j < n; j++) {
    risk[RISK_CLASSES[pack.risk[j]!]!]++;
    // NaN (a date that does not parse) is never later.
    if (pack.changedAt[j]! > changedAt) changedAt = pack.changedAt[j]!;
  }
  return { risk, changedAt: changedAt === -Infinity ? null : changedAt };
}
