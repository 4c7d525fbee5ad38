/**
 * /api/portfolio/{connection}/projects/{projectId}/… (docs/portfolio.md): the team's copy of a project's
 * plots, for anyone with a role on the project (viewer and up), checked as every project route is
 * (review/project-access.ts: the person's role, and the team's token may see the project).
 *
 *   GET  …/plots?first=NAME   the copy as NDJSON (core/api/portfolio.ts), NAME's plots first
 *   GET  …/packs?first=NAME   the same as packs of columns (packs.ts, core/plot-packs/pack-frames.ts): what
 *                             the pages read
 *   GET  …/packs?supplier=NAME   only NAME's packs: what a supplier's page reads
 *   GET  …/freshness          how old the copy is, whether a walk is under way
 *   POST …/refresh            walk again now (202 with the freshness)
 *   GET  …/overlaps?supplier=NAME   the copy's double claims (overlaps.ts), all or those of NAME's plots
 *   GET  …/suppliers          each supplier's plots by risk, last change and overlaps, from one query
 *                             (supplier-summaries.ts), and its review counts with the team's decisions
 *                             (review-counts.ts): the Suppliers table without the project's plots
 */
import { Readable } from 'node:stream';
import { constants as zlibConstants, createGzip } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { PLOTS_PAGE_SIZE } from '@core/api/schemas.ts';
import type {
  PortfolioLine,
  PortfolioOverlaps as OverlapsAnswer,
  PortfolioSuppliers as SuppliersAnswer,
} from '@core/api/portfolio.ts';
import { encodeLineFrame, PACK_FRAMES_TYPE } from '@core/plot-packs/pack-frames.ts';
import { acceptsEncoding } from '../live/upstream.ts';
import { answerError, ReviewError } from '../review/errors.ts';
import { projectAccess, type ProjectAccessDeps } from '../review/project-access.ts';
import { scopeOf } from '../review/route-helpers.ts';
import type { PortfolioMirror, ServedCopy } from './mirror.ts';
import type { PortfolioOverlaps } from './overlaps.ts';
import type { PortfolioPacks } from './packs.ts';
import type { PortfolioSummaries } from './supplier-summaries.ts';
import { PackingStopped } from './pack-progress.ts';
import { deflatePartNow, inflatedStream, zlibStream, type DeflatedPart } from './deflated-answer.ts';
import type { MirrorKey } from './mirror-store.ts';
import type { PortfolioWalkRow } from './schema.ts';
import { WalkError } from './mirror-walk.ts';

/** How long a read may wait for its walk before the answer starts with progress lines instead. */
const ANSWER_WITHIN_MS = 1000;
/** Supplier names are names, not documents (core/api/review.ts bounds them the same). */
const MAX_FIRST_LENGTH = 200;

const line = (value: PortfolioLine) => `${JSON.stringify(value)}\n`;

function walkFailure(e: unknown): ReviewError {
  if (e instanceof WalkError) {
    const status = e.status === 401 || e.status === 403 ? 403 : 502;
    return new ReviewError(status, status === 403 ? 'forbidden' : 'bad_gateway', e.message);
  }
  return e instanceof ReviewError
    ? e
    : new ReviewError(502, 'bad_gateway', 'The server could not read the project’s plots from the service.');
}

/** When a walk's copy was made: the walk's end (its start for one not ended). */
const walkedAt = (walk: PortfolioWalkRow) => walk.completed_at ?? walk.started_at;

/**
 * The walk of what is answered: the one read, or the newer one that replaced it while it was packed (the
 * packs and summaries are of that one).
 */
const answeredWalk = async (mirror: PortfolioMirror, served: ServedCopy, walkId: string) =>
  walkId === served.walk.id ? served.walk : ((await mirror.store.walk(walkId)) ?? served.walk);

/** The copy's first line, before its plots: when its walk completed, how many plots, whether a newer walk runs. */
const copyHead = (walk: PortfolioWalkRow, plotCount: number, served: ServedCopy): PortfolioLine => ({
  type: 'copy',
  walkedAt: walkedAt(walk),
  plotCount,
  refreshing: served.refreshing,
});

/** The copy's lines: the header, its plots PLOTS_PAGE_SIZE a line (as kept: no JSON parsed again), the end. */
async function* copyLines(mirror: PortfolioMirror, served: ServedCopy, first: string | undefined) {
  const { walk } = served;
  yield line(copyHead(walk, walk.plot_count, served));
  let sent = 0;
  let waiting: string[] = [];
  const page = () => `{"type":"plots","plots":[${waiting.join(',')}]}\n`;
  for await (const bodies of mirror.store.plotBodies(walk.id, first)) {
    for (const body of bodies) {
      waiting.push(body);
      if (waiting.length === PLOTS_PAGE_SIZE) {
        yield page();
        sent += waiting.length;
        waiting = [];
      }
    }
  }
  if (waiting.length) yield page();
  sent += waiting.length;
  yield line({ type: 'end', plotCount: sent });
}

