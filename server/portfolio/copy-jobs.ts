/**
 * Work done once per walk of a copy (its overlap scan, overlaps.ts; its packs, packs.ts): one job per copy at
 * a time, each after the one before it, on the walk asked for or, when a newer complete walk replaced it
 * meanwhile (its plots are gone), on the newer one.
 *
 * "One at a time" holds across servers too: several instances on one PostgreSQL (docs/portfolio.md, "What
 * grows with what") take a session advisory lock per copy and job around each run, and look again at what is
 * kept once they hold it, so a copy is scanned or packed once, never by two at once (two scans at once
 * mixed their digests; two packings wrote two sets' packs under one walk). A SQLite file is one server's.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { MirrorKey, MirrorStore } from './mirror-store.ts';
import type { PortfolioWalkRow } from './schema.ts';

/** How many times a job starts again on a newer walk before it gives up (the copy changes faster). */
const ATTEMPTS = 3;

export interface CopyJob<T> {
  /** What was done for the copy, and for which walk (undefined: nothing yet). */
  kept(): Promise<(T & { walk_id: string }) | undefined>;
  /** Does it for this walk; null when a newer walk replaced it while it was read (done again on that one). */
  run(walk: PortfolioWalkRow): Promise<(T & { walk_id: string }) | null>;
}

export class CopyJobs<T> {
  /** The job under way (or last begun) per copy. */
  private readonly queue = new Map<string, Promise<T & { walk_id: string }>>();
  private readonly stopping = new AbortController();
  /**
   * What a job awaits between its slices: other requests are answered meanwhile (setImmediate: after I/O),
   * and a job of a server that stops ends there.
   */
  readonly pause = async (): Promise<void> => {
    await nextTurn();
    this.stopping.signal.throwIfAborted();
  };

  constructor(
    private readonly store: MirrorStore,
    /** What the jobs do: "scan", "pack" (in the errors they throw, and the lock's name). */
    private readonly doing: string,
    /** The database the copies are kept in: on PostgreSQL, where the lock across servers is taken. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only its connection is used, no table
    private readonly db: Kysely<any>,
  ) {}

  /**
   * Runs `work` holding the copy's lock for this kind of job: across servers on PostgreSQL (a session lock
   * on a connection of its own, released when the work ends, or by PostgreSQL if the server dies); within
   * this server, the queue already keeps jobs of a copy apart.
   */
  private locked<R>(copyKey: string, work: () => Promise<R>): Promise<R> {
    if (!(this.db.getExecutor().adapter instanceof PostgresAdapter)) return work();
    const name = `portfolio ${this.doing} ${copyKey}`;
    return this.db.connection().execute(async (connection) => {
      await sql`SELECT pg_advisory_lock(hashtextextended(${name}, 0))`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`SELECT pg_advisory_unlock(hashtextextended(${name}, 0))`.execute(connection);
      }
    });
  }

  /** The job for `walk` of the copy, after any under way: done again only if not done for it meanwhile. */
  after(
    copyKey: string,
    key: MirrorKey,
    walk: PortfolioWalkRow,
    job: CopyJob<T>,
  ): Promise<T & { walk_id: string }> {
    const before = this.queue.get(copyKey) ?? Promise.resolve();
    const next = before
      .catch(() => undefined)
      .then(async () => {
        for (let attempt = 1; ; attempt++) {
          const target =
            (await this.store.walk(walk.id)) ?? (await this.store.latestComplete(key, walk.token_hash));
          if (!target || target.state !== 'complete') throw new Error(`The copy to ${this.doing} is gone.`);
          const done = await this.locked(copyKey, async () => {
            // Done meanwhile by the job this one waited for (here or on another server).
            const now = await job.kept();
            return now?.walk_id === target.id ? now : job.run(target);
          });
          if (done) return done;
          if (attempt >= ATTEMPTS)
            throw new Error(
              `The copy was replaced each time it was read to ${this.doing}, ${ATTEMPTS} times.`,
            );
          walk = target;
        }
      });
    this.queue.set(copyKey, next);
    void next
      .finally(() => {
        if (this.queue.get(copyKey) === next) this.queue.delete(copyKey);
      })
      .catch(() => undefined);
    return next;
  }

  /** Whether stop() was called: a job that fails then was stopped, not broken. */
  get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  /** Stops the jobs under way at their next pause (a copy left undone is done when next asked) and waits. */
  async stop(): Promise<void> {
    this.stopping.abort(new Error('The server is stopping.'));
    await Promise.allSettled([...this.queue.values()]);
  }
}
