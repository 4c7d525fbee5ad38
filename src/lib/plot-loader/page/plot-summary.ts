/**
 * What the Plots page shows about a whole list (the filter menus' suppliers and countries, the counts by
 * risk, the map's frame) without walking 100,000 plots on the main thread at once. Each pack is summarised
 * once, when it arrives (plot-stream.ts does it in the task that receives the pack), and a list's summary
 * merges its packs' summaries. A filtered list is summarised from its columns when the filter changes.
 */
import { unionBounds, type Bounds } from '@/lib/geo/bounds.ts';
import { RISK_CLASSES, type RiskClass } from '@/lib/risk/risk-classes.ts';
import { boxAround, emptyBox, widenBox } from '../shared/pack-boxes.ts';
import { packSize, type PackedPlots } from '@core/plot-packs/packed-plots.ts';
import { rowPosition, type PlotList, type PlotRows } from './plot-list.ts';

export interface PlotSummary {
  /** Distinct suppliers and countries, sorted as the filter menus list them. */
  suppliers: readonly string[];
  countries: readonly string[];
  byRisk: Record<RiskClass, number>;
  /** The box around every plot (outer rings or points); null when none has a geometry. */
  bounds: Bounds | null;
}

const noRisk = (): Record<RiskClass, number> => ({ high: 0, medium: 0, low: 0, none: 0, unassessed: 0 });

/** Summaries are built from these, then sorted. */
class SummaryBuilder {
  private suppliers = new Set<string>();
  private countries = new Set<string>();
  private byRisk = noRisk();
  private box = emptyBox();

  plot(pack: PackedPlots, j: number): void {
    this.suppliers.add(pack.words[pack.supplier[j]!]!);
    this.countries.add(pack.words[pack.country[j]!]!);
    this.byRisk[RISK_CLASSES[pack.risk[j]!]!]++;
    widenBox(this.box, pack, j);
  }

  summary(): PlotSummary {
    return {
      suppliers: [...this.suppliers].sort((a, b) => a.localeCompare(b)),
      countries: [...this.countries].sort(),
      byRisk: this.byRisk,
      bounds: boxAround(this.box),
    };
  }
}

const byBatch = new WeakMap<PackedPlots, PlotSummary>();
const byList = new WeakMap<PlotList, PlotSummary>();

/** The summary of one pack, worked out once. */
export function summarizeBatch(pack: PackedPlots): PlotSummary {
  let s = byBatch.get(pack);
  if (s) return s;
  const builder = new SummaryBuilder();
  const n = packSize(pack);
  for (let j = 0; j < n; j++) builder.plot(pack, j);
  byBatch.set(pack, (s = builder.summary()));
  return s;
}

/** The summary of a whole list, merged from its packs' own. */
export function summarizeList(list: PlotList): PlotSummary {
  let merged = byList.get(list);
  if (merged) return merged;
  const suppliers = new Set<string>();
  const countries = new Set<string>();
  const byRisk = noRisk();
  const boxes: (Bounds | null)[] = [];
  for (const pack of list.packs) {
    const s = summarizeBatch(pack);
    for (const name of s.suppliers) suppliers.add(name);
    for (const code of s.countries) countries.add(code);
    for (const risk of RISK_CLASSES) byRisk[risk] += s.byRisk[risk];
    boxes.push(s.bounds);
  }
  merged = {
    suppliers: [...suppliers].sort((a, b) => a.localeCompare(b)),
    countries: [...countries].sort(),
    byRisk,
    bounds: unionBounds(boxes),
  };
  byList.set(list, merged);
  return merged;
}

/** The summary of some rows of a list (a filter's result). */
export function summarizeRows(rows: PlotRows): PlotSummary {
  if (!rows.positions) return summarizeList(rows.list);
  const builder = new SummaryBuilder();
  const { list } = rows;
  // Walks the list's packs alongside the ascending positions.
  let b = 0;
  let base = 0;
  for (let i = 0; i < rows.length; i++) {
    const p = rowPosition(rows, i);
    while (p >= base + packSize(list.packs[b]!)) base += packSize(list.packs[b++]!);
    builder.plot(list.packs[b]!, p - base);
  }
  return builder.summary();
}
