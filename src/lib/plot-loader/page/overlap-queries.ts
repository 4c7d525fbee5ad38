/**
 * Query factory for the double claims of a project's plots, from whichever holds the plots the page shows:
 * - the dashboard server, when they came from its copy (docs/portfolio.md): it scanned the copy once for
 *   the team and keeps the pairs, so a page asks for the project's or one supplier's in one request, at
 *   once, without waiting for the rest of the project to load (server/portfolio/overlaps.ts);
 * - the loader worker otherwise (a token of the page's own): it scans a complete load once (overlaps.ts),
 *   keyed by the load, so a new load is scanned again and the same one never.
 * Both run the same scan (core/geo/overlap-scan.ts) and report the same figures (a contract test compares).
 * Shared by the Plots page (pairs, filter), the Suppliers page (counts per supplier) and a supplier's page.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { portfolioOverlapsSchema } from '@core/api/portfolio.ts';
import type { OverlapReport } from '@core/geo/overlap-report.ts';
import { apiRequest } from '@/lib/api/client.ts';
import { afterSignOut } from '@/lib/session/session-queries.ts';
import { ApiError, NetworkError } from '@/lib/api/errors.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import type { PlotLoad } from './plot-queries.ts';
import { requestOverlaps } from './plot-stream.ts';

/**
 * Where a load's double claims come from: the server's copy (as of its walk; `loadId`: the worker's load to
 * scan instead if the server has no copy to offer), or the worker's load.
 */
export type OverlapSource = { walkedAt: number; loadId: number | null } | { loadId: number } | null;

/**
 * The source for a load: the server's copy as soon as the load knows it comes from one (its first line,
 * before any plot); with `onServer` (the server holds the connection's token: the plots come from its
 * copy), the device's copy of it on a revisit, as of its walk (the copy the server scanned, unless a newer
 * walk replaced it: then the refresh's first line asks again); else the worker's load once complete; null
 * until then.
 */
export function overlapSourceOf(load: PlotLoad | null | undefined, onServer = false): OverlapSource {
  if (load?.serverCopy) return { walkedAt: load.serverCopy.walkedAt, loadId: null };
  const loadId = load?.complete ? load.loadId : null;
  if (onServer && load?.fromCache && load.savedAt !== null) return { walkedAt: load.savedAt, loadId };
  return loadId !== null ? { loadId } : null;
}

/**
 * The server's report of its copy: the project's, or one supplier's pairs. A server with no copy to offer
 * (404: `PORTFOLIO_MIRROR=0`, the device's copy walked by the page itself), or out of reach (offline, a
 * revisit reading the device's copy), leaves it to `instead`: the worker's scan of the plots the page has.
 */
async function serverOverlaps(
  kind: ConnectionKind,
  projectId: string,
  supplier: string | undefined,
  signal: AbortSignal,
  instead: (() => Promise<OverlapReport | null>) | null,
): Promise<OverlapReport | null> {
  try {
    const answer = await apiRequest(`/projects/${encodeURIComponent(projectId)}/overlaps`, {
      base: `/api/portfolio/${kind}`,
      query: { supplier },
      schema: portfolioOverlapsSchema,
      signal,
    });
    return answer.report;
  } catch (error) {
    const noCopy = error instanceof ApiError && error.status === 404;
    if (instead && (noCopy || error instanceof NetworkError)) return instead();
    throw error;
  }
}

const sourceKey = (source: OverlapSource) =>
  source === null ? null : 'walkedAt' in source ? `server:${source.walkedAt}` : `load:${source.loadId}`;

function overlapQuery(
  connection: ConnectionKind,
  projectId: string | null | undefined,
  source: OverlapSource,
  only: { supplier?: string; withoutMap: boolean },
) {
  const { supplier, withoutMap } = only;
  const fromServer = source !== null && 'walkedAt' in source;
  return queryOptions({
    // The server's answer is the same whichever page asks (no map to wait for): one key for both.
    queryKey: [
      'overlaps',
      connection,
      projectId,
      sourceKey(source),
      supplier === undefined ? 'project' : 'supplier',
      supplier ?? null,
      fromServer ? null : withoutMap,
    ] as const,
    queryFn:
      source === null || !projectId
        ? skipToken
        : 'walkedAt' in source
          ? async ({ signal, client }) => {
              // Started by the copy's first line, which may come as the person signs out: not sent then.
              await afterSignOut(client);
              signal.throwIfAborted();
              return serverOverlaps(
                connection,
                projectId,
                supplier,
                signal,
                source.loadId === null
                  ? null
                  : () => requestOverlaps(source.loadId!, { supplier, withoutMap }),
              );
            }
          : () => requestOverlaps(source.loadId, { supplier, withoutMap }),
    staleTime: Infinity,
    // The worker's scan fails the same way again; a request is retried as every read is (retry.ts).
    ...(fromServer ? {} : { retry: false }),
  });
}

export const overlapQueries = {
  /**
   * Every pair of the project. `withoutMap`: asked by a page that shows no map, so the worker starts at
   * once (the worker scans a load once whichever page asks first).
   */
  project: (
    connection: ConnectionKind,
    projectId: string | null | undefined,
    source: OverlapSource,
    withoutMap = false,
  ) => overlapQuery(connection, projectId, source, { withoutMap }),
  /** The pairs with a plot of one supplier in it (a supplier's page: no map, a tenth of the work). */
  supplier: (
    connection: ConnectionKind,
    projectId: string | null | undefined,
    source: OverlapSource,
    supplier: string | null,
  ) =>
    overlapQuery(connection, projectId, supplier === null ? null : source, {
      supplier: supplier ?? undefined,
      withoutMap: true,
    }),
};
