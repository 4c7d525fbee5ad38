/**
 * The portfolio mirror (docs/portfolio.md): each team's copy of a project's plots, walked by the server once
 * and served to every person of the team from its database. At most one walk per copy runs at a time in
 * this server: a second person asking while it runs waits for the same walk.
 *
 * When a copy is walked again:
 * - the service changed, as this server saw it (an upload's state moved, a write went through the proxy):
 *   the copy is out of date and the next read waits for a walk begun after the change;
 * - the copy is older than `refreshAfterMs`: it is served at once and a walk starts behind it;
 * - on a schedule (refreshDue): a copy older than `refreshAfterMs` that someone read in the last
 *   READ_WINDOW_MS, so the next reader finds it fresh; a copy nobody reads is left alone;
 * - on demand (refresh).
 * A walk under way when the server stopped resumes when it starts again (resumeUnfinished).
 */
import type { Kysely } from 'kysely';
import type { ReviewConnection } from '@core/api/review.ts';
import type { PortfolioFreshness } from '@core/api/portfolio.ts';
import { sha256Hex } from '../people/secrets.ts';
import type { ServiceFetch } from '../review/service-records.ts';
import { MirrorStore, type MirrorKey } from './mirror-store.ts';
import { lanesOfProject, walkLanes } from './mirror-walk.ts';
import type { PortfolioTables, PortfolioWalkRow } from './schema.ts';

export const DEFAULT_REFRESH_AFTER_MS = 15 * 60_000;
/** The schedule walks again only copies read this recently: a project nobody opens costs the service nothing. */
export const READ_WINDOW_MS = 24 * 3_600_000;
/** A copy's read mark is written again only once it is this old. */
const READ_MARK_EVERY_MS = 60_000;
/** Walks the schedule starts at a time, at most (the others wait for its next round). */
const SCHEDULED_AT_ONCE = 2;

export interface PortfolioMirrorOptions {
  db: Kysely<PortfolioTables>;
  fetchers: Record<ReviewConnection, ServiceFetch | null>;
  /** A copy older than this is served and walked again behind it. */
  refreshAfterMs?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** Hears each walk that completes (the overlap scan starts behind it). */
  /** A walk completed, with the token it was walked with (what is made from the copy reads with it too). */
  onComplete?: (key: MirrorKey, walk: PortfolioWalkRow, token: string) => void;
}

interface Running {
  walkId: string;
  startedAt: string;
  tokenHash: string;
  done: Promise<PortfolioWalkRow>;
}

/** What a read serves: the copy, and whether a newer walk is under way behind it. */
export interface ServedCopy {
  walk: PortfolioWalkRow;
  refreshing: boolean;
}

const keyText = (k: MirrorKey) => JSON.stringify([k.connection, k.teamId, k.projectId]);

