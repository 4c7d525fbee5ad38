/**
 * Everything the Jurisdictions page shows, from its URL: every page of the filtered list, the chosen
 * jurisdiction's detail, each listed country's risk by code for the choropleth (drawn from the basemap's
 * tiles), the offline country shapes for the filter's names and the EU benchmark layer, and the person's
 * plots and suppliers counted per country from their packed columns and drawn from the loader worker's
 * tiles (once all are in, so the map's data is replaced once, not once per page). The plots and the shapes
 * wait for the map's countries and regions (first-view.ts), the shapes unless what is shown needs them. An
 * opened country (or the country of an opened region) has its regions asked for then, with their
 * boundaries (or, from a service that leaves them out of the list, each from its detail, a few at a time,
 * drawn in batches as they come), drawn as a choropleth of their own and counted plot by plot once all are
 * in; every region is asked for only while the table is searched (never otherwise: a live service has
 * thousands).
 */
import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FRAMEWORK_CUTOFF, type Jurisdiction } from '@core/api/schemas.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useAllPages } from '@/lib/api/use-all-pages.ts';
import type { Bounds } from '@/lib/geo/bounds.ts';
import { useContextPlotTiles } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { useProjectPlots } from '@/lib/plot-loader/page/use-project-plots.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { basemapCountriesQuery, jurisdictionQueries } from '../api/jurisdiction-queries.ts';
import {
  benchmarkLayerOf,
  boundsOf,
  countryRiskOf,
  joinRegionChoropleth,
  jurisdictionLevel,
} from './choropleth.ts';
import { filtersOf, type JurisdictionSearch } from './filters.ts';
import { countryShapesWanted, mapDataSettled } from './first-view.ts';
import { groupRows, SEARCH_REGIONS_MIN_LENGTH } from './grouped-rows.ts';
import { countryOptionsOf, riskLevelCounts } from './jurisdiction-summaries.ts';
import { tallyByCountry, tallyByRegion, type PlotTally } from './plot-tally.ts';

