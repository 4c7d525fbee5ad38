/**
 * Overlaps on the server (server/portfolio/overlaps.ts) against the browser's scan (the loader worker's,
 * src/lib/plot-loader/worker/overlaps.ts) on the same plots: the same pairs, hectares, shares and counts,
 * for the whole project and for each supplier, on both databases the server runs on. And a copy walked
 * again with a few plots changed clips only those, yet reports what a scan from nothing reports.
 *
 * The plots: the simulator's own seed (its suppliers, regions and shapes) with double claims added as
 * bench/overlaps.ts adds them (every 50th plot claimed again by another supplier, every 200th mapped twice
 * by its own), a plot that only touches another, a multipolygon across two plots, and a point.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { loadClipper } from '@core/geo/clip-overlap.ts';
import type { OverlapPair, OverlapReport } from '@core/geo/overlap-report.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { scanOverlaps } from '@/lib/plot-loader/worker/overlaps.ts';
import { PlotStore } from '@/lib/plot-loader/worker/plot-store.ts';
import { openReviewDatabase, type ReviewDatabase } from '../../server/review/database.ts';
import { MirrorStore, type MirrorKey } from '../../server/portfolio/mirror-store.ts';
import { PortfolioOverlaps } from '../../server/portfolio/overlaps.ts';
import { databaseBackends } from '../support/database-backends.ts';
import { copyOrder, keepWalk, projectSeed, seedSuppliersOf, shifted } from '../support/portfolio-copies.ts';

const KEY: MirrorKey = { connection: 'simulator', teamId: 'team-1', projectId: 'p-palm' };
const COUNT = 2_000;
const suppliers = seedSuppliersOf(KEY.projectId);

function seedPlots(): Plot[] {
  const plots: Plot[] = [];
  let n = 0;
  for (const p of projectSeed(KEY.projectId, COUNT)) {
    plots.push(p);
    n++;
    if (n % 50 === 0 || n % 200 === 0) {
      const other =
        n % 50 === 0 ? suppliers[(suppliers.indexOf(p.supplier) + 1) % suppliers.length]! : p.supplier;
      plots.push({
        ...p,
        id: `${p.id}-claim`,
        name: `${p.name} (again)`,
        supplier: other,
        geometry: shifted(p.geometry, 1 / 3),
      });
    }
    if (n >= COUNT) break;
  }
  const [first, second] = plots;
  // Shares only the east border of the first plot: no land in common, no pair.
  plots.push({ ...first!, id: 'touching', supplier: suppliers[1]!, geometry: shifted(first!.geometry, 1) });
  // One plot in two parts, each over another plot.
  plots.push({
    ...first!,
    id: 'two-parts',
    supplier: suppliers[2]!,
    geometry: {
      type: 'MultiPolygon',
      coordinates: [first!, second!].map((p) => (shifted(p.geometry, 0.5) as GeoJSON.Polygon).coordinates),
    },
  });
  plots.push({ ...first!, id: 'a-point', geometry: { type: 'Point', coordinates: [101.5, 0.5] } });
  return plots;
}

/** The browser's report: the plots packed and kept as the loader worker keeps them, then scanned there. */
async function browserReport(plots: Plot[], supplier?: string): Promise<OverlapReport> {
  const store = new PlotStore();
  for (let k = 0; k < plots.length; k += 200) store.add(packPlots(plots.slice(k, k + 200)));
  return scanOverlaps(store.view(), await loadClipper(), undefined, supplier);
}

/**
 * A report as figures to compare: each pair by its two ids (either side first), hectares to 1e-6 (0.01 m²)
 * and shares to 1e-9, whichever side the scan found it from.
 */
function figures(report: OverlapReport) {
  const round = (x: number, digits: number) => Number(x.toFixed(digits));
  const side = (p: OverlapPair['a']) => ({ ...p, areaHa: round(p.areaHa, 6), share: round(p.share, 9) });
  const pairs = report.pairs
    .map((p) => {
      const [x, y] = p.a.id < p.b.id ? [p.a, p.b] : [p.b, p.a];
      return { a: side(x), b: side(y), overlapHa: round(p.overlapHa, 6), sameSupplier: p.sameSupplier };
    })
    .sort((p, q) => (p.a.id + p.b.id < q.a.id + q.b.id ? -1 : 1));
  return {
    pairs,
    totalPairs: report.totalPairs,
    plotIds: [...report.plotIds].sort(),
    bySupplier: report.bySupplier,
    scanned: report.scanned,
  };
}

// The same suite on both databases the server runs on: SQLite by default, PostgreSQL with DATABASE_URL.
const backends = databaseBackends();

