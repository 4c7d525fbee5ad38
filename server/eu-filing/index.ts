/**
 * Filing with the EU Information System from the server (issue 51, docs/filing.md), as server/app.ts mounts
 * it at /api/filing: the team's EU account (account-store.ts), the filing journal (journal.ts) and its
 * poller, and the routes (routes.ts). `euClientFor(teamId)` is what the declaration register
 * (server/eu-declarations/) uses to reach the system with the team's account.
 */
import type { Hono } from 'hono';
import { PostgresAdapter, type Kysely } from 'kysely';
import type { EuEnvironment } from '@core/api/filing.ts';
import { EUDR_LIMITS } from '@core/eudr/dds-v3.ts';
import type { ReviewTables } from '../review/database.ts';
import type { ProjectAccessDeps } from '../review/project-access.ts';
import { StatementStore } from '../review/statements-store.ts';
import { accountKey, EuAccountStore, type EuFetch } from './account-store.ts';
import type { EuClient } from './eu-client-types.ts';
import { FilingJournal } from './journal.ts';
import { createFilingApp } from './routes.ts';

export interface EuFilingOptions {
  db: Kysely<ReviewTables>;
  projectDeps: ProjectAccessDeps;
  dataDir: string;
  /** The team that may use the demo stand-in account (a local-only server's demo team), or null. */
  demoTeamId: string | null;
  /** The stand-in's in-process fetch, or null when the server carries none. */
  standInFetch: () => EuFetch | null;
  env?: NodeJS.ProcessEnv;
  /** How often the poller looks for filings due (default 1 s). */
  pollEveryMs?: number;
  now?: () => Date;
}

export interface EuFiling {
  /** /api/filing */
  app: Hono;
  accounts: EuAccountStore;
  journal: FilingJournal;
  /** The team's client of the Information System (or null): for the declaration register. */
  euClientFor(teamId: string): Promise<EuClient | null>;
  close(): Promise<void>;
}

/** EU_STATUS_FIRST_CHECK_MS when set; else 30 minutes for the real system (§2.4), 2 s for the stand-in. */
function firstCheckMsOf(env: NodeJS.ProcessEnv): (environment: EuEnvironment) => number {
  const set = Number(env.EU_STATUS_FIRST_CHECK_MS);
  return (environment) => {
    if (env.EU_STATUS_FIRST_CHECK_MS && Number.isFinite(set) && set > 0) return set;
    return environment === 'stand-in' ? 2_000 : EUDR_LIMITS.firstStatusCheckAfterMinutes * 60_000;
  };
}

export async function createEuFiling(options: EuFilingOptions): Promise<EuFiling> {
  const env = options.env ?? process.env;
  const accounts = new EuAccountStore({
    db: options.db,
    key: accountKey({ secret: env.EU_ACCOUNT_SECRET || undefined, dataDir: options.dataDir }),
    demoTeamId: options.demoTeamId,
    standInFetch: options.standInFetch,
    now: options.now,
  });
  const firstCheckMs = firstCheckMsOf(env);
  const journal = new FilingJournal({
    db: options.db,
    euClientFor: (teamId) => accounts.euClientFor(teamId),
    environmentOf: (teamId) => accounts.environmentOf(teamId),
    firstCheckMs,
    checkCooldownMs: (environment) => (environment === 'stand-in' ? 1_000 : 60_000),
    now: options.now,
  });
  // Whatever was in flight when the server last stopped has lost its answer: reconcile it. On PostgreSQL
  // another server may be sending now: only rows past their deadline (the poller takes the rest later).
  await journal.recoverAfterCrash(!(options.db.getExecutor().adapter instanceof PostgresAdapter));

  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = journal
      .checkDue()
      .catch((e: unknown) =>
        console.error(`eu filing: status round failed: ${e instanceof Error ? e.name : 'error'}`),
      )
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, options.pollEveryMs ?? 1_000);
        timer.unref?.();
      });
  };
  let timer: NodeJS.Timeout = setTimeout(tick, 0);
  timer.unref?.();

  return {
    app: createFilingApp({
      ...options.projectDeps,
      accounts,
      journal,
      statements: new StatementStore(options.db),
      standInAvailable: options.standInFetch() !== null,
    }),
    accounts,
    journal,
    euClientFor: (teamId) => accounts.euClientFor(teamId),
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