export function useJurisdictionsView(search: JurisdictionSearch) {
  const filters = useMemo(() => filtersOf(search), [search]);
  const { kind } = useConnection();
  const { projectId, project } = useCurrentProject();
  const searchText = search.q?.trim() ?? '';

  const list = useAllPages(useInfiniteQuery(jurisdictionQueries.list(kind, filters)));
  const detail = useQuery({
    ...jurisdictionQueries.detail(kind, search.selected ?? '', filters.framework),
    enabled: Boolean(search.selected),
  });

  const selected = detail.data ?? list.items.find((j) => j.id === search.selected);
  // The open country: the selected country, or the country of the selected region.
  const openCountry = selected
    ? jurisdictionLevel(selected) === 0
      ? selected.id
      : (selected.parentId ?? null)
    : null;
  // Whose regions to ask for: the open country's; until the selected jurisdiction's detail says what it is,
  // the selected one's own, asked for beside its detail instead of after it (a country is what a link or
  // the map opens most; a region has none, so a wrong guess costs one empty page).
  const regionParent = selected ? openCountry : (search.selected ?? null);
  const regions = useAllPages(
    useInfiniteQuery({
      // Never the every-region query's key while no country is open (that one is the search's).
      ...jurisdictionQueries.regions(kind, regionParent ?? 'none', filters),
      enabled: regionParent !== null,
    }),
  );
  const allRegions = useAllPages(
    useInfiniteQuery({
      ...jurisdictionQueries.regions(kind, null, filters),
      enabled: searchText.length >= SEARCH_REGIONS_MIN_LENGTH,
    }),
  );
  const openRegions = useMemo(
    () => (openCountry && regions.complete ? regions.items : []),
    [openCountry, regions.complete, regions.items],
  );
  // Each region's boundary: from the list when the service sends it there, else from its detail (shared
  // with the detail a click on the region opens), a few at a time and drawn in batches: one query per
  // region re-rendered the whole page once per answer. Asked for as soon as the regions are listed, under
  // the same key the open country's list gives them later.
  const listedRegions = useMemo(
    () => (regionParent && regions.complete ? regions.items : []),
    [regionParent, regions.complete, regions.items],
  );
  const boundaryQuery = useQuery({
    ...jurisdictionQueries.regionBoundaries(kind, regionParent ?? 'none', listedRegions, filters.framework),
    enabled: listedRegions.length > 0,
  });
  const shapesDone =
    listedRegions.length === 0 ||
    boundaryQuery.isError ||
    (boundaryQuery.isSuccess && !boundaryQuery.isFetching);
  const regionShapes = useMemo(
    () => (listedRegions.length ? (boundaryQuery.data?.shapes ?? []) : []),
    [listedRegions, boundaryQuery.data],
  );
  const shapes = {
    done: shapesDone,
    // A stream that broke off: the boundaries it never brought count as failed.
    failed: boundaryQuery.isError
      ? listedRegions.length - regionShapes.length
      : (boundaryQuery.data?.failed ?? 0),
  };
  const firstViewSettled = mapDataSettled({
    list: { complete: list.complete, failed: Boolean(list.error) },
    regionParent,
    regions: { complete: regions.complete, failed: Boolean(regions.error) },
    boundariesDone: shapesDone,
  });
  // Walked once the map has what it draws first (first-view.ts); plots already loaded are shown at once.
  const plots = useProjectPlots(kind, projectId, { enabled: firstViewSettled });
  const countries = useQuery({
    ...basemapCountriesQuery,
    enabled: countryShapesWanted({
      firstViewSettled,
      layer: search.layer,
      chosenCountries: filters.countries.length,
    }),
  });
  const boundaries = useMemo(
    () => new Map<string, GeoJSON.Geometry>(regionShapes.map((r) => [r.id, r.boundary])),
    [regionShapes],
  );

  // null while the shapes are on their way (the filter says so); a failure is told by the page's errors.
  const countryOptions = useMemo(
    () => (countries.data || countries.isError ? countryOptionsOf(countries.data?.features ?? []) : null),
    [countries.data, countries.isError],
  );
  const countryTally = useMemo(
    () => (plots.complete ? tallyByCountry(plots.items) : null),
    [plots.complete, plots.items],
  );
  // Counted once every boundary is in, not at each batch.
  const regionTally = useMemo(
    () =>
      plots.complete && shapesDone && regionShapes.length ? tallyByRegion(plots.items, regionShapes) : null,
    [plots.complete, plots.items, shapesDone, regionShapes],
  );
  const plotTiles = useContextPlotTiles(plots);
  // The countries' risk by code: the map draws their shapes from the basemap's tiles, not from these.
  const countryRisk = useMemo(
    () => (list.complete ? countryRiskOf(list.items) : null),
    [list.complete, list.items],
  );
  const regionChoropleth = useMemo(
    () => (boundaries.size ? joinRegionChoropleth(openRegions, boundaries) : null),
    [openRegions, boundaries],
  );
  const benchmarkLayer = useMemo(
    () => (countries.data ? benchmarkLayerOf(countries.data) : null),
    [countries.data],
  );
  const riskCounts = useMemo(() => riskLevelCounts(list.items), [list.items]);
  const rows = useMemo(
    () =>
      groupRows({
        countries: list.items,
        openCountry,
        openRegions,
        searchedRegions: searchText.length >= SEARCH_REGIONS_MIN_LENGTH ? allRegions.items : [],
        countryTally,
        regionTally,
        countingRegions: openRegions.length > 0 && (!plots.complete || !shapes.done),
      }),
    [
      list.items,
      openCountry,
      openRegions,
      searchText,
      allRegions.items,
      countryTally,
      regionTally,
      plots.complete,
      shapes.done,
    ],
  );

  const parent =
    selected?.parentId && jurisdictionLevel(selected) > 0
      ? {
          id: selected.parentId,
          name: list.items.find((j) => j.id === selected.parentId)?.name ?? selected.country,
        }
      : null;
  const tallyOf = (j: Jurisdiction): PlotTally | null =>
    jurisdictionLevel(j) > 0
      ? (regionTally?.get(j.id) ?? null)
      : countryTally
        ? (countryTally.get(j.country.toUpperCase()) ?? { plots: 0, suppliers: 0 })
        : null;
  const mapTallyOf = useCallback(
    (jurisdictionId: string, iso2: string): PlotTally | null =>
      openRegions.some((r) => r.id === jurisdictionId)
        ? (regionTally?.get(jurisdictionId) ?? null)
        : countryTally
          ? (countryTally.get(iso2.toUpperCase()) ?? { plots: 0, suppliers: 0 })
          : null,
    [openRegions, regionTally, countryTally],
  );
  const bounds: Bounds | null = selected ? boundsOf([selected]) : list.complete ? boundsOf(list.items) : null;
  return {
    filters,
    project,
    list,
    countries,
    plots,
    detail,
    countryOptions,
    plotTiles,
    countryRisk,
    regionChoropleth,
    benchmarkLayer,
    riskCounts,
    rows,
    selected,
    bounds,
    /** The country whose regions are open (the selected country, or a selected region's). */
    openCountry,
    openCountryName: openCountry
      ? (list.items.find((j) => j.id === openCountry)?.name ?? parent?.name ?? null)
      : null,
    /** An opened country's regions for its detail (a region's detail has none). */
    detailRegions:
      selected && jurisdictionLevel(selected) === 0
        ? { items: regions.items, complete: regions.complete, failed: Boolean(regions.error) }
        : null,
    /** The search is looking through every region too (and whether they are all in). */
    searchingRegions:
      searchText.length >= SEARCH_REGIONS_MIN_LENGTH
        ? {
            complete: allRegions.complete,
            failed: Boolean(allRegions.error),
            count: allRegions.items.length,
          }
        : null,
    /** The open country's regions on the map: whether their list is in, then their boundaries. */
    regionBoundaries: {
      list: regions.error ? 'failed' : regions.complete ? 'complete' : 'loading',
      done: shapes.done,
      failed: shapes.failed,
      count: openRegions.length,
    } as const,
    parent,
    /** The person's plots and suppliers in the open jurisdiction; null while they are counted. */
    tallyOfSelected: selected ? tallyOf(selected) : null,
    /** The person's plots and suppliers in a jurisdiction of the map, or null while they are counted. */
    tallyOf: mapTallyOf,
    cutoffDate: list.items[0]?.assessment.cutoffDate ?? FRAMEWORK_CUTOFF[filters.framework],
  };
}
