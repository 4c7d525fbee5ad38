/**
 * What the Plots page shows about a whole list (the filter menus' suppliers and countries, the counts by
 * risk, the map's frame) without walking 100,000 plots on the main thread at once. Each page of a plot set
 * is summarised once, when it arrives (plot-stream.ts does it in the task that unpacks the page), and a set's
 * summary merges its pages' summaries: a few dozen small objects instead of a pass over every plot, which on
 * a revisit from the device cache was one task of ~400 ms (bench/plots-browser.ts, BENCH_PROFILE=1).
 */
import type { Plot } from '@core/api/schemas.ts';
import { unionBounds, type Bounds } from '../geo/bounds.ts';
import { plotsBounds } from '../geo/plot-features.ts';
import { riskClassOf, type RiskClass } from '../risk/risk-classes.ts';

export interface PlotSummary {
  /** Distinct suppliers and countries, sorted as the filter menus list them. */
  suppliers: readonly string[];
  countries: readonly string[];
  byRisk: Record<RiskClass, number>;
  /** The box around every plot (outer rings or points); null when none has a geometry. */
  bounds: Bounds | null;
}

const noRisk = (): Record<RiskClass, number> => ({ high: 0, medium: 0, low: 0, none: 0, unassessed: 0 });

const sortedSuppliers = (names: Iterable<string>) => [...names].sort((a, b) => a.localeCompare(b));

function summarize(plots: readonly Plot[]): PlotSummary {
  const suppliers = new Set<string>();
  const countries = new Set<string>();
  const byRisk = noRisk();
  for (const p of plots) {
    suppliers.add(p.supplier);
    countries.add(p.country);
    byRisk[riskClassOf(p)]++;
  }
  return {
    suppliers: sortedSuppliers(suppliers),
    countries: [...countries].sort(),
    byRisk,
    bounds: plotsBounds(plots),
  };
}

// Pages and page lists are immutable (plot-queries.ts), so a summary is worked out once per object.
const byPage = new WeakMap<readonly Plot[], PlotSummary>();
const byPages = new WeakMap<readonly (readonly Plot[])[], PlotSummary>();

/** The summary of one page of plots (or of any list: a filtered one is summarised on its own). */
export function summarizePage(plots: readonly Plot[]): PlotSummary {
  let s = byPage.get(plots);
  if (!s) byPage.set(plots, (s = summarize(plots)));
  return s;
}

/** The summary of a set's pages, merged from the pages' own. */
export function summarizePages(pages: readonly (readonly Plot[])[]): PlotSummary {
  let merged = byPages.get(pages);
  if (merged) return merged;
  const suppliers = new Set<string>();
  const countries = new Set<string>();
  const byRisk = noRisk();
  const boxes: (Bounds | null)[] = [];
  for (const page of pages) {
    const s = summarizePage(page);
    for (const name of s.suppliers) suppliers.add(name);
    for (const code of s.countries) countries.add(code);
    for (const risk of Object.keys(byRisk) as RiskClass[]) byRisk[risk] += s.byRisk[risk];
    boxes.push(s.bounds);
  }
  merged = {
    suppliers: sortedSuppliers(suppliers),
    countries: [...countries].sort(),
    byRisk,
    bounds: unionBounds(boxes),
  };
  byPages.set(pages, merged);
  return merged;
}
