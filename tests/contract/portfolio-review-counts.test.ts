/**
 * The review counts the server makes from its copy (server/portfolio/review-counts.ts, with the detections
 * it reads, detection-signals.ts) against the page's own (src/lib/review: reviewItemsOf, decisionIndex,
 * reviewCounts) on the same plots, the same monthly exports and the same decisions, on SQLite and on
 * PostgreSQL. The plots hold every kind of item; the decisions every case the page's join tells apart: a
 * newer decision over an older, another team's, a pair's decision stored as a double claim before overlaps
 * within a supplier were named apart (and one newer than it), a detection's, and decisions on whole plots.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SupplierReviewCounts } from '@core/api/portfolio.ts';
import { reviewItemKey, type DecideRequest, type ReviewItemRef, type Verdict } from '@core/api/review.ts';
import type { Plot } from '@core/api/schemas.ts';
import { detectionOf, type Detection } from '@core/detections/detections.ts';
import { readShapefileZip } from '@core/formats/shapefile.ts';
import { loadClipper } from '@core/geo/clip-overlap.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { reviewFootprints, signalsOf } from '@core/review/review-signals.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { touchesInList } from '@/lib/plot-loader/page/touches-in-list.ts';
import { scanOverlaps } from '@/lib/plot-loader/worker/overlaps.ts';
import { PlotStore } from '@/lib/plot-loader/worker/plot-store.ts';
import { reviewCounts } from '@/lib/review/portfolio-counts.ts';
import { reviewItemsOf, type ReviewItem } from '@/lib/review/review-items.ts';
import { decisionIndex } from '@core/review/review-decisions.ts';
import { openReviewDatabase, type ReviewDatabase } from '../../server/review/database.ts';
import { ReviewStore, type ReviewScope } from '../../server/review/store.ts';
import type { ServiceFetch } from '../../server/review/service-records.ts';
import { PortfolioDetections } from '../../server/portfolio/detection-signals.ts';
import { MirrorStore, type MirrorKey } from '../../server/portfolio/mirror-store.ts';
import { PortfolioOverlaps } from '../../server/portfolio/overlaps.ts';
import { PortfolioPacks } from '../../server/portfolio/packs.ts';
import { PortfolioSummaries } from '../../server/portfolio/supplier-summaries.ts';
import { databaseBackends } from '../support/database-backends.ts';
import { simulatedExports } from '../support/detection-exports.ts';
import { claimedSeed, copyOrder, keepWalk } from '../support/portfolio-copies.ts';

const KEY: MirrorKey = { connection: 'simulator', teamId: 'team-1', projectId: 'p-cocoa' };
const SCOPE: ReviewScope = {
  connection: 'simulator',
  projectId: KEY.projectId,
  teamId: 'team-1',
  ownsLegacy: false,
};
const NOW = new Date('2026-12-07T10:00:00.000Z');
const COUNT = 1_200;

/** The claimed seed with every plot's own signal added here and there. */
function reviewPlots(): Plot[] {
  return claimedSeed(KEY.projectId, COUNT).map((p, i) => {
    const assessment = p.riskAssessment;
    if (!assessment) return p;
    if (i % 11 === 3)
      return {
        ...p,
        riskAssessment: { ...assessment, deforestation: { areaHa: 1.5, hasDeforestation: true } },
      };
    if (i % 13 === 4) return { ...p, riskAssessment: { ...assessment, protectedAreasHa: 2.25 } };
    if (i % 17 === 5) return { ...p, country: 'RU' };
    return p;
  });
}

const exportService = (plots: readonly Plot[], answer?: (path: string) => Response | null) =>
  simulatedExports(plots, KEY.projectId, NOW, answer);

/** The page's detections: each month's deforestation file read as detection-queries.ts reads it. */
async function pageDetections(zips: ReadonlyMap<string, Uint8Array>): Promise<Detection[]> {
  const detections: Detection[] = [];
  for (const [name, zip] of zips) {
    const read = await readShapefileZip(zip.slice(), name);
    read.features.forEach((f, i) => {
      const d = detectionOf('deforestation', f, i);
      if (d) detections.push(d);
    });
  }
  return detections;
}

/** The page's review items of the whole project, as the Plots page makes them (no worker: the list's boxes). */
async function pageItems(plots: Plot[], detections: Detection[]) {
  const store = new PlotStore();
  for (let k = 0; k < plots.length; k += 200) store.add(packPlots(plots.slice(k, k + 200)));
  const report = await scanOverlaps(store.view(), await loadClipper());
  const list = PlotList.of(plots);
  const signals = signalsOf(detections, touchesInList(list, reviewFootprints(detections)));
  return { list, report, signals, items: reviewItemsOf(list, report, undefined, signals) };
}

