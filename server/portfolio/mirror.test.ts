/**
 * The portfolio mirror against the real simulator and a real (in-memory SQLite) database: the copy holds
 * exactly the service's plots, a second reader causes no walk, a change or age makes the next read walk
 * again, a walk stopped midway resumes from its last kept page and is never served half-written, and a
 * failing service leaves nothing served.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plotPageSchema } from '@core/api/schemas.ts';
import { createSimulator, type Simulator } from '../simulator/index.ts';
import { openReviewDatabase, type ReviewDatabase } from '../review/database.ts';
import type { ServiceFetch } from '../review/service-records.ts';
import { databaseBackends } from '../../tests/support/database-backends.ts';
import { PortfolioMirror, READ_WINDOW_MS } from './mirror.ts';
import type { MirrorKey } from './mirror-store.ts';

const TOKEN = 'demo-token-amara';
const KEY: MirrorKey = { connection: 'simulator', teamId: 'team-1', projectId: 'p-palm' };

let simulator: Simulator;
let database: ReviewDatabase;
let asked: string[];
/** Set by a test to make the service fail or stop answering. */
let fault: ((path: string) => Response | Promise<Response> | null) | null;
const fetcher: ServiceFetch = async (path, token) => {
  asked.push(path);
  const faulty = fault?.(path);
  if (faulty) return faulty;
  return simulator.app.request(`http://127.0.0.1${path}`, { headers: { authorization: `Bearer ${token}` } });
};

let clock = Date.parse('2026-12-07T09:00:00.000Z');
const now = () => new Date(clock);
const mirrorOf = (refreshAfterMs = 60_000) =>
  new PortfolioMirror({
    db: database.db,
    fetchers: { simulator: fetcher, live: null },
    refreshAfterMs,
    now,
    sleep: async () => undefined,
  });

