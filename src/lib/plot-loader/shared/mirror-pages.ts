/**
 * A project's plots from the dashboard server's copy (docs/portfolio.md): one request, answered as packs of
 * columns (core/plot-packs/pack-frames.ts) that the server packed and checked once for the team, handed
 * over as they come. Used when the server holds the connection's token (the team's people); with a token of
 * the page's own, or from a server without the copy, the loader walks the service itself (plot-walk.ts) and
 * packs its pages (`pack`).
 */
import { portfolioLineSchema } from '@core/api/portfolio.ts';
import type { Plot } from '@core/api/schemas.ts';
import { sayNow } from '@core/i18n/messages.ts';
import type { PackedPlots } from '@core/plot-packs/packed-plots.ts';
import { apiFrames } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { ApiError, NetworkError, ResponseShapeError } from '@/lib/api/errors.ts';
import { retryDelay, shouldRetryRead } from '@/lib/api/retry.ts';
import { sleep } from '@/lib/sleep.ts';
import { packEach } from './pack-pages.ts';
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

/** The copy's packs; throws when the answer ends without its last line (cut off) or says the walk failed. */
async function* copyPacks(kind: ConnectionKind, walk: ProjectWalk, listener: MirrorListener) {
  const frames = apiFrames(`/projects/${encodeURIComponent(walk.projectId)}/packs`, {
    base: `/api/portfolio/${kind}`,
    query: walk.only === undefined ? { first: walk.first } : { supplier: walk.only },
    schema: portfolioLineSchema,
    priority: 'low',
  });
  for await (const frame of frames) {
    if ('pack' in frame) {
      yield frame.pack;
      continue;
    }
    const { line } = frame;
    if (line.type === 'walking') listener.onWalking(line.plots);
    else if (line.type === 'copy')
      listener.onCopy({ walkedAt: Date.parse(line.walkedAt), refreshing: line.refreshing });
    else if (line.type === 'error') throw new ServerWalkError(502, line.errorCode, line.errorMessage, null);
    else if (line.type === 'end') return;
    else throw new ResponseShapeError('A copy sent as packs holds no lines of plots.');
  }
  throw new NetworkError(sayNow('errors.dropped'));
}

/**
 * The project's plots from the server's copy (only `walk.only`'s, when it names a supplier); from the
 * loader's own walk when the server has none to offer (404: an older server, or no such connection there). A failure before the first plot is retried as any
 * read is (retry.ts); after it, the load stops there, as a walk's does ("loading stopped after N plots").
 */
export async function* serverPlotPacks(
  kind: ConnectionKind,
  walk: ProjectWalk,
  listener: MirrorListener,
  pack: (page: Plot[]) => PackedPlots | Promise<PackedPlots>,
): AsyncGenerator<PackedPlots> {
  for (let failures = 0; ; failures++) {
    let handed = false;
    try {
      for await (const packed of copyPacks(kind, walk, listener)) {
        handed = true;
        yield packed;
      }
      return;
    } catch (error) {
      if (!handed && error instanceof ApiError && error.status === 404) {
        yield* packEach(projectPlotPages(walk), pack);
        return;
      }
      if (handed || error instanceof ServerWalkError || !shouldRetryRead(failures, error)) throw error;
      await sleep(retryDelay(failures, error));
    }
  }
}
