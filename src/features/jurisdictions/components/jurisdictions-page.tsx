/**
 * Jurisdiction risk: filters (in the URL, within the API's limits), every page of the list, a choropleth
 * joined to the offline country shapes, a legend, a table, and the detail of the chosen jurisdiction with
 * its boundary. The person's plots are counted per country so region and plots are seen together.
 */
import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { plotCentroidPoints } from '@/lib/geo/plot-features.ts';
import { FRAMEWORK_CUTOFF } from '@core/api/schemas.ts';
import { EmptyState, ErrorState, PageHeader } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useAllPages } from '@/lib/api/use-all-pages.ts';
import { useProjectPlots } from '@/lib/portfolio/use-project-plots.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { basemapCountriesQuery, jurisdictionQueries } from '../api/jurisdiction-queries.ts';
import type { Bounds } from '@/lib/geo/bounds.ts';
import { boundsOf, countPlotsByCountry, joinChoropleth } from '../lib/choropleth.ts';
import { filtersOf, type JurisdictionSearch } from '../lib/filters.ts';
import { JurisdictionMap } from '../map/jurisdiction-map.tsx';
import { JurisdictionDetail } from './jurisdiction-detail.tsx';
import { JurisdictionFiltersPanel, type CountryOption } from './jurisdiction-filters.tsx';
import { JurisdictionLegend } from './jurisdiction-legend.tsx';
import { JurisdictionTable } from './jurisdiction-table.tsx';

const route = getRouteApi('/jurisdictions');

export function JurisdictionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
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

  const setSearch = useCallback(
    (patch: Partial<JurisdictionSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) }),
    [navigate],
  );
  const select = useCallback((id: string) => setSearch({ selected: id }), [setSearch]);

  const countryOptions = useMemo<CountryOption[]>(() => {
    const seen = new Map<string, string>();
    for (const f of countries.data?.features ?? []) {
      if (f.properties.iso2 && !seen.has(f.properties.iso2)) seen.set(f.properties.iso2, f.properties.name);
    }
    return [...seen].map(([iso2, name]) => ({ iso2, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [countries.data]);

  // Counted once every plot page is in, so the map's data is replaced once, not once per page.
  const plotCounts = useMemo(
    () => (plots.complete ? countPlotsByCountry(plots.items) : null),
    [plots.complete, plots.items],
  );
  const plotCentroids = useMemo<GeoJSON.FeatureCollection<GeoJSON.Point> | null>(
    () => (plots.complete ? plotCentroidPoints(plots.items, (p) => ({ id: p.id })) : null),
    [plots.complete, plots.items],
  );
  const choropleth = useMemo(
    () => (list.complete && countries.data ? joinChoropleth(countries.data, list.items) : null),
    [list.complete, list.items, countries.data],
  );
  const riskCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const j of list.items)
      counts.set(j.assessment.riskLevel, (counts.get(j.assessment.riskLevel) ?? 0) + 1);
    return counts;
  }, [list.items]);

  const selected = detail.data ?? list.items.find((j) => j.id === search.selected);
  const bounds: Bounds | null = selected ? boundsOf([selected]) : list.complete ? boundsOf(list.items) : null;
  const rows = useMemo(
    () =>
      list.items.map((jurisdiction) => ({ jurisdiction, plots: plotCounts?.get(jurisdiction.country) ?? 0 })),
    [list.items, plotCounts],
  );
  const plotsHere = (country: string) => (plotCounts ? (plotCounts.get(country.toUpperCase()) ?? 0) : null);
  const cutoffDate = list.items[0]?.assessment.cutoffDate ?? FRAMEWORK_CUTOFF[filters.framework];

  return (
    <div className="space-y-4 p-6">
      <PageHeader title="Jurisdictions">
        <p className="text-sm text-slate-600">
          Country risk under {filters.framework}, with your plots{project ? ` in ${project.name}` : ''}.
        </p>
      </PageHeader>

      <JurisdictionFiltersPanel filters={filters} countryOptions={countryOptions} onChange={setSearch} />

      <div aria-live="polite" className="text-sm text-slate-700">
        {list.error ? null : list.complete ? (
          <p>
            <strong>{list.items.length.toLocaleString()}</strong> jurisdiction
            {list.items.length === 1 ? '' : 's'} match
            {list.items.length === 1 ? 'es' : ''} ({list.pagesLoaded} page{list.pagesLoaded === 1 ? '' : 's'}{' '}
            of up to 100).{' '}
            {plots.complete
              ? `${plots.items.length.toLocaleString()} of your plots counted.`
              : plots.error
                ? ''
                : `Counting your plots… ${plots.items.length.toLocaleString()} so far.`}
          </p>
        ) : (
          <div role="status" className="flex items-center gap-3">
            <progress aria-label="Loading jurisdictions" className="h-2 w-40" />
            Loading jurisdictions: page {list.pagesLoaded + 1}, {list.items.length.toLocaleString()} so far…
          </div>
        )}
      </div>
      {list.error ? (
        <ErrorState title="Could not load the jurisdictions" error={list.error} onRetry={list.retry} />
      ) : null}
      {plots.error ? (
        <ErrorState
          title="Could not count your plots per jurisdiction"
          error={plots.error}
          onRetry={plots.retry}
        />
      ) : null}
      {countries.error ? (
        <ErrorState
          title="Could not load the country shapes for the map"
          error={countries.error}
          onRetry={() => void countries.refetch()}
        />
      ) : null}

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <JurisdictionMap
          choropleth={choropleth}
          plotCentroids={plotCentroids}
          plotCountOf={plotsHere}
          outline={detail.data?.geometry ?? null}
          bounds={bounds}
          onSelect={select}
        />
        <div className="space-y-4">
          {selected ? (
            <JurisdictionDetail
              jurisdiction={selected}
              framework={filters.framework}
              plots={plotsHere(selected.country)}
              outlineState={detail.isError ? 'failed' : detail.data?.geometry ? 'shown' : 'loading'}
              outlineError={detail.error}
              onClose={() => setSearch({ selected: undefined })}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-3 text-sm text-slate-600">
              Click a country on the map, or a name in the table, to see its assessment and boundary.
            </p>
          )}
          <JurisdictionLegend framework={filters.framework} cutoffDate={cutoffDate} counts={riskCounts} />
        </div>
      </div>

      {list.complete && list.items.length === 0 ? (
        <EmptyState title="No jurisdiction matches these filters">
          Widen the filters: choose more risk levels or countries, or set a “Has…” filter back to Any.
        </EmptyState>
      ) : (
        <section aria-label="Jurisdictions table">
          <JurisdictionTable rows={rows} selectedId={search.selected} onSelect={select} />
        </section>
      )}
    </div>
  );
}