/** The project's plots as the service lists them, walked page by page here. */
async function servicePlots(projectId: string): Promise<Map<string, unknown>> {
  const plots = new Map<string, unknown>();
  let path: string | null = `/v1/plots?projectId=${projectId}&limit=200`;
  while (path) {
    const res = await simulator.app.request(`http://127.0.0.1${path}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const page = plotPageSchema.parse(await res.clone().json());
    const raw = ((await res.json()) as { results: unknown[] }).results;
    page.results.forEach((p, i) => plots.set(p.id, raw[i]));
    path = page.nextUrl
      ? new URL(page.nextUrl, 'http://x').pathname + new URL(page.nextUrl, 'http://x').search
      : null;
  }
  return plots;
}

async function copyOf(mirror: PortfolioMirror, walkId: string, first?: string) {
  const bodies: string[] = [];
  for await (const batch of mirror.store.plotBodies(walkId, first)) bodies.push(...batch);
  return bodies.map((b) => JSON.parse(b) as { id: string; supplier: string });
}

// The same suite on both databases the server runs on: SQLite by default, PostgreSQL with DATABASE_URL.
const backends = databaseBackends();

describe.each(backends)('the portfolio mirror on $name', (backend) => {
  beforeEach(async () => {
    asked = [];
    fault = null;
    clock = Date.parse('2026-12-07T09:00:00.000Z');
    simulator = await createSimulator({ dataDir: null, seedPlots: 1000, faults: false });
    database = await openReviewDatabase({ databaseUrl: await backend.databaseUrl(), sqliteFile: ':memory:' });
  });

  afterEach(async () => {
    await simulator.close();
    await database.close();
  });

  it('keeps exactly the service’s plots of the project, each as the service gave it', async () => {
    const mirror = mirrorOf();
    const { walk, refreshing } = await mirror.read(KEY, TOKEN);
    expect(refreshing).toBe(false);
    expect(walk.state).toBe('complete');
    const expected = await servicePlots('p-palm');
    expect(expected.size).toBeGreaterThan(200);
    expect(walk.plot_count).toBe(expected.size);
    const copy = await copyOf(mirror, walk.id);
    expect(copy.map((p) => p.id).sort()).toEqual([...expected.keys()].sort());
    for (const plot of copy) expect(plot).toEqual(expected.get(plot.id));
    // Walked by supplier, side by side: every page request names one supplier of the project.
    const pages = asked.filter((p) => p.startsWith('/v1/plots'));
    expect(pages.every((p) => new URL(p, 'http://x').searchParams.get('supplier'))).toBe(true);
  });

  it('serves a supplier’s plots first when asked, the rest after, none twice', async () => {
    const mirror = mirrorOf();
    const { walk } = await mirror.read(KEY, TOKEN);
    const all = await copyOf(mirror, walk.id);
    const supplier = all.at(-1)!.supplier;
    const firstFirst = await copyOf(mirror, walk.id, supplier);
    const own = all.filter((p) => p.supplier === supplier).length;
    expect(own).toBeGreaterThan(0);
    expect(firstFirst.slice(0, own).every((p) => p.supplier === supplier)).toBe(true);
    expect(firstFirst.slice(own).some((p) => p.supplier === supplier)).toBe(false);
    expect(new Set(firstFirst.map((p) => p.id)).size).toBe(all.length);
  });

  it('a second person reading the same copy causes no request to the service', async () => {
    const mirror = mirrorOf();
    await mirror.read(KEY, TOKEN);
    const walked = asked.length;
    expect(walked).toBeGreaterThan(3);
    asked = [];
    const again = await mirror.read(KEY, TOKEN);
    expect(asked).toEqual([]);
    expect(again.refreshing).toBe(false);
  });

  it('readers arriving together share one walk', async () => {
    const mirror = mirrorOf();
    const [a, b, c] = await Promise.all([
      mirror.read(KEY, TOKEN),
      mirror.read(KEY, TOKEN),
      mirror.read(KEY, TOKEN),
    ]);
    expect(new Set([a.walk.id, b.walk.id, c.walk.id]).size).toBe(1);
    expect(asked.filter((p) => p.startsWith('/v1/suppliers'))).toHaveLength(1);
  });

  it('after a change the next read waits for a walk begun after it, and sees the new plot', async () => {
    const mirror = mirrorOf();
    const before = await mirror.read(KEY, TOKEN);
    // A plot the service gained (as an upload's ingest does), then the change seen by the server.
    const made = await simulator.app.request('http://127.0.0.1/v1/suppliers', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A new supplier', projectId: 'p-palm' }),
    });
    expect(made.status).toBe(201);
    clock += 1;
    await mirror.markChanged('simulator', '*');
    clock += 1;
    asked = [];
    const after = await mirror.read(KEY, TOKEN);
    expect(after.walk.id).not.toBe(before.walk.id);
    expect(after.walk.started_at > before.walk.completed_at!).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    // The older copy is gone once the newer one is complete.
    expect(await database.db.selectFrom('portfolio_walk').select('id').execute()).toEqual([
      { id: after.walk.id },
    ]);
  });

  it('a change to another project does not send this one’s readers to the service', async () => {
    const mirror = mirrorOf();
    await mirror.read(KEY, TOKEN);
    clock += 1;
    await mirror.markChanged('simulator', 'p-cocoa');
    await mirror.markChanged('live', '*');
    asked = [];
    await mirror.read(KEY, TOKEN);
    expect(asked).toEqual([]);
  });

  it('an old copy is served at once and walked again behind it; one millisecond younger is not', async () => {
    const mirror = mirrorOf(60_000);
    const first = await mirror.read(KEY, TOKEN);
    clock = Date.parse(first.walk.completed_at!) + 60_000;
    asked = [];
    const atTheLimit = await mirror.read(KEY, TOKEN);
    expect(atTheLimit.refreshing).toBe(false);
    expect(asked).toEqual([]);
    clock += 1;
    const old = await mirror.read(KEY, TOKEN);
    expect(old.walk.id).toBe(first.walk.id);
    expect(old.refreshing).toBe(true);
    await mirror.walkingNow(KEY)!.done;
    const fresh = await mirror.read(KEY, TOKEN);
    expect(fresh.walk.id).not.toBe(first.walk.id);
    expect(fresh.refreshing).toBe(false);
  });

  it('the schedule walks again the copies people read once they age, and leaves the others alone', async () => {
    const mirror = mirrorOf(60_000);
    const tokenOf = async () => TOKEN;
    const first = await mirror.read(KEY, TOKEN);
    // Not yet old: nothing to do.
    clock = Date.parse(first.walk.completed_at!) + 60_000;
    asked = [];
    expect(await mirror.refreshDue(tokenOf)).toBe(0);
    expect(asked).toEqual([]);
    // One millisecond older than the limit, read a moment ago: walked again, with nobody reading.
    clock += 1;
    expect(await mirror.refreshDue(tokenOf)).toBe(1);
    // Asked again while it runs: that walk, not a second.
    expect(await mirror.refreshDue(tokenOf)).toBe(0);
    const second = await mirror.walkingNow(KEY)!.done;
    expect(second.id).not.toBe(first.walk.id);
    expect(asked.some((p) => p.startsWith('/v1/plots'))).toBe(true);
    // The next reader finds it fresh: served at once, nothing walked behind it.
    asked = [];
    const read = await mirror.read(KEY, TOKEN);
    expect(read).toEqual({ walk: expect.objectContaining({ id: second.id }), refreshing: false });
    expect(asked).toEqual([]);

    // Nobody read it in a day: old as it is, it is left alone.
    clock = Date.parse(read.walk.completed_at!) + READ_WINDOW_MS + 1;
    expect(await mirror.refreshDue(tokenOf)).toBe(0);
    // Read within the day, but the team's token changed since its walk: left for the next reader.
    await mirror.read(KEY, TOKEN);
    await mirror.walkingNow(KEY)?.done;
    clock += 60_001;
    expect(await mirror.refreshDue(async () => 'demo-token-lucas')).toBe(0);
    expect(await mirror.refreshDue(async () => null)).toBe(0);
    expect(await mirror.refreshDue(tokenOf)).toBe(1);
    await mirror.walkingNow(KEY)!.done;
  });

  it('marks a copy read at most once a minute: no write on every request', async () => {
    const mirror = mirrorOf(3_600_000);
    const { walk } = await mirror.read(KEY, TOKEN);
    const readAt = async () => (await mirror.store.walk(walk.id))!.read_at;
    const first = await readAt();
    expect(first).toBe(now().toISOString());
    clock += 59_999;
    await mirror.read(KEY, TOKEN);
    expect(await readAt()).toBe(first);
    clock += 1;
    await mirror.read(KEY, TOKEN);
    expect(await readAt()).toBe(now().toISOString());
  });

  it('a refresh asked while a walk runs is that walk: asking twice does not queue walk after walk', async () => {
    const mirror = mirrorOf();
    const first = mirror.refresh(KEY, TOKEN);
    const second = mirror.refresh(KEY, TOKEN);
    expect(second).toBe(first);
    const walk = await first;
    expect(asked.filter((p) => p.startsWith('/v1/suppliers'))).toHaveLength(1);
    // Once it has ended, a refresh walks again.
    clock += 1;
    const again = await mirror.refresh(KEY, TOKEN);
    expect(again.id).not.toBe(walk.id);
    expect(asked.filter((p) => p.startsWith('/v1/suppliers'))).toHaveLength(2);
  });

  it('a copy walked with another token is not served with this one', async () => {
    const mirror = mirrorOf();
    const amara = await mirror.read(KEY, TOKEN);
    asked = [];
    const lucas = await mirror.read(KEY, 'demo-token-lucas');
    expect(lucas.walk.id).not.toBe(amara.walk.id);
    expect(asked.length).toBeGreaterThan(0);
    expect((await mirror.freshness(KEY, 'demo-token-lucas')).plotCount).toBe(lucas.walk.plot_count);
  });

  it('a walk stopped midway resumes from its last kept page, and is not served until complete', async () => {
    // Enough plots for lanes of several pages: a lane stops between two of its pages.
    await simulator.close();
    simulator = await createSimulator({ dataDir: null, seedPlots: 3000, faults: false });
    const mirror = mirrorOf();
    // The service stops answering after a few pages: the walk is left under way, as a killed server leaves it.
    let pages = 0;
    let hang: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => (hang = resolve));
    fault = (path) => {
      if (!path.startsWith('/v1/plots')) return null;
      if (++pages <= 3) return null;
      hang();
      return new Promise<Response>(() => undefined);
    };
    const reading = mirror.read(KEY, TOKEN);
    reading.catch(() => undefined);
    await hung;
    const under = (await database.db.selectFrom('portfolio_walk').selectAll().execute())[0]!;
    // The three pages answered are kept (one may still be on its way to the database when the fourth hangs).
    await expect
      .poll(async () => (await mirror.store.lanesOf(under.id)).reduce((n, l) => n + l.pages, 0))
      .toBe(3);
    expect(under.state).toBe('walking');
    expect(await mirror.store.latestComplete(KEY, under.token_hash)).toBeUndefined();
    const kept = await mirror.store.plotCount(under.id);
    expect(kept).toBeGreaterThan(0);
    const lanes = await mirror.store.lanesOf(under.id);
    const keptPages = lanes.reduce((n, l) => n + l.pages, 0);
    expect(keptPages).toBe(3);
    // A lane stopped between two pages keeps the cursor of its next one.
    expect(lanes.some((l) => !l.done && l.next_search?.includes('cursor='))).toBe(true);
    // No close(): the hung requests stay hung, like a killed process's. A new mirror on the same database.
    fault = null;
    asked = [];
    const restarted = mirrorOf();
    await restarted.resumeUnfinished(async () => TOKEN);
    await restarted.walkingNow(KEY)!.done;
    const { walk } = await restarted.read(KEY, TOKEN);
    expect(walk.id).toBe(under.id);
    const expected = await servicePlots('p-palm');
    expect(walk.plot_count).toBe(expected.size);
    expect((await copyOf(restarted, walk.id)).map((p) => p.id).sort()).toEqual([...expected.keys()].sort());
    // Only the pages not kept were asked again: no supplier list, and fewer pages than a whole walk.
    const whole = lanes.length + Math.floor(expected.size / 200);
    const again = asked.filter((p) => p.startsWith('/v1/plots'));
    expect(asked.some((p) => p.startsWith('/v1/suppliers'))).toBe(false);
    expect(again.length).toBeLessThanOrEqual(whole - keptPages + lanes.length);
    expect(again.length).toBeGreaterThan(0);
  });

  it('a resumed walk whose team token changed is dropped, never served', async () => {
    const mirror = mirrorOf();
    fault = (path) => (path.startsWith('/v1/plots') ? new Promise<Response>(() => undefined) : null);
    mirror.read(KEY, TOKEN).catch(() => undefined);
    await expect
      .poll(() => database.db.selectFrom('portfolio_walk').select('state').execute())
      .toEqual([{ state: 'walking' }]);
    fault = null;
    const restarted = mirrorOf();
    await restarted.resumeUnfinished(async () => 'demo-token-lucas');
    expect(restarted.walkingNow(KEY)).toBeUndefined();
    expect(await database.db.selectFrom('portfolio_walk').select('state').execute()).toEqual([
      { state: 'failed' },
    ]);
  });

  it('a service that keeps failing: the read fails after the retries, and nothing is served', async () => {
    const mirror = mirrorOf();
    let failures = 0;
    fault = (path) => {
      if (!path.startsWith('/v1/plots')) return null;
      failures++;
      return Response.json({ errorCode: 'internal', errorMessage: 'down' }, { status: 503 });
    };
    await expect(mirror.read(KEY, TOKEN)).rejects.toThrow(/kept failing on \/v1\/plots: 503: down/);
    // Each page is tried 4 times (3 retries) before the walk gives up.
    expect(failures % 4).toBe(0);
    expect(await database.db.selectFrom('portfolio_plot').select('plot_id').execute()).toEqual([]);
    expect((await mirror.freshness(KEY, TOKEN)).walkedAt).toBeNull();
    // A 4xx is not retried.
    fault = (path) =>
      path.startsWith('/v1/plots') ? Response.json({ errorCode: 'forbidden' }, { status: 403 }) : null;
    asked = [];
    await expect(mirror.read(KEY, TOKEN)).rejects.toThrow(/refused a page of plots \(403\)/);
    expect(asked.filter((p) => p.startsWith('/v1/plots')).length).toBeLessThanOrEqual(4);
  });
});
