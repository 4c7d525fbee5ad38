/**
 * Everything one supplier's page shows, worked out from the service (the supplier list, the project's
 * plots, uploads in progress), the overlap scan (the server's of its copy, or the loader worker's), and the
 * review store (decisions, their history, upload records): the supplier's figures, its review items and
 * what still needs attention. With the server's copy only the supplier's plots are loaded.
 */
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { sameSupplierName } from '@core/api/supplier-names.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { overlapQueries, overlapSourceOf } from '@/lib/plot-loader/page/overlap-queries.ts';
import {
  keptOverlapsOf,
  plotQueries,
  plotsOf,
  plotsWithSupplier,
  type PlotLoad,
} from '@/lib/plot-loader/page/plot-queries.ts';
import { supplierQueries, type SupplierList } from '@/lib/project/supplier-queries.ts';
import { ongoingUploadQueries } from '@/lib/project/ongoing-upload-queries.ts';
import { reviewCounts } from '@/lib/review/portfolio-counts.ts';
import { reviewItemsOf, riskItemsOfPack } from '@/lib/review/review-items.ts';
import { decisionIndex } from '@core/review/review-decisions.ts';
import { reviewQueries } from '@/lib/review/review-queries.ts';
import { useDecide } from '@/lib/review/use-decide.ts';
import { useReviewDetections } from '@/lib/review/use-review-detections.ts';
import { NAME_ID_PREFIX, supplierIdOf } from '@/lib/routing/supplier-link.ts';
import { supplierProfile } from './supplier-profile.ts';

/** The supplier an id names in the list (a `name:` id names it itself). */
const nameIn = (list: SupplierList, supplierId: string): string | undefined =>
  list.results.find((s) => s.id === supplierId)?.name ??
  (supplierId.startsWith(NAME_ID_PREFIX) ? supplierId.slice(NAME_ID_PREFIX.length) : undefined);

export function useSupplierReview(projectId: string, ofSupplier?: string) {
  // Not strict: the supplier's printable report (/suppliers/$supplierId/report) reads the same view.
  const params = useParams({ strict: false }) as { supplierId: string };
  // `ofSupplier`: a page without the supplier in its path (the statement package's report on the Plots page).
  const supplierId = ofSupplier ?? params.supplierId;
  const { kind, token } = useConnection();
  const client = useQueryClient();
  const suppliers = useQuery(supplierQueries.list(kind, projectId));
  const supplier = suppliers.data?.results.find((s) => s.id === supplierId);
  // A `name:` id (no supplier management, or a name from a plot or an upload) names the supplier itself.
  const name =
    supplier?.name ??
    (supplierId.startsWith(NAME_ID_PREFIX) ? supplierId.slice(NAME_ID_PREFIX.length) : null);
  const unknown = Boolean(suppliers.data) && name === null;
  // Where the server holds the token, its copy sends this supplier's plots alone (a tenth of the bytes for
  // a tenth of the project: docs/portfolio.md), and its overlaps and review counts are the server's: the
  // other suppliers' plots are not needed. The project's plots already in this tab serve as they are (the
  // Plots page was open; `ofSupplier`: a report the statement package makes there); with a token of the
  // page's own, the project is loaded (the worker scans it for overlaps), this supplier's plots walked
  // first: its own figures need only them. Chosen once.
  const [wholeProject] = useState(
    () =>
      token !== null ||
      ofSupplier !== undefined ||
      Boolean(client.getQueryData<PlotLoad>(plotQueries.project(kind, projectId).queryKey)?.complete),
  );
  const plots = useQuery(
    wholeProject
      ? plotQueries.project(kind, projectId, (list) => nameIn(list, supplierId))
      : plotQueries.supplier(kind, projectId, name),
  );
  const complete = plots.data?.complete ? plots.data : null;
  // Only the pairs with a plot of this supplier in them: its plots against those near them, not the
  // whole project's scan (bench/supplier-page.ts).
  const scan = useQuery(
    overlapQueries.supplier(kind, projectId, overlapSourceOf(plots.data, token === null), name),
  );
  // A revisit: the report kept with the device's copy while its plots are shown (no scan, no wait for
  // the rest of the copy).
  const kept = name === null ? undefined : keptOverlapsOf(plots.data, name);
  const overlaps = {
    data: scan.data ?? kept,
    error: scan.data || kept ? null : scan.error,
  };
  // Decisions and upload records carry the service's id when it has one: a page opened by name asks by it.
  const storeId = name === null ? supplierId : supplierIdOf(suppliers.data, name);
  const ready = Boolean(suppliers.data);

  const decisions = useQuery(reviewQueries.decisions(kind, projectId));
  const history = useQuery({
    ...reviewQueries.history(kind, projectId, { supplierId: storeId }),
    enabled: ready,
  });
  const records = useQuery({ ...reviewQueries.uploadRecords(kind, projectId, storeId), enabled: ready });
  const ongoing = useQuery(ongoingUploadQueries.list(kind, projectId));

  // The supplier's figures and at-risk plots from its own plots as soon as they are all in; the overlaps
  // with other suppliers come from the server's scan of its copy, or else wait for the whole project (the
  // service cannot select plots by area) and the worker's scan.
  // Its own plots (and those before them in the load) as one list object from the moment they are in,
  // the same once the load is complete: 100,000 plots walked again for nothing held the page for a second.
  const own =
    name !== null && (supplier || complete)
      ? plotsWithSupplier(plots.data, name, supplier?.plotCount ?? 0)
      : null;
  const list = own ?? (complete ? plotsOf(complete) : null);
  // The supplier's at-risk plots of each pack worked out in the render that follows its arrival (kept per
  // pack), so the review items below only join them: decoding their ids and names all at once, when the
  // supplier's last plot came in, held the page for most of a second.
  if (name !== null) for (const pack of plots.data?.packs ?? []) riskItemsOfPack(pack, name);
  const profile = useMemo(() => (list && name !== null ? supplierProfile(list, name) : null), [list, name]);
  // Deforestation detections on or near the supplier's plots (issue 50), searched as soon as its plots are
  // in (the worker's load holds them by then): the other suppliers' plots are not its review items.
  const detections = useReviewDetections(kind, projectId, list, plots.data?.loadId ?? null);
  const items = useMemo(
    () => (list && name !== null ? reviewItemsOf(list, overlaps.data, name, detections.signals) : null),
    [list, overlaps.data, name, detections.signals],
  );
  const decided = useMemo(() => decisionIndex(decisions.data?.decisions), [decisions.data]);
  // Its review items, open and settled, as the report counts them (portfolio-counts.ts); null until the
  // items and the decisions are in.
  const itemCounts = useMemo(
    () => (items && decisions.data ? reviewCounts(items, decided) : null),
    [items, decisions.data, decided],
  );
  const decide = useDecide(projectId, (supplierName) => supplierIdOf(suppliers.data, supplierName));
  const nameOf = (id: string) => {
    const position = list?.indexOfId(id) ?? -1;
    return position >= 0 ? list!.name(position) : id;
  };
  return {
    projectId,
    supplierId,
    name,
    unknown,
    suppliers,
    plots,
    loaded: plots.data?.count ?? 0,
    /** While the project's plots load: how many are in (null once complete). */
    loading: plots.data?.complete ? null : (plots.data?.count ?? 0),
    overlaps,
    profile,
    items,
    detections,
    itemCounts,
    decisions,
    decided,
    decide,
    history,
    records,
    ongoing: ongoing.data?.results.filter((u) => name !== null && sameSupplierName(u.supplier, name)) ?? [],
    nameOf,
  };
}
export type SupplierReviewView = ReturnType<typeof useSupplierReview>;
