/**
 * What the scripts that talk to a dashboard server share (docs/people.md, "Scripts: import decisions and
 * pull the log"): the personal access token from the environment, the server's address, the project, and
 * the server's errors in a sentence. Scripts run with `node --import tsx`; their main functions take their
 * arguments, environment and output as parameters so that a test runs them in-process.
 */
import { isIP } from 'node:net';
import { reviewConnectionSchema, reviewIdSchema, type ReviewConnection } from '@core/api/review.ts';

/** A mistake in how the script was called or in its input: exit 2, nothing was sent. */
export class UsageError extends Error {}

/** Exit statuses shared by the scripts. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Where a script writes: progress and errors, and (for the import) its summary. */
export interface ScriptIo {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  /** A line of the result (the import's summary). */
  out(line: string): void;
  /** A line of progress or an error: kept apart from the result, which may be piped. */
  err(line: string): void;
  sleep(ms: number): Promise<void>;
}

export const defaultIo = (): ScriptIo => ({
  env: process.env,
  fetch: globalThis.fetch,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

export const TOKEN_VARIABLE = 'DASHBOARD_TOKEN';

/**
 * The token comes from the environment only: an argument would be visible to every user of the machine in
 * `ps` and stay in the shell's history.
 */
export function readToken(env: NodeJS.ProcessEnv): string {
  const token = env[TOKEN_VARIABLE]?.trim();
  if (!token) {
    throw new UsageError(
      `Set ${TOKEN_VARIABLE} to a personal access token (pat_…, made in Settings, "Access tokens"); it is never read from the command line.`,
    );
  }
  if (!/^[\x21-\x7e]{16,200}$/.test(token)) {
    throw new UsageError(`${TOKEN_VARIABLE} does not look like an access token (pat_… without spaces).`);
  }
  return token;
}

const isLoopback = (hostname: string) => {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
};

/**
 * The server's address, without a trailing slash. Plain http only to this computer: elsewhere the token
 * would cross the network readable by anyone on the way.
 */
export function serverUrl(raw: string | undefined): string {
  const text = raw ?? 'http://127.0.0.1:5173';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--url ${text} is not an address; send e.g. https://dashboard.example.org.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UsageError(`--url must be an http:// or https:// address, not ${url.protocol}.`);
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new UsageError(
      `--url ${text}: the token would cross the network unencrypted; use the server's https:// address.`,
    );
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new UsageError(`--url must be the server's address only (no user, query or fragment).`);
  }
  return url.href.replace(/\/+$/, '');
}

export interface ProjectRef {
  connection: ReviewConnection;
  projectId: string;
}

export function projectOf(connection: string | undefined, project: string | undefined): ProjectRef {
  // No default connection: a record kept for five years should never land in the simulator by mistake.
  const parsedConnection = reviewConnectionSchema.safeParse(connection);
  if (!parsedConnection.success) {
    throw new UsageError('Send --connection simulator or --connection live.');
  }
  if (project === undefined || !reviewIdSchema.safeParse(project).success) {
    throw new UsageError('Send --project <project id> (e.g. --project p-palm).');
  }
  return { connection: parsedConnection.data, projectId: project };
}

export const authHeaders = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'user-agent': 'plot-risk-dashboard-script',
});

/** The server's error as one sentence: its `errorMessage` when it sent one, else the status. */
export async function errorOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { errorCode?: unknown; errorMessage?: unknown };
    if (typeof body.errorMessage === 'string') {
      return `${response.status} ${String(body.errorCode ?? '')}: ${body.errorMessage}`.replace(' :', ':');
    }
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return `${response.status} ${response.statusText || 'error'}`;
}

export const formatCount = (n: number) => n.toLocaleString('en');

/** The argument parser's complaint (an unknown option, a missing value), followed by how to call the script. */
export function usageOf(e: unknown, usage: string): UsageError {
  const message = e instanceof Error ? e.message : String(e);
  return new UsageError(`${message}\n\n${usage}`);
}