const refOf = (item: ReviewItem): ReviewItemRef => ({
  kind: item.kind,
  plotId: item.plotId,
  ...(item.otherPlotId !== undefined ? { otherPlotId: item.otherPlotId } : {}),
  ...(item.signalId !== undefined ? { signalId: item.signalId } : {}),
});

const backends = databaseBackends();

describe.each(backends)('review counts on the server ($name)', (backend) => {
  let database: ReviewDatabase;
  let mirror: MirrorStore;
  let packs: PortfolioPacks;
  let overlaps: PortfolioOverlaps;
  let clock: number;
  let decisions: ReviewStore;
  const plots = copyOrder(reviewPlots());

  beforeEach(async () => {
    database = await openReviewDatabase({ databaseUrl: await backend.databaseUrl(), sqliteFile: ':memory:' });
    mirror = new MirrorStore(database.db);
    const now = () => NOW;
    packs = new PortfolioPacks(database.db, mirror, now);
    overlaps = new PortfolioOverlaps(database.db, mirror, now);
    // Each decision a second after the one before.
    clock = Date.parse('2026-12-07T08:00:00.000Z');
    decisions = new ReviewStore(database.db, () => new Date((clock += 1_000)));
  });
  afterEach(async () => {
    await packs.close();
    await overlaps.close();
    await database.close();
  });

  const decide = (items: readonly ReviewItemRef[], verdict: Verdict, scope = SCOPE) =>
    items.length
      ? decisions.decide(scope, { items: [...items], verdict, reason: 'other' } as DecideRequest, {
          id: 'person-1',
          name: 'Amara',
        })
      : Promise.resolve();

  const summariesWith = (fetch: ServiceFetch) => {
    const detections = new PortfolioDetections(
      database.db,
      mirror,
      { simulator: fetch, live: null },
      () => NOW,
    );
    return { detections, summaries: new PortfolioSummaries(database.db, packs, overlaps, detections) };
  };

  /** The answer once the scan and the detections it begins are done. */
  async function answered(
    summaries: PortfolioSummaries,
    detections: PortfolioDetections,
    walk: Awaited<ReturnType<typeof keepWalk>>,
  ) {
    await overlaps.scanOf(KEY, walk);
    const first = await summaries.answer(KEY, walk, SCOPE, 'token');
    if (first.reviewedAt === null) await detections.signalsOf(KEY, walk, 'token');
    return summaries.answer(KEY, walk, SCOPE, 'token');
  }

  it('counts each supplier’s items and plots needing attention as the page does, decisions and detections joined', async () => {
    const service = exportService(plots);
    const { detections, summaries } = summariesWith(service.fetch);
    const walk = await keepWalk(mirror, KEY, plots, '2026-12-07T09:00:00.000Z');
    const page = await pageItems(plots, await pageDetections(service.zips));
    const byKind = (kind: ReviewItem['kind']) => page.items.filter((i) => i.kind === kind);

    // The decisions, in the order made (each newer than the one before).
    const risk = byKind('risk');
    await decide(risk.slice(0, 40).map(refOf), 'cleared');
    await decide(risk.slice(40, 50).map(refOf), 'needs-information');
    await decide(risk.slice(50, 55).map(refOf), 'excluded');
    // A newer decision over an older one: cleared, then waiting for information again.
    await decide(risk.slice(0, 3).map(refOf), 'needs-information');
    // Another team's decisions on the same project count for that team only.
    await decide(risk.slice(60, 80).map(refOf), 'cleared', { ...SCOPE, teamId: 'team-2' });
    const claims = byKind('double-claim');
    await decide(claims.slice(0, 6).map(refOf), 'cleared');
    // Pairs within one supplier decided as double claims (before the kinds were named apart): the alias
    // answers for them; one is then decided again under its own kind, newer, and that wins.
    const within = byKind('overlap-in-supplier');
    // One decided under its own kind first, then as a double claim, newer: the alias wins there.
    await decide(within.slice(4, 5).map(refOf), 'excluded');
    await decide(
      within.slice(0, 5).map((i) => ({ ...refOf(i), kind: 'double-claim' })),
      'cleared',
    );
    await decide(within.slice(0, 1).map(refOf), 'needs-information');
    await decide(byKind('inside-another').slice(0, 3).map(refOf), 'excluded');
    const detected = page.items.filter((i) => i.kind === 'deforestation' && i.detection);
    await decide(detected.slice(0, 2).map(refOf), 'cleared');
    await decide(byKind('protected-area').slice(0, 2).map(refOf), 'cleared');
    // Whole plots: one excluded whatever is open; one waiting for information with all its items cleared.
    const openPlot = risk[45]!.plotId;
    await decide([{ kind: 'plot', plotId: openPlot }], 'excluded');
    // (Every item of it cleared first: the decision on it as a whole is what makes it need attention.)
    const clearedPlot = risk[10]!.plotId;
    await decide(page.items.filter((i) => i.plotId === clearedPlot).map(refOf), 'cleared');
    await decide([{ kind: 'plot', plotId: clearedPlot }], 'needs-information');
    // And a plot none of whose items has a decision, excluded as a whole.
    const decidedPlots = new Set((await decisions.current(SCOPE)).map((d) => d.plotId));
    const untouched = byKind('high-risk-country').find((i) => !decidedPlots.has(i.plotId))!.plotId;
    await decide([{ kind: 'plot', plotId: untouched }], 'excluded');

    const answer = await answered(summaries, detections, walk);
    expect(answer.reviewedAt).toBe(NOW.toISOString());
    expect(answer.reviewError).toBeNull();
    const index = decisionIndex(await decisions.current(SCOPE));
    const suppliersWithItems = new Set(page.items.map((i) => i.supplier));
    for (const s of answer.suppliers) {
      const mine = reviewItemsOf(page.list, page.report, s.supplier, page.signals);
      expect({ supplier: s.supplier, review: s.review }).toEqual({
        supplier: s.supplier,
        review: reviewCounts(mine, index),
      });
    }
    expect(
      answer.suppliers
        .filter((s) => s.review!.total > 0)
        .map((s) => s.supplier)
        .sort(),
    ).toEqual([...suppliersWithItems].sort());

    // The data holds every case the counts tell apart.
    const sum = (f: (r: SupplierReviewCounts) => number) =>
      answer.suppliers.reduce((a, s) => a + f(s.review!), 0);
    for (const kind of [
      'risk',
      'deforestation',
      'protected-area',
      'high-risk-country',
      'double-claim',
      'overlap-in-supplier',
      'inside-another',
    ] as const)
      expect(
        sum((r) => r.byKind[kind]?.total ?? 0),
        kind,
      ).toBeGreaterThan(0);
    expect(detected.length).toBeGreaterThan(2);
    expect(within.length).toBeGreaterThan(4);
    expect(page.items.some((i) => i.kind === 'deforestation' && i.signalId === 'assessment')).toBe(true);
    expect(sum((r) => r.open)).toBeLessThan(sum((r) => r.total));
    expect(sum((r) => r.plotsNeedingAttention)).toBeLessThan(sum((r) => r.plotsWithItems));
    // The server read each month's listing and deforestation file once, and no fire file.
    expect(service.asked.filter((p) => p.startsWith('/detections-export?'))).toHaveLength(12);
    expect(service.asked.filter((p) => p.startsWith('/detections-export/files/deforestation-'))).toHaveLength(
      12,
    );
    expect(service.asked.some((p) => p.includes('/fire-'))).toBe(false);

    // Asked again with no new decision of the team: the counts made before (the same objects, not
    // counted again), also after another team's decision on the project.
    const sameAgain = (a: typeof answer, b: typeof answer) =>
      a.suppliers.every((s, k) => s.review === b.suppliers[k]!.review);
    const again = await summaries.answer(KEY, walk, SCOPE, 'token');
    expect(sameAgain(again, answer)).toBe(true);
    await decide(risk.slice(80, 81).map(refOf), 'cleared', { ...SCOPE, teamId: 'team-2' });
    const afterOthers = await summaries.answer(KEY, walk, SCOPE, 'token');
    expect(sameAgain(afterOthers, answer)).toBe(true);
    // One more decision of the team: counted at once, one item fewer open for its supplier.
    const next = risk.find((i) => !index.has(reviewItemKey(i)))!;
    await decide([refOf(next)], 'cleared');
    const afterOne = await summaries.answer(KEY, walk, SCOPE, 'token');
    expect(sameAgain(afterOne, answer)).toBe(false);
    const openOf = (a: typeof answer) => a.suppliers.find((s) => s.supplier === next.supplier)!.review!.open;
    expect(openOf(afterOne)).toBe(openOf(answer) - 1);
  });

  it('counts a copy walked again after an upload from its new packs and pairs, the older signals gone', async () => {
    const service = exportService(plots);
    const { detections, summaries } = summariesWith(service.fetch);
    const first = await keepWalk(mirror, KEY, plots, '2026-12-07T09:00:00.000Z');
    await answered(summaries, detections, first);
    // The upload: one supplier's first 30 plots gone, its next one at high risk now.
    const supplier = plots[0]!.supplier;
    const theirs = plots.filter((p) => p.supplier === supplier);
    const gone = new Set(theirs.slice(0, 30).map((p) => p.id));
    const changed = copyOrder(
      plots
        .filter((p) => !gone.has(p.id))
        .map((p) =>
          p.id === theirs[30]!.id && p.riskAssessment
            ? { ...p, riskAssessment: { ...p.riskAssessment, riskLevel: 'high' as const } }
            : p,
        ),
    );
    const second = await keepWalk(mirror, KEY, changed, '2026-12-07T09:30:00.000Z');
    const answer = await answered(summaries, detections, second);
    const page = await pageItems(changed, await pageDetections(service.zips));
    const index = decisionIndex([]);
    for (const s of answer.suppliers)
      expect(s.review).toEqual(
        reviewCounts(reviewItemsOf(page.list, page.report, s.supplier, page.signals), index),
      );
    const walks = await database.db
      .selectFrom('portfolio_pack_signal')
      .select('walk_id')
      .distinct()
      .execute();
    expect(walks.map((w) => w.walk_id)).toEqual([second.id]);
  });

  it('waits for the detections, says why it could not read them, and reads them again after a pause', async () => {
    let failing = true;
    const service = exportService(plots, (path) =>
      failing && path.startsWith('/detections-export?')
        ? Response.json({ errorCode: 'unavailable', errorMessage: 'down for maintenance' }, { status: 503 })
        : null,
    );
    let now = NOW.getTime();
    const detections = new PortfolioDetections(
      database.db,
      mirror,
      { simulator: service.fetch, live: null },
      () => new Date(now),
    );
    const summaries = new PortfolioSummaries(database.db, packs, overlaps, detections, () => now);
    const walk = await keepWalk(mirror, KEY, plots, '2026-12-07T09:00:00.000Z');
    await overlaps.scanOf(KEY, walk);
    const first = await summaries.answer(KEY, walk, SCOPE, 'token');
    expect(first.reviewedAt).toBeNull();
    expect(first.suppliers.every((s) => s.review === null)).toBe(true);
    // Queued after the reading the first answer began: once this one has failed, that one has too (and
    // the summaries have kept why).
    await expect(detections.signalsOf(KEY, walk, 'token')).rejects.toThrow(/503.*down for maintenance/);
    const second = await summaries.answer(KEY, walk, SCOPE, 'token');
    expect(second.reviewError).toMatch(
      /The service answered 503 to \/detections-export: down for maintenance/,
    );
    expect(second.suppliers.every((s) => s.review === null)).toBe(true);
    const asked = service.asked.length;
    // Asked again at once: not read again (the page asks every few seconds).
    now += 29_000;
    await summaries.answer(KEY, walk, SCOPE, 'token');
    expect(service.asked.length).toBe(asked);
    // After the pause, the service back: read, counted, and the error gone.
    failing = false;
    now += 2_000;
    await summaries.answer(KEY, walk, SCOPE, 'token');
    await detections.signalsOf(KEY, walk, 'token');
    const third = await summaries.answer(KEY, walk, SCOPE, 'token');
    expect(third.reviewError).toBeNull();
    expect(third.reviewedAt).toBe(new Date(now).toISOString());
    expect(third.suppliers.every((s) => s.review !== null)).toBe(true);
  });

  it('counts no detection for a service without the export, as the page does', async () => {
    const service = exportService(plots, (path) =>
      path.startsWith('/detections-export')
        ? Response.json({ errorCode: 'not_found' }, { status: 404 })
        : null,
    );
    const { detections, summaries } = summariesWith(service.fetch);
    const walk = await keepWalk(mirror, KEY, plots, '2026-12-07T09:00:00.000Z');
    const answer = await answered(summaries, detections, walk);
    const page = await pageItems(plots, []);
    const index = decisionIndex([]);
    for (const s of answer.suppliers)
      expect(s.review).toEqual(reviewCounts(reviewItemsOf(page.list, page.report, s.supplier, []), index));
    // Only the first month was asked: a service without the export has none for any month.
    expect(service.asked).toHaveLength(1);
  });
});
