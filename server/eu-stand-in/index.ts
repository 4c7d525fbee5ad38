/**
 * The stand-in of the EU Information System's V3 SOAP API (docs/eu-stand-in.md), mounted by the server at
 * `/eu-is` (server/app.ts) the way the simulator stands in for the risk service: the echo, DDS, simplified
 * declaration and verify-declaration services at the Information System's own paths (SERVICE_PATHS), with
 * WS-Security, the per-address throttle, the statuses and the 72-hour window, and its statements in
 * `eu-stand-in.db` in the data folder. The filing server calls it in-process (`app.fetch`); the `_sim`
 * routes (only with SIM_FAULTS=1) inject faults, move its clock and show what it holds.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { EUDR_LIMITS } from '@core/eudr/dds-v3.ts';
import { isLoopbackHost, type ServerConfig } from '../config.ts';
import { DEMO_EU_ACCOUNT } from './demo-account.ts';
import { faultRequestSchema, RateLimiter, StandInFaults } from './faults.ts';
import { StandInLifecycle } from './lifecycle.ts';
import { soapRoutes } from './soap-routes.ts';
import { faultEnvelope } from './soap-xml.ts';
import { StandInStore, type StoredStatement } from './store.ts';
import { NonceCache, type EuStandInAccount } from './wss.ts';

export type { EuStandInAccount } from './wss.ts';
export { DEMO_EU_ACCOUNT } from './demo-account.ts';

export interface EuStandInOptions {
  /** Folder of `eu-stand-in.db`; null keeps the statements in memory (unit tests). */
  dataDir: string | null;
  /** SUBMITTED -> AVAILABLE/REJECTED after this long (EU_STANDIN_DELAY_MS, default 3000). */
  delayMs?: number;
  /** Injectable clock (ms since epoch); the _sim clock route moves it further. */
  now?: () => number;
  /** Enables the `_sim` routes and fault injection (default: env SIM_FAULTS=1). */
  faults?: boolean;
  /** The web service users it accepts (default: the public demo account). */
  accounts?: readonly EuStandInAccount[];
  /** How long a "timeout" fault holds its answer when it names no holdMs (default 120 s). */
  timeoutHoldMs?: number;
}

export interface EuStandIn {
  /** Routes relative to its mount point: SERVICE_PATHS and /_sim/... */
  app: Hono;
  /** The stand-in's clock (the injected one plus what /_sim/clock added). */
  now(): number;
  close(): Promise<void>;
}

export const DEFAULT_DELAY_MS = 3_000;

const clockSchema = z.strictObject({
  advanceHours: z
    .number()
    .finite()
    .min(0)
    .max(24 * 365),
});
const communicationSchema = z.strictObject({
  uuid: z.string().min(1).max(64),
  content: z.string().min(1).max(1_000),
});

/** What `GET /_sim/statements` shows of a statement (times as ISO text). */
function simView(s: StoredStatement, overview: ReturnType<StandInLifecycle['overview']>) {
  return {
    ...overview,
    kind: s.kind,
    account: s.account,
    operatorRole: s.operatorRole,
    submittedAt: new Date(s.submittedAt).toISOString(),
    groupedBy: s.groupedBy,
    statement: s.statement,
  };
}

async function readBody<T>(raw: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T | string> {
  let body: unknown;
  try {
    body = await raw();
  } catch {
    return 'The body is not JSON.';
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `Invalid field "${issue?.path.join('.') || 'body'}": ${issue?.message ?? 'invalid value'}`;
}

export async function createEuStandIn(options: EuStandInOptions): Promise<EuStandIn> {
  const faultsOn = options.faults ?? (process.env.SIM_FAULTS === '1' || process.env.SIM_FAULTS === 'true');
  const baseNow = options.now ?? Date.now;
  let offset = 0;
  const now = () => baseNow() + offset;
  const store = new StandInStore(options.dataDir);
  const delayMs = options.delayMs !== undefined && options.delayMs >= 0 ? options.delayMs : DEFAULT_DELAY_MS;
  const lifecycle = new StandInLifecycle(store, now, delayMs);
  const faults = faultsOn ? new StandInFaults() : null;
  const holds = new Set<() => void>();

  const app = new Hono();
  // An error of the stand-in itself: a SOAP fault as the real system's would be, never the exception's text.
  app.onError((err, c) => {
    console.error(`eu stand-in: ${c.req.method} ${c.req.path} failed`, err);
    const xml = faultEnvelope(now(), {
      code: 'S:Server',
      string: 'Internal error of the EU stand-in; see the server log.',
    });
    return new Response(xml, { status: 500, headers: { 'content-type': 'text/xml; charset=utf-8' } });
  });
  app.route(
    '/',
    soapRoutes({
      lifecycle,
      accounts: options.accounts ?? [DEMO_EU_ACCOUNT],
      nonces: new NonceCache(),
      limiter: new RateLimiter(EUDR_LIMITS.callsPerSecondPerAddress),
      faults,
      now,
      timeoutHoldMs: options.timeoutHoldMs ?? 120_000,
      holds,
    }),
  );

  if (faults) {
    app.get('/_sim/faults', (c) => c.json({ faults: faults.list() }));
    app.post('/_sim/faults', async (c) => {
      const body = await readBody(() => c.req.json(), faultRequestSchema);
      if (typeof body === 'string') return c.json({ error: body }, 400);
      faults.add(body);
      return c.json({ faults: faults.list() }, 201);
    });
    app.delete('/_sim/faults', (c) => {
      faults.clear();
      return c.json({ faults: [] });
    });
    app.get('/_sim/clock', (c) => c.json({ now: new Date(now()).toISOString() }));
    app.post('/_sim/clock', async (c) => {
      const body = await readBody(() => c.req.json(), clockSchema);
      if (typeof body === 'string') return c.json({ error: body }, 400);
      offset += Math.round(body.advanceHours * 3_600_000);
      return c.json({ now: new Date(now()).toISOString() });
    });
    app.get('/_sim/statements', (c) =>
      c.json({ statements: lifecycle.all().map((s) => simView(s, lifecycle.overview(s))) }),
    );
    // A competent authority's message to the operator (CommunicationToOperatorType), for the dashboard.
    app.post('/_sim/communication', async (c) => {
      const body = await readBody(() => c.req.json(), communicationSchema);
      if (typeof body === 'string') return c.json({ error: body }, 400);
      const s = lifecycle.communicate(body.uuid, body.content);
      if (!s) return c.json({ error: `No statement has the UUID ${body.uuid}.` }, 404);
      return c.json(lifecycle.overview(s));
    });
  }
  // Anything else under the mount point: never the dashboard's page (server/main.ts serves it for GET *).
  app.all('*', (c) =>
    c.text(
      `No such path of the EU stand-in: ${c.req.method} ${c.req.path}. The services take SOAP POSTs (docs/eu-stand-in.md).`,
      404,
    ),
  );

  return {
    app,
    now,
    async close() {
      for (const release of [...holds]) release();
      store.close();
    },
  };
}

/**
 * The stand-in's options from the server's configuration. Its demo account is public (like the
 * simulator's demo tokens): a server reachable from other machines accepts it only with
 * SIM_ALLOW_DEMO_TOKENS=1, and otherwise refuses every account.
 */
export function euStandInOptions(config: ServerConfig): EuStandInOptions {
  const demo = isLoopbackHost(config.host) || config.allowPublicDemoTokens;
  return {
    dataDir: config.dataDir,
    delayMs: config.euStandInDelayMs,
    faults: config.simFaults,
    accounts: demo ? [DEMO_EU_ACCOUNT] : [],
  };
}
