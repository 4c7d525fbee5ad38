/**
 * The dashboard's own store as the server mounts it (server/app.ts): one database (database.ts) holding
 * people (server/people/), decisions and upload records (store.ts), overrides, evidence snapshots and
 * conclusions (statements-store.ts) and the audit log (server/audit/), and
 * the routes over them: /api/auth and /api/team (people), /api/review (the record), /api/audit (the log).
 */
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { roleSchema } from '@core/api/team.ts';
import type { ReviewConnection } from '@core/api/review.ts';
import { isLoopbackHost, type ServerConfig } from '../config.ts';
import { publicOrigins } from '../live/own-origin.ts';
import type { DemoAccount } from '../simulator/demo-accounts.ts';
import { createAuditApp } from '../audit/routes.ts';
import { AuditStore } from '../audit/audit-store.ts';
import { PeopleAuth } from '../people/caller.ts';
import { PeopleStore } from '../people/people-store.ts';
import { createPeopleApps } from '../people/routes.ts';
import { SignInLimiter } from '../people/sign-in-limiter.ts';
import { readSsoConfig } from '../people/sso.ts';
import { liveAccess, simulatorAccess } from './access.ts';
import { openReviewDatabase, type ReviewTables } from './database.ts';
import type { ProjectAccessDeps } from './project-access.ts';
import { createReviewApp } from './routes.ts';
import { ServiceRecords, type ServiceFetch } from './service-records.ts';
import { liveFetch } from './live-fetch.ts';
import { StatementStore } from './statements-store.ts';
import { ReviewStore } from './store.ts';

export interface ReviewService {
  /** /api/review */
  app: Hono;
  /** /api/audit */
  audit: Hono;
  /** /api/auth */
  auth: Hono;
  /** /api/team */
  team: Hono;
  people: PeopleStore;
  peopleAuth: PeopleAuth;
  /** The database itself, for the stores mounted beside the record (server/eu-filing/, server/eu-declarations/). */
  db: Kysely<ReviewTables>;
  /** What a project's routes check a caller with (project-access.ts), for the routes mounted beside the record. */
  projectDeps: ProjectAccessDeps;
  /** How the server reads the service with a team's token, per connection (the portfolio mirror walks with it). */
  serviceFetchers: Record<ReviewConnection, ServiceFetch | null>;
  close(): Promise<void>;
}

/** Where the SQLite file lives unless REVIEW_DB_FILE says otherwise: the data folder. */
export const reviewDbFileOf = (config: Pick<ServerConfig, 'dataDir' | 'reviewDbFile'>) =>
  config.reviewDbFile ?? path.join(config.dataDir, 'review.db');

/**
 * The demo team's one-click sign-in is for a server only this computer reaches: a loopback address and no
 * public address configured (behind a reverse proxy, HOST is loopback too, but PUBLIC_URL names the proxy).
 */
export function demoSignInAllowed(config: ServerConfig): boolean {
  if (config.demoTeam === false) return false;
  if (!isLoopbackHost(config.host)) return false;
  return config.publicUrl === null || isLoopbackHost(new URL(config.publicUrl).hostname);
}

export async function createReviewService(
  config: ServerConfig,
  accounts: Record<string, DemoAccount>,
  simulatorApp: Hono,
): Promise<ReviewService> {
  const database = await openReviewDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: reviewDbFileOf(config),
  });
  try {
    const origins = publicOrigins(config);
    const simulatorDefaultToken = Object.keys(accounts)[0]!;
    const people = new PeopleStore(database.db);
    const demoSignIn = demoSignInAllowed(config);
    if (demoSignIn) await people.seedDemoTeam(simulatorDefaultToken);
    const peopleAuth = new PeopleAuth({ store: people, origins });
    const access = {
      simulator: simulatorAccess(accounts),
      live: config.liveApiUrl ? liveAccess({ liveApiUrl: config.liveApiUrl, liveApiToken: null }) : null,
    };
    const serviceFetchers: Record<ReviewConnection, ServiceFetch | null> = {
      simulator: (servicePath, token) =>
        Promise.resolve(
          simulatorApp.request(`http://127.0.0.1${servicePath}`, {
            headers: { authorization: `Bearer ${token}` },
          }),
        ),
      live: config.liveApiUrl ? liveFetch(config.liveApiUrl) : null,
    };
    const records = new ServiceRecords({ fetchers: serviceFetchers });
    const projectDeps = {
      auth: peopleAuth,
      access,
      liveServerToken: config.liveApiToken,
      simulatorDefaultToken,
    };
    const ssoConfig = readSsoConfig(config.oidcEnv, config.publicUrl ?? origins[0]!);
    const defaultRole = roleSchema.safeParse(config.oidcEnv.OIDC_DEFAULT_ROLE);
    const { auth, team } = createPeopleApps({
      store: people,
      auth: peopleAuth,
      limiter: new SignInLimiter(),
      demoSignIn,
      sso: ssoConfig
        ? {
            config: ssoConfig,
            team: config.oidcEnv.OIDC_TEAM || null,
            defaultRole: defaultRole.success ? defaultRole.data : null,
          }
        : null,
      simulatorDefaultToken,
      live: { available: Boolean(config.liveApiUrl), serverToken: Boolean(config.liveApiToken) },
      publicOrigin: (c: Context) => config.publicUrl ?? new URL(c.req.url).origin,
    });
    return {
      app: createReviewApp({
        ...projectDeps,
        store: new ReviewStore(database.db),
        statements: new StatementStore(database.db),
        records,
      }),
      audit: createAuditApp({ ...projectDeps, store: new AuditStore(database.db) }),
      auth,
      team,
      people,
      peopleAuth,
      db: database.db,
      projectDeps,
      serviceFetchers,
      close: () => database.close(),
    };
  } catch (e) {
    await database.close();
    throw e;
  }
}
