/**
 * The review counts' share of a server bench (server/portfolio/review-counts.ts), on a copy already packed
 * and scanned: the twelve months' detections of the simulator for its plots read and matched once, DECISIONS
 * risk decisions recorded, the items tallied, then every supplier's counts with the decisions joined, as an
 * ask after a new decision makes them, and the look an ask with none added takes before answering the kept
 * counts (supplier-summaries.ts). Used by bench/server-overlaps.ts (SQLite) and bench/portfolio-scale.ts
 * (PostgreSQL).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Plot } from '@core/api/schemas.ts';
import type { ReviewDatabase } from '../server/review/database.ts';
import { newestDecisionSeq, ReviewStore } from '../server/review/store.ts';
import { PortfolioDetections } from '../server/portfolio/detection-signals.ts';
import type { MirrorKey, MirrorStore } from '../server/portfolio/mirror-store.ts';
import { itemTallies, reviewCountsBySupplier } from '../server/portfolio/review-counts.ts';
import type { PortfolioPackSetRow, PortfolioScanRow, PortfolioWalkRow } from '../server/portfolio/schema.ts';
import { simulatedExports } from '../tests/support/detection-exports.ts';

/** Decisions recorded before the review counts are timed. */
export const DECISIONS = 5_000;

export interface Timed<T> {
  ms: number;
  value: T;
  /** The longest the event loop was held meanwhile. */
  stallMs: number;
}

/** `work` timed, with the longest the event loop was held meanwhile (the server benches' measure). */
export async function timed<T>(work: () => Promise<T>): Promise<Timed<T>> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const t0 = performance.now();
  const value = await work();
  const ms = performance.now() - t0;
  delay.disable();
  return { ms, value, stallMs: delay.max / 1e6 };
}

export async function timeReviewCounts(
  database: ReviewDatabase,
  store: MirrorStore,
  key: MirrorKey,
  copy: { plots: readonly Plot[]; walk: PortfolioWalkRow; set: PortfolioPackSetRow; scan: PortfolioScanRow },
) {
  const exports = simulatedExports(copy.plots, key.projectId, new Date());
  const detections = new PortfolioDetections(database.db, store, { simulator: exports.fetch, live: null });
  try {
    const read = await timed(() => detections.signalsOf(key, copy.walk, 'bench'));
    const atRisk = await database.db
      .selectFrom('portfolio_pack_signal')
      .select('plot_id')
      .where('copy_key', '=', copy.set.copy_key)
      .where('walk_id', '=', copy.set.walk_id)
      .where('kind', '=', 'risk')
      .limit(DECISIONS)
      .execute();
    const scope = {
      connection: key.connection as 'simulator' | 'live',
      projectId: key.projectId,
      teamId: key.teamId,
      ownsLegacy: false,
    };
    const record = new ReviewStore(database.db);
    for (let k = 0; k < atRisk.length; k += 1000)
      await record.decide(
        scope,
        {
          items: atRisk.slice(k, k + 1000).map((r) => ({ kind: 'risk' as const, plotId: r.plot_id })),
          verdict: k % 2000 === 0 ? 'cleared' : 'needs-information',
          reason: 'other',
        },
        { id: 'bench', name: 'Bench' },
      );
    const counted = { set: copy.set, scan: copy.scan, detections: read.value };
    const tallied = await timed(() => itemTallies(database.db, counted));
    const reviewed = await timed(() => reviewCountsBySupplier(database.db, scope, counted, tallied.value));
    // An ask with no decision added since: the one look the server takes before answering the counts kept.
    const unchanged = await timed(() => newestDecisionSeq(database.db, scope));
    const items = [...reviewed.value.values()].reduce((n, c) => n + c.total, 0);
    return { read, tallied, reviewed, unchanged, items, decisions: atRisk.length };
  } finally {
    await detections.close();
  }
}

/** The figures as one line. */
export function reviewCountsLine(
  t: Awaited<ReturnType<typeof timeReviewCounts>>,
  baselineMs: number,
  baseline: string,
) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return (
    `  the detections (${t.read.value.detections} clearings after the cut-off in 12 months, ${t.read.value.signals} signals): ` +
    `read and matched in ${s(t.read.ms)}, event loop held at most ${t.read.stallMs.toFixed(0)} ms at a time; ` +
    `the items tallied in one query, ${t.tallied.ms.toFixed(0)} ms (${t.items.toLocaleString('en')} items; ratio ` +
    `${(t.tallied.ms / baselineMs).toFixed(2)} to ${baseline}), once per packing, scan and reading; ` +
    `every supplier's review counts with ${t.decisions.toLocaleString('en')} decisions joined, on an ask after a decision: ` +
    `${t.reviewed.ms.toFixed(0)} ms (ratio ${(t.reviewed.ms / baselineMs).toFixed(2)}); ` +
    `on an ask with none added since (the counts kept): ${t.unchanged.ms.toFixed(1)} ms`
  );
}
