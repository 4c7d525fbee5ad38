import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plot, RiskLevel } from '@core/api/schemas.ts';
import pLimit from 'p-limit';
import { MAX_PAGES_IN_FLIGHT, projectPlotPages } from './plot-walk.ts';

const plot = (id: string, supplier: string, risk: RiskLevel | null): Plot => ({
  id,
  name: id,
  supplier,
  projectId: 'p',
  country: 'CI',
  areaHa: 1,
  createdAt: 'c',
  updatedAt: 'u',
  properties: {},
  geometry: { type: 'Point', coordinates: [1, 2] },
  riskAssessment: risk && {
    riskLevel: risk,
    assessedAt: 'a',
    framework: 'EUDR',
    deforestation: { areaHa: 0, hasDeforestation: false },
    remainingForestHa: 0,
    protectedAreasHa: 0,
    indigenousTerritoriesHa: 0,
  },
});

/** A service over `plots`: filters by supplier and risk level, pages of `pageSize` with a cursor. */
function fakeService(plots: Plot[], pageSize = 2) {
  const requests: string[] = [];
  let inFlight = 0;
  const stats = { maxInFlight: 0, priorities: new Set<string | undefined>() };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://test');
    requests.push(url.search);
    stats.priorities.add(init?.priority);
    stats.maxInFlight = Math.max(stats.maxInFlight, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    const supplier = url.searchParams.get('supplier');
    const risk = url.searchParams.get('riskLevel');
    const matching = plots.filter(
      (p) => (!supplier || p.supplier === supplier) && (!risk || p.riskAssessment?.riskLevel === risk),
    );
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const results = matching.slice(from, from + pageSize);
    const next = from + pageSize < matching.length ? new URL(url) : null;
    next?.searchParams.set('cursor', String(from + pageSize));
    return new Response(
      JSON.stringify({ count: results.length, nextUrl: next?.toString() ?? null, results }),
      { status: 200 },
    );
  });
  return Object.assign(requests, { stats });
}

async function idsOf(walk: AsyncGenerator<Plot[]>) {
  const ids: string[] = [];
  for await (const page of walk) ids.push(...page.map((p) => p.id));
  return ids.sort();
}

afterEach(() => vi.unstubAllGlobals());