export class PortfolioMirror {
  readonly store: MirrorStore;
  private readonly running = new Map<string, Running>();
  private readonly stopping = new AbortController();
  private readonly refreshAfterMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: PortfolioMirrorOptions) {
    this.store = new MirrorStore(options.db);
    this.refreshAfterMs = options.refreshAfterMs ?? DEFAULT_REFRESH_AFTER_MS;
    this.now = options.now ?? (() => new Date());
  }

  private fetcher(connection: string): ServiceFetch {
    const f = this.options.fetchers[connection as ReviewConnection];
    if (!f) throw new Error(`This server has no ${connection} connection.`);
    return f;
  }

  /** The walk under way for the key, with how many plots it has kept so far. */
  walkingNow(key: MirrorKey): Running | undefined {
    return this.running.get(keyText(key));
  }

  /**
   * Starts a walk of the key unless one begun at or after `notBefore` runs; resolves with the complete walk
   * (rejects with its failure). A walk begun before `notBefore` is let finish first.
   */
  walk(key: MirrorKey, token: string, notBefore: string | null = null): Promise<PortfolioWalkRow> {
    const tokenHash = sha256Hex(token);
    const current = this.running.get(keyText(key));
    if (current && current.tokenHash === tokenHash && (notBefore === null || current.startedAt > notBefore))
      return current.done;
    if (current) return current.done.catch(() => undefined).then(() => this.walk(key, token, notBefore));
    const startedAt = this.now().toISOString();
    const deps = this.depsOf(key.connection, token);
    const entry: Running = { walkId: '', startedAt, tokenHash, done: Promise.resolve(null as never) };
    entry.done = (async () => {
      const lanes = await lanesOfProject(deps, key.projectId);
      entry.walkId = await this.store.beginWalk(key, tokenHash, startedAt, lanes);
      return this.finish(entry.walkId, key, deps);
    })();
    this.track(key, entry);
    return entry.done;
  }

  /**
   * A walk begun now, unless one is under way: that one is the refresh (asking again while it runs, or
   * clicking twice, does not queue walk after walk).
   */
  refresh(key: MirrorKey, token: string): Promise<PortfolioWalkRow> {
    const current = this.running.get(keyText(key));
    if (current?.tokenHash === sha256Hex(token)) return current.done;
    return this.walk(key, token, this.now().toISOString());
  }

  private depsOf(connection: string, token: string) {
    return {
      store: this.store,
      fetch: this.fetcher(connection),
      token,
      sleep: this.options.sleep,
      signal: this.stopping.signal,
    };
  }

  private async finish(walkId: string, key: MirrorKey, deps: ReturnType<PortfolioMirror['depsOf']>) {
    try {
      await walkLanes(deps, walkId, key.projectId);
    } catch (e) {
      // Stopped by the server's shutdown: the walk stays 'walking' and resumes at the next start.
      if (!this.stopping.signal.aborted) await this.store.fail(walkId, (e as Error).message);
      throw e;
    }
    const walk = await this.store.complete(walkId, this.now().toISOString());
    this.options.onComplete?.(key, walk, deps.token);
    return walk;
  }

  /**
   * Keeps the walk as the key's running one until it settles: its `done` settles only once it is no longer
   * listed, so whoever awaited it and asks again starts a new walk rather than joining the ended one.
   */
  private track(key: MirrorKey, entry: Running) {
    const k = keyText(key);
    this.running.set(k, entry);
    entry.done = entry.done.finally(() => {
      if (this.running.get(k) === entry) this.running.delete(k);
    });
    entry.done.catch(() => undefined);
  }

  /**
   * The copy to serve the key with this token, walking first when there is none or it is out of date.
   * `onWalking` hears how many plots the walk has while the read waits (about once a second).
   */
  async read(key: MirrorKey, token: string, onWalking?: (plots: number) => void): Promise<ServedCopy> {
    const { latest, changed, outOfDate } = await this.copyOf(key, token);
    if (!latest || outOfDate) {
      const waiting = this.walk(key, token, changed);
      const ticker = onWalking ? this.reportProgress(key, onWalking) : null;
      try {
        const walk = await waiting;
        await this.noteRead(walk);
        return { walk, refreshing: false };
      } finally {
        ticker?.stop();
      }
    }
    await this.noteRead(latest);
    const age = this.now().getTime() - Date.parse(latest.completed_at ?? latest.started_at);
    if (age > this.refreshAfterMs && !this.running.has(keyText(key))) {
      // Served now; the failure of a walk behind it shows in the freshness, not in this answer.
      this.walk(key, token).catch(() => undefined);
    }
    return { walk: latest, refreshing: this.running.has(keyText(key)) };
  }

  /**
   * Marks the copy read for the schedule, at most once every READ_MARK_EVERY_MS: it looks a day back, and a
   * write on every request (two per page: the plots and their overlaps) would sit on the readers' path.
   */
  private async noteRead(walk: PortfolioWalkRow): Promise<void> {
    const now = this.now();
    if (walk.read_at && now.getTime() - Date.parse(walk.read_at) < READ_MARK_EVERY_MS) return;
    await this.store.markRead(walk.id, now.toISOString());
  }

  private reportProgress(key: MirrorKey, onWalking: (plots: number) => void) {
    let stopped = false;
    const tick = async () => {
      while (!stopped) {
        const running = this.running.get(keyText(key));
        if (running?.walkId) onWalking(await this.store.plotCount(running.walkId));
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    };
    void tick().catch(() => undefined);
    return { stop: () => (stopped = true) };
  }

  /**
   * The key's newest complete copy walked with this token, the last change seen to its project, and
   * whether the copy is out of date: none, or its walk began at or before that change.
   */
  private async copyOf(key: MirrorKey, token: string) {
    const [latest, changed] = await Promise.all([
      this.store.latestComplete(key, sha256Hex(token)),
      this.store.lastChange(key.connection, key.projectId),
    ]);
    return { latest, changed, outOfDate: !latest || (changed !== null && changed >= latest.started_at) };
  }

  async freshness(key: MirrorKey, token: string): Promise<PortfolioFreshness> {
    const { latest, outOfDate } = await this.copyOf(key, token);
    const running = this.running.get(keyText(key));
    return {
      walkedAt: latest?.completed_at ?? null,
      plotCount: latest?.plot_count ?? 0,
      walking: running
        ? {
            plots: running.walkId ? await this.store.plotCount(running.walkId) : 0,
            startedAt: running.startedAt,
          }
        : null,
      outOfDate,
    };
  }

  /** The service changed the project (or, '*', any project of the connection) at this moment. */
  markChanged(connection: string, projectId: string | '*'): Promise<void> {
    return this.store.markChanged(connection, projectId, this.now().toISOString());
  }

  /**
   * Resumes the walks a stopped server left under way, each with its team's token as it is now (a walk whose
   * token changed, or that has none any more, is dropped: its set is never served).
   */
  async resumeUnfinished(tokenOf: (teamId: string, connection: string) => Promise<string | null>) {
    for (const walk of await this.store.unfinished()) {
      const key = { connection: walk.connection, teamId: walk.team_id, projectId: walk.project_id };
      const token = this.options.fetchers[walk.connection as ReviewConnection]
        ? await tokenOf(walk.team_id, walk.connection)
        : null;
      if (!token || sha256Hex(token) !== walk.token_hash || this.running.has(keyText(key))) {
        await this.store.fail(walk.id, 'The walk could not resume: its token is no longer the team’s.');
        continue;
      }
      const done = this.finish(walk.id, key, this.depsOf(walk.connection, token));
      this.track(key, { walkId: walk.id, startedAt: walk.started_at, tokenHash: walk.token_hash, done });
    }
  }

  /**
   * The schedule's round: walks again (in the background, SCHEDULED_AT_ONCE at most) the copies older than
   * `refreshAfterMs` read in the last READ_WINDOW_MS, each with its team's token as it is now (a copy whose
   * token changed is left: the next reader walks it with the new one). Resolves with the walks started.
   */
  async refreshDue(tokenOf: (teamId: string, connection: string) => Promise<string | null>): Promise<number> {
    const now = this.now().getTime();
    const due = await this.store.dueForRefresh(
      new Date(now - this.refreshAfterMs).toISOString(),
      new Date(now - READ_WINDOW_MS).toISOString(),
    );
    let started = 0;
    for (const walk of due) {
      if (started >= SCHEDULED_AT_ONCE || this.stopping.signal.aborted) break;
      const key = { connection: walk.connection, teamId: walk.team_id, projectId: walk.project_id };
      if (this.running.has(keyText(key)) || !this.options.fetchers[walk.connection as ReviewConnection])
        continue;
      const token = await tokenOf(walk.team_id, walk.connection);
      if (!token || sha256Hex(token) !== walk.token_hash) continue;
      // Its failure shows in the freshness; the copy before it stays the one served.
      this.walk(key, token).catch(() => undefined);
      started++;
    }
    return started;
  }

  /** Stops the walks under way (they resume at the next start) and waits for them to let go. */
  async close(): Promise<void> {
    this.stopping.abort(new Error('The server is stopping.'));
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }
}
