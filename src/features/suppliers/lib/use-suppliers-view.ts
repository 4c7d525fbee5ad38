/**
 * The Suppliers page's data: the supplier list (or, without supplier management on the service, the names
 * found in plots and uploads), counts from the project's plots, overlap counts from the loader worker's scan,
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
import { searchAndSort, supplierRows, suppliersFromPlots, type SupplierSort } from './supplier-rows.ts';

export function useSuppliersView(projectId: string) {
  const t = useIntl().formatMessage;
  const search = useSearch({ from: '/suppliers' });
  const navigate = useNavigate({ from: '/suppliers' });
  const { kind, token } = useConnection();
  const { project } = useCurrentProject();
  const suppliers = useQuery(supplierQueries.list(kind, projectId));
  const plots = useQuery(plotQueries.project(kind, projectId));
  const ongoing = useQuery(ongoingUploadQueries.list(kind, projectId));
  // The same scan of the loader worker as the Plots page's overlaps panel (one per load, shared by key).
  const overlaps = useQuery(
    overlapQueries.project(kind, projectId, overlapSourceOf(plots.data, token === null), true),
  );

  const plotsComplete = plots.data?.complete ? plotsOf(plots.data) : null;
  // A revisit: the project's report kept with the device's copy while its plots are shown.
  const report = overlaps.data ?? keptOverlapsOf(plots.data, '');
  // Counted as the supplier page, the Plots page and the report count them (portfolio-counts.ts).
  const overlapCounts = useMemo(
    () => (report ? overlapCountsBySupplier(overlapItemsOf(report)) : null),
    [report],
  );
  // Without supplier management on the service, the rows come from the plots and uploads, read-only.
  const offered = suppliers.data?.offered !== false;
  const list = offered
    ? suppliers.data?.results
    : suppliersFromPlots(projectId, plotsOf(plots.data), ongoing.data?.results);
  const rows = list ? supplierRows(list, plotsComplete, ongoing.data?.results, overlapCounts) : [];
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
    id: overlaps.error
      ? 'suppliers.overlaps.failed'
      : plots.data?.complete && plots.data.loadId === null
        ? 'suppliers.overlaps.not-checked'
        : 'suppliers.overlaps.checking',
  });
  const countingLabel = plots.error
    ? t({ id: 'suppliers.plots-failed' })
    : t({ id: 'suppliers.counting.loaded' }, { count: plots.data?.count ?? 0 });
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
    countingLabel,
    /** The scan listed only its largest pairs: the counts leave smaller ones out. */
    overlapsPartial:
      report && partialOverlaps(report) ? { listed: report.pairs.length, total: report.totalPairs } : null,
  };
}
