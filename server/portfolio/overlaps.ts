/**
 * Double claims on the server (docs/portfolio.md, "Overlaps"): each copy's overlapping pairs, found once by
 * the same scan as the browser's (core/geo/overlap-scan.ts) and kept in the database, so a supplier's page
 * reads its pairs and counts in one query instead of loading and scanning the whole project.
 *
 * A copy walked again (an upload, a refresh) is not scanned again from nothing: each plot's text is kept as
 * a digest, and only the plots whose text changed (or that are new) are clipped against the others; the
 * pairs of plots that did not change are kept, those of changed or removed plots go. A change of more than
 * half the plots is scanned whole (cheaper than dropping pair by pair).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Plot } from '@core/api/schemas.ts';
import { loadClipper } from '@core/geo/clip-overlap.ts';
import { findPairs, MAX_LISTED_PAIRS, RecordPlots } from '@core/geo/overlap-scan.ts';
import type { OverlapPair, OverlapReport } from '@core/geo/overlap-report.ts';
import { CopyJobs } from './copy-jobs.ts';
import { isWalkKept, type MirrorKey, type MirrorStore } from './mirror-store.ts';
import type {
  PortfolioOverlapTables,
  PortfolioScanRow,
  PortfolioTables,
  PortfolioWalkRow,
} from './schema.ts';

/** Rows deleted or inserted per statement (SQLite's bound variables, PostgreSQL's parameters). */
const WRITE_BATCH = 200;
/** Digests read per query when a copy is scanned again. */
const DIGEST_BATCH = 5000;

export const copyKeyOf = (k: MirrorKey) => JSON.stringify([k.connection, k.teamId, k.projectId]);

const digestOf = (text: string) => createHash('sha1').update(text).digest('base64');

/** A scan whose walk was replaced by a newer one while it read it: scanned again, from the newer one. */
class Superseded extends Error {}

export interface ScanOutcome {
  scan: PortfolioScanRow;
  /** Plots clipped against the others: the changed ones, or all on a whole scan. */
  clipped: number;
}

export class PortfolioOverlaps {
  /** Scans of one copy run one after another. */
  private readonly jobs: CopyJobs<PortfolioScanRow>;

  constructor(
    private readonly db: Kysely<PortfolioOverlapTables & PortfolioTables>,
    private readonly store: MirrorStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.jobs = new CopyJobs(store, 'scan', db);
  }

  private scanRow(copyKey: string) {
    return this.db
      .selectFrom('portfolio_scan')
      .selectAll()
      .where('copy_key', '=', copyKey)
      .executeTakeFirst();
  }

  /** The copy's kept scan, of whichever walk it is; none before its first. */
  kept(key: MirrorKey): Promise<PortfolioScanRow | undefined> {
    return this.scanRow(copyKeyOf(key));
  }

  /**
   * The scan of this walk of the copy: the kept one, or one run now (after any under way). A walk replaced
   * by a newer complete one meanwhile (its plots are gone) gives the newer one's scan.
   */
  async scanOf(key: MirrorKey, walk: PortfolioWalkRow): Promise<PortfolioScanRow> {
    const copyKey = copyKeyOf(key);
    const kept = await this.scanRow(copyKey);
    if (kept?.walk_id === walk.id) return kept;
    return this.jobs.after(copyKey, key, walk, {
      kept: () => this.scanRow(copyKey),
      run: (target) =>
        this.run(copyKey, target).then(
          (outcome) => outcome.scan,
          (e: unknown) => {
            if (e instanceof Superseded) return null;
            throw e;
          },
        ),
    });
  }