describe('projectPlotPages', () => {
  it('walks each supplier per risk level and gets every plot once, with no extra walk when the counts add up', async () => {
    const plots = [
      plot('a1', 'A', 'low'),
      plot('a2', 'A', 'low'),
      plot('a3', 'A', 'high'),
      plot('b1', 'B', 'none'),
    ];
    const requests = fakeService(plots);
    const ids = await idsOf(
      projectPlotPages({
        projectId: 'p',
        suppliers: [
          { name: 'A', plotCount: 3 },
          { name: 'B', plotCount: 1 },
        ],
      }),
    );
    expect(ids).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(requests.every((q) => q.includes('riskLevel='))).toBe(true);
    // Every page at low priority: a walk must not hold up what the page asks for meanwhile.
    expect([...requests.stats.priorities]).toEqual(['low']);
  });

  it('walks the `first` supplier before any other, then the others side by side', async () => {
    const plots = [
      ...['a1', 'a2', 'a3'].map((id) => plot(id, 'A', 'low')),
      ...['b1', 'b2', 'b3', 'b4', 'b5'].map((id) => plot(id, 'B', 'high')),
      plot('c1', 'C', 'none'),
    ];
    const requests = fakeService(plots);
    const suppliers = [
      { name: 'A', plotCount: 3 },
      { name: 'B', plotCount: 5 },
      { name: 'C', plotCount: 1 },
    ];
    const order: string[] = [];
    for await (const page of projectPlotPages({ projectId: 'p', suppliers, first: 'B' }))
      order.push(...page.map((p) => p.id));
    expect(order.slice(0, 5).sort()).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
    expect(order.slice(5).sort()).toEqual(['a1', 'a2', 'a3', 'c1']);
    // No request for another supplier went out before B's last page came in.
    const firstOther = requests.findIndex((q) => !q.includes('supplier=B'));
    expect(requests.slice(firstOther).some((q) => q.includes('supplier=B'))).toBe(false);
    // A `first` that is not a supplier with plots changes nothing.
    expect(await idsOf(projectPlotPages({ projectId: 'p', suppliers, first: 'Nobody' }))).toHaveLength(9);
  });

  it('fetches the plots no risk filter selects (not assessed yet) with one more walk, without repeating the others', async () => {
    const plots = [
      plot('a1', 'A', 'low'),
      plot('a2', 'A', null),
      plot('a3', 'A', 'high'),
      plot('a4', 'A', null),
    ];
    const requests = fakeService(plots);
    const pages: string[][] = [];
    for await (const page of projectPlotPages({ projectId: 'p', suppliers: [{ name: 'A', plotCount: 4 }] }))
      pages.push(page.map((p) => p.id));
    expect(pages.flat().sort()).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(requests.filter((q) => !q.includes('riskLevel='))).toHaveLength(2);
  });

  it('keeps at most MAX_PAGES_IN_FLIGHT requests open, leaving the browser connections for the rest of the page', async () => {
    const plots = ['A', 'B', 'C'].flatMap((s) =>
      ['high', 'medium', 'low', 'none'].flatMap((r, i) => [
        plot(`${s}${i}a`, s, r as RiskLevel),
        plot(`${s}${i}b`, s, r as RiskLevel),
        plot(`${s}${i}c`, s, r as RiskLevel),
      ]),
    );
    const requests = fakeService(plots);
    const suppliers = ['A', 'B', 'C'].map((name) => ({ name, plotCount: 12 }));
    expect(await idsOf(projectPlotPages({ projectId: 'p', suppliers }))).toHaveLength(36);
    expect(requests.stats.maxInFlight).toBe(MAX_PAGES_IN_FLIGHT);
  });

  it('asks again for a page that failed with a 503 after 1 s, not sooner, and not for the pages before it', async () => {
    vi.useFakeTimers();
    const plots = [plot('x1', 'X', 'low'), plot('x2', 'X', 'low'), plot('x3', 'X', 'low')];
    const requests: string[] = [];
    let down = true;
    vi.stubGlobal('fetch', (input: string) => {
      const url = new URL(input, 'http://test');
      requests.push(url.search);
      const from = Number(url.searchParams.get('cursor') ?? 0);
      if (from === 2 && down) {
        down = false;
        const body = { errorCode: 'unavailable', errorMessage: 'Try again later.' };
        return Promise.resolve(new Response(JSON.stringify(body), { status: 503 }));
      }
      const next = from + 2 < plots.length ? new URL(url) : null;
      next?.searchParams.set('cursor', String(from + 2));
      const results = plots.slice(from, from + 2);
      const page = { count: results.length, nextUrl: next?.toString() ?? null, results };
      return Promise.resolve(new Response(JSON.stringify(page), { status: 200 }));
    });
    const ids: string[] = [];
    const walk = (async () => {
      for await (const page of projectPlotPages({ projectId: 'p', suppliers: [] }))
        ids.push(...page.map((p) => p.id));
    })();
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(ids).toEqual(['x1', 'x2']);
      expect(requests).toEqual(['?projectId=p', '?projectId=p&cursor=2']);
      await vi.advanceTimersByTimeAsync(999);
      expect(requests).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      await walk;
      expect(requests).toEqual(['?projectId=p', '?projectId=p&cursor=2', '?projectId=p&cursor=2']);
      expect(ids).toEqual(['x1', 'x2', 'x3']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips suppliers without plots, and walks the whole project when no supplier has any', async () => {
    const requests = fakeService([plot('x', 'X', 'low')]);
    expect(
      await idsOf(projectPlotPages({ projectId: 'p', suppliers: [{ name: 'A', plotCount: 0 }] })),
    ).toEqual(['x']);
    expect([...requests]).toEqual(['?projectId=p']);
  });
});

// The walk relies on p-limit for these three properties; this pins them across p-limit upgrades.
describe('the page limiter (p-limit)', () => {
  it('runs tasks in the order they asked, never more than the limit at once, and frees slots on failure', async () => {
    const limit = pLimit(2);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const task = (i: number, fail = false) =>
      limit(async () => {
        most = Math.max(most, ++active);
        order.push(i);
        await new Promise((resolve) => setTimeout(resolve, 2));
        active--;
        if (fail) throw new Error(`task ${i}`);
        return i;
      });
    const results = await Promise.allSettled([task(0), task(1, true), task(2), task(3), task(4)]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