describe.each(backends)('overlaps on the server ($name)', (backend) => {
  let database: ReviewDatabase;
  let store: MirrorStore;
  let overlaps: PortfolioOverlaps;
  const plots = copyOrder(seedPlots());

  beforeEach(async () => {
    database = await openReviewDatabase({ databaseUrl: await backend.databaseUrl(), sqliteFile: ':memory:' });
    store = new MirrorStore(database.db);
    overlaps = new PortfolioOverlaps(database.db, store, () => new Date('2026-12-07T10:00:00.000Z'));
  });
  afterEach(async () => {
    await overlaps.close();
    await database.close();
  });

  it('finds the same pairs, hectares, shares and counts as the browser, for the project and each supplier', async () => {
    const walk = await keepWalk(store, KEY, plots, '2026-12-07T09:00:00.000Z');
    const scan = await overlaps.scanOf(KEY, walk);
    expect(scan.walk_id).toBe(walk.id);
    expect(scan.clipped).toBe(plots.length);

    const project = await overlaps.report(scan);
    const browser = await browserReport(plots);
    expect(figures(project)).toEqual(figures(browser));
    // The data holds what it should: pairs between and within suppliers, the two-part plot in two.
    expect(project.totalPairs).toBeGreaterThanOrEqual(COUNT / 50);
    expect(project.pairs.some((p) => p.sameSupplier)).toBe(true);
    // Its parts cover half of the first two seed plots each (and the touching plot, half of it too).
    const withTwoParts = project.pairs.filter((p) => [p.a.id, p.b.id].includes('two-parts'));
    const others = withTwoParts.map((p) => (p.a.id === 'two-parts' ? p.b.id : p.a.id)).sort();
    const [one, two] = seedPlots();
    expect(others).toEqual([one!.id, two!.id, 'touching'].sort());
    // The touching plot shares a border with the first plot, no land.
    const touching = project.pairs.filter((p) => [p.a.id, p.b.id].includes('touching'));
    expect(touching.map((p) => [p.a.id, p.b.id].sort())).toEqual([['touching', 'two-parts']]);
    expect(project.pairs[0]!.overlapHa).toBeGreaterThanOrEqual(project.pairs.at(-1)!.overlapHa);

    for (const supplier of [...suppliers, 'Nobody']) {
      const server = await overlaps.report(scan, supplier);
      expect(figures(server), supplier).toEqual(figures(await browserReport(plots, supplier)));
      // The supplier's plot is `a`, as the browser's supplier scan gives it.
      for (const pair of server.pairs) expect(pair.a.supplier === supplier || pair.sameSupplier).toBe(true);
    }
    // Asked again: the kept scan, not another.
    expect(await overlaps.scanOf(KEY, walk)).toEqual(scan);
  });

  it('a copy walked again with a few plots changed clips only those, and reports what a scan from nothing does', async () => {
    const first = await keepWalk(store, KEY, plots, '2026-12-07T09:00:00.000Z');
    await overlaps.scanOf(KEY, first);
    // An upload: one plot moved over another supplier's, one claim withdrawn, one new plot over a third.
    const [moved, , over] = plots.filter((p) => !p.id.endsWith('-claim') && p.geometry.type === 'Polygon');
    const target = plots.find((p) => p.supplier !== moved!.supplier && p.geometry.type === 'Polygon')!;
    const withdrawn = plots.find((p) => p.id.endsWith('-claim'))!;
    const changed = copyOrder([
      ...plots
        .filter((p) => p !== withdrawn)
        .map((p) => (p === moved ? { ...p, geometry: shifted(target.geometry, 0.25) } : p)),
      { ...over!, id: 'new-plot', supplier: suppliers[0]!, geometry: shifted(over!.geometry, 0.5) },
    ]);
    const second = await keepWalk(store, KEY, changed, '2026-12-07T09:30:00.000Z');
    const scan = await overlaps.scanOf(KEY, second);
    expect(scan.walk_id).toBe(second.id);
    // The moved plot and the new one; the withdrawn one is only dropped.
    expect(scan.clipped).toBe(2);

    const again = await overlaps.report(scan);
    expect(figures(again)).toEqual(figures(await browserReport(changed)));
    const ids = again.pairs.flatMap((p) => [p.a.id, p.b.id]);
    expect(ids).toContain('new-plot');
    expect(ids).not.toContain(withdrawn.id);
    expect(
      again.pairs.some((p) => [p.a.id, p.b.id].includes(moved!.id) && [p.a.id, p.b.id].includes(target.id)),
    ).toBe(true);
    for (const supplier of suppliers)
      expect(figures(await overlaps.report(scan, supplier))).toEqual(
        figures(await browserReport(changed, supplier)),
      );
  });

  it.skipIf(backend.name !== 'PostgreSQL')(
    'two servers on one database asked for the same copy at once: it is scanned once, and both report it',
    async () => {
      const walk = await keepWalk(store, KEY, plots, '2026-12-07T09:00:00.000Z');
      // Another server: its own queue, the same database; its scans are stamped apart.
      const other = new PortfolioOverlaps(
        database.db,
        new MirrorStore(database.db),
        () => new Date('2026-12-07T11:00:00.000Z'),
      );
      try {
        const [here, there] = await Promise.all([overlaps.scanOf(KEY, walk), other.scanOf(KEY, walk)]);
        // One scanned, the other waited for the lock and read what it kept.
        expect(there).toEqual(here);
        expect(figures(await other.report(there))).toEqual(figures(await browserReport(plots)));
      } finally {
        await other.close();
      }
    },
  );

  it('a scan asked for a walk a newer one replaced scans the newer one', async () => {
    const first = await keepWalk(store, KEY, plots.slice(0, 400), '2026-12-07T09:00:00.000Z');
    const second = await keepWalk(store, KEY, plots, '2026-12-07T09:30:00.000Z');
    const scan = await overlaps.scanOf(KEY, first);
    expect(scan.walk_id).toBe(second.id);
    expect(figures(await overlaps.report(scan))).toEqual(figures(await browserReport(plots)));
  });
});
