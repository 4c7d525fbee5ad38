/**
 * The portfolio mirror, wired to the server's database and the team's tokens (docs/portfolio.md).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { ReviewService } from '../review/index.ts';
import { serviceTokenOf } from '../review/project-access.ts';
import { changeMarks } from './change-marks.ts';
import { DEFAULT_REFRESH_AFTER_MS, PortfolioMirror } from './mirror.ts';
import { PortfolioDetections } from './detection-signals.ts';
import { PortfolioOverlaps } from './overlaps.ts';
import { PortfolioPacks } from './packs.ts';
import { createPortfolioApp } from './routes.ts';
import { PortfolioSummaries } from './supplier-summaries.ts';

export interface Portfolio {
  mirror: PortfolioMirror;
  /** /api/portfolio */
  app: Hono;
  /** Marks the changes the server sees through /api/simulator or /api/live (mounted before them). */
  changeMarks(connection: 'simulator' | 'live'): MiddlewareHandler;
  close(): Promise<void>;
}

export async function createPortfolio(
  review: ReviewService,
  { refreshAfterMs, serve = true }: { refreshAfterMs?: number; serve?: boolean } = {},
): Promise<Portfolio> {
  let overlaps: PortfolioOverlaps | null = null;
  let packs: PortfolioPacks | null = null;
  let summaries: PortfolioSummaries | null = null;
  const mirror = new PortfolioMirror({
    db: review.db,
    fetchers: review.serviceFetchers,
    refreshAfterMs,
    // Each copy packed for the pages and scanned for double claims as soon as it is walked, one after the
    // other (both hold the server's CPU for seconds at 100,000 plots), then its supplier summaries counted
    // and its detections read and tallied with its items (with the token it was walked with): the pages
    // find all ready. A copy not packed or not scanned is so when next asked: only one that broke is worth
    // a line.
    onComplete: (key, walk, token) =>
      void packs
        ?.packsOf(key, walk)
        .catch((e: unknown) => {
          if (!packs?.stopped) console.error(`portfolio packs: packing failed: ${(e as Error).message}`);
        })
        .then(() => overlaps?.scanOf(key, walk))
        .then(() => summaries?.prepare(key, walk, token))
        .catch((e: unknown) => {
          if (!overlaps?.stopped)
            console.error(`portfolio overlaps: scan or supplier summaries failed: ${(e as Error).message}`);
        }),
  });
  overlaps = new PortfolioOverlaps(review.db, mirror.store);
  packs = new PortfolioPacks(review.db, mirror.store);
  const detections = new PortfolioDetections(review.db, mirror.store, review.serviceFetchers);
  summaries = new PortfolioSummaries(review.db, packs, overlaps, detections);
  // The walks a stopped server left midway, each with its team's token as it is now; none while the copy
  // is not served (PORTFOLIO_MIRROR=0: nobody reads it). The changes are still marked meanwhile, so a copy
  // kept from before is walked again once it is served again.
  const tokenOf = async (teamId: string, connection: string) => {
    const team = await review.db.selectFrom('team').selectAll().where('id', '=', teamId).executeTakeFirst();
    if (!team || (connection !== 'simulator' && connection !== 'live')) return null;
    return serviceTokenOf(review.projectDeps, { team }, connection, undefined);
  };
  if (serve) await mirror.resumeUnfinished(tokenOf);
  // The schedule: copies people read are walked again as they age, so the next reader finds them fresh
  // (a minute apart at most; a copy's age decides, not the round).
  const round = Math.max(1_000, Math.min(refreshAfterMs ?? DEFAULT_REFRESH_AFTER_MS, 60_000));
  const schedule = serve
    ? setInterval(() => {
        mirror.refreshDue(tokenOf).catch((e: unknown) => {
          console.error(`portfolio mirror: scheduled refresh failed: ${(e as Error).message}`);
        });
      }, round)
    : null;
  schedule?.unref();
  return {
    mirror,
    app: createPortfolioApp({
      ...review.projectDeps,
      mirror,
      overlaps,
      packs,
      summaries,
    }),
    changeMarks: (connection) => changeMarks(mirror, connection),
    close: async () => {
      if (schedule) clearInterval(schedule);
      await mirror.close();
      await packs.close();
      await overlaps.close();
      await detections.close();
    },
  };
}
