/**
 * Jobs on a copy (copy-jobs.ts): one at a time per copy, each after the one before, not done twice for one
 * walk, moved to the newer walk when the one asked for was replaced, and given up after three replacements.
 */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MirrorKey, MirrorStore } from './mirror-store.ts';
import type { PortfolioWalkRow } from './schema.ts';
import { CopyJobs } from './copy-jobs.ts';
import { completeWalkRow } from '../../tests/support/portfolio-copies.ts';

const KEY: MirrorKey = { connection: 'simulator', teamId: 't', projectId: 'p' };
/** No table is read: on SQLite the jobs take no lock beyond the queue (the lock across servers is PostgreSQL's). */
const sqliteDb = new Kysely<object>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });

const walkRow = (id: string) => completeWalkRow(id, KEY);

/** A store whose walks are `live` (the others replaced) and whose latest complete walk is `latest`. */
function storeOf(state: { live: Set<string>; latest: string | null }) {
  return {
    walk: async (id: string) => (state.live.has(id) ? walkRow(id) : undefined),
    latestComplete: async () => (state.latest ? walkRow(state.latest) : undefined),
  } as unknown as MirrorStore;
}

describe('CopyJobs', () => {
  it('runs one job per copy at a time, and not again for a walk done meanwhile', async () => {
    const state = { live: new Set(['w1']), latest: 'w1' };
    const jobs = new CopyJobs<{ n: number }>(storeOf(state), 'pack', sqliteDb);
    let done: { walk_id: string; n: number } | undefined;
    const ran: string[] = [];
    let release = () => undefined as void;
    const job = {
      kept: async () => done,
      run: async (walk: PortfolioWalkRow) => {
        ran.push(`start ${walk.id}`);
        await new Promise<void>((resolve) => (release = resolve));
        ran.push(`end ${walk.id}`);
        return (done = { walk_id: walk.id, n: ran.length });
      },
    };
    const first = jobs.after('c', KEY, walkRow('w1'), job);
    const second = jobs.after('c', KEY, walkRow('w1'), job);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toEqual(['start w1']);
    release();
    expect(await first).toEqual({ walk_id: 'w1', n: 2 });
    // The second waited, then found the walk done: it did not run.
    expect(await second).toBe(await first);
    expect(ran).toEqual(['start w1', 'end w1']);
    // A stop: jobs end at their next pause, and a failure then is said to be a stop.
    await jobs.pause();
    expect(jobs.stopped).toBe(false);
    await jobs.stop();
    expect(jobs.stopped).toBe(true);
    await expect(jobs.pause()).rejects.toThrow('The server is stopping.');
  });

  it('works on the newer walk when the one asked for was replaced, and gives up after three', async () => {
    const state = { live: new Set(['w2']), latest: 'w2' as string | null };
    const jobs = new CopyJobs<object>(storeOf(state), 'scan', sqliteDb);
    const ran: string[] = [];
    // Asked for w1, replaced by w2 before the job began.
    const moved = await jobs.after('c', KEY, walkRow('w1'), {
      kept: async () => undefined,
      run: async (walk) => {
        ran.push(walk.id);
        return { walk_id: walk.id };
      },
    });
    expect(moved).toEqual({ walk_id: 'w2' });
    expect(ran).toEqual(['w2']);

    // Replaced while read, each time: three attempts, then an error that says so.
    let attempts = 0;
    const replaced = jobs.after('c', KEY, walkRow('w2'), {
      kept: async () => undefined,
      run: async () => {
        attempts++;
        return null;
      },
    });
    await expect(replaced).rejects.toThrow('The copy was replaced each time it was read to scan, 3 times.');
    expect(attempts).toBe(3);

    // No complete walk at all: nothing to work on.
    state.live.clear();
    state.latest = null;
    await expect(
      jobs.after('c', KEY, walkRow('w3'), {
        kept: async () => undefined,
        run: async () => ({ walk_id: 'x' }),
      }),
    ).rejects.toThrow('The copy to scan is gone.');
  });
});
