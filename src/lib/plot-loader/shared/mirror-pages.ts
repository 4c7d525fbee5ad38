/**
 * A project's plots from the dashboard server's copy (docs/portfolio.md): one request, answered as NDJSON
 * (core/api/portfolio.ts), handed over page by page like the pages of the loader's own walk. Used when the
 * server holds the connection's token (the team's people); with a token of the page's own, or from a server
 * without the copy, the loader walks the service itself (plot-walk.ts).
 */
import { portfolioLineSchema } from '@core/api/portfolio.ts';
import type { Plot } from '@core/api/schemas.ts';
import { sayNow } from '@core/i18n/messages.ts';
import { apiLines } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { ApiError, NetworkError } from '@/lib/api/errors.ts';
import { retryDelay, shouldRetryRead } from '@/lib/api/retry.ts';
import { sleep } from '@/lib/sleep.ts';
import { projectPlotPages, type ProjectWalk } from './plot-walk.ts';

/** What the server says of its copy before the plots: when it was walked, whether a newer walk runs. */
export interface ServerCopy {
  walkedAt: number;
  refreshing: boolean;
}

export interface MirrorListener {
  /** Before the first plots: the copy's time. */
  onCopy(copy: ServerCopy): void;
  /** While the server walks the service (no copy yet, or one out of date): its plots so far. */
  onWalking(plots: number): void;
}

/**
 * The server's walk for the copy failed, after its own retries of each page: said as the server said it,
 * and not asked again by the page (another read would walk again and fail again).
 */
export class ServerWalkError extends ApiError {}

/** The copy's lines; throws when the answer ends without its last line (cut off) or says the walk failed. */
async function* copyPages(kind: ConnectionKind, walk: ProjectWalk, listener: MirrorListener) {
  const lines = apiLines(`/projects/${encodeURIComponent(walk.projectId)}/plots`, {
    base: `/api/portfolio/${kind}`,
    query: { first: walk.first },
    schema: portfolioLineSchema,
    priority: 'low',
  });
  for await (const line of lines) {
    if (line.type === 'walking') listener.onWalking(line.plots);
    else if (line.type === 'copy')
      listener.onCopy({ walkedAt: Date.parse(line.walkedAt), refreshing: line.refreshing });
    else if (line.type === 'plots') yield line.plots;
    else if (line.type === 'error') throw new ServerWalkError(502, line.errorCode, line.errorMessage, null);
    else return;
  }
  throw new NetworkError(sayNow('errors.dropped'));
}

/**
 * The project's plots from the server's copy; from the loader's own walk when the server has none to offer
 * (404: an older server, or no such connection there). A failure before the first plot is retried as any
 * read is (retry.ts); after it, the load stops there, as a walk's does ("loading stopped after N plots").
 */
export async function* serverPlotPages(
  kind: ConnectionKind,
  walk: ProjectWalk,
  listener: MirrorListener,
): AsyncGenerator<Plot[]> {
  for (let failures = 0; ; failures++) {
    let handed = false;
    try {
      for await (const page of copyPages(kind, walk, listener)) {
        handed = true;
        yield page;
      }
      return;
    } catch (error) {
      if (!handed && error instanceof ApiError && error.status === 404) {
        yield* projectPlotPages(walk);
        return;
      }
      if (handed || error instanceof ServerWalkError || !shouldRetryRead(failures, error)) throw error;
      await sleep(retryDelay(failures, error));
    }
  }
}
