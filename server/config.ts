/** Server configuration, read once from the environment (documented in the README). */
import path from 'node:path';
import { isIP } from 'node:net';
import { DEMO_ACCOUNTS, type DemoAccount } from './simulator/demo-accounts.ts';
import type { SimulatorOptions } from './simulator/index.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder of the simulator's database and uploaded files; survives restarts. */
  dataDir: string;
  /** Simulator time scale for upload state transitions: 1 = realistic, 10 = ten times faster. */
  simSpeed: number;
  /** Enables the simulator's fault-injection admin routes (off by default; tests turn it on). */
  simFaults: boolean;
  /** EU_STANDIN_DELAY_MS: the EU stand-in's statements go SUBMITTED -> AVAILABLE/REJECTED after this long. */
  euStandInDelayMs: number;
  /** Live service base URL: when set, `/api/live` proxies to it and becomes the default connection. */
  liveApiUrl: string | null;
  /** Optional token injected server-side so the browser never holds it. */
  liveApiToken: string | null;
  /**
   * Origin (and optional path prefix) of the absolute URLs the server hands out (signed URLs, nextUrl),
   * e.g. `https://dashboard.example.org`. Never taken from a request's Host header. Unset: the address the
   * connection reached. The live proxy also serves only requests whose Host and Origin name this address.
   */
  publicUrl: string | null;
  /**
   * The simulator's API tokens (SIM_TOKENS `token=account,...`, account `amara` or `lucas`); null: the
   * public demo tokens of DEMO_ACCOUNTS.
   */
  simTokens: Record<string, DemoAccount> | null;
  /** SIM_ALLOW_DEMO_TOKENS=1: accept the public demo tokens on a non-loopback HOST too. */
  allowPublicDemoTokens: boolean;
  /** Terminal uploads and their files are deleted this many days after they ended. */
  uploadRetentionDays: number;
  /**
   * Storage origins the upload relay may PUT to (live mode): exact scheme, host and port, optionally with a
   * path prefix (a bucket), e.g. `https://storage.googleapis.com/my-bucket/`.
   */
  storageOrigins: string[];
  /** The relay gives up when no byte moved for this long (ms); there is no cap on a whole upload's time. */
  relayIdleTimeoutMs: number;
  /**
   * PostgreSQL URL of the review store (decisions, upload records; server/review/), for several server
   * instances sharing one store. Null: an SQLite file (reviewDbFile).
   */
  databaseUrl: string | null;
  /** The review store's SQLite file (REVIEW_DB_FILE); null: `review.db` in the data folder (dataDir). */
  reviewDbFile: string | null;
  /** DEMO_TEAM=0 turns the demo team off even on a local-only server (docs/people.md). */
  demoTeam: boolean;
  /** The OIDC_* variables of single sign-on, as set (read by server/people/sso.ts, readSsoConfig). */
  oidcEnv: Record<string, string | undefined>;
  /**
   * MIRROR_REFRESH_MINUTES: a copy of a project's plots older than this is served and walked again behind
   * it (docs/portfolio.md); default 15.
   */
  mirrorRefreshMs: number;
  /**
   * PORTFOLIO_MIRROR=0: the server offers no copy of the plots (/api/portfolio answers 404) and every page
   * walks the service itself, as before the mirror (a comparison in the benches; a way back if the copy
   * misbehaves).
   */
  portfolioMirror: boolean;
}

