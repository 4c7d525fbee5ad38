/**
 * The portfolio mirror, wired to the server's database and the team's tokens (docs/portfolio.md).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { ReviewService } from '../review/index.ts';
import { serviceTokenOf } from '../review/project-access.ts';
import type { Caller } from '../people/caller.ts';
import { changeMarks } from './change-marks.ts';
import { PortfolioMirror } from './mirror.ts';
import { createPortfolioApp } from './routes.ts';

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
  options: { refreshAfterMs?: number } = {},
): Promise<Portfolio> {
  const mirror = new PortfolioMirror({ db: review.db, fetchers: review.serviceFetchers, ...options });
  // The walks a stopped server left midway, each with its team's token as it is now.
  await mirror.resumeUnfinished(async (teamId, connection) => {
    const team = await review.db.selectFrom('team').selectAll().where('id', '=', teamId).executeTakeFirst();
    if (!team || (connection !== 'simulator' && connection !== 'live')) return null;
    return serviceTokenOf(review.projectDeps, { team } as Caller, connection, undefined);
  });
  return {
    mirror,
    app: createPortfolioApp({ ...review.projectDeps, mirror }),
    changeMarks: (connection) => changeMarks(mirror, connection),
    close: () => mirror.close(),
  };
}
