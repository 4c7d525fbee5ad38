/**
 * One walk of a project's plots by the server (docs/portfolio.md): the cursor walk of `GET /v1/plots`
 * (contract §4), one lane per supplier side by side (a cursor walk is sequential: each page names the next),
 * at most MIRROR_PAGES_IN_FLIGHT requests at a time. Each page is kept with its lane's next cursor in one
 * transaction (mirror-store.ts), so a walk resumed after a crash asks only for the pages it did not keep.
 */
import pLimit from 'p-limit';
import { PLOTS_PAGE_SIZE, plotPageSchema, supplierListSchema } from '@core/api/schemas.ts';
import { isRetryableStatus, MAX_READ_RETRIES, retryDelayMs } from '@core/api/retry-rule.ts';
import type { ServiceFetch } from '../review/service-records.ts';
import type { MirrorStore } from './mirror-store.ts';

/** Pages asked at once by one walk: the service's connections are shared with the people using it. */
export const MIRROR_PAGES_IN_FLIGHT = 4;

/** The walk could not end: the service refused or kept failing. Nothing of it is served. */
export class WalkError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'WalkError';
  }
}

export interface WalkDeps {
  store: MirrorStore;
  fetch: ServiceFetch;
  token: string;
  /** Waits between retries (tests pass a clock of their own). */
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A GET of the service, retried under the contract's rule; the parsed JSON of a 2xx. */
async function getJson(deps: WalkDeps, path: string): Promise<{ status: number; body: unknown }> {
  const sleep = deps.sleep ?? defaultSleep;
  for (let failures = 0; ; failures++) {
    deps.signal?.throwIfAborted();
    let status: number | null = null;
    let retryAfter: number | null = null;
    let message: string;
    try {
      const response = await deps.fetch(path, deps.token);
      status = response.status;
      if (response.ok) return { status, body: await response.json() };
      const seconds = Number(response.headers.get('retry-after'));
      retryAfter = response.headers.has('retry-after') && Number.isFinite(seconds) ? seconds : null;
      const answer = (await response.json().catch(() => null)) as { errorMessage?: unknown } | null;
      message = `${status}${typeof answer?.errorMessage === 'string' ? `: ${answer.errorMessage}` : ''}`;
      // A 4xx other than a throttling 429 is answered to the caller (a refused cursor restarts its lane).
      if (!isRetryableStatus(status, retryAfter)) return { status, body: answer };
    } catch (e) {
      if (deps.signal?.aborted) throw e;
      message = `the service could not be reached (${(e as Error).message})`;
    }
    if (failures >= MAX_READ_RETRIES) {
      throw new WalkError(`The risk service kept failing on ${path.split('?')[0]}: ${message}`, status);
    }
    await sleep(retryDelayMs(failures, retryAfter));
  }
}

/**
 * The lanes of a new walk: one per supplier with plots (the supplier list, contract §9), or one lane for
 * the whole project when the service lists no suppliers (the live service may not: §9 is the simulator's).
 */
export async function lanesOfProject(deps: WalkDeps, projectId: string): Promise<string[]> {
  const { status, body } = await getJson(deps, `/v1/suppliers?projectId=${encodeURIComponent(projectId)}`);
  // Not offered (an API gateway answers 404 or 405 for what the service has not): one lane for all.
  if (status === 404 || status === 405 || status === 501) return [''];
  if (status >= 400) throw new WalkError(`The risk service refused the supplier list (${status}).`, status);
  const parsed = supplierListSchema.safeParse(body);
  if (!parsed.success) throw new WalkError('The risk service answered the supplier list oddly.', status);
  const names = parsed.data.results.filter((s) => s.plotCount > 0).map((s) => s.name);
  return names.length ? [...new Set(names)] : [''];
}

function firstSearch(projectId: string, lane: string): string {
  const query = new URLSearchParams({ projectId, limit: String(PLOTS_PAGE_SIZE) });
  if (lane !== '') query.set('supplier', lane);
  return `?${query}`;
}

/** The page's nextUrl as the search part the next request sends (filters and cursor), or null at the end. */
function nextSearchOf(nextUrl: string | null): string | null {
  if (nextUrl === null) return null;
  return new URL(nextUrl, 'http://service.invalid').search || null;
}

async function walkLane(
  deps: WalkDeps,
  walkId: string,
  projectId: string,
  lane: { lane: string; next_search: string | null },
): Promise<void> {
  let search = lane.next_search ?? firstSearch(projectId, lane.lane);
  let resumed = lane.next_search !== null;
  for (;;) {
    const { status, body } = await getJson(deps, `/v1/plots${search}`);
    if (status === 400 && resumed) {
      // A cursor kept before a restart that the service no longer takes: this lane starts over.
      await deps.store.restartLane(walkId, lane.lane);
      search = firstSearch(projectId, lane.lane);
      resumed = false;
      continue;
    }
    if (status >= 400) throw new WalkError(`The risk service refused a page of plots (${status}).`, status);
    const page = plotPageSchema.safeParse(body);
    if (!page.success) throw new WalkError('The risk service answered a page of plots oddly.', status);
    const raw = (body as { results: unknown[] }).results;
    const plots = page.data.results.map((plot, i) => ({
      id: plot.id,
      supplier: plot.supplier,
      // The plot as the service gave it (fields this server does not know included), not as parsed.
      body: JSON.stringify(raw[i]),
    }));
    const next = nextSearchOf(page.data.nextUrl);
    await deps.store.keepPage(walkId, lane.lane, plots, next);
    if (next === null) return;
    search = next;
    resumed = false;
  }
}

/** Walks the lanes of `walkId` that have not ended (all of them, for a new walk). */
export async function walkLanes(deps: WalkDeps, walkId: string, projectId: string): Promise<void> {
  const lanes = (await deps.store.lanesOf(walkId)).filter((l) => !l.done);
  const limit = pLimit(MIRROR_PAGES_IN_FLIGHT);
  const failed = new AbortController();
  const signal = deps.signal ? AbortSignal.any([deps.signal, failed.signal]) : failed.signal;
  const results = await Promise.allSettled(
    lanes.map((lane) =>
      limit(() => {
        // One lane failed: the others stop at their next page rather than walk for a set never served.
        signal.throwIfAborted();
        return walkLane({ ...deps, signal }, walkId, projectId, lane).catch((e: unknown) => {
          failed.abort(e);
          throw e;
        });
      }),
    ),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failed.signal.reason ?? failure.reason;
}
