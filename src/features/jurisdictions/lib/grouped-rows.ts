/**
 * The table's rows grouped country → region: each listed country, with under it the regions the page has
 * (the open country's, counted; while searching, every region that the service listed, not counted until
 * its country is opened). Pure, so the grouping is tested alone; the table sorts and filters within it.
 */
import type { Jurisdiction } from '@core/api/schemas.ts';
import type { PlotTally } from './plot-tally.ts';

/** Searching this many letters or more also looks through every region (loaded for it). */
export const SEARCH_REGIONS_MIN_LENGTH = 2;

/** Plots and suppliers here; 'counting' until the plots (and a region's boundary) are in. */
export type RowTally = PlotTally | 'counting' | 'not-counted';

export interface JurisdictionRow {
  jurisdiction: Jurisdiction;
  tally: RowTally;
  subRows?: JurisdictionRow[];
}

const NONE: PlotTally = { plots: 0, suppliers: 0 };

export function groupRows({
  countries,
  openCountry,
  openRegions,
  searchedRegions,
  countryTally,
  regionTally,
  countingRegions,
}: {
  countries: readonly Jurisdiction[];
  openCountry: string | null;
  openRegions: readonly Jurisdiction[];
  searchedRegions: readonly Jurisdiction[];
  countryTally: ReadonlyMap<string, PlotTally> | null;
  regionTally: ReadonlyMap<string, PlotTally> | null;
  /** The open country's regions are still being counted (plots or boundaries not all in). */
  countingRegions: boolean;
}): JurisdictionRow[] {
  const searchedByParent = new Map<string, Jurisdiction[]>();
  for (const r of searchedRegions) {
    if (!r.parentId || r.parentId === openCountry) continue;
    const under = searchedByParent.get(r.parentId) ?? [];
    under.push(r);
    searchedByParent.set(r.parentId, under);
  }
  return countries.map((jurisdiction) => {
    const row: JurisdictionRow = {
      jurisdiction,
      tally: countryTally ? (countryTally.get(jurisdiction.country.toUpperCase()) ?? NONE) : 'counting',
    };
    if (jurisdiction.id === openCountry && openRegions.length) {
      row.subRows = openRegions.map((r) => ({
        jurisdiction: r,
        tally: regionTally?.get(r.id) ?? (countingRegions ? 'counting' : 'not-counted'),
      }));
    } else if (searchedByParent.has(jurisdiction.id)) {
      row.subRows = searchedByParent
        .get(jurisdiction.id)!
        .map((r) => ({ jurisdiction: r, tally: 'not-counted' }));
    }
    return row;
  });
}
