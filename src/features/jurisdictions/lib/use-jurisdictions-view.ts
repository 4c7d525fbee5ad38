/**
 * Everything the Jurisdictions page shows, from its URL: every page of the filtered list, the chosen
 * jurisdiction's detail, the offline country shapes joined into a choropleth, and the person's plots
 * counted per country from their packed columns and drawn from the loader worker's tiles (once all are in,
 * so the map's data is replaced once, not once per page). An opened country's regions are asked for then
 * (never all regions at once); an opened region's plots are counted inside its boundary.
 */
import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FRAMEWORK_CUTOFF } from '@core/api/schemas.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useAllPages } from '@/lib/api/use-all-pages.ts';
import type { Bounds } from '@/lib/geo/bounds.ts';
import { useContextPlotTiles } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { useProjectPlots } from '@/lib/plot-loader/page/use-project-plots.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { basemapCountriesQuery, jurisdictionQueries } from '../api/jurisdiction-queries.ts';
import { boundsOf, countPlotsByCountry, joinChoropleth, jurisdictionLevel } from './choropleth.ts';
import { countPlotsIn } from './plots-in-region.ts';
import { filtersOf, type JurisdictionSearch } from './filters.ts';
import { countryOptionsOf, riskLevelCounts } from './jurisdiction-summaries.ts';

export function useJurisdictionsView(search: JurisdictionSearch) {
  const filters = useMemo(() => filtersOf(search), [search]);
  const { kind } = useConnection();
  const { projectId, project } = useCurrentProject();

  const list = useAllPages(useInfiniteQuery(jurisdictionQueries.list(kind, filters)));
  const countries = useQuery(basemapCountriesQuery);
  const plots = useProjectPlots(kind, projectId);
  const detail = useQuery({
    ...jurisdictionQueries.detail(kind, search.selected ?? '', filters.framework),
    enabled: Boolean(search.selected),
  });

  const countryOptions = useMemo(() => countryOptionsOf(countries.data?.features ?? []), [countries.data]);
  const plotCounts = useMemo(
    () => (plots.complete ? countPlotsByCountry(plots.items.countByCountry()) : null),
    [plots.complete, plots.items],
  );
  const plotTiles = useContextPlotTiles(plots);
  const choropleth = useMemo(
    () => (list.complete && countries.data ? joinChoropleth(countries.data, list.items) : null),
    [list.complete, list.items, countries.data],
  );
  const riskCounts = useMemo(() => riskLevelCounts(list.items), [list.items]);
  const rows = useMemo(
    () =>
      list.items.map((jurisdiction) => ({ jurisdiction, plots: plotCounts?.get(jurisdiction.country) ?? 0 })),
    [list.items, plotCounts],
  );

  const selected = detail.data ?? list.items.find((j) => j.id === search.selected);
  // A country's regions, asked for when the country is opened; a region's parent, to go back to.
  const openCountry = selected && jurisdictionLevel(selected) === 0 ? selected.id : null;
  const regions = useAllPages(
    useInfiniteQuery({
      ...jurisdictionQueries.regions(kind, openCountry ?? '', filters.framework),
      enabled: openCountry !== null,
    }),
  );
  const parent = selected?.parentId
    ? {
        id: selected.parentId,
        name: list.items.find((j) => j.id === selected.parentId)?.name ?? selected.country,
      }
    : null;
  const opened = detail.data;
  const regionPlots = useMemo(() => {
    const boundary = opened?.geometry;
    if (!opened?.parentId || !plots.complete || !boundary) return null;
    if (boundary.type !== 'Polygon' && boundary.type !== 'MultiPolygon') return null;
    return countPlotsIn(plots.items, boundary, opened.boundingBox);
  }, [opened, plots.complete, plots.items]);
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
    choropleth,
    riskCounts,
    rows,
    selected,
    bounds,
    /** The open country's regions (empty until asked for and answered). */
    regions: openCountry ? regions : null,
    parent,
    /** The person's plots in the open jurisdiction: by country, or by boundary for a region. */
    plotsInSelected: selected
      ? parent
        ? regionPlots
        : plotCounts
          ? (plotCounts.get(selected.country.toUpperCase()) ?? 0)
          : null
      : null,
    /** The person's plots in a country, or null while they are still being counted. */
    plotsHere: (country: string) => (plotCounts ? (plotCounts.get(country.toUpperCase()) ?? 0) : null),
    cutoffDate: list.items[0]?.assessment.cutoffDate ?? FRAMEWORK_CUTOFF[filters.framework],
  };
}