const NDJSON = 'application/x-ndjson; charset=utf-8';
const lineFrame = (value: PortfolioLine) => deflatePartNow(encodeLineFrame(value));

/**
 * The copy's packs (packs.ts), packed once per walk: the copy's line, its packs as kept (`first`'s
 * first) or, while the walk is being packed, each as it is written (in the copy's order), then the end.
 * Packs of a newer walk may come instead of `served`'s (it was replaced meanwhile): the copy's line is of the
 * walk the packs are. Packs replaced or a packing stopped while they were sent end the answer with an error
 * line, never as a shorter copy.
 */
async function* copyPacks(
  mirror: PortfolioMirror,
  packs: PortfolioPacks,
  key: MirrorKey,
  served: ServedCopy,
  which: { first?: string; only?: string },
): AsyncGenerator<DeflatedPart> {
  const sendable = await packs.sendable(key, served.walk, which);
  const walk = await answeredWalk(mirror, served, sendable.walkId);
  yield lineFrame(copyHead(walk, sendable.plotCount, served));
  let sent = 0;
  let stopped = false;
  try {
    for await (const { part, plots } of sendable.packs) {
      yield part;
      sent += plots;
    }
  } catch (e) {
    if (!(e instanceof PackingStopped)) throw e;
    stopped = true;
  }
  yield lineFrame(
    !stopped && sent === sendable.plotCount
      ? { type: 'end', plotCount: sent }
      : {
          type: 'error',
          errorCode: 'copy_replaced',
          errorMessage: 'The server’s copy was replaced while it was sent: load the page again.',
        },
  );
}

/**
 * An answer whose parts come from a generator, read only as fast as the client takes them (a Node stream's
 * backpressure). Gzipped when the client accepts it, at level 1 with each part flushed: 100,000 plots are
 * 98 MB of JSON and 21.5 MB compressed, and a line (a progress line, the first supplier's
 * plots) leaves at once instead of waiting in the compressor's buffer. Hono's compress middleware held the
 * first byte back 0.7 s and spent 1.6 s more of the server's CPU on the same answer (its CompressionStream
 * works at the default level and does not flush).
 */
function streamed(
  parts: AsyncGenerator<string | Uint8Array>,
  contentType: string,
  encoding: 'gzip' | 'deflated' | null,
): Response {
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': 'no-store',
    vary: 'accept-encoding',
  };
  // Deflated already (deflated-answer.ts).
  if (encoding === 'deflated') headers['content-encoding'] = 'deflate';
  let body: Readable = Readable.from(parts, { objectMode: false });
  if (encoding === 'gzip') {
    headers['content-encoding'] = 'gzip';
    body = body.pipe(createGzip({ level: 1, flush: zlibConstants.Z_SYNC_FLUSH }));
  }
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { headers });
}

/** A supplier name in a query: 1 to MAX_FIRST_LENGTH characters, or absent. */
function supplierParam(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  if (value !== undefined && (value.length === 0 || value.length > MAX_FIRST_LENGTH)) {
    throw new ReviewError(
      400,
      'invalid_request',
      `Invalid "${name}": a supplier name of 1 to ${MAX_FIRST_LENGTH} characters.`,
    );
  }
  return value;
}

