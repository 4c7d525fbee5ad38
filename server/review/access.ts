/**
 * Who is asking, and may they see this project? The review store answers only what the caller's token may
 * see in the service:
 * - simulator: the embedded simulator's accounts, in-process. No Authorization header means the first demo
 *   account, as on the page (src/lib/api/connection.ts); a token the simulator does not know is a 401.
 * - live: the service's own answer to `GET /v1/projects` with the caller's token (or the server-held one,
 *   which wins as in the live proxy), remembered for a minute under a hash of the token.
 * The token itself is never stored, cached as a key, logged or written to the database.
 */
import { createHash } from 'node:crypto';
import { projectListSchema } from '@core/api/schemas.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../simulator/demo-accounts.ts';
import { ReviewError } from './errors.ts';

export interface Caller {
  /** Keys the caller's rows: the account name (simulator) or a hash of the token (live). */
  accountKey: string;
  /** What `decidedBy` and `recordedBy` say. */
  displayName: string;
}

export interface AccessChecker {
  /** The caller, once the project is known to be theirs; throws a ReviewError (401/403/502) otherwise. */
  check(authorization: string | undefined, projectId: string): Promise<Caller>;
}

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const notAccessible = (projectId: string) =>
  new ReviewError(
    403,
    'forbidden',
    `Project ${projectId} is not accessible with this token. Pick one of your projects, or use the token of an account that has it.`,
  );

/** The page's default simulator token (its first demo account). */
const PAGE_DEFAULT_TOKEN = Object.keys(DEMO_ACCOUNTS)[0]!;

export function simulatorAccess(accounts: Record<string, DemoAccount>): AccessChecker {
  return {
    check(authorization, projectId) {
      const token = authorization === undefined ? PAGE_DEFAULT_TOKEN : bearer(authorization);
      const account = token !== undefined && Object.hasOwn(accounts, token) ? accounts[token] : undefined;
      if (!account) {
        return Promise.reject(
          new ReviewError(
            401,
            'unauthorized',
            token === undefined
              ? 'The Authorization header must be "Bearer <API_TOKEN>".'
              : 'Unknown API token: use one of the simulator accounts (Connection menu).',
          ),
        );
      }
      if (!account.projectIds.includes(projectId)) return Promise.reject(notAccessible(projectId));
      return Promise.resolve({ accountKey: account.accountName, displayName: account.accountName });
    },
  };
}

export interface LiveAccessOptions {
  liveApiUrl: string;
  /** SATELLIGENCE_API_TOKEN: when set, every caller is this token's account. */
  liveApiToken: string | null;
  /** How long the service's answer is trusted (default 60 s). */
  ttlMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

/** Tokens remembered at once; the oldest is dropped beyond (a flood of made-up tokens stays bounded). */
const MAX_CACHED_TOKENS = 1_000;
/** Redirects followed within the service's origin when checking access. */
const MAX_REDIRECTS = 3;

export function liveAccess(options: LiveAccessOptions): AccessChecker {
  const { ttlMs = 60_000, now = Date.now, fetch: fetchImpl = fetch } = options;
  const base = options.liveApiUrl.replace(/\/+$/, '');

  /**
   * GET with the token, following at most MAX_REDIRECTS redirects that stay on the service's own origin (a
   * cloud API may answer 307 to its own path); one to another origin throws, so the token never leaves it.
   */
  async function getWithinService(url: string, token: string): Promise<Response> {
    const origin = new URL(base).origin;
    for (let hop = 0; ; hop++) {
      const response = await fetchImpl(url, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'user-agent': 'plot-risk-dashboard',
        },
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) return response;
      const next = new URL(location, url);
      if (next.origin !== origin || hop >= MAX_REDIRECTS) throw new Error('redirect out of the service');
      url = next.toString();
    }
  }
  /** sha256(token) → the projects the service says it may see, and until when that is trusted. */
  const cache = new Map<string, { projectIds: Set<string>; until: number }>();

  async function projectsOf(token: string, hash: string): Promise<Set<string>> {
    const hit = cache.get(hash);
    if (hit && hit.until > now()) return hit.projectIds;
    let response: Response;
    try {
      response = await getWithinService(`${base}/v1/projects`, token);
    } catch {
      throw new ReviewError(
        502,
        'bad_gateway',
        'The live service could not be reached to check access; try again shortly.',
      );
    }
    if (response.status === 401) {
      throw new ReviewError(
        401,
        'unauthorized',
        'The live service refused this API token: enter a valid token.',
      );
    }
    const body: unknown = response.ok ? await response.json().catch(() => null) : null;
    const parsed = projectListSchema.safeParse(body);
    if (!parsed.success) {
      throw new ReviewError(
        502,
        'bad_gateway',
        `The live service answered ${response.status} to GET /v1/projects, not a project list; try again shortly.`,
      );
    }
    const projectIds = new Set(parsed.data.results.map((p) => p.id));
    cache.delete(hash);
    cache.set(hash, { projectIds, until: now() + ttlMs });
    if (cache.size > MAX_CACHED_TOKENS) cache.delete(cache.keys().next().value!);
    return projectIds;
  }

  return {
    async check(authorization, projectId) {
      const token = options.liveApiToken ?? bearer(authorization);
      if (!token) {
        throw new ReviewError(
          401,
          'unauthorized',
          authorization === undefined
            ? 'Missing header Authorization: Bearer <API_TOKEN>: enter your API token.'
            : 'The Authorization header must be "Bearer <API_TOKEN>".',
        );
      }
      const hash = sha256(token);
      if (!(await projectsOf(token, hash)).has(projectId)) throw notAccessible(projectId);
      // The service names no account: the token's hash stands for it (a new token starts a new history).
      const label = options.liveApiToken ? 'the server' : 'API token';
      return { accountKey: `token:${hash}`, displayName: `${label} ${hash.slice(0, 8)}` };
    },
  };
}
