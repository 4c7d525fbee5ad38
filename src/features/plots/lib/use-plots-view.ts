/**
 * Everything the Plots page shows, worked out from the URL and the project's plots: the filtered list for
 * the table, the map's data, bounds and clustering, the counts, the selection and how it is revealed in
 * the table and on the map. The page only lays these out.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { Plot } from '@core/api/schemas.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import type { Bounds } from '@/lib/geo/bounds.ts';
import { buildPlotMapData, plotBounds, plotsBounds } from '@/lib/geo/plot-features.ts';
import { plotQueries, plotsOf } from '@/lib/portfolio/plot-queries.ts';
import { supplierQueries } from '@/lib/portfolio/supplier-queries.ts';
import { countByRisk } from '@/lib/risk/risk-classes.ts';
import { useFirstThenComplete } from '@/lib/use-first-then-complete.ts';
import { useThrottledValue } from '@/lib/use-throttled-value.ts';
import type { FilterPatch } from '../components/plot-filters-bar.tsx';
import { CLUSTER_MIN_PLOTS } from '../map/plot-layers.ts';
import { filterOptions, filterPlots, filtersFromSearch, hasFilters } from './plot-filters.ts';

const NO_PLOTS: readonly Plot[] = [];

export function usePlotsView(projectId: string) {
  const search = useSearch({ from: '/plots' });
  const navigate = useNavigate({ from: '/plots' });
  const { kind } = useConnection();
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
  const mapSet = useFirstThenComplete(plotSet, complete);
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

  return {
    plotsQuery,
    loaded,
    expected,
    complete,
    filters,
    filtering: hasFilters(filters),
    options,
    filtered,
    anyLoaded: tableSource.length > 0,
    counts,
    selected,
    selectedShown,
    revealToken,
    map: {
      started: mapStarted,
      data: mapData,
      clustered: mapPlotCount >= CLUSTER_MIN_PLOTS,
      bounds: mapBounds,
      flyTo,
    },
    setSearch,
    selectFromTable,
    selectFromMap,
    openPlot,
    clearFilters,
  };
}
