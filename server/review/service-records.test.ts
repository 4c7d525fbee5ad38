/**
 * The service's word on plots, kept 60 s: a plot uploaded after the project was walked, or after it was
 * looked up and not found, must be found when it exists (a decision or an override on a plot uploaded a
 * moment ago was refused as "not a plot the service knows").
 */
import { describe, expect, it } from 'vitest';
import { ServiceRecords } from './service-records.ts';

function fakeService() {
  const plots = new Map<string, { id: string; projectId: string; supplier: string }>();
  const suppliers = new Map<string, string>();
  const asked: string[] = [];
  const fetcher = async (path: string) => {
    asked.push(path);
    if (path.startsWith('/v1/suppliers?')) {
      const results = [...suppliers].map(([id, name]) => ({
        id,
        name,
        projectId: 'p',
        plotCount: 1,
        createdAt: '2026-01-01T00:00:00Z',
      }));
      return Response.json({ count: results.length, nextUrl: null, results });
    }
    const one = /^\/v1\/plots\/([^?]+)$/.exec(path);
    if (one) {
      const p = plots.get(decodeURIComponent(one[1]!));
      if (!p) return new Response('{}', { status: 404 });
      return Response.json({
        ...p,
        name: p.id,
        country: 'CI',
        areaHa: 1,
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
        properties: {},
        geometry: { type: 'Point', coordinates: [1, 2] },
        riskAssessment: null,
      });
    }
    return Response.json({ count: plots.size, nextUrl: null, results: [...plots.values()] });
  };
  return { plots, suppliers, asked, fetcher };
}

const item = (plotId: string) => ({ plotId });
const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => item(`${prefix}${i}`));

describe('ServiceRecords.checkItems', () => {
  it('finds a plot uploaded after the project was walked (the walk is kept 60 s)', async () => {
    const service = fakeService();
    for (let i = 0; i < 30; i++)
      service.plots.set(`old${i}`, { id: `old${i}`, projectId: 'p', supplier: 'A' });
    const records = new ServiceRecords({ fetchers: { simulator: service.fetcher, live: null } });
    // 30 plots: more than are asked one by one, so the project is walked and the walk kept.
    await records.checkItems('simulator', 't', 'p', many(30, 'old'));
    service.plots.set('new1', { id: 'new1', projectId: 'p', supplier: 'A' });
    await expect(records.checkItems('simulator', 't', 'p', [item('new1')])).resolves.toBeUndefined();
    expect(service.asked.at(-1)).toBe('/v1/plots/new1');
    // Still refused when the service does not know it either.
    await expect(records.checkItems('simulator', 't', 'p', [item('nowhere')])).rejects.toThrow(
      /plot nowhere is not a plot the service knows in project p/,
    );
  });

  it('walks again when more plots than are asked one by one are missing from the kept walk', async () => {
    const service = fakeService();
    for (let i = 0; i < 25; i++) service.plots.set(`a${i}`, { id: `a${i}`, projectId: 'p', supplier: 'A' });
    const records = new ServiceRecords({ fetchers: { simulator: service.fetcher, live: null } });
    await records.checkItems('simulator', 't', 'p', many(25, 'a'));
    for (let i = 0; i < 25; i++) service.plots.set(`b${i}`, { id: `b${i}`, projectId: 'p', supplier: 'A' });
    const walks = service.asked.filter((p) => p.startsWith('/v1/plots?')).length;
    await expect(records.checkItems('simulator', 't', 'p', many(25, 'b'))).resolves.toBeUndefined();
    expect(service.asked.filter((p) => p.startsWith('/v1/plots?'))).toHaveLength(walks + 1);
  });

  it('does not keep "not found": a plot looked up before it was uploaded is found once it is', async () => {
    const service = fakeService();
    const records = new ServiceRecords({ fetchers: { simulator: service.fetcher, live: null } });
    await expect(records.checkItems('simulator', 't', 'p', [item('soon')])).rejects.toThrow(/plot soon/);
    service.plots.set('soon', { id: 'soon', projectId: 'p', supplier: 'A' });
    await expect(records.checkItems('simulator', 't', 'p', [item('soon')])).resolves.toBeUndefined();
    // A plot found is kept: asked once more within 60 s, the service is not asked again.
    const before = service.asked.length;
    await records.checkItems('simulator', 't', 'p', [item('soon')]);
    expect(service.asked).toHaveLength(before);
  });

  it('asks for the supplier list again when a supplier it does not hold is named (one created since)', async () => {
    const service = fakeService();
    service.plots.set('x1', { id: 'x1', projectId: 'p', supplier: 'Old' });
    service.suppliers.set('s-old', 'Old');
    const records = new ServiceRecords({ fetchers: { simulator: service.fetcher, live: null } });
    await records.checkItems('simulator', 't', 'p', [{ plotId: 'x1', supplierId: 's-old' }]);
    service.plots.set('y1', { id: 'y1', projectId: 'p', supplier: 'New' });
    service.suppliers.set('s-new', 'New');
    await expect(
      records.checkItems('simulator', 't', 'p', [{ plotId: 'y1', supplierId: 's-new' }]),
    ).resolves.toBeUndefined();
    // A supplier the service does not have is still refused, and a plot named under another supplier too.
    await expect(
      records.checkItems('simulator', 't', 'p', [{ plotId: 'y1', supplierId: 's-none' }]),
    ).rejects.toThrow(/supplier s-none is not a supplier of project p/);
    await expect(
      records.checkItems('simulator', 't', 'p', [{ plotId: 'y1', supplierId: 's-old' }]),
    ).rejects.toThrow(/plot y1 is a plot of supplier "New", not of s-old/);
  });
});
