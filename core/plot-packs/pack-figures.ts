/**
 * What plots say at a glance: how many, how many the service rates in each risk class, and when the latest
 * of them changed. The Suppliers table shows them per supplier: the page adds them up from the packs it
 * holds (figuresBySupplier), the server keeps them with each pack it makes (packFigures: a server pack holds
 * one supplier's plots) and sums those (server/portfolio/supplier-summaries.ts), so the table can be drawn
 * without sending the project's plots. One count for both. Pure.
 */
import { RISK_CLASSES, type RiskClass } from '../api/risk-classes.ts';
import { packSize, type PackedPlots } from './packed-plots.ts';

/** Plots by the service's risk class. */
export type RiskTally = Record<RiskClass, number>;

export const emptyTally = (): RiskTally => ({ high: 0, medium: 0, low: 0, none: 0, unassessed: 0 });

export interface PackFigures {
  plots: number;
  risk: RiskTally;
  /** The latest change of the plots (ms since epoch); null when none has a date that parses. */
  changedAt: number | null;
}

const noFigures = (): PackFigures => ({ plots: 0, risk: emptyTally(), changedAt: null });

/** Plot `j` of `pack` counted into `figures`. */
function count(figures: PackFigures, pack: PackedPlots, j: number): void {
  figures.plots++;
  figures.risk[RISK_CLASSES[pack.risk[j]!]!]++;
  // NaN (a date that does not parse) is never later.
  if (pack.changedAt[j]! > (figures.changedAt ?? -Infinity)) figures.changedAt = pack.changedAt[j]!;
}

/** The figures of all of one pack's plots. */
export function packFigures(pack: PackedPlots): PackFigures {
  const figures = noFigures();
  const n = packSize(pack);
  for (let j = 0; j < n; j++) count(figures, pack, j);
  return figures;
}

/** Each supplier's figures (by the name its plots carry) over every plot of the packs. */
export function figuresBySupplier(packs: readonly PackedPlots[]): Map<string, PackFigures> {
  const bySupplier = new Map<string, PackFigures>();
  for (const pack of packs) {
    const n = packSize(pack);
    for (let j = 0; j < n; j++) {
      const supplier = pack.words[pack.supplier[j]!]!;
      let figures = bySupplier.get(supplier);
      if (!figures) bySupplier.set(supplier, (figures = noFigures()));
      count(figures, pack, j);
    }
  }
  return bySupplier;
}