  private async run(copyKey: string, walk: PortfolioWalkRow): Promise<ScanOutcome> {
    const started = performance.now();
    const plots = new RecordPlots();
    const digests: string[] = [];
    for await (const bodies of this.store.plotBodies(walk.id)) {
      for (const body of bodies) {
        plots.add(JSON.parse(body) as Plot);
        digests.push(digestOf(body));
      }
      await this.jobs.pause();
    }
    plots.finish();
    const ids = Array.from({ length: plots.count }, (_, i) => plots.facts(i).id);
    const kept = await this.keptDigests(copyKey);
    // The plots to clip: all on a first or large change; else those whose text is new.
    const changed = new Uint8Array(plots.count);
    let changes = 0;
    ids.forEach((id, i) => {
      if (kept?.get(id) !== digests[i]) {
        changed[i] = 1;
        changes++;
      }
    });
    const current = new Set(ids);
    const removed = kept ? [...kept.keys()].filter((id) => !current.has(id)) : [];
    const whole = !kept || (changes + removed.length) * 2 > plots.count;
    const clip = await loadClipper();
    const { pairs } = await findPairs(
      plots,
      clip,
      this.jobs.pause,
      whole ? undefined : (i) => changed[i] === 1,
    );

    const suppliers: Record<string, number> = {};
    for (let i = 0; i < plots.count; i++) {
      const { supplier } = plots.facts(i);
      suppliers[supplier] = (suppliers[supplier] ?? 0) + (plots.hasArea(i) ? 1 : 0);
    }
    const clipped = whole ? plots.count : changes;
    const scan: PortfolioScanRow = {
      copy_key: copyKey,
      walk_id: walk.id,
      scanned_at: this.now().toISOString(),
      suppliers: JSON.stringify(suppliers),
      ms: Math.round(performance.now() - started),
      clipped,
    };
    const gone = [...ids.filter((_, i) => changed[i] === 1), ...removed];
    await this.db.transaction().execute(async (tx) => {
      // Read while a newer walk completed and deleted this one's plots: what was read may be a part.
      if (!(await isWalkKept(tx, walk.id))) throw new Superseded();
      if (whole) {
        await tx.deleteFrom('portfolio_overlap').where('copy_key', '=', copyKey).execute();
        await tx.deleteFrom('portfolio_scan_plot').where('copy_key', '=', copyKey).execute();
      } else {
        for (const batch of batches(gone)) {
          await tx
            .deleteFrom('portfolio_overlap')
            .where('copy_key', '=', copyKey)
            .where((eb) => eb.or([eb('a_id', 'in', batch), eb('b_id', 'in', batch)]))
            .execute();
          await tx
            .deleteFrom('portfolio_scan_plot')
            .where('copy_key', '=', copyKey)
            .where('plot_id', 'in', batch)
            .execute();
        }
      }
      for (const batch of batches(pairs))
        await tx
          .insertInto('portfolio_overlap')
          .values(
            batch.map((p) => ({
              copy_key: copyKey,
              a_id: p.a.id,
              b_id: p.b.id,
              a_supplier: p.a.supplier,
              b_supplier: p.b.supplier,
              overlap_ha: p.overlapHa,
              a_share: p.a.share,
              b_share: p.b.share,
              pair: JSON.stringify(p),
            })),
          )
          // Two plots with the same id in one copy cannot be (the copy keeps each once); a pair found from
          // both sides cannot be either (findPairs): kept once all the same.
          .onConflict((oc) => oc.doNothing())
          .execute();
      const fresh = whole ? ids.map((_, i) => i) : ids.flatMap((_, i) => (changed[i] === 1 ? [i] : []));
      for (const batch of batches(fresh))
        await tx
          .insertInto('portfolio_scan_plot')
          .values(batch.map((i) => ({ copy_key: copyKey, plot_id: ids[i]!, digest: digests[i]! })))
          .execute();
      await tx
        .insertInto('portfolio_scan')
        .values(scan)
        .onConflict((oc) =>
          oc.column('copy_key').doUpdateSet({
            walk_id: scan.walk_id,
            scanned_at: scan.scanned_at,
            suppliers: scan.suppliers,
            ms: scan.ms,
            clipped: scan.clipped,
          }),
        )
        .execute();
    });
    return { scan, clipped };
  }

  /**
   * The digests of the plots the copy's pairs were found with; null when it was never scanned. Read
   * DIGEST_BATCH rows at a time (keyset on the key's order), the event loop let go between: all 100,000 in
   * one read held it 215 ms (bench/server-overlaps.ts).
   */
  private async keptDigests(copyKey: string): Promise<Map<string, string> | null> {
    if (!(await this.scanRow(copyKey))) return null;
    const digests = new Map<string, string>();
    let after: string | null = null;
    for (;;) {
      let query = this.db
        .selectFrom('portfolio_scan_plot')
        .select(['plot_id', 'digest'])
        .where('copy_key', '=', copyKey);
      if (after !== null) query = query.where('plot_id', '>', after);
      const rows = await query.orderBy('plot_id').limit(DIGEST_BATCH).execute();
      for (const r of rows) digests.set(r.plot_id, r.digest);
      if (rows.length < DIGEST_BATCH) return digests;
      after = rows[rows.length - 1]!.plot_id;
      await this.jobs.pause();
    }
  }

