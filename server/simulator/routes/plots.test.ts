/**
 * The plot routes answer from the JSON stored per plot (store.queryPlots): the bytes must stay those of
 * `c.json` over `store.plotView` objects, and a supplier rename or an updatePlot must show in the next
 * answer.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { PLOTS_PAGE_SIZE, type PlotRiskAssessment } from '@core/api/schemas.ts';
import { resolveProjectId, type SimEnv } from '../context.ts';
import type { SimDeps } from '../deps.ts';
import { openStore } from '../persistence.ts';
import { DEMO_ACCOUNTS } from '../seed-data.ts';
import type { StoredPlot } from '../records.ts';
import type { SimStore } from '../store.ts';
import { plotRoutes } from './plots.ts';

const TOKEN = 'demo-token-amara';
const PROJECT = 'p-palm';
let store: SimStore;

/** Every plot of the project in id order, read back from the database. */
function plotsOfProject(projectId: string): StoredPlot[] {
  return store.db
    .prepare<[string], { id: string }>('SELECT id FROM plots WHERE project_id = ? ORDER BY id')
    .all(projectId)
    .map((r) => store.getPlot(r.id)!);
}
let app: Hono<SimEnv>;

beforeEach(() => {
  // A fresh seed per test; 600 plots hold a bit over one page of palm plots: enough for a cursor.
  store?.close();
  store = openStore(null, 600);
  const deps: SimDeps = {
    store,
    now: () => Date.parse('2026-01-01T00:00:00Z'),
    resolveProjectId,
    signer: { sign: () => '', verify: () => false },
    speed: 1,
    publicUrl: null,
  };
  app = new Hono<SimEnv>();
  app.use('*', async (c, next) => {
    c.set('account', { token: TOKEN, ...DEMO_ACCOUNTS[TOKEN]! });
    return next();
  });
  app.route('/', plotRoutes(deps));
});

/** The page body as the route wrote it before the cache: `c.json({ count, nextUrl, results })` of views. */
function oldPageJson(plots: readonly StoredPlot[], nextUrl: string | null): string {
  const results = plots.map((p) => store.plotView(p));
  return JSON.stringify({ count: results.length, nextUrl, results });
}

async function getText(path: string) {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  return { text: await res.text(), contentType: res.headers.get('content-type') };
}