export function createPortfolioApp(
  options: ProjectAccessDeps & {
    mirror: PortfolioMirror;
    overlaps: PortfolioOverlaps;
    packs: PortfolioPacks;
    summaries: PortfolioSummaries;
  },
): Hono {
  const { mirror, overlaps, packs, summaries, auth } = options;
  const app = new Hono();
  app.onError(answerError('portfolio mirror'));
  app.use('*', auth.guard());
  const base = '/:connection/projects/:projectId';
  const keyOf = async (c: Context, doing: string) => {
    const access = await projectAccess(options, c, 'viewer', doing);
    const key: MirrorKey = {
      connection: access.connection,
      teamId: access.caller.team.id,
      projectId: access.projectId,
    };
    return { key, token: access.serviceToken, scope: scopeOf(access) };
  };

  /** The copy a request reads, once walked; a walk that failed is the request's error (403 or 502). */
  const servedCopy = (key: MirrorKey, token: string) =>
    mirror.read(key, token).catch((e: unknown) => {
      throw walkFailure(e);
    });

  /**
   * A copy's answer: the copy (`body`) once it is there; when its walk takes longer than ANSWER_WITHIN_MS,
   * first the walk's progress, then the copy or what went wrong, each line as `encode` writes it. A walk
   * that fails at once is an error answer (403 when the service refused the token, else 502).
   */
  async function copyAnswer<T>(
    key: MirrorKey,
    token: string,
    encode: (line: PortfolioLine) => T,
    body: (served: ServedCopy) => AsyncGenerator<T>,
  ): Promise<AsyncGenerator<T>> {
    let progress: number | null = null;
    let wake = () => undefined as void;
    const reading = mirror.read(key, token, (plots) => {
      progress = plots;
      wake();
    });
    const outcome = reading.then(
      (served) => ({ served }),
      (error: unknown) => ({ error }),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = await Promise.race([
      outcome,
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS))),
    ]);
    clearTimeout(timer);
    if (soon && 'error' in soon) throw walkFailure(soon.error);
    if (soon) return body(soon.served);
    // The walk takes longer: the answer begins with its progress, then the copy (or what went wrong).
    async function* lines() {
      // At once: the page says the server is reading the service, rather than nothing for a second more.
      yield encode({ type: 'walking', plots: progress ?? 0 });
      let settled: { served: ServedCopy } | { error: unknown } | null = null;
      void outcome.then((o) => {
        settled = o;
        wake();
      });
      while (settled === null) {
        await new Promise<void>((resolve) => (wake = resolve));
        if (progress !== null && settled === null) yield encode({ type: 'walking', plots: progress });
      }
      const done = settled as { served: ServedCopy } | { error: unknown };
      if ('error' in done) {
        const failure = walkFailure(done.error);
        yield encode({ type: 'error', errorCode: failure.errorCode, errorMessage: failure.message });
        return;
      }
      yield* body(done.served);
    }
    return lines();
  }

  app.get(`${base}/plots`, async (c) => {
    const first = supplierParam(c, 'first');
    const { key, token } = await keyOf(c, 'read the project’s plots');
    const lines = await copyAnswer(key, token, line, (served) => copyLines(mirror, served, first));
    return streamed(lines, NDJSON, acceptsEncoding(c.req.header('accept-encoding'), 'gzip') ? 'gzip' : null);
  });

  app.get(`${base}/packs`, async (c) => {
    const first = supplierParam(c, 'first');
    const only = supplierParam(c, 'supplier');
    const { key, token } = await keyOf(c, 'read the project’s plots');
    const parts = await copyAnswer(key, token, lineFrame, (served) =>
      copyPacks(mirror, packs, key, served, { first, only }),
    );
    // Each pack is kept deflated (packs.ts): sent as kept, or inflated for a client that does not take it.
    return acceptsEncoding(c.req.header('accept-encoding'), 'deflate')
      ? streamed(zlibStream(parts), PACK_FRAMES_TYPE, 'deflated')
      : streamed(inflatedStream(parts), PACK_FRAMES_TYPE, null);
  });

  app.get(`${base}/overlaps`, async (c) => {
    const supplier = supplierParam(c, 'supplier');
    const { key, token } = await keyOf(c, 'read the project’s plots');
    const served = await servedCopy(key, token);
    const scan = await overlaps.scanOf(key, served.walk);
    const body: OverlapsAnswer = {
      walkedAt: walkedAt(served.walk),
      scannedAt: scan.scanned_at,
      report: await overlaps.report(scan, supplier),
    };
    c.header('cache-control', 'no-store');
    return c.json(body);
  });

  app.get(`${base}/suppliers`, async (c) => {
    const { key, token, scope } = await keyOf(c, 'read the project’s plots');
    const served = await servedCopy(key, token);
    const { walkId, scan, reviewedAt, reviewError, suppliers } = await summaries.answer(
      key,
      served.walk,
      scope,
      token,
    );
    const body: SuppliersAnswer = {
      walkedAt: walkedAt(await answeredWalk(mirror, served, walkId)),
      scannedAt: scan?.scanned_at ?? null,
      reviewedAt,
      reviewError,
      suppliers,
    };
    c.header('cache-control', 'no-store');
    return c.json(body);
  });

  app.get(`${base}/freshness`, async (c) => {
    const { key, token } = await keyOf(c, 'read the project’s plots');
    return c.json(await mirror.freshness(key, token));
  });

  app.post(`${base}/refresh`, async (c) => {
    const { key, token } = await keyOf(c, 'refresh the project’s plots');
    // Begun now; its failure shows in the freshness (the walk's error is kept with it).
    mirror.refresh(key, token).catch(() => undefined);
    return c.json(await mirror.freshness(key, token), 202);
  });

  return app;
}