  /**
   * The copy's report, as the browser's scan reports it (core/geo/overlap-scan.ts): every pair, or with
   * `supplier` those with a plot of that supplier in them (that plot as `a`); the largest MAX_LISTED_PAIRS
   * listed, the counts from all of them. The counts come from one query that marks each plot of the pairs
   * (with another supplier's plot, with one of its own) and are summed per supplier here: no pair is parsed
   * for them (a supplier's 44,000 pairs, parsed to be counted, took half a second; bench/server-overlaps.ts).
   */
  async report(scan: PortfolioScanRow, supplier?: string): Promise<OverlapReport> {
    const ofSupplier =
      supplier === undefined ? sql`` : sql`AND (a_supplier = ${supplier} OR b_supplier = ${supplier})`;
    const marks = await sql<{
      id: string;
      supplier: string;
      across: unknown;
      inside: unknown;
      sides: unknown;
    }>`
      WITH chosen AS (
        SELECT a_id, b_id, a_supplier, b_supplier, CASE WHEN a_supplier = b_supplier THEN 1 ELSE 0 END AS same
        FROM portfolio_overlap WHERE copy_key = ${scan.copy_key} ${ofSupplier}
      ), sides AS (
        SELECT a_id AS id, a_supplier AS supplier, same FROM chosen
        UNION ALL SELECT b_id, b_supplier, same FROM chosen
      )
      SELECT id, supplier, MAX(1 - same) AS across, MAX(same) AS inside, COUNT(*) AS sides
      FROM sides GROUP BY id, supplier`.execute(this.db);
    const bySupplier: OverlapReport['bySupplier'] = {};
    const plotIds: string[] = [];
    let sides = 0;
    for (const mark of marks.rows) {
      plotIds.push(mark.id);
      sides += Number(mark.sides);
      const counts = (bySupplier[mark.supplier] ??= { withOthers: 0, withinSupplier: 0 });
      counts.withOthers += Number(mark.across);
      counts.withinSupplier += Number(mark.inside);
    }
    let listed = this.db.selectFrom('portfolio_overlap').select('pair').where('copy_key', '=', scan.copy_key);
    if (supplier !== undefined)
      listed = listed.where((eb) =>
        eb.or([eb('a_supplier', '=', supplier), eb('b_supplier', '=', supplier)]),
      );
    const rows = await listed
      .orderBy('overlap_ha', 'desc')
      .orderBy('a_id')
      .orderBy('b_id')
      .limit(MAX_LISTED_PAIRS)
      .execute();
    const pairs = rows.map((r) => {
      const pair = JSON.parse(r.pair, statedAreas) as OverlapPair;
      return supplier !== undefined && pair.a.supplier !== supplier
        ? { ...pair, a: pair.b, b: pair.a }
        : pair;
    });
    const areaPlots = JSON.parse(scan.suppliers) as Record<string, number>;
    return {
      pairs,
      // Each pair has two sides.
      totalPairs: sides / 2,
      plotIds,
      bySupplier,
      scanned:
        supplier === undefined
          ? Object.values(areaPlots).reduce((a, b) => a + b, 0)
          : (areaPlots[supplier] ?? 0),
      ms: scan.ms,
    };
  }

  /** Whether close() was called: a scan that fails then was stopped, not broken. */
  get stopped(): boolean {
    return this.jobs.stopped;
  }

  /** Stops the scans under way (a copy not scanned is scanned when next asked) and waits for them. */
  async close(): Promise<void> {
    await this.jobs.stop();
  }
}

/** JSON writes a missing stated area (NaN) as null: read back as NaN, as the scan made it. */
const statedAreas = (key: string, value: unknown) => (key === 'statedHa' && value === null ? NaN : value);

function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let k = 0; k < items.length; k += WRITE_BATCH) yield items.slice(k, k + WRITE_BATCH);
}
