/**
 * The Suppliers table's figures from the server (server/portfolio/supplier-summaries.ts: one query over the
 * packs' figures and the pairs' ends) against the page's own (supplier-rows.ts and portfolio-counts.ts, on
 * the same plots loaded and scanned as the loader worker does), on both databases the server runs on: plots
 * by risk class, the last change, and the overlaps between and within suppliers, counted from every pair.
 *
 * The plots: the simulator's seed for one project, with every 40th plot claimed again by another supplier
 * (shifted by a third), every 90th mapped again by its own supplier exactly (two copies, each inside the
 * other: one review item, so one plot inside another), every 70th mapped again exactly by another supplier
 * (both inside: two items), and a farm drawn around one supplier's plot (that plot inside it).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { loadClipper } from '@core/geo/clip-overlap.ts';
import type { OverlapReport } from '@core/geo/overlap-report.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { scanOverlaps } from '@/lib/plot-loader/worker/overlaps.ts';
import { PlotStore } from '@/lib/plot-loader/worker/plot-store.ts';
import { overlapCountsBySupplier, overlapItemsOf } from '@/lib/review/portfolio-counts.ts';
import {
  figuresOfPlots,
  supplierRows,
  suppliersFromFigures,
} from '@/features/suppliers/lib/supplier-rows.ts';
import { openReviewDatabase, type ReviewDatabase } from '../../server/review/database.ts';
import { MirrorStore, type MirrorKey } from '../../server/portfolio/mirror-store.ts';
import { PortfolioOverlaps } from '../../server/portfolio/overlaps.ts';
import { PortfolioPacks } from '../../server/portfolio/packs.ts';
import { PortfolioDetections } from '../../server/portfolio/detection-signals.ts';
import {
  PortfolioSummaries,
  supplierSummaries,
  type CountedSummary,
} from '../../server/portfolio/supplier-summaries.ts';
import { databaseBackends } from '../support/database-backends.ts';
import { claimedSeed, copyOrder, keepWalk, seedSuppliersOf, shifted } from '../support/portfolio-copies.ts';

const KEY: MirrorKey = { connection: 'simulator', teamId: 'team-1', projectId: 'p-cocoa' };
const COUNT = 1_500;
const suppliers = seedSuppliersOf(KEY.projectId);

const seedPlots = () => claimedSeed(KEY.projectId, COUNT);

/** The page's rows: the plots packed as the loader worker keeps them, scanned there, counted by its code. */
async function pageRows(plots: Plot[]) {
  const store = new PlotStore();
  for (let k = 0; k < plots.length; k += 200) store.add(packPlots(plots.slice(k, k + 200)));
  const report: OverlapReport = await scanOverlaps(store.view(), await loadClipper());
  const list = PlotList.of(plots);
  const figures = figuresOfPlots(list);
  return supplierRows(
    suppliersFromFigures(KEY.projectId, figures),
    figures,
    [],
    overlapCountsBySupplier(overlapItemsOf(report)),
  );
}

/** The server's summaries and the page's rows, as the same figures per supplier, by name. */
const ofServer = (summaries: CountedSummary[]) =>
  new Map(
    summaries.map((s) => [
      s.supplier,
      { plots: s.plots, byRisk: s.byRisk, last: s.lastPlotChange, overlaps: s.overlaps },
    ]),
  );
const ofPage = (rows: Awaited<ReturnType<typeof pageRows>>) =>
  new Map(
    rows.map((r) => [
      r.name,
      { plots: r.plotCount, byRisk: r.byRisk, last: r.lastPlotChange, overlaps: r.overlaps },
    ]),
  );

const backends = databaseBackends();

