/**
 * Everything the Plots page shows, worked out from the URL and the project's plots: the filtered list for
 * the table, the map's data, bounds and clustering, the counts, the selection and how it is revealed in
 * the table and on the map, the overlapping pairs (double claims) and the Overlaps filter. The page only lays
 * these out.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useConnection } from '@/lib/api/use-connection.ts';
import { unionBounds, type Bounds } from '@/lib/geo/bounds.ts';
import type { LoadedPlot } from '@/lib/plot-loader/page/loaded-plot.ts';
import { rowOfPosition } from '@/lib/plot-loader/page/plot-list.ts';
import { summarizeList, summarizeRows } from '@/lib/plot-loader/page/plot-summary.ts';
import { overlapQueries, overlapSourceOf } from '@/lib/plot-loader/page/overlap-queries.ts';
import type { OverlapPair } from '@core/geo/overlap-report.ts';
import { plotQueries, plotsOf } from '@/lib/plot-loader/page/plot-queries.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';
import { CLUSTER_MIN_PLOTS, usePlotTiles } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { reviewItemsOf } from '@/lib/review/review-items.ts';
import { decisionIndex, reviewStates } from '@core/review/review-decisions.ts';
import { useReviewDetections } from '@/lib/review/use-review-detections.ts';
import { reviewQueries } from '@/lib/review/review-queries.ts';
import { useThrottledValue } from '@/lib/use-throttled-value.ts';
import type { FilterPatch } from '../components/plot-filters-bar.tsx';
import { filterRows, filtersFromSearch, hasFilters, plotIdsInReview } from './plot-filters.ts';
import { mapFrame } from './map-frame.ts';
import { overlapsInView } from './overlaps-in-view.ts';
import { useRowChecks } from './use-row-checks.ts';

const NO_IDS: ReadonlySet<string> = new Set();
/** The map shows plots at the latest this long after it started, even if the device's copy is still being read. */
const MAX_CACHE_WAIT_MS = 1000;
const noRows = (set: { count: number } | undefined) => !set?.count;

