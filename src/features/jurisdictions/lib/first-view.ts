import type { JurisdictionSearch } from './filters.ts';

/**
 * Whether the Jurisdictions map has what it draws first, or knows it cannot have it: the country list, and
 * for an open country its regions with their boundaries. The person's plots are walked only then
 * (use-jurisdictions-view.ts): on two cores, the walk of 10,000 plots beside the map (a second of CPU in
 * the loader's worker, and the server's) delayed the regions by about half a second (bench/region-map.ts).
 */
export function mapDataSettled({
  list,
  regionParent,
  regions,
  boundariesDone,
}: {
  list: { complete: boolean; failed: boolean };
  /** Whose regions are asked for (the open country's, or the selected id's until its detail says); null: none. */
  regionParent: string | null;
  regions: { complete: boolean; failed: boolean };
  /** Every listed region's boundary is in or failed (true while none is listed yet). */
  boundariesDone: boolean;
}): boolean {
  const listSettled = list.complete || list.failed;
  const regionsSettled = regionParent === null || regions.failed || (regions.complete && boundariesDone);
  return listSettled && regionsSettled;
}

/**
 * Whether the page asks for the offline country shapes (/basemap/countries.geojson, 1.9 MB, parsed on the
 * main thread), which give the country filter its names and draw the EU benchmark layer. Once the first
 * view has settled (mapDataSettled), unless what is shown needs them now: the benchmark layer, or countries
 * chosen in the filter (their chips are named from them). Parsed beside the map's first frames, they cost
 * the main thread and the server while the regions were still on their way (bench/region-map.ts).
 */
export const countryShapesWanted = ({
  firstViewSettled,
  layer,
  chosenCountries,
}: {
  firstViewSettled: boolean;
  layer: JurisdictionSearch['layer'];
  chosenCountries: number;
}): boolean => firstViewSettled || layer === 'benchmark' || chosenCountries > 0;
