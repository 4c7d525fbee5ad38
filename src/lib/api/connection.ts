/**
 * Which backend the dashboard talks to and with which token. The token lives in memory; only when the
 * person opts in to "remember in this tab" is it copied to sessionStorage. Never localStorage (OWASP HTML5
 * cheat sheet: any script on the origin can read web storage, and localStorage never expires).
 */
import { serverConfigSchema } from '@core/api/schemas.ts';
import type { MessageKey } from '@core/i18n/messages.ts';

export type ConnectionKind = 'simulator' | 'live';

export interface Connection {
  kind: ConnectionKind;
  token: string | null;
  rememberInTab: boolean;
}

/**
 * Demo accounts seeded in the simulator. These tokens open only simulated data; they are not secrets. `label`
 * is the catalogue key of the name a person sees (the role is written in the page's language).
 */
export const SIMULATOR_ACCOUNTS = [
  { token: 'demo-token-amara', label: 'app.account.amara' },
  { token: 'demo-token-lucas', label: 'app.account.lucas' },
] as const satisfies readonly { token: string; label: MessageKey }[];

const SESSION_KEY = 'dashboard.connection';

/**
 * The simulator's demo data needs no token from the person: a simulator connection without one uses the
 * first demo account. Only the live service needs the person's token, so only there can a missing token
 * end in a 401 and the token prompt.
 */
function withSimulatorAccount(c: Connection): Connection {
  if (heldByServer[c.kind]) return { ...c, token: null };
  return c.kind === 'simulator' && !c.token ? { ...c, token: SIMULATOR_ACCOUNTS[0].token } : c;
}

/**
 * Which connections' tokens the signed-in person's team holds on the server (the session says, docs/people.md):
 * the page then sends none, and the server acts with the team's.
 */
let heldByServer: Record<ConnectionKind, boolean> = { simulator: false, live: false };

function initial(): Connection {
  try {
    // Where there is no sessionStorage at all (a worker, Node), this throws into the catch below.
    const saved = sessionStorage.getItem(SESSION_KEY);
    const parsed = JSON.parse(saved ?? 'null') as Partial<Connection> | null;
    // Stryker disable next-line OptionalChaining: on null (nothing saved), parsed.kind throws into the catch below that gives the same default.
    if (parsed?.kind === 'simulator' || parsed?.kind === 'live') {
      return withSimulatorAccount({ kind: parsed.kind, token: parsed.token ?? null, rememberInTab: true });
    }
  } catch {
    // Unreadable storage is the same as nothing remembered.
  }
  return { kind: 'simulator', token: SIMULATOR_ACCOUNTS[0].token, rememberInTab: false };
}

let current: Connection = initial();
/** A connection remembered in this tab, or picked on this page, wins over the server's default. */
let chosen = current.rememberInTab;
const listeners = new Set<() => void>();

export function getConnection(): Connection {
  return current;
}

export function setConnection(next: Partial<Connection>): void {
  chosen = true;
  current = withSimulatorAccount({ ...current, ...next });
  try {
    if (current.rememberInTab) sessionStorage.setItem(SESSION_KEY, JSON.stringify(current));
    else sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage may be disabled; the connection still works for this page's life.
  }
  listeners.forEach((l) => l());
}

/** Called with the session's `serverHoldsToken` (all false once signed out). */
export function adoptServerHeldTokens(held: Record<ConnectionKind, boolean>): void {
  if (held.simulator === heldByServer.simulator && held.live === heldByServer.live) return;
  heldByServer = { ...held };
  // Without a held token the simulator falls back to its first demo account, and live asks for the person's.
  current = withSimulatorAccount(current);
  listeners.forEach((l) => l());
}

/** Whether the server holds the token of this connection for the signed-in person's team. */
export const serverHoldsToken = (kind: ConnectionKind = current.kind) => heldByServer[kind];

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Base path of the API on our own origin for a connection. */
export function apiBase(kind: ConnectionKind = current.kind): string {
  return `/api/${kind}`;
}

/**
 * Opens on the connection the server names as its default (`/api/config` says `live` when it is configured
 * with the live service), unless this tab already chose one. Called once before the page renders; when our
 * own server cannot say, the page stays on the simulator.
 */
export async function adoptServerDefault(): Promise<void> {
  if (chosen) return;
  try {
    const response = await fetch('/api/config');
    if (!response.ok) return;
    const config = serverConfigSchema.safeParse(await response.json());
    if (chosen || !config.success) return;
    if (config.data.defaultConnection === 'live' && config.data.connections.live.available) {
      current = { kind: 'live', token: null, rememberInTab: false };
      listeners.forEach((l) => l());
    }
  } catch {
    // Our own server did not answer: the simulator default stands, and pages will say what failed.
  }
}
