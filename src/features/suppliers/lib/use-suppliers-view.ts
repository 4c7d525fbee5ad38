/**
 * The Suppliers page's data: the supplier list (or, without supplier management on the service, the names
 * found in plots and uploads), each supplier's figures, overlap and review counts from the server's copy in one
 * request (or, where the server has none to offer, from the project's plots and the loader worker's scan),
 * and search and sort kept in the URL.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useConnection } from '@/lib/api/use-connection.ts';
import { overlapQueries, overlapSourceOf } from '@/lib/plot-loader/page/overlap-queries.ts';
import { keptOverlapsOf, plotQueries, plotsOf } from '@/lib/plot-loader/page/plot-queries.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';
import { ongoingUploadQueries } from '@/lib/project/ongoing-upload-queries.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { overlapCountsBySupplier, overlapItemsOf, partialOverlaps } from '@/lib/review/portfolio-counts.ts';
import { supplierSummaryQueries } from '../api/supplier-summary-queries.ts';
import {
  figuresOfPlots,
  figuresOfSummaries,
  searchAndSort,
  supplierRows,
  suppliersFromFigures,
  type SupplierSort,
} from './supplier-rows.ts';

export function useSuppliersView(projectId: string) {
  const t = useIntl().formatMessage;
  const search = useSearch({ from: '/suppliers' });
  const navigate = useNavigate({ from: '/suppliers' });
  const { kind, token } = useConnection();
  const { project } = useCurrentProject();
  const suppliers = useQuery(supplierQueries.list(kind, projectId));
  const ongoing = useQuery(ongoingUploadQueries.list(kind, projectId));
  // With the server holding the team's token, the server's copy counts the figures: no plot is loaded.
  const summaries = useQuery(supplierSummaryQueries.project(kind, projectId, token === null));
  const fromServer = useMemo(
    () => (summaries.data ? figuresOfSummaries(summaries.data.suppliers) : null),
    [summaries.data],
  );
  // Without them (a token of the page's own, no copy on the server, offline), the page counts from the
  // plots it loads (or this device's copy of them), as the supplier page and the Plots page do. A later ask
  // that fails (the server restarting) keeps the figures it had.
  const counting = token !== null || (summaries.isError && !summaries.data);
  const plots = useQuery({ ...plotQueries.project(kind, projectId), enabled: counting });
  // The same scan of the loader worker as the Plots page's overlaps panel (one per load, shared by key).
  const overlaps = useQuery({
    ...overlapQueries.project(kind, projectId, overlapSourceOf(plots.data, token === null), true),
    enabled: counting,
  });

  const plotsComplete = plots.data?.complete ? plotsOf(plots.data) : null;
  const figures = useMemo(
    () => fromServer?.figures ?? (plotsComplete ? figuresOfPlots(plotsComplete) : null),
    [fromServer?.figures, plotsComplete],
  );
  // A revisit: the project's report kept with the device's copy while its plots are shown.
  const report = overlaps.data ?? keptOverlapsOf(plots.data, '');
  // Counted as the supplier page, the Plots page and the report count them (portfolio-counts.ts).
  const overlapCounts = useMemo(
    () =>
      fromServer ? fromServer.overlaps : report ? overlapCountsBySupplier(overlapItemsOf(report)) : null,
    [fromServer, report],
  );
  // Without supplier management on the service, the rows come from the plots and uploads, read-only.
  const offered = suppliers.data?.offered !== false;
  const list = offered
    ? suppliers.data?.results
    : figures
      ? suppliersFromFigures(projectId, figures, ongoing.data?.results)
      : [];
  const rows = list
    ? supplierRows(list, figures, ongoing.data?.results, overlapCounts, fromServer?.review ?? null)
    : [];
  const sort = search.sort ?? 'name';
  const dir = search.dir ?? 'asc';
  const shown = searchAndSort(rows, search.q, sort, dir);
  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  // A new column starts ascending for the name and descending for the counts and dates.
  const onSort = (key: SupplierSort) =>
    setSearch({
      sort: key,
      dir: sort === key && dir === 'asc' ? 'desc' : key === 'name' ? 'asc' : sort === key ? 'asc' : 'desc',
    });

  const overlapsLabel = t({
    id: fromServer
      ? 'suppliers.overlaps.checking'
      : overlaps.error
        ? 'suppliers.overlaps.failed'
        : plots.data?.complete && plots.data.loadId === null
          ? 'suppliers.overlaps.not-checked'
          : 'suppliers.overlaps.checking',
  });
  // The review counts are the server's alone: counting from plots, the page leaves them to each supplier's
  // page (which reads its decisions and detections).
  const reviewLabel = t({
    id: !fromServer
      ? 'suppliers.review.elsewhere'
      : summaries.data?.reviewError
        ? 'suppliers.review.failed'
        : 'suppliers.review.counting',
  });
  const countingLabel = plots.error
    ? t({ id: 'suppliers.plots-failed' })
    : counting
      ? t({ id: 'suppliers.counting.loaded' }, { count: plots.data?.count ?? 0 })
      : t({ id: 'suppliers.counting' });
  return {
    search,
    setSearch,
    project,
    suppliers,
    offered,
    rows,
    shown,
    sort,
    dir,
    onSort,
    overlapsLabel,
    reviewLabel,
    countingLabel,
    /** The scan listed only its largest pairs: the counts leave smaller ones out (the server counts all). */
    overlapsPartial:
      !fromServer && report && partialOverlaps(report)
        ? { listed: report.pairs.length, total: report.totalPairs }
        : null,
  };
}
