/**
 * /api/portfolio through the whole server app (server/app.ts): people of one team share one walk, a person
 * reads only the projects they have a role on, a write through the simulator's proxy sends the next read
 * to the service, and the NDJSON answer holds the service's plots once each, a named supplier's first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  portfolioFreshnessSchema,
  portfolioLineSchema,
  portfolioOverlapsSchema,
  portfolioSuppliersSchema,
  type PortfolioLine,
} from '@core/api/portfolio.ts';
import { PACK_FRAMES_TYPE, readFrames, type Frame } from '@core/plot-packs/pack-frames.ts';
import { concatPacks } from '@core/plot-packs/concat-packs.ts';
import {
  ARRAY_FIELDS,
  packSize,
  TEXT_FIELDS,
  TEXT_ID,
  type PackedPlots,
} from '@core/plot-packs/packed-plots.ts';
import { packWithTracesCheck } from '@core/plot-packs/traces-refusals.ts';
import { readConfig } from '../config.ts';
import { createServerApp, type ServerApp } from '../app.ts';
import { demoSessionCookie } from '../../tests/support/demo-token.ts';

const ORIGIN = 'http://127.0.0.1:5173';
const PLOTS = '/api/portfolio/simulator/projects/p-palm/plots';
const PACKS = '/api/portfolio/simulator/projects/p-palm/packs';

const decoder = new TextDecoder();
/** The ids of a pack's plots, from its text column. */
const idsOf = (p: PackedPlots) =>
  Array.from({ length: packSize(p) }, (_, i) =>
    decoder.decode(
      p.text.subarray(p.textStart[i * TEXT_FIELDS + TEXT_ID], p.textStart[i * TEXT_FIELDS + TEXT_ID + 1]),
    ),
  );
let server: ServerApp;
let dataDir: string;
let walked: string[] = [];
/** Set by a test: what the service answers the server's walk instead, after a wait. */
let slowService: ((path: string) => Response | null) | null = null;
const cookies: Record<string, string> = {};

const signIn = (personId: string) => demoSessionCookie(server, personId, ORIGIN);

const get = (url: string, as: string) =>
  server.app.request(`${ORIGIN}${url}`, { headers: { cookie: cookies[as]!, origin: ORIGIN } });

async function lines(res: Response): Promise<PortfolioLine[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
  const text = await res.text();
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((l) => portfolioLineSchema.parse(JSON.parse(l)));
}

/**
 * The requests of the server's walks among those made since `walked` was emptied: after each walk's scan the
 * server reads the detections exports in the background too (the review counts), which is no walk, and under
 * load came inside a test's window.
 */
const walkRequests = () => walked.filter((p) => !p.startsWith('/detections-export'));

