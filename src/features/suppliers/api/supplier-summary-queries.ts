/**
 * Query factory for the Suppliers table's figures from the dashboard server's copy (GET …/suppliers,
 * server/portfolio/supplier-summaries.ts): each supplier's plots by risk, last change, overlaps and review
 * counts (with the team's decisions), counted by the server, so the page need not load the project's plots
 * to draw the table. Keyed under
 * the plots' key: whatever refreshes the project's plots (an upload, a rename) refreshes these too.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { portfolioSuppliersSchema } from '@core/api/portfolio.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { plotQueries } from '@/lib/plot-loader/page/plot-queries.ts';

/**
 * When the page asks again while the server scans the copy for overlaps or reads its detections (the
 * figures then lack the overlaps or the review counts): after 2 s, then each wait half as long again, at
 * most 30 s apart (a scan that keeps failing is begun again by each ask: not every 2 s for as long as the
 * page is open).
 */
export const askAgainAfter = (asked: number): number =>
  Math.min(2_000 * 1.5 ** Math.max(0, asked - 1), 30_000);

export const supplierSummaryQueries = {
  /**
   * The project's summaries; `fromServer` false (the page walks the service with a token of its own: the
   * server holds no copy for it) asks nothing. A server without a copy (404, PORTFOLIO_MIRROR=0) or out of
   * reach fails at once, without retries: the page counts from the plots it loads instead.
   */
  project: (connection: ConnectionKind, projectId: string | null | undefined, fromServer: boolean) =>
    queryOptions({
      queryKey: [...plotQueries.all(connection), projectId, 'supplier-summaries'] as const,
      queryFn:
        fromServer && projectId
          ? ({ signal }) =>
              apiRequest(`/projects/${encodeURIComponent(projectId)}/suppliers`, {
                base: `/api/portfolio/${connection}`,
                schema: portfolioSuppliersSchema,
                signal,
              })
          : skipToken,
      refetchInterval: (query) =>
        query.state.data?.scannedAt === null || query.state.data?.reviewedAt === null
          ? askAgainAfter(query.state.dataUpdateCount)
          : false,
      // Asked again on each visit (the table meanwhile shows what it had): the review counts change with
      // every decision, made on other pages or by other people.
      staleTime: 0,
      retry: false,
    }),
};