const truthy = (v: string | undefined) => v === '1' || v === 'true';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const retention = Number(env.SIM_UPLOAD_RETENTION_DAYS);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 5173),
    dataDir: path.resolve(env.SIM_DATA_DIR ?? 'data/simulator'),
    simSpeed: Number(env.SIM_SPEED ?? 1) || 1,
    simFaults: truthy(env.SIM_FAULTS),
    euStandInDelayMs: parseDelayMs(env.EU_STANDIN_DELAY_MS),
    liveApiUrl: env.SATELLIGENCE_API_URL?.replace(/\/+$/, '') || null,
    liveApiToken: env.SATELLIGENCE_API_TOKEN || null,
    storageOrigins: (env.SATELLIGENCE_STORAGE_ORIGINS ?? 'https://storage.googleapis.com')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    simTokens: parseSimTokens(env.SIM_TOKENS),
    allowPublicDemoTokens: truthy(env.SIM_ALLOW_DEMO_TOKENS),
    uploadRetentionDays: env.SIM_UPLOAD_RETENTION_DAYS && retention > 0 ? retention : 30,
    relayIdleTimeoutMs: Number(env.RELAY_IDLE_TIMEOUT_MS ?? 120_000) || 120_000,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    reviewDbFile: env.REVIEW_DB_FILE ? path.resolve(env.REVIEW_DB_FILE) : null,
    demoTeam: env.DEMO_TEAM !== '0' && env.DEMO_TEAM !== 'false',
    oidcEnv: Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('OIDC_'))),
    mirrorRefreshMs: parseMinutes(env.MIRROR_REFRESH_MINUTES, 15) * 60_000,
    portfolioMirror: env.PORTFOLIO_MIRROR !== '0' && env.PORTFOLIO_MIRROR !== 'false',
  };
}

/** A number of minutes above 0 (fractions allowed), or the default when unset. */
function parseMinutes(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new Error('MIRROR_REFRESH_MINUTES must be a number of minutes above 0.');
  return minutes;
}

/** EU_STANDIN_DELAY_MS: whole milliseconds, 0 or more (docs/eu-stand-in.md); default 3000. */
function parseDelayMs(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 3_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error('EU_STANDIN_DELAY_MS must be a whole number of milliseconds, 0 or more.');
  return ms;
}

function parsePublicUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://dashboard.example.org.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('PUBLIC_URL must start with http:// or https://.');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** `SIM_TOKENS=tokenA=amara,tokenB=lucas`: each token gets the demo account of that name. */
function parseSimTokens(raw: string | undefined): Record<string, DemoAccount> | null {
  if (!raw?.trim()) return null;
  const byName: Record<string, DemoAccount> = {};
  for (const [token, account] of Object.entries(DEMO_ACCOUNTS))
    byName[token.replace(/^demo-token-/, '')] = account;
  const accounts: Record<string, DemoAccount> = {};
  for (const pair of raw.split(',')) {
    const [token, name] = pair.split('=').map((s) => s.trim());
    const account = name ? byName[name] : undefined;
    if (!token || !account) {
      throw new Error(
        `SIM_TOKENS: "${pair.trim()}" is not token=account; accounts are ${Object.keys(byName).join(', ')}.`,
      );
    }
    if (token.length < 16) throw new Error('SIM_TOKENS: each token needs at least 16 characters.');
    accounts[token] = account;
  }
  return accounts;
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1' || h === '::ffff:127.0.0.1') return true;
  return isIP(h) === 4 && h.startsWith('127.');
}

/**
 * The tokens the simulator accepts. The public demo tokens are printed in this repository: on an address
 * other machines can reach they would let anyone in, so that needs SIM_TOKENS or the explicit opt-in.
 */
export function simulatorAccounts(config: ServerConfig): Record<string, DemoAccount> {
  if (config.simTokens) return config.simTokens;
  if (!isLoopbackHost(config.host) && !config.allowPublicDemoTokens) {
    throw new Error(
      `HOST=${config.host} is reachable from other machines, and the simulator's demo tokens are public. ` +
        'Set SIM_TOKENS=<token>=amara,<token>=lucas to use your own tokens, or SIM_ALLOW_DEMO_TOKENS=1 to ' +
        'accept the public demo tokens anyway.',
    );
  }
  return DEMO_ACCOUNTS;
}

/**
 * The simulator's options from the server's configuration: one builder for the embedded simulator
 * (server/app.ts) and the standalone one (`npm run simulator`), so both read the environment alike.
 */
export function simulatorOptions(config: ServerConfig): SimulatorOptions {
  return {
    dataDir: config.dataDir,
    speed: config.simSpeed,
    faults: config.simFaults,
    publicUrl: config.publicUrl,
    accounts: simulatorAccounts(config),
    uploadRetentionMs: config.uploadRetentionDays * 24 * 60 * 60 * 1000,
  };
}
