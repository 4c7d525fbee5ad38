/**
 * The Plots page's filters: their URL form (validated by the route) and the pure filtering over loaded plots.
 * The service only filters by supplier and risk level; country, deforestation and name search exist only
 * here, so every filter runs client-side over the one cached list of the project (no refetch per filter).
 */
import { z } from 'zod';
import type { Plot } from '@core/api/schemas.ts';
import { RISK_CLASSES, riskClassOf, type RiskClass } from '@/lib/risk/risk-classes.ts';

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .catch(undefined)
  .transform((v) => (v ? v : undefined));

/** URL search of /plots. Anything malformed in a shared link is dropped rather than breaking the page. */
export const plotsSearchSchema = z.object({
  supplier: optionalText,
  /** Comma list of risk classes, e.g. `high,medium`. */
  risk: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => {
      const list = (v ?? '')
        .split(',')
        .filter((r): r is RiskClass => (RISK_CLASSES as readonly string[]).includes(r));
      return list.length ? [...new Set(list)].join(',') : undefined;
    }),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  deforestation: z.enum(['yes', 'no']).optional().catch(undefined),
  q: optionalText,
  /** `yes`: only plots that overlap another plot (double claims). */
  overlaps: z.enum(['yes']).optional().catch(undefined),
  selected: optionalText,
});
export type PlotsSearch = z.infer<typeof plotsSearchSchema>;

export interface PlotFilters {
  supplier?: string;
  risk?: RiskClass[];
  country?: string;
  deforestation?: 'yes' | 'no';
  q?: string;
  /** Only these plots (the overlapping ones, when the Overlaps filter is on). */
  onlyIds?: ReadonlySet<string>;
}

export function filtersFromSearch(search: PlotsSearch): PlotFilters {
  return {
    supplier: search.supplier,
    risk: search.risk ? (search.risk.split(',') as RiskClass[]) : undefined,
    country: search.country,
    deforestation: search.deforestation,
    q: search.q,
  };
}

export const hasFilters = (f: PlotFilters): boolean =>
  Boolean(f.supplier || f.risk?.length || f.country || f.deforestation || f.q || f.onlyIds);

/** Case- and accent-insensitive, so "cooperative" finds "Coopérative". */
export const foldText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

// Folding 100,000 names on every keystroke costs ~100 ms; plots are immutable, so fold each name once.
const folded = new WeakMap<Plot, string>();
function foldedName(p: Plot): string {
  let f = folded.get(p);
  if (f === undefined) folded.set(p, (f = foldText(p.name)));
  return f;
}

export function filterPlots(plots: readonly Plot[], f: PlotFilters): readonly Plot[] {
  if (!hasFilters(f)) return plots;
  const risk = f.risk?.length ? new Set<RiskClass>(f.risk) : null;
  const q = f.q ? foldText(f.q) : null;
  return plots.filter((p) => {
    if (f.supplier && p.supplier !== f.supplier) return false;
    if (risk && !risk.has(riskClassOf(p))) return false;
    if (f.country && p.country !== f.country) return false;
    if (f.deforestation) {
      const has = p.riskAssessment?.deforestation.hasDeforestation;
      // An unassessed plot is neither "with" nor "without" deforestation: it is unknown.
      if (has === undefined || has !== (f.deforestation === 'yes')) return false;
    }
    if (q && !foldedName(p).includes(q) && !p.id.toLowerCase().includes(q)) return false;
    if (f.onlyIds && !f.onlyIds.has(p.id)) return false;
    return true;
  });
}