const plotsOf = (answer: PortfolioLine[]) => answer.flatMap((l) => (l.type === 'plots' ? l.plots : []));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-routes-'));
  server = await createServerApp({ ...readConfig({ SIM_SEED_PLOTS: '1000' }), dataDir });
  // Every request the server's walks make to the service, counted.
  const serviceFetch = server.review.serviceFetchers.simulator!;
  server.review.serviceFetchers.simulator = async (p, token) => {
    walked.push(p);
    if (slowService) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const instead = slowService(p);
      if (instead) return instead;
    }
    return serviceFetch(p, token);
  };
  for (const person of ['demo-amara', 'demo-lucas', 'demo-sofia']) cookies[person] = await signIn(person);
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/api/portfolio', () => {
  it('answers the project’s plots as NDJSON: the copy, its pages, the end; the service’s plots once each', async () => {
    walked = [];
    const answer = await lines(await get(PLOTS, 'demo-amara'));
    const head = answer[0]!;
    expect(head.type).toBe('copy');
    expect(answer.at(-1)).toEqual({ type: 'end', plotCount: plotsOf(answer).length });
    const plots = plotsOf(answer);
    expect(head.type === 'copy' && head.plotCount).toBe(plots.length);
    expect(
      answer.filter((l) => l.type === 'plots').every((l) => l.type === 'plots' && l.plots.length <= 200),
    ).toBe(true);
    expect(walked.some((p) => p.startsWith('/v1/plots'))).toBe(true);
    // The same plots the service lists to the team's token.
    const listed = new Set<string>();
    let next: string | null = '/api/simulator/v1/plots?projectId=p-palm&limit=200';
    while (next) {
      const page = (await (await get(next, 'demo-amara')).json()) as {
        nextUrl: string | null;
        results: { id: string }[];
      };
      for (const p of page.results) listed.add(p.id);
      next =
        page.nextUrl &&
        new URL(page.nextUrl, ORIGIN).pathname.replace(/^(?!\/api\/simulator)/, '/api/simulator') +
          new URL(page.nextUrl, ORIGIN).search;
    }
    expect(plots.map((p) => p.id).sort()).toEqual([...listed].sort());
    expect(new Set(plots.map((p) => p.id)).size).toBe(plots.length);
  });

  it('compresses the copy for a browser that accepts gzip', async () => {
    await lines(await get(PLOTS, 'demo-amara'));
    const res = await server.app.request(`${ORIGIN}${PLOTS}`, {
      headers: { cookie: cookies['demo-amara']!, origin: ORIGIN, 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^\{"type":"end","plotCount":\d+\}$/);
  });

  it('a second person of the team opening the project causes no walk of the service', async () => {
    await lines(await get(PLOTS, 'demo-amara'));
    walked = [];
    const answer = await lines(await get(PLOTS, 'demo-lucas'));
    expect(plotsOf(answer).length).toBeGreaterThan(200);
    expect(walkRequests()).toEqual([]);
  });

  it('serves the named supplier’s plots first', async () => {
    const all = plotsOf(await lines(await get(PLOTS, 'demo-amara')));
    const supplier = all.at(-1)!.supplier;
    const own = all.filter((p) => p.supplier === supplier).length;
    const first = plotsOf(
      await lines(await get(`${PLOTS}?first=${encodeURIComponent(supplier)}`, 'demo-amara')),
    );
    expect(first.slice(0, own).every((p) => p.supplier === supplier)).toBe(true);
    expect(first.length).toBe(all.length);
    expect((await get(`${PLOTS}?first=`, 'demo-amara')).status).toBe(400);
  });

  it('answers the same plots as packs, packed and checked once per walk, a named supplier’s first', async () => {
    const all = plotsOf(await lines(await get(PLOTS, 'demo-amara')));
    const read = async (url: string) => {
      const res = await get(url, 'demo-amara');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(PACK_FRAMES_TYPE);
      const frames: Frame[] = [];
      for await (const frame of readFrames(res.body!)) frames.push(frame);
      return frames;
    };
    const frames = await read(PACKS);
    expect(frames[0]).toMatchObject({ line: { type: 'copy', plotCount: all.length } });
    expect(frames.at(-1)).toEqual({ line: { type: 'end', plotCount: all.length } });
    const packs = frames.flatMap((f) => ('pack' in f ? [f.pack] : []));
    expect(packs.length).toBe(frames.length - 2);
    // Each pack holds one supplier's plots, in the copy's order, and the columns the worker would make of
    // them (the TRACES check included): the same figures as packing the NDJSON copy's plots here.
    for (const p of packs) expect(new Set(p.supplier).size).toBe(1);
    expect(packs.flatMap(idsOf)).toEqual(all.map((p) => p.id));
    const here = await packWithTracesCheck(all);
    const there = concatPacks(packs);
    for (const field of ARRAY_FIELDS.filter(
      (f) => !['supplier', 'country', 'project', 'framework'].includes(f),
    ))
      expect([field, Array.from(there[field])]).toEqual([field, Array.from(here[field])]);
    const words = (p: typeof here, field: 'supplier' | 'country' | 'framework') =>
      Array.from(p[field], (code) => p.words[code] ?? null);
    for (const field of ['supplier', 'country', 'framework'] as const)
      expect(words(there, field)).toEqual(words(here, field));

    // Packed once: a second read is the same bytes, read back, not packed again.
    const set = await server.review.db.selectFrom('portfolio_pack_set').selectAll().executeTakeFirstOrThrow();
    await read(PACKS);
    const again = await server.review.db
      .selectFrom('portfolio_pack_set')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(again).toEqual(set);
    expect(set.plot_count).toBe(all.length);

    const supplier = all.at(-1)!.supplier;
    const own = all.filter((p) => p.supplier === supplier).length;
    const first = (await read(`${PACKS}?first=${encodeURIComponent(supplier)}`)).flatMap((f) =>
      'pack' in f ? [f.pack] : [],
    );
    const firstPlots = first.flatMap((p) => Array.from(p.supplier, (code) => p.words[code]));
    expect(firstPlots.slice(0, own).every((s) => s === supplier)).toBe(true);
    expect(firstPlots.slice(own).includes(supplier)).toBe(false);
    expect(firstPlots.length).toBe(all.length);
    expect((await get(`${PACKS}?first=`, 'demo-amara')).status).toBe(400);

    // A supplier's page reads its supplier's packs alone: those plots, in the copy's order, counted as such.
    const onlyFrames = await read(`${PACKS}?supplier=${encodeURIComponent(supplier)}`);
    expect(onlyFrames[0]).toMatchObject({ line: { type: 'copy', plotCount: own } });
    expect(onlyFrames.at(-1)).toEqual({ line: { type: 'end', plotCount: own } });
    const onlyPacks = onlyFrames.flatMap((f) => ('pack' in f ? [f.pack] : []));
    expect(onlyPacks.flatMap(idsOf)).toEqual(all.filter((p) => p.supplier === supplier).map((p) => p.id));
    const nobody = await read(`${PACKS}?supplier=${encodeURIComponent('No such supplier')}`);
    expect(nobody).toEqual([
      { line: expect.objectContaining({ type: 'copy', plotCount: 0 }) as unknown },
      { line: { type: 'end', plotCount: 0 } },
    ]);
    expect((await get(`${PACKS}?supplier=`, 'demo-amara')).status).toBe(400);
    expect((await get(`${PACKS}?supplier=${'x'.repeat(201)}`, 'demo-amara')).status).toBe(400);

    // A browser takes the packs as kept, deflated: a zlib stream (its checksum checked here) of the same bytes.
    const plain = new Uint8Array(await (await get(PACKS, 'demo-amara')).arrayBuffer());
    const deflated = await server.app.request(`${ORIGIN}${PACKS}`, {
      headers: { cookie: cookies['demo-amara']!, origin: ORIGIN, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    const raw = Buffer.from(await deflated.arrayBuffer());
    expect(raw.length).toBeLessThan(plain.length / 2);
    expect(inflateSync(raw).equals(plain)).toBe(true);
    // One that refuses deflate (q=0) gets them inflated.
    const refusing = await server.app.request(`${ORIGIN}${PACKS}`, {
      headers: { cookie: cookies['demo-amara']!, origin: ORIGIN, 'accept-encoding': 'deflate;q=0, gzip' },
    });
    expect(refusing.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await refusing.arrayBuffer())).toEqual(plain);
    expect((await get('/api/portfolio/simulator/projects/p-cocoa/packs', 'demo-lucas')).status).toBe(403);
    expect((await server.app.request(`${ORIGIN}${PACKS}`)).status).toBe(401);
  });

  it('answers the copy’s double claims, the project’s or one supplier’s, scanned once for the team', async () => {
    const OVERLAPS = '/api/portfolio/simulator/projects/p-palm/overlaps';
    const plots = plotsOf(await lines(await get(PLOTS, 'demo-amara')));
    const project = portfolioOverlapsSchema.parse(await (await get(OVERLAPS, 'demo-amara')).json());
    // Seed plots are polygons: every one has area and was compared.
    expect(project.report.scanned).toBe(plots.length);
    expect(project.report.totalPairs).toBe(project.report.pairs.length);
    walked = [];
    const supplier = plots[0]!.supplier;
    const res = await get(`${OVERLAPS}?supplier=${encodeURIComponent(supplier)}`, 'demo-lucas');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const own = portfolioOverlapsSchema.parse(await res.json());
    // Another person of the team: neither a walk nor a scan.
    expect(walkRequests()).toEqual([]);
    expect(own.scannedAt).toBe(project.scannedAt);
    expect(own.walkedAt).toBe(project.walkedAt);
    expect(own.report.scanned).toBe(plots.filter((p) => p.supplier === supplier).length);
    const ofSupplier = project.report.pairs.filter(
      (p) => p.a.supplier === supplier || p.b.supplier === supplier,
    );
    expect(own.report.pairs.map((p) => [p.a.id, p.b.id].sort())).toEqual(
      ofSupplier.map((p) => [p.a.id, p.b.id].sort()),
    );
    expect((await get(`${OVERLAPS}?supplier=`, 'demo-amara')).status).toBe(400);
    expect((await get(`${OVERLAPS}?supplier=${'x'.repeat(201)}`, 'demo-amara')).status).toBe(400);
    expect((await get('/api/portfolio/simulator/projects/p-cocoa/overlaps', 'demo-lucas')).status).toBe(403);
  });

  it('answers each supplier’s figures from the copy in one request, the overlaps once scanned', async () => {
    const SUPPLIERS = '/api/portfolio/simulator/projects/p-palm/suppliers';
    const plots = plotsOf(await lines(await get(PLOTS, 'demo-amara')));
    const overlaps = portfolioOverlapsSchema.parse(
      await (await get('/api/portfolio/simulator/projects/p-palm/overlaps', 'demo-amara')).json(),
    );
    walked = [];
    const res = await get(SUPPLIERS, 'demo-lucas');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = portfolioSuppliersSchema.parse(await res.json());
    // Another person of the team: no walk, and the scan the overlaps came from.
    expect(walkRequests()).toEqual([]);
    expect(answer.scannedAt).toBe(overlaps.scannedAt);
    expect(answer.walkedAt).toBe(overlaps.walkedAt);
    const names = [...new Set(plots.map((p) => p.supplier))];
    expect(answer.suppliers.map((s) => s.supplier)).toEqual(names);
    for (const s of answer.suppliers) {
      const mine = plots.filter((p) => p.supplier === s.supplier);
      expect(s.plots).toBe(mine.length);
      const high = mine.filter((p) => p.riskAssessment?.riskLevel === 'high').length;
      expect(s.byRisk.high).toBe(high);
      expect(Object.values(s.byRisk).reduce((a, b) => a + b, 0)).toBe(mine.length);
      const withOthers = overlaps.report.bySupplier[s.supplier]?.withOthers ?? 0;
      expect(s.overlaps!.betweenSuppliers.plots).toBe(withOthers);
    }
    expect((await get('/api/portfolio/simulator/projects/p-cocoa/suppliers', 'demo-lucas')).status).toBe(403);
  });

  it('counts each supplier’s review with the team’s decisions, once the simulator’s detections are read', async () => {
    const SUPPLIERS = '/api/portfolio/simulator/projects/p-palm/suppliers';
    const ask = async () => portfolioSuppliersSchema.parse(await (await get(SUPPLIERS, 'demo-amara')).json());
    await get('/api/portfolio/simulator/projects/p-palm/overlaps', 'demo-amara');
    // Read right after the scan (or begun by the first ask): counted once read. Asked until then, for as
    // long as a test may take (a loaded machine reads the simulator's twelve exports slowly).
    let answer = await ask();
    for (const deadline = Date.now() + 90_000; answer.reviewedAt === null && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await ask();
    }
    expect(answer.reviewError).toBeNull();
    expect(answer.reviewedAt).not.toBeNull();
    const busiest = answer.suppliers.reduce((a, b) => (b.review!.open > a.review!.open ? b : a));
    const before = busiest.review!;
    expect(before.byKind.risk!.open).toBeGreaterThan(0);
    // One of its risk items cleared: the next ask counts it, without reading anything again.
    const plots = plotsOf(await lines(await get(PLOTS, 'demo-amara')));
    const atRisk = plots.find(
      (p) =>
        p.supplier === busiest.supplier && ['high', 'medium'].includes(p.riskAssessment?.riskLevel ?? ''),
    )!;
    const decided = await server.app.request(`${ORIGIN}/api/review/simulator/projects/p-palm/decisions`, {
      method: 'POST',
      headers: {
        cookie: cookies['demo-amara']!,
        origin: ORIGIN,
        'content-type': 'application/json',
        'idempotency-key': 'review-counts-1',
      },
      body: JSON.stringify({
        items: [{ kind: 'risk', plotId: atRisk.id }],
        verdict: 'cleared',
        reason: 'no-deforestation-verified',
      }),
    });
    expect(decided.status).toBe(201);
    walked = [];
    const after = (await ask()).suppliers.find((s) => s.supplier === busiest.supplier)!.review!;
    expect(walkRequests()).toEqual([]);
    expect(after.byKind.risk).toEqual({
      total: before.byKind.risk!.total,
      open: before.byKind.risk!.open - 1,
    });
    expect(after.open).toBe(before.open - 1);
    expect(after.total).toBe(before.total);
  });

  it('refuses a person with no role on the project, and a request with no one signed in', async () => {
    const refused = await get('/api/portfolio/simulator/projects/p-cocoa/plots', 'demo-lucas');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errorMessage: string }).errorMessage).toMatch(/role/);
    const anonymous = await server.app.request(`${ORIGIN}${PLOTS}`);
    expect(anonymous.status).toBe(401);
    expect((await server.app.request(`${ORIGIN}/api/portfolio/nowhere/projects/p-palm/plots`)).status).toBe(
      404,
    );
  });

  it('a write through the simulator’s proxy sends the next read to the service, and the copy shows it', async () => {
    await lines(await get(PLOTS, 'demo-amara'));
    const renamed = 'Renamed through the proxy';
    const suppliers = (await (
      await get('/api/simulator/v1/suppliers?projectId=p-palm', 'demo-amara')
    ).json()) as {
      results: { id: string; name: string; plotCount: number }[];
    };
    const target = suppliers.results.find((s) => s.plotCount > 0)!;
    const res = await server.app.request(`${ORIGIN}/api/simulator/v1/suppliers/${target.id}`, {
      method: 'PATCH',
      headers: { cookie: cookies['demo-amara']!, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: renamed }),
    });
    expect(res.status).toBe(200);
    walked = [];
    const plots = plotsOf(await lines(await get(PLOTS, 'demo-sofia')));
    expect(walkRequests().length).toBeGreaterThan(0);
    expect(plots.filter((p) => p.supplier === renamed)).toHaveLength(target.plotCount);
    expect(plots.some((p) => p.supplier === target.name)).toBe(false);
    // The overlaps follow the new copy: scanned again (its renamed plots only), under the new name.
    const overlaps = portfolioOverlapsSchema.parse(
      await (await get('/api/portfolio/simulator/projects/p-palm/overlaps', 'demo-sofia')).json(),
    );
    const again = portfolioOverlapsSchema.parse(
      await (
        await get(
          `/api/portfolio/simulator/projects/p-palm/overlaps?supplier=${encodeURIComponent(renamed)}`,
          'demo-amara',
        )
      ).json(),
    );
    expect(again.scannedAt).toBe(overlaps.scannedAt);
    expect(again.report.scanned).toBe(target.plotCount);
    const old = portfolioOverlapsSchema.parse(
      await (
        await get(
          `/api/portfolio/simulator/projects/p-palm/overlaps?supplier=${encodeURIComponent(target.name)}`,
          'demo-amara',
        )
      ).json(),
    );
    expect(old.report.scanned).toBe(0);
  });

  it('says how fresh the copy is, and walks again on demand', async () => {
    await lines(await get(PLOTS, 'demo-amara'));
    const fresh = portfolioFreshnessSchema.parse(
      await (await get('/api/portfolio/simulator/projects/p-palm/freshness', 'demo-sofia')).json(),
    );
    expect(fresh.walkedAt).not.toBeNull();
    expect(fresh.outOfDate).toBe(false);
    expect(fresh.plotCount).toBeGreaterThan(200);
    walked = [];
    const res = await server.app.request(`${ORIGIN}/api/portfolio/simulator/projects/p-palm/refresh`, {
      method: 'POST',
      headers: { cookie: cookies['demo-sofia']!, origin: ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(202);
    const walking = portfolioFreshnessSchema.parse(await res.json());
    expect(walking.walking).not.toBeNull();
    await server.portfolio.mirror.walkingNow({
      connection: 'simulator',
      teamId: 'demo-team',
      projectId: 'p-palm',
    })?.done;
    expect(walkRequests().length).toBeGreaterThan(0);
    const after = portfolioFreshnessSchema.parse(
      await (await get('/api/portfolio/simulator/projects/p-palm/freshness', 'demo-sofia')).json(),
    );
    expect(after.walkedAt! > fresh.walkedAt!).toBe(true);
    expect(after.walking).toBeNull();
  });

  it('a walk longer than a second: the answer begins with its progress, then the copy, or what went wrong', async () => {
    const refresh = () =>
      server.app.request(`${ORIGIN}/api/portfolio/simulator/projects/p-palm/refresh`, {
        method: 'POST',
        headers: { cookie: cookies['demo-amara']!, origin: ORIGIN, 'content-type': 'application/json' },
        body: '{}',
      });
    const key = { connection: 'simulator', teamId: 'demo-team', projectId: 'p-palm' };
    try {
      slowService = () => null;
      await server.portfolio.mirror.markChanged('simulator', 'p-palm');
      const res = await get(PLOTS, 'demo-amara');
      const answer = await lines(res);
      const kinds = answer.map((l) => l.type);
      expect(kinds[0]).toBe('walking');
      expect(kinds.slice(kinds.indexOf('copy'))).toEqual([
        'copy',
        ...kinds.filter((k) => k === 'plots'),
        'end',
      ]);
      expect(kinds.filter((k) => k === 'walking').length).toBeGreaterThan(0);

      // The service refuses the pages: the walk fails, and the answer already begun says why.
      slowService = (p) =>
        p.startsWith('/v1/plots')
          ? Response.json({ errorCode: 'forbidden', errorMessage: 'no' }, { status: 403 })
          : null;
      await server.portfolio.mirror.markChanged('simulator', 'p-palm');
      const failed = await lines(await get(PLOTS, 'demo-amara'));
      expect(failed.at(-1)).toMatchObject({ type: 'error', errorCode: 'forbidden' });
      expect(failed.some((l) => l.type === 'plots')).toBe(false);
    } finally {
      slowService = null;
      await server.portfolio.mirror.walkingNow(key)?.done.catch(() => undefined);
    }
    expect((await refresh()).status).toBe(202);
    await server.portfolio.mirror.walkingNow(key)?.done;
  });
});
