/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; shapes are asserted by the tests. */
/**
 * Contract §1, §4, §5: a pagination walk under every filter, and combinations of them, returns exactly the
 * items of an unfiltered walk that match, each once, in full pages until the last one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLOTS_PAGE_SIZE } from '@core/api/schemas.ts';
import { api, createTestClock, PROJECTS, startSimulator, type TestSimulator } from './helpers.ts';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startSimulator({ seedPlots: 1500, clock: createTestClock(Date.UTC(2026, 4, 15, 12)) });
});
afterAll(() => sim.close());

type Query = Record<string, string | undefined>;

/** Every page of a listing; checks the envelope of each page on the way. */
async function walk(path: string, query: Query, pageSize: number): Promise<any[]> {
  const out: any[] = [];
  let res = await api(sim).get(path, query);
  for (;;) {
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.results.length);
    out.push(...res.body.results);
    if (!res.body.nextUrl) return out;
    // Only the last page may be short.
    expect(res.body.count).toBe(pageSize);
    const next = new URL(res.body.nextUrl);
    for (const [k, v] of Object.entries(query)) if (v) expect(next.searchParams.get(k)).toBe(v);
    res = await api(sim).get(res.body.nextUrl);
  }
}
const ids = (items: any[]) => items.map((i) => i.id);

describe('plots: every filter, and their combinations, over every page', () => {
  it.each(Object.values(PROJECTS))('project %s', async (projectId) => {
    const all = await walk('/v1/plots', { projectId }, PLOTS_PAGE_SIZE);
    expect(new Set(ids(all)).size).toBe(all.length);
    expect(all.every((p) => p.projectId === projectId)).toBe(true);
    const suppliers = (await api(sim).get('/v1/suppliers', { projectId })).body.results.map(
      (s: any) => s.name,
    );
    expect(suppliers.length).toBeGreaterThan(0);
    const biggest = suppliers
      .map((s: string) => [s, all.filter((p) => p.supplier === s).length] as const)
      .sort((a: readonly [string, number], b: readonly [string, number]) => b[1] - a[1])[0][0];
    for (const riskLevel of [undefined, 'high', 'none,low', 'low,medium,high', 'none,low,medium,high']) {
      for (const supplier of [undefined, biggest]) {
        const levels = riskLevel?.split(',');
        const expected = all.filter(
          (p) =>
            (!supplier || p.supplier === supplier) &&
            (!levels || (p.riskAssessment && levels.includes(p.riskAssessment.riskLevel))),
        );
        const got = await walk('/v1/plots', { projectId, riskLevel, supplier }, PLOTS_PAGE_SIZE);
        expect(ids(got), `${riskLevel} ${supplier}`).toEqual(ids(expected));
      }
    }
  });

  it('an unknown supplier has no plots; an empty supplier is no filter; spaces around levels are ignored', async () => {
    const none = await api(sim).get('/v1/plots', { projectId: PROJECTS.cocoa, supplier: 'Nobody Ltd' });
    expect(none.body).toEqual({ count: 0, nextUrl: null, results: [] });
    const first = await api(sim).get('/v1/plots', { projectId: PROJECTS.cocoa });
    const empty = await api(sim).get('/v1/plots', { projectId: PROJECTS.cocoa, supplier: '' });
    expect(ids(empty.body.results)).toEqual(ids(first.body.results));
    const spaced = await walk(
      '/v1/plots',
      { projectId: PROJECTS.cocoa, riskLevel: ' high , low' },
      PLOTS_PAGE_SIZE,
    );
    const plain = await walk(
      '/v1/plots',
      { projectId: PROJECTS.cocoa, riskLevel: 'high,low' },
      PLOTS_PAGE_SIZE,
    );
    expect(ids(spaced)).toEqual(ids(plain));
  });
});

describe('jurisdictions: every filter, and their combinations, over every page', () => {
  const J = 100;
  let all: any[];
  beforeAll(async () => {
    all = await walk('/v1/jurisdictions', { framework: 'EUDR' }, J);
  });

  it('each filter alone', async () => {
    const countries = [...new Set(all.map((j) => j.country))].slice(0, 5);
    const cases: [Query, (j: any) => boolean][] = [
      [{ riskLevel: 'high' }, (j) => j.assessment.riskLevel === 'high'],
      [{ riskLevel: 'none,low,medium' }, (j) => j.assessment.riskLevel !== 'high'],
      [{ country: countries[0] }, (j) => j.country === countries[0]],
      [{ country: countries.join(',') }, (j) => countries.includes(j.country)],
      [{ hasRemainingForest: 'true' }, (j) => j.assessment.remainingForestHa > 0],
      [{ hasRemainingForest: 'false' }, (j) => j.assessment.remainingForestHa === 0],
      [{ hasProtectedAreas: 'true' }, (j) => j.assessment.protectedAreasHa > 0],
      [{ hasProtectedAreas: 'false' }, (j) => j.assessment.protectedAreasHa === 0],
      [{ hasIndigenousTerritories: 'true' }, (j) => j.assessment.indigenousTerritoriesHa > 0],
      [{ hasIndigenousTerritories: 'false' }, (j) => j.assessment.indigenousTerritoriesHa === 0],
    ];
    for (const [query, keep] of cases) {
      const got = await walk('/v1/jurisdictions', { framework: 'EUDR', ...query }, J);
      const expected = all.filter(keep);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(ids(got), JSON.stringify(query)).toEqual(ids(expected));
    }
  });

  it('every framework lists the same jurisdictions, each assessed under that framework', async () => {
    for (const framework of ['NPDE', 'CFI', 'RSPO', 'Fairtrade']) {
      const got = await walk('/v1/jurisdictions', { framework }, J);
      expect(ids(got), framework).toEqual(ids(all));
      expect(
        got.every((j) => j.assessment.framework === framework),
        framework,
      ).toBe(true);
    }
    expect(all.every((j) => j.assessment.framework === 'EUDR')).toBe(true);
  });

  it('filters combined', async () => {
    const countries = [...new Set(all.map((j) => j.country))].slice(0, 3);
    const query: Query = {
      framework: 'EUDR',
      riskLevel: 'low,medium,high',
      country: countries.join(','),
      hasRemainingForest: 'true',
      hasProtectedAreas: 'false',
    };
    const got = await walk('/v1/jurisdictions', query, J);
    const expected = all.filter(
      (j) =>
        j.assessment.riskLevel !== 'none' &&
        countries.includes(j.country) &&
        j.assessment.remainingForestHa > 0 &&
        j.assessment.protectedAreasHa === 0,
    );
    expect(ids(got)).toEqual(ids(expected));
  });
});
