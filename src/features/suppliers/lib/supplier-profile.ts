/**
 * One supplier's plots in figures, read from the project's loaded plot columns (no plot materialised):
 * plots and hectares by the service's assessed risk, the producing countries with their EU country benchmark
 * tier (core/eu-benchmark, the official list, kept apart from the service's risk), and the service's
 * findings: deforestation after the framework's cut-off, protected areas, indigenous territories. Pure.
 */
import { benchmarkTier, type BenchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';
import { DEFORESTED_YES } from '@core/plot-packs/packed-plots.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { RISK_CLASSES, type RiskClass } from '@/lib/risk/risk-classes.ts';

export interface Tally {
  plots: number;
  areaHa: number;
}

export interface CountryTally extends Tally {
  code: string;
  tier: BenchmarkTier | null;
}

export interface SupplierProfile {
  plots: number;
  areaHa: number;
  byRisk: Record<RiskClass, Tally>;
  /** Most plots first. */
  countries: CountryTally[];
  findings: {
    /** Plots with deforestation after the cut-off, and the deforested hectares. */
    deforestation: Tally;
    /** Plots overlapping protected areas, and the hectares of overlap. */
    protectedAreas: Tally;
    indigenousTerritories: Tally;
  };
}

const tally = (): Tally => ({ plots: 0, areaHa: 0 });
// A plot's area can be missing (NaN) in a hostile answer: it counts as a plot, not as hectares.
const add = (t: Tally, ha: number) => {
  t.plots++;
  if (Number.isFinite(ha)) t.areaHa += ha;
};

export function supplierProfile(list: PlotList, supplier: string): SupplierProfile {
  const p: SupplierProfile = {
    plots: 0,
    areaHa: 0,
    byRisk: Object.fromEntries(RISK_CLASSES.map((r) => [r, tally()])) as Record<RiskClass, Tally>,
    countries: [],
    findings: { deforestation: tally(), protectedAreas: tally(), indigenousTerritories: tally() },
  };
  const countries = new Map<string, Tally>();
  list.forEach((b, j) => {
    if (b.words[b.supplier[j]!] !== supplier) return;
    const ha = b.areaHa[j]!;
    p.plots++;
    if (Number.isFinite(ha)) p.areaHa += ha;
    add(p.byRisk[RISK_CLASSES[b.risk[j]!]!], ha);
    const code = b.words[b.country[j]!]!;
    let c = countries.get(code);
    if (!c) countries.set(code, (c = tally()));
    add(c, ha);
    if (b.deforested[j] === DEFORESTED_YES) add(p.findings.deforestation, b.deforestedHa[j]!);
    // NaN (not assessed) is not > 0.
    if (b.protectedAreasHa[j]! > 0) add(p.findings.protectedAreas, b.protectedAreasHa[j]!);
    if (b.indigenousTerritoriesHa[j]! > 0)
      add(p.findings.indigenousTerritories, b.indigenousTerritoriesHa[j]!);
  });
  p.countries = [...countries]
    .map(([code, t]) => ({ code, tier: benchmarkTier(code), ...t }))
    .sort((a, b) => b.plots - a.plots || a.code.localeCompare(b.code));
  return p;
}