describe('GET /v1/plots from the stored plot JSON', () => {
  it('writes the same bytes and Content-Type as c.json of the plot views, page after page', async () => {
    const probe = new Hono();
    probe.get('/', (c) => c.json({}));
    const jsonContentType = (await probe.request('/')).headers.get('content-type');

    const all = plotsOfProject(PROJECT);
    expect(all.length).toBeGreaterThan(PLOTS_PAGE_SIZE);
    const first = await getText(`/v1/plots?projectId=${PROJECT}`);
    expect(first.contentType).toBe(jsonContentType);
    const { nextUrl } = JSON.parse(first.text) as { nextUrl: string };
    expect(first.text).toBe(oldPageJson(all.slice(0, PLOTS_PAGE_SIZE), nextUrl));

    // The last page (nextUrl null), served from the cache on a second walk too.
    for (let walk = 0; walk < 2; walk++) {
      const last = await getText(nextUrl);
      expect(last.text).toBe(oldPageJson(all.slice(PLOTS_PAGE_SIZE), null));
    }
  });

  it('a rename shows in the first page, with the same bytes as the views', async () => {
    const supplier = [...store.suppliers.values()].find((s) => s.projectId === PROJECT)!;
    store.renameSupplier(supplier, 'Renamed after warm-up');
    const all = plotsOfProject(PROJECT);
    const first = await getText(`/v1/plots?projectId=${PROJECT}`);
    const { nextUrl } = JSON.parse(first.text) as { nextUrl: string };
    expect(first.text).toBe(oldPageJson(all.slice(0, PLOTS_PAGE_SIZE), nextUrl));
    expect(first.text).toContain('"supplier":"Renamed after warm-up"');
  });

  it('filtered pages and one plot keep the old bytes too', async () => {
    const high = plotsOfProject(PROJECT).filter((p) => p.riskAssessment?.riskLevel === 'high');
    expect(high.length).toBeGreaterThan(0);
    const page = await getText(`/v1/plots?projectId=${PROJECT}&riskLevel=high`);
    expect(page.text).toBe(oldPageJson(high.slice(0, PLOTS_PAGE_SIZE), null));

    const plot = high[0]!;
    const one = await getText(`/v1/plots/${plot.id}`);
    expect(one.text).toBe(JSON.stringify(store.plotView(plot)));
    expect(one.contentType).toBe(page.contentType);
  });

  it('a supplier rename shows in the next listing', async () => {
    const all = plotsOfProject(PROJECT);
    const supplier = store.suppliers.get(all[0]!.supplierId)!;
    const oldName = supplier.name;
    type Body = { nextUrl: string; results: { id: string; supplier: string }[] };
    const before = JSON.parse((await getText(`/v1/plots?projectId=${PROJECT}`)).text) as Body; // caches them
    expect(before.results[0]!.supplier).toBe(oldName);

    store.renameSupplier(supplier, 'Renamed "Palm" Co-op');
    const after = await getText(`/v1/plots?projectId=${PROJECT}`);
    const { nextUrl, results } = JSON.parse(after.text) as Body;
    expect(results[0]!.supplier).toBe('Renamed "Palm" Co-op');
    expect(results.some((r) => r.supplier === oldName)).toBe(false);
    expect(after.text).toBe(oldPageJson(all.slice(0, PLOTS_PAGE_SIZE), nextUrl));
  });

  it('an updatePlot shows in the next listing and the plot detail', async () => {
    const all = plotsOfProject(PROJECT);
    const plot = all[3]!;
    await getText(`/v1/plots?projectId=${PROJECT}`); // caches the page's plots
    await getText(`/v1/plots/${plot.id}`);

    const riskAssessment: PlotRiskAssessment = {
      ...plot.riskAssessment!,
      riskLevel: plot.riskAssessment!.riskLevel === 'high' ? 'none' : 'high',
      assessedAt: '2026-02-02T00:00:00.000Z',
    };
    store.updatePlot(plot.id, {
      riskAssessment,
      updatedAt: '2026-02-02T00:00:00.000Z',
      name: 'Kebun "Baru"',
    });

    const after = await getText(`/v1/plots?projectId=${PROJECT}`);
    const page = JSON.parse(after.text) as { nextUrl: string; results: Record<string, unknown>[] };
    expect(page.results[3]).toMatchObject({
      id: plot.id,
      name: 'Kebun "Baru"',
      updatedAt: '2026-02-02T00:00:00.000Z',
      riskAssessment,
    });
    const now = plotsOfProject(PROJECT);
    expect(after.text).toBe(oldPageJson(now.slice(0, PLOTS_PAGE_SIZE), page.nextUrl));
    expect((await getText(`/v1/plots/${plot.id}`)).text).toBe(
      JSON.stringify(store.plotView(store.getPlot(plot.id)!)),
    );
  });
});

describe('GET /v1/plots?limit=', () => {
  it('answers pages of at most `limit` plots that walk the same plots as full pages', async () => {
    const all = plotsOfProject(PROJECT);
    const first = JSON.parse((await getText(`/v1/plots?projectId=${PROJECT}&limit=7`)).text) as {
      count: number;
      nextUrl: string;
      results: { id: string }[];
    };
    expect(first.count).toBe(7);
    expect(first.results.map((p) => p.id)).toEqual(all.slice(0, 7).map((p) => p.id));
    expect(new URL(first.nextUrl, 'http://in-process.test').searchParams.get('limit')).toBe('7');
    const second = JSON.parse((await getText(first.nextUrl)).text) as { results: { id: string }[] };
    expect(second.results.map((p) => p.id)).toEqual(all.slice(7, 14).map((p) => p.id));
    const full = JSON.parse((await getText(`/v1/plots?projectId=${PROJECT}&limit=200`)).text) as {
      count: number;
    };
    expect(full.count).toBe(200);
  });

  it('refuses a limit outside 1..200 with 400', async () => {
    for (const limit of ['0', '201', '-1', '1.5', 'ten', '']) {
      const res = await app.request(`/v1/plots?projectId=${PROJECT}&limit=${limit}`);
      expect(res.status, limit).toBe(400);
    }
  });
});
