/**
 * The review store as the dashboard server mounts it (server/app.ts, /api/review): the database chosen by the
 * configuration (database.ts), the store over it (store.ts), and the access checks of both connections
 * (access.ts) in front of the routes (routes.ts).
 */
import path from 'node:path';
import type { Hono } from 'hono';
import type { ServerConfig } from '../config.ts';
import { publicOrigins } from '../live/own-origin.ts';
import type { DemoAccount } from '../simulator/demo-accounts.ts';
import { liveAccess, simulatorAccess } from './access.ts';
import { openReviewDatabase } from './database.ts';
import { createReviewApp } from './routes.ts';
import { ReviewStore } from './store.ts';

export interface ReviewService {
  app: Hono;
  close(): Promise<void>;
}

/** Where the SQLite file lives unless REVIEW_DB_FILE says otherwise: the data folder. */
export const reviewDbFileOf = (config: Pick<ServerConfig, 'dataDir' | 'reviewDbFile'>) =>
  config.reviewDbFile ?? path.join(config.dataDir, 'review.db');

export async function createReviewService(
  config: ServerConfig,
  accounts: Record<string, DemoAccount>,
): Promise<ReviewService> {
  const database = await openReviewDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: reviewDbFileOf(config),
  });
  const app = createReviewApp({
    store: new ReviewStore(database.db),
    access: {
      simulator: simulatorAccess(accounts),
      live: config.liveApiUrl
        ? liveAccess({ liveApiUrl: config.liveApiUrl, liveApiToken: config.liveApiToken })
        : null,
    },
    origins: publicOrigins(config),
  });
  return { app, close: () => database.close() };
}