export function usePlotsView(projectId: string) {
  const search = useSearch({ from: '/plots' });
  const navigate = useNavigate({ from: '/plots' });
  const { kind, token } = useConnection();
  // Opened on one supplier's plots (the Suppliers page's "View plots of"), a load this page starts takes
  // that supplier's packs first from the server's copy: the filtered table and map are whole before the
  // rest of the project is in. Not for a walk of the page's own, whose worker would check that supplier's
  // overlaps at once for a supplier's page.
  const plotsQuery = useQuery(
    plotQueries.project(
      kind,
      projectId,
      token === null && search.supplier ? () => search.supplier : undefined,
    ),
  );
  const suppliersQuery = useQuery(supplierQueries.list(kind, projectId));

  const plotLoad = plotsQuery.data;
  const loaded = plotLoad?.count ?? 0;
  const complete = plotLoad?.complete ?? false;
  const expected = suppliersQuery.data
    ? suppliersQuery.data.results.reduce((n, s) => n + s.plotCount, 0)
    : null;

  // While pages stream in, the table re-derives every second or more (a row model of 100k rows costs
  // hundreds of ms, so the pause grows with the list); the map's tiles, cut in the loader worker, follow
  // the same updates. The first rows pass at once.
  const tableLoad = useThrottledValue(plotLoad, Math.max(1000, loaded / 25), complete, noRows);
  const tableSource = plotsOf(tableLoad);
  // What the map shows is judged on the list the table shows, which follows the loaded set a render later.
  // Judged on the loaded set, the render between them drew the map for the wrong list: the first pack
  // framed, and all 100,000 plots as single points at world zooms (the count said "few, do not cluster").
  const tableComplete = tableLoad?.complete ?? false;

  const { supplier, risk, country, deforestation, q, selected, overlaps, review } = search;
  // Double claims, scanned in the loader worker once the whole list is in.
  const overlapQuery = useQuery(
    overlapQueries.project(kind, projectId, overlapSourceOf(plotLoad, token === null)),
  );
  const overlapIds = useMemo(
    () => (overlapQuery.data ? new Set(overlapQuery.data.plotIds) : NO_IDS),
    [overlapQuery.data],
  );
  // Review state (issue 28): the decisions of the review store, asked for only while the filter is on.
  const decisionsQuery = useQuery({
    ...reviewQueries.decisions(kind, projectId),
    enabled: review !== undefined,
  });
  // The detections on or near the plots are review items too: read (and searched in the worker) only while
  // the filter is on and the list is complete.
  const detections = useReviewDetections(
    kind,
    projectId,
    review !== undefined && complete ? tableSource : null,
    plotLoad?.loadId ?? null,
    review !== undefined,
  );
  const reviewIds = useMemo(() => {
    if (!review || !decisionsQuery.data) return review ? NO_IDS : undefined;
    const items = reviewItemsOf(tableSource, overlapQuery.data, undefined, detections.signals);
    const states = reviewStates(items, decisionIndex(decisionsQuery.data.decisions));
    return plotIdsInReview(tableSource, states, review);
  }, [review, decisionsQuery.data, tableSource, overlapQuery.data, detections.signals]);
  const filters = useMemo(() => {
    const overlapOnly = overlaps === 'yes' ? overlapIds : undefined;
    return {
      ...filtersFromSearch({ supplier, risk, country, deforestation, q, selected: undefined }),
      onlyIds:
        overlapOnly && reviewIds
          ? new Set([...reviewIds].filter((id) => overlapOnly.has(id)))
          : (overlapOnly ?? reviewIds),
    };
  }, [supplier, risk, country, deforestation, q, overlaps, overlapIds, reviewIds]);
  const filtered = useMemo(() => filterRows(tableSource, filters), [tableSource, filters]);
  // The map (its 1 MB library, a WebGL context, the basemap) starts a frame after the first rows have
  // painted: rows are what a person reads first, on a first visit and on a revisit alike. Its code loads
  // meanwhile (the route's loader asks for it). On a revisit its plots wait for the rest of the device's copy (a few tenths of a second,
  // while the map starts): shown on the first pack, they were drawn, then cut and drawn again for all.
  const [mapStarted, setMapStarted] = useState(false);
  const [cacheWaitOver, setCacheWaitOver] = useState(false);
  const hasRows = tableSource.length > 0;
  const cacheSettled = Boolean(tableLoad?.cacheDone || tableComplete);
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
  useEffect(() => {
    if (!mapStarted || cacheSettled) return;
    const timer = setTimeout(() => setCacheWaitOver(true), MAX_CACHE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [mapStarted, cacheSettled]);
  const plotsOnMap = mapStarted && (cacheSettled || cacheWaitOver);
  // Clusters far out from this many plots on, known before they load (the suppliers' counts), so the
  // tiles do not change their look when the last page arrives.
  const filtering = hasFilters(filters);
  const mapPlotCount = tableComplete || filtering ? filtered.length : (expected ?? loaded);
  const clustered = mapPlotCount >= CLUSTER_MIN_PLOTS;
  const tiles = usePlotTiles(
    plotsOnMap ? (tableLoad?.loadId ?? null) : null,
    tableSource.length,
    filtering ? filtered : null,
    clustered,
  );
  // Menus, counts and the map's frame come from summaries of the packs, each worked out as its pack
  // arrived (plot-summary.ts); a filtered list is summarised when the filter changes. The map frames the
  // plots listed so far; the list's extent is settled well before its last pack.
  const whole = useMemo(() => summarizeList(tableSource), [tableSource]);
  const shown = useMemo(() => (filtering ? summarizeRows(filtered) : whole), [filtering, filtered, whole]);
  const mapBounds = mapFrame(filtering, tableLoad, shown.bounds);
  const counts = shown.byRisk;
  // Looked up when asked, not indexed: a Map of 100,000 ids rebuilt on each update of the list while it
  // loads is garbage the collector has to walk, for the one plot a person selects.
  const selectedPosition = useMemo(
    () => (selected ? tableSource.indexOfId(selected) : -1),
    [tableSource, selected],
  );
  const selectedShown =
    selectedPosition >= 0 && rowOfPosition(filtered, selectedPosition) >= 0
      ? tableSource.at(selectedPosition)
      : undefined;

  const [revealToken, setRevealToken] = useState(0);
  const [flyTo, setFlyTo] = useState<{ bounds: Bounds | null; token: number } | null>(null);

  // A selection that arrives with the URL (a shared link, a reload) is revealed once its plot has loaded.
  const [urlSelectionRevealed, setUrlSelectionRevealed] = useState(false);
  if (selectedShown && !urlSelectionRevealed) {
    setUrlSelectionRevealed(true);
    setRevealToken((t) => t + 1);
    setFlyTo((f) => ({ bounds: selectedShown.box, token: (f?.token ?? 0) + 1 }));
  }

  const setSearch = useCallback(
    (patch: FilterPatch & { selected?: string | undefined; overlaps?: 'yes' | undefined }) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );

  const selectFromTable = useCallback(
    (id: string) => {
      setUrlSelectionRevealed(true);
      setSearch({ selected: id });
      const position = tableSource.indexOfId(id);
      if (position >= 0) setFlyTo((f) => ({ bounds: tableSource.box(position), token: (f?.token ?? 0) + 1 }));
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
  // "Show on map" of an overlapping pair: the first plot selected, the second highlighted, both framed.
  const [shownPair, setShownPair] = useState<{ a: string; b: string } | null>(null);
  const showPair = useCallback(
    (pair: OverlapPair) => {
      setUrlSelectionRevealed(true);
      setSearch({ selected: pair.a.id });
      setShownPair({ a: pair.a.id, b: pair.b.id });
      setRevealToken((t) => t + 1);
      const found = tableSource.positionsOfIds(new Set([pair.a.id, pair.b.id]));
      const bounds = unionBounds([...found.values()].map((position) => tableSource.box(position)));
      if (bounds) setFlyTo((f) => ({ bounds, token: (f?.token ?? 0) + 1 }));
    },
    [tableSource, setSearch],
  );
  const pairPlots = useMemo(() => {
    const ids = new Set(overlapQuery.data?.pairs.slice(0, 50).flatMap((p) => [p.a.id, p.b.id]));
    const byId = new Map<string, LoadedPlot>();
    for (const [id, position] of tableSource.positionsOfIds(ids)) byId.set(id, tableSource.at(position));
    return byId;
  }, [overlapQuery.data, tableSource]);

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
        overlaps: undefined,
        review: undefined,
      }),
    [setSearch],
  );

  const checks = useRowChecks(filtered);

  return {
    plotsQuery,
    loaded,
    expected,
    complete,
    filters,
    filtering,
    // The filter menus list what the whole list holds, filtered or not.
    options: whole,
    filtered,
    // Rows ticked for an export of a selection.
    checks,
    anyLoaded: tableSource.length > 0,
    counts,
    selected,
    selectedShown,
    revealToken,
    // How fresh the plots shown are: saved on this device, and how far the service's refresh has come.
    freshness: {
      savedAt: plotLoad?.savedAt ?? null,
      fromCache: plotLoad?.fromCache ?? false,
      refreshLoaded: plotLoad?.refreshing?.loaded ?? null,
      storage: plotLoad?.storage ?? null,
      serverCopy: plotLoad?.serverCopy ?? null,
      serverWalking: plotLoad?.serverWalking ?? null,
    },
    map: {
      started: mapStarted,
      tiles,
      clustered,
      bounds: mapBounds,
      flyTo,
      highlightedId: shownPair && selected === shownPair.a ? shownPair.b : undefined,
    },
    review: {
      state: review,
      query: decisionsQuery,
      detections,
    },
    overlaps: {
      query: overlapQuery,
      // The panel follows every filter: the pairs with a plot among the rows shown.
      report: overlapsInView(overlapQuery.data, filtered, filtering),
      only: overlaps === 'yes',
      plotOf: (id: string) => pairPlots.get(id),
      showPair,
    },
    setSearch,
    selectFromTable,
    selectFromMap,
    openPlot,
    clearFilters,
  };
}