describe.each(backends)('supplier summaries on the server ($name)', (backend) => {
  let database: ReviewDatabase;
  let store: MirrorStore;
  let packs: PortfolioPacks;
  let overlaps: PortfolioOverlaps;
  const plots = copyOrder(seedPlots());

  beforeEach(async () => {
    database = await openReviewDatabase({ databaseUrl: await backend.databaseUrl(), sqliteFile: ':memory:' });
    store = new MirrorStore(database.db);
    const now = () => new Date('2026-12-07T10:00:00.000Z');
    packs = new PortfolioPacks(database.db, store, now);
    overlaps = new PortfolioOverlaps(database.db, store, now);
  });
  afterEach(async () => {
    await packs.close();
    await overlaps.close();
    await database.close();
  });

  it('gives each supplier the figures the page counts from the same plots', async () => {
    const walk = await keepWalk(store, KEY, plots, '2026-12-07T09:00:00.000Z');
    const set = await packs.packsOf(KEY, walk);
    const scan = await overlaps.scanOf(KEY, walk);
    const server = await supplierSummaries(database.db, set, scan);
    const page = await pageRows(plots);
    expect(ofServer(server)).toEqual(ofPage(page));
    // In the copy's order, each supplier once.
    expect(server.map((s) => s.supplier)).toEqual([...new Set(plots.map((p) => p.supplier))]);

    // The data holds each case: pairs between and within suppliers, plots inside another, every class.
    const sum = (f: (s: CountedSummary) => number) => server.reduce((a, s) => a + f(s), 0);
    expect(sum((s) => s.plots)).toBe(plots.length);
    expect(sum((s) => s.overlaps!.withinSupplier.pairs)).toBeGreaterThanOrEqual(COUNT / 90);
    expect(sum((s) => s.overlaps!.betweenSuppliers.pairs)).toBeGreaterThanOrEqual(2 * (COUNT / 40));
    // Copies within a supplier: one of the two is inside; taken by another: both; the farm's plot: one.
    const insideExpected = Math.floor(COUNT / 90) + 2 * Math.floor(COUNT / 70) + 1;
    expect(sum((s) => s.overlaps!.insideAnother)).toBeGreaterThanOrEqual(insideExpected);
    for (const level of ['high', 'medium', 'low'] as const)
      expect(sum((s) => s.byRisk[level])).toBeGreaterThan(0);
    const latest = plots
      .map((p) => p.updatedAt ?? p.createdAt)
      .sort()
      .at(-1)!;
    expect(
      server
        .map((s) => s.lastPlotChange)
        .sort()
        .at(-1),
    ).toBe(new Date(latest).toISOString());
  });

  it('has no overlap figures until the copy it counts is scanned, and its other figures at once', async () => {
    const first = await keepWalk(store, KEY, plots.slice(0, 300), '2026-12-07T09:00:00.000Z');
    const firstScan = await overlaps.scanOf(KEY, first);
    const second = await keepWalk(store, KEY, plots, '2026-12-07T09:30:00.000Z');
    const set = await packs.packsOf(KEY, second);
    for (const scan of [null, firstScan]) {
      const server = await supplierSummaries(database.db, set, scan);
      expect(server.every((s) => s.overlaps === null)).toBe(true);
      const page = ofPage(await pageRows(plots));
      for (const s of server)
        expect({ ...ofServer([s]).get(s.supplier)!, overlaps: page.get(s.supplier)!.overlaps }).toEqual(
          page.get(s.supplier),
        );
    }
  });

  it('a copy walked again after one supplier’s upload counts its packs kept and new alike', async () => {
    const first = await keepWalk(store, KEY, plots, '2026-12-07T09:00:00.000Z');
    await packs.packsOf(KEY, first);
    const supplier = suppliers[0]!;
    const mine = plots.filter((p) => p.supplier === supplier && p.geometry.type === 'Polygon');
    // The upload: one plot moved onto another supplier's, one removed, one new over a plot of its own.
    const target = plots.find((p) => p.supplier !== supplier && p.geometry.type === 'Polygon')!;
    const changed = copyOrder([
      ...plots
        .filter((p) => p !== mine[1])
        .map((p) =>
          p === mine[0]
            ? { ...p, geometry: shifted(target.geometry, 0.25), updatedAt: '2026-12-07T09:20:00.000Z' }
            : p,
        ),
      { ...mine[2]!, id: 'new-plot', geometry: shifted(mine[2]!.geometry, 0.5), riskAssessment: null },
    ]);
    const second = await keepWalk(store, KEY, changed, '2026-12-07T09:30:00.000Z');
    const set = await packs.packsOf(KEY, second);
    expect(set.packed_plots).toBeLessThan(changed.length);
    const server = await supplierSummaries(database.db, set, await overlaps.scanOf(KEY, second));
    expect(ofServer(server)).toEqual(ofPage(await pageRows(changed)));
    expect(server.find((s) => s.supplier === supplier)!.lastPlotChange).toBe('2026-12-07T09:20:00.000Z');
  });

  it('the route’s summaries: figures at once, overlaps once the scan it begins ends, counted once per scan', async () => {
    const detections = new PortfolioDetections(database.db, store, { simulator: null, live: null });
    const summaries = new PortfolioSummaries(database.db, packs, overlaps, detections);
    const walk = await keepWalk(store, KEY, plots, '2026-12-07T09:00:00.000Z');
    const first = await summaries.of(KEY, walk);
    expect(first.walkId).toBe(walk.id);
    expect(first.scan).toBeNull();
    expect(first.suppliers.every((s) => s.overlaps === null)).toBe(true);
    // The scan it began ends; the next ask counts the overlaps.
    const scan = await overlaps.scanOf(KEY, walk);
    const second = await summaries.of(KEY, walk);
    expect(second.scan).toEqual(scan);
    expect(ofServer(second.suppliers)).toEqual(ofPage(await pageRows(plots)));
    // Nothing changed since: the same summaries, not counted again.
    expect(await summaries.of(KEY, walk)).toBe(second);
    // A newer walk (an upload) is packed and counted anew.
    const fewer = copyOrder(plots.slice(0, -40));
    const next = await keepWalk(store, KEY, fewer, '2026-12-07T09:30:00.000Z');
    const third = await summaries.of(KEY, next);
    expect(third.walkId).toBe(next.id);
    expect(third.suppliers.reduce((n, s) => n + s.plots, 0)).toBe(fewer.length);
  });

  it('a copy with no plots has no suppliers', async () => {
    const walk = await keepWalk(store, KEY, [], '2026-12-07T09:00:00.000Z');
    const set = await packs.packsOf(KEY, walk);
    expect(await supplierSummaries(database.db, set, await overlaps.scanOf(KEY, walk))).toEqual([]);
  });
});
