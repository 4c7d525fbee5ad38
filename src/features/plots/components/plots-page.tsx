/**
 * The Plots page: every plot of the project, loaded page by page into one cached list, filtered by the URL,
 * shown in a virtualised table and on a map that are linked both ways (select in one, see it in the other).
 */
import type { Bounds } from '@/lib/geo/bounds.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { Plot } from '@core/api/schemas.ts';
import { EmptyState, ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { plotQueries, plotsOf } from '@/lib/portfolio/plot-queries.ts';
import { countByRisk } from '@/lib/risk/risk-classes.ts';
import { supplierQueries } from '@/lib/portfolio/supplier-queries.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { useThrottledValue } from '@/lib/use-throttled-value.ts';
import { buildPlotMapData, plotBounds, plotsBounds } from '@/lib/geo/plot-features.ts';
import { filterOptions, filterPlots, filtersFromSearch, hasFilters } from '../lib/plot-filters.ts';
import { PlotsMap } from '../map/plots-map.tsx';
import { ExportPanel } from './export-panel.tsx';
import { LoadProgress } from './load-progress.tsx';
import { PlotFiltersBar, type FilterPatch } from './plot-filters-bar.tsx';
import { PlotsTable } from './plots-table.tsx';
import { RiskLegend } from './risk-legend.tsx';
import { CLUSTER_MIN_PLOTS } from '../map/plot-layers.ts';
import { SelectionPanel } from './selection-panel.tsx';

const NO_PLOTS: readonly Plot[] = [];

export function PlotsPage() {
  const search = useSearch({ from: '/plots' });
  const navigate = useNavigate({ from: '/plots' });
  const { kind } = useConnection();
  const {
    projectId,
    isPending: projectsPending,
    error: projectsError,
    refetch: refetchProjects,
  } = useCurrentProject();

  const plotsQuery = useQuery(plotQueries.project(kind, projectId));
  const suppliersQuery = useQuery(supplierQueries.list(kind, projectId));

  const plotSet = plotsQuery.data;
  const loaded = plotSet?.count ?? 0;
  const complete = plotSet?.complete ?? false;
  const expected = suppliersQuery.data
    ? suppliersQuery.data.results.reduce((n, s) => n + s.plotCount, 0)
    : null;

  // While pages stream in, the table re-derives every few seconds (a row model of 100k rows costs hundreds
  // of ms, so the pause grows with the list), and the map shows the first page, then waits for the whole
  // list: each setData copies every plot to its worker and re-tiles them, so intermediate snapshots only
  // delay the complete map (measured with bench/plots-browser.ts). Both take the final list at once, the map
  // first: its hook's update runs first, so MapLibre's worker starts clustering every plot while the page
  // re-derives the table, instead of after.
  const mapSet = useThrottledValue(plotSet, 600_000, complete);
  const tableSet = useThrottledValue(plotSet, Math.max(1000, loaded / 25), complete);
  const tableSource = plotsOf(tableSet);
  const mapSource = plotsOf(mapSet);

  const { supplier, risk, country, deforestation, q, selected } = search;
  const filters = useMemo(
    () => filtersFromSearch({ supplier, risk, country, deforestation, q, selected: undefined }),
    [supplier, risk, country, deforestation, q],
  );
  const filtered = useMemo(() => filterPlots(tableSource, filters), [tableSource, filters]);
  const mapFiltered = useMemo(() => filterPlots(mapSource, filters), [mapSource, filters]);
  // The map (its 1 MB library, a WebGL context, the GeoJSON of every plot) starts a frame after the first
  // rows have painted: rows are what a person reads first, on a first visit and on a revisit alike.
  const [mapStarted, setMapStarted] = useState(false);
  const hasRows = tableSource.length > 0;
  useEffect(() => {
    if (!hasRows || mapStarted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setMapStarted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [hasRows, mapStarted]);
  const mapData = useMemo(
    () => buildPlotMapData(mapStarted ? mapFiltered : NO_PLOTS),
    [mapStarted, mapFiltered],
  );
  // Clusters or not is decided by how many plots the map will hold, known before they load (the suppliers'
  // counts): a GeoJSON source cannot switch clustering in place, so deciding from the plots shown so far
  // rebuilt the source, layers and all, at the moment the last page arrived.
  const mapPlotCount =
    mapSet?.complete || hasFilters(filters) ? mapData.centroids.features.length : (expected ?? loaded);
  const clustered = mapPlotCount >= CLUSTER_MIN_PLOTS;
  // The map frames the plots listed so far, not only those it draws: it takes every plot at once when the
  // last page is in (see mapSet), and framing them then moved the camera and fetched new basemap tiles
  // while the map was busy clustering. The list's extent is settled well before its last page.
  const mapBounds = useMemo(
    () => plotsBounds(mapSet?.complete ? mapFiltered : filtered),
    [mapSet, mapFiltered, filtered],
  );
  const counts = useMemo(() => countByRisk(filtered), [filtered]);
  const options = useMemo(() => filterOptions(tableSource), [tableSource]);
  // Looked up when asked, not indexed: a Map of 100,000 plots rebuilt on each update of the list while it
  // loads is garbage the collector has to walk, for the one plot a person selects.
  const selectedPlot = useMemo(
    () => (selected ? tableSource.find((p) => p.id === selected) : undefined),
    [tableSource, selected],
  );
  const selectedShown = selectedPlot && filtered.includes(selectedPlot) ? selectedPlot : undefined;

  const [revealToken, setRevealToken] = useState(0);
  const [flyTo, setFlyTo] = useState<{ bounds: Bounds | null; token: number } | null>(null);

  // A selection that arrives with the URL (a shared link, a reload) is revealed once its plot has loaded.
  const [urlSelectionRevealed, setUrlSelectionRevealed] = useState(false);
  if (selectedShown && !urlSelectionRevealed) {
    setUrlSelectionRevealed(true);
    setRevealToken((t) => t + 1);
    setFlyTo((f) => ({ bounds: plotBounds(selectedShown), token: (f?.token ?? 0) + 1 }));
  }

  const setSearch = useCallback(
    (patch: FilterPatch & { selected?: string | undefined }) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );

  const selectFromTable = useCallback(
    (id: string) => {
      setUrlSelectionRevealed(true);
      setSearch({ selected: id });
      const plot = tableSource.find((p) => p.id === id);
      if (plot) setFlyTo((f) => ({ bounds: plotBounds(plot), token: (f?.token ?? 0) + 1 }));
    },
    [tableSource, setSearch],
  );
  const selectFromMap = useCallback(
    (id: string) => {
      setUrlSelectionRevealed(true);
      setSearch({ selected: id });
      setRevealToken((t) => t + 1);
    },
    [setSearch],
  );
  const openPlot = useCallback(
    (id: string) => void navigate({ to: '/plots/$plotId', params: { plotId: id } }),
    [navigate],
  );
  const clearFilters = useCallback(
    () =>
      setSearch({
        supplier: undefined,
        risk: undefined,
        country: undefined,
        deforestation: undefined,
        q: undefined,
      }),
    [setSearch],
  );

  const header = (
    <PageHeader title="Plots">
      <ExportPanel plots={filtered} complete={complete} filtered={hasFilters(filters)} />
    </PageHeader>
  );

  if (projectsPending)
    return (
      <div className="p-6">
        {header}
        <Loading label="Loading your projects…" />
      </div>
    );
  if (projectsError) {
    return (
      <div className="p-6">
        {header}
        <ErrorState title="Could not load your projects" error={projectsError} onRetry={refetchProjects} />
      </div>
    );
  }
  if (!projectId) {
    return (
      <div className="p-6">
        {header}
        <EmptyState title="No project to show">Choose a project on the Projects page.</EmptyState>
      </div>
    );
  }

  const noPlotsAtAll = complete && loaded === 0;

  return (
    <div className="p-4 lg:p-6">
      {header}
      <PlotFiltersBar
        filters={filters}
        suppliers={options.suppliers}
        countries={options.countries}
        onChange={setSearch}
        onClear={clearFilters}
      />
      {plotsQuery.error ? (
        <div className="mb-3">
          <ErrorState
            title={loaded ? `Loading stopped after ${loaded} plots` : 'Could not load the plots'}
            error={plotsQuery.error}
            onRetry={() => void plotsQuery.refetch()}
          />
        </div>
      ) : null}
      {plotsQuery.isPending && !plotsQuery.error ? <Loading label="Loading the first plots…" /> : null}
      {loaded > 0 ? (
        <LoadProgress
          loaded={loaded}
          expected={expected}
          complete={complete}
          shown={filtered.length}
          filtering={hasFilters(filters)}
          refreshing={complete && plotsQuery.isFetching}
        />
      ) : null}
      {noPlotsAtAll ? (
        <EmptyState title="This project has no plots yet">
          Upload a supplier’s plot file on the{' '}
          <Link to="/uploads" className="underline">
            Uploads
          </Link>{' '}
          page; its plots appear here once they are checked.
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)]">
          <section aria-label="Plot table" className="flex h-[36rem] flex-col">
            {filtered.length === 0 && tableSource.length > 0 ? (
              <EmptyState title="No plot matches these filters">
                <button type="button" onClick={clearFilters} className="underline">
                  Clear all filters
                </button>{' '}
                or loosen one of them.
              </EmptyState>
            ) : (
              <PlotsTable
                plots={filtered}
                selectedId={selected}
                revealToken={revealToken}
                onSelect={selectFromTable}
                onOpen={openPlot}
              />
            )}
          </section>
          <section aria-label="Plot map">
            <SelectionPanel
              plot={selectedShown}
              selectedId={complete ? selected : undefined}
              onClear={() => setSearch({ selected: undefined })}
            />
            {mapStarted ? (
              <PlotsMap
                className="h-[29rem]"
                data={mapData}
                clustered={clustered}
                bounds={mapBounds}
                selectedId={selected}
                flyTo={flyTo}
                onSelect={selectFromMap}
              />
            ) : (
              <div
                role="status"
                className="flex h-[29rem] items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-sm text-slate-600"
              >
                The map appears once the first plots are listed…
              </div>
            )}
            <RiskLegend counts={counts} grouped={clustered} />
          </section>
        </div>
      )}
    </div>
  );
}
