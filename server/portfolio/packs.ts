/**
 * The copy as packs (docs/portfolio.md, "Packs"): each walk of a project packed once into the columns the
 * page's worker keeps (core/plot-packs), each plot checked against the TRACES rules on the way, and the bytes
 * kept in the database, so a page reads its plots as they are kept instead of parsing, checking and packing
 * 100 MB of JSON itself, once per person and per device.
 *
 * A pack holds one supplier's plots (at most PACK_PLOTS), so a supplier's page is sent its own first. The
 * packs of a copy are replaced whole when a newer walk of it is packed (the set points at the new ones and
 * the older go in one transaction), and only the packs whose plots changed are packed again (a digest of
 * each pack's texts): after an upload, its supplier's. A reader who arrives while a walk is being packed is
 * sent each pack as it is written (pack-progress.ts). A walk that a newer one replaced while it was read is
 * packed again from the newer one.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PackFigures } from '@core/plot-packs/pack-figures.ts';
import type { DeflatedPart } from './deflated-answer.ts';
import { sharedPackThread } from './pack-thread.ts';
import { CopyJobs } from './copy-jobs.ts';
import { isWalkKept, type MirrorKey, type MirrorStore } from './mirror-store.ts';
import { copyKeyOf } from './overlaps.ts';
import { PackProgress } from './pack-progress.ts';
import type { PackSignal } from './make-pack.ts';
import type {
  PortfolioPackTables,
  PortfolioPackSetRow,
  PortfolioReviewTables,
  PortfolioTables,
  PortfolioWalkRow,
} from './schema.ts';

/** Plots per pack: the page's worker hands the page at most this many at once (pack-pages.ts's MAX_PACK_PLOTS). */
export const PACK_PLOTS = 2000;
/**
 * Once per walk, so the better ratio is worth its time: at 100,000 plots 51 MB of packs deflate to 22.4 MB
 * at level 6 in 0.9 s (23.4 MB at level 1 in 0.6 s; inflating either takes 0.15-0.2 s).
 */
const DEFLATE_LEVEL = 6;
/** What a pack copied into a newer set keeps: everything but its walk and place. */
const CARRIED_OVER = [
  'supplier',
  'plots',
  'digest',
  'bytes',
  'size',
  'adler',
  'inflated',
  'risk_high',
  'risk_medium',
  'risk_low',
  'risk_none',
  'risk_unassessed',
  'changed_at',
] as const;
/** Signal rows inserted per statement (5 values each: well under SQLite's and PostgreSQL's limits). */
const SIGNAL_BATCH = 500;
/** Packs read per query when served (each about a megabyte at PACK_PLOTS). */
const PACK_BATCH = 8;

interface KeptPack {
  walkId: string;
  seq: number;
  size: number;
}
/** A pack of the new set: made now (`part`), or a kept one copied (`copyOf`). */
type MadePack = { supplier: string; plots: number; digest: string } & (
  | { part: DeflatedPart; figures: PackFigures; signals: PackSignal[]; copyOf?: undefined }
  | { part?: undefined; figures?: undefined; signals?: undefined; copyOf: KeptPack }
);

/** SHA-1 of a pack's plots' texts, in order: the same digest, the same plots as the service gave them. */
const digestOf = (bodies: readonly string[]) => {
  const hash = createHash('sha1');
  for (const body of bodies) hash.update(body).update('\n');
  return hash.digest('base64');
};

/** One pack as it is sent, and how many plots it holds. */
export interface SentPack {
  part: DeflatedPart;
  plots: number;
}

/** What a reader is sent: the packs of this walk, as many plots as it has. */
export interface SendablePacks {
  walkId: string;
  plotCount: number;
  packs: AsyncGenerator<SentPack>;
}

export class PortfolioPacks {
  /** Where the packs are made, off the event loop. */
  private readonly thread = sharedPackThread();
  /** Packings of one copy run one after another. */
  private readonly jobs: CopyJobs<PortfolioPackSetRow>;
  /** The packings asked for and not finished, by the walk they are of: readers follow them. */
  private readonly progress = new Map<string, PackProgress>();

  constructor(
    private readonly db: Kysely<PortfolioPackTables & PortfolioReviewTables & PortfolioTables>,
    private readonly store: MirrorStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.jobs = new CopyJobs(store, 'pack', db);
  }

  private setRow(copyKey: string) {
    return this.db
      .selectFrom('portfolio_pack_set')
      .selectAll()
      .where('copy_key', '=', copyKey)
      .executeTakeFirst();
  }

  /**
   * The packs of this walk of the copy: the kept ones, or packed now (after any packing under way). A walk
   * replaced by a newer complete one meanwhile gives the newer one's packs.
   */
  async packsOf(key: MirrorKey, walk: PortfolioWalkRow): Promise<PortfolioPackSetRow> {
    const kept = await this.setRow(copyKeyOf(key));
    return kept?.walk_id === walk.id ? kept : this.enqueue(key, walk);
  }

  /**
   * What to send a reader of this walk: the kept packs (`first`'s first), or only `only`'s (a supplier's
   * page: a tenth of the bytes for a tenth of the plots); or, while they are being made, each as soon as
   * it is written, in the copy's order.
   */
  async sendable(
    key: MirrorKey,
    walk: PortfolioWalkRow,
    { first, only }: { first?: string; only?: string } = {},
  ): Promise<SendablePacks> {
    const copyKey = copyKeyOf(key);
    const kept = await this.setRow(copyKey);
    if (kept?.walk_id === walk.id) return this.fromSet(kept, { first, only });
    const done = this.enqueue(key, walk);
    const progress = this.progress.get(walk.id)!;
    // Its failure is the packing's: the reader hears it from the progress.
    done.catch(() => undefined);
    return {
      walkId: walk.id,
      plotCount: only === undefined ? walk.plot_count : await this.store.supplierPlotCount(walk.id, only),
      packs: this.following(copyKey, walk.id, progress, done, only),
    };
  }

  private async fromSet(
    set: PortfolioPackSetRow,
    { first, only }: { first?: string; only?: string },
  ): Promise<SendablePacks> {
    if (only === undefined)
      return { walkId: set.walk_id, plotCount: set.plot_count, packs: this.frames(set, first) };
    const row = await this.db
      .selectFrom('portfolio_pack')
      .select((eb) => eb.fn.sum<string | number | null>('plots').as('n'))
      .where('copy_key', '=', set.copy_key)
      .where('walk_id', '=', set.walk_id)
      .where('supplier', '=', only)
      .executeTakeFirst();
    return {
      walkId: set.walk_id,
      plotCount: Number(row?.n ?? 0),
      packs: this.rows(set.copy_key, set.walk_id, { is: only }),
    };
  }

  /** Queues a packing of the walk (its progress known at once); resolves with the set it made. */
  private enqueue(key: MirrorKey, walk: PortfolioWalkRow): Promise<PortfolioPackSetRow> {
    const copyKey = copyKeyOf(key);
    let progress = this.progress.get(walk.id);
    if (!progress || progress.finished) this.progress.set(walk.id, (progress = new PackProgress()));
    const next = this.jobs.after(copyKey, key, walk, {
      kept: () => this.setRow(copyKey),
      // Readers follow the packing of the walk they asked for; a newer one's is packed for the next.
      run: (target) => this.run(copyKey, target, target.id === walk.id ? progress : null),
    });
    void next
      .then(
        () => progress.finish(),
        (e: unknown) => progress.finish(e),
      )
      .finally(() => {
        if (this.progress.get(walk.id) === progress) this.progress.delete(walk.id);
      });
    return next;
  }

  /**
   * Packs the walk's plots, each pack written as it is made; null when a newer walk replaced it meanwhile
   * (what was read may be a part). A pack whose plots' texts are those of a pack kept for the copy (same
   * supplier, same digest: the same plots, unchanged) is copied from it, not packed again: after an upload
   * only its supplier's packs are made. The set points at the new packs, and the older ones go, in one
   * transaction at the end: until then readers of the copy read the older set whole.
   */
  private async run(
    copyKey: string,
    walk: PortfolioWalkRow,
    progress: PackProgress | null,
  ): Promise<PortfolioPackSetRow | null> {
    const started = performance.now();
    const kept = await this.keptPacks(copyKey);
    // What a packing of this walk that was stopped midway left, and packs a stopped server did not delete
    // (all but the set's, which may be copied).
    const setWalk = (await this.setRow(copyKey))?.walk_id;
    await this.dropPacks(copyKey, (walkId) => walkId !== setWalk || walkId === walk.id);
    const totals = { seq: 0, plots: 0, packed: 0, bytes: 0 };
    let writing = Promise.resolve();
    let failed: { error: unknown } | null = null;
    // Written one after another in the copy's order, each once made (in the packing thread, while the next
    // one's texts are read).
    const write = (pack: Promise<MadePack>) => {
      const seq = totals.seq++;
      writing = writing.then(async () => {
        const made = await pack;
        await this.writePack(copyKey, walk.id, seq, made);
        totals.plots += made.plots;
        totals.bytes += made.part ? made.part.deflated.length : made.copyOf.size;
        progress?.wrote(seq + 1);
      });
      // Its failure is the packing's: the next pack is not made (a full disk does not cost the rest of the
      // project's packing first), and it is thrown from there or at `await writing` below.
      writing.catch((e: unknown) => (failed ??= { error: e }));
    };
    let group: { supplier: string; bodies: string[] } | null = null;
    const making: Promise<MadePack>[] = [];
    const flush = async () => {
      if (failed) throw failed.error;
      if (!group) return;
      const { supplier, bodies } = group;
      group = null;
      const digest = digestOf(bodies);
      const same = kept.get(`${supplier}\n${digest}`);
      if (same) {
        write(Promise.resolve({ supplier, plots: bodies.length, digest, copyOf: same }));
        return;
      }
      totals.packed += bodies.length;
      const made = this.thread
        .pack(bodies, DEFLATE_LEVEL, this.jobs.pause)
        .then(({ part, figures, signals }) => ({
          supplier,
          plots: bodies.length,
          digest,
          part,
          figures,
          signals,
        }));
      // Its failure is the packing's, when its turn to be written comes: not an unhandled rejection before.
      made.catch(() => undefined);
      write(made);
      // Two packs in the thread at most: the texts of the next wait in the database, not in memory.
      making.push(made);
      if (making.length > 2) await making.shift()!.catch(() => undefined);
      await this.jobs.pause();
    };
    // The texts come by supplier, then plot id (plotRecords): a pack never mixes two suppliers.
    for await (const rows of this.store.plotRecords(walk.id)) {
      for (const { supplier, body } of rows) {
        if (group && (group.bodies.length === PACK_PLOTS || group.supplier !== supplier)) await flush();
        (group ??= { supplier, bodies: [] }).bodies.push(body);
      }
    }
    await flush();
    await writing;
    const set: PortfolioPackSetRow = {
      copy_key: copyKey,
      walk_id: walk.id,
      packed_at: this.now().toISOString(),
      plot_count: totals.plots,
      packed_plots: totals.packed,
      bytes: totals.bytes,
      ms: Math.round(performance.now() - started),
    };
    const done = await this.db.transaction().execute(async (tx) => {
      // Replaced meanwhile: these packs are of a walk nobody is served any more (deleted below).
      if (!(await isWalkKept(tx, walk.id))) return null;
      await tx
        .insertInto('portfolio_pack_set')
        .values(set)
        .onConflict((oc) =>
          oc.column('copy_key').doUpdateSet({
            walk_id: set.walk_id,
            packed_at: set.packed_at,
            plot_count: set.plot_count,
            packed_plots: set.packed_plots,
            bytes: set.bytes,
            ms: set.ms,
          }),
        )
        .execute();
      return set;
    });
    // The older sets' packs (or, replaced meanwhile, these): no set holds them any more, and readers read
    // the set's walk only.
    const current = done?.walk_id ?? (await this.setRow(copyKey))?.walk_id;
    await this.dropPacks(copyKey, (walkId) => walkId !== current);
    return done;
  }

  /**
   * The copy's packs of the walks `gone` picks, with their review signals, deleted pack by pack between
   * pauses: at 100,000 plots a set is 22 MB of packs and about as many signals as plots, and deleting them
   * in one statement each, when a newer set replaced them, held the event loop for 177-251 ms
   * (bench/server-overlaps.ts, "packed again"). Packs left by a server stopped meanwhile are deleted by
   * the copy's next packing.
   */
  private async dropPacks(copyKey: string, gone: (walkId: string) => boolean): Promise<void> {
    const packsOf = (table: 'portfolio_pack' | 'portfolio_pack_signal') =>
      this.db
        .selectFrom(table)
        .select(['walk_id', 'seq'])
        .distinct()
        .where('copy_key', '=', copyKey)
        .execute();
    const packs = new Map<string, { walk_id: string; seq: number }>();
    for (const row of [...(await packsOf('portfolio_pack')), ...(await packsOf('portfolio_pack_signal'))])
      if (gone(row.walk_id)) packs.set(JSON.stringify([row.walk_id, row.seq]), row);
    for (const { walk_id, seq } of packs.values()) {
      for (const table of ['portfolio_pack', 'portfolio_pack_signal'] as const)
        await this.db
          .deleteFrom(table)
          .where('copy_key', '=', copyKey)
          .where('walk_id', '=', walk_id)
          .where('seq', '=', seq)
          .execute();
      await this.jobs.pause();
    }
  }

  /** One pack of the new set: its bytes, or a kept pack's copied in the database, bytes and all. */
  private async writePack(copyKey: string, walkId: string, seq: number, made: MadePack): Promise<void> {
    const { supplier, plots, digest, part, figures, signals, copyOf } = made;
    if (part) {
      for (let k = 0; k < signals.length; k += SIGNAL_BATCH)
        await this.db
          .insertInto('portfolio_pack_signal')
          .values(
            signals
              .slice(k, k + SIGNAL_BATCH)
              .map((s) => ({ copy_key: copyKey, walk_id: walkId, seq, plot_id: s.plotId, kind: s.kind })),
          )
          .execute();
      await this.db
        .insertInto('portfolio_pack')
        .values({
          copy_key: copyKey,
          walk_id: walkId,
          seq,
          supplier,
          plots,
          digest,
          bytes: Buffer.from(part.deflated.buffer, part.deflated.byteOffset, part.deflated.byteLength),
          size: part.deflated.byteLength,
          // Signed: PostgreSQL's integer is 32 bits with a sign (read back with >>> 0).
          adler: part.adler | 0,
          inflated: part.length,
          risk_high: figures.risk.high,
          risk_medium: figures.risk.medium,
          risk_low: figures.risk.low,
          risk_none: figures.risk.none,
          risk_unassessed: figures.risk.unassessed,
          changed_at: figures.changedAt,
        })
        .execute();
      return;
    }
    await this.db
      .insertInto('portfolio_pack')
      .columns(['copy_key', 'walk_id', 'seq', ...CARRIED_OVER])
      .expression((eb) =>
        eb
          .selectFrom('portfolio_pack')
          .select(['copy_key', eb.val(walkId).as('walk_id'), eb.val(seq).as('seq'), ...CARRIED_OVER])
          .where('copy_key', '=', copyKey)
          .where('walk_id', '=', copyOf.walkId)
          .where('seq', '=', copyOf.seq),
      )
      .execute();
    await this.db
      .insertInto('portfolio_pack_signal')
      .columns(['copy_key', 'walk_id', 'seq', 'plot_id', 'kind'])
      .expression((eb) =>
        eb
          .selectFrom('portfolio_pack_signal')
          .select(['copy_key', eb.val(walkId).as('walk_id'), eb.val(seq).as('seq'), 'plot_id', 'kind'])
          .where('copy_key', '=', copyKey)
          .where('walk_id', '=', copyOf.walkId)
          .where('seq', '=', copyOf.seq),
      )
      .execute();
  }

  /** The packs kept for the copy (its current set's), by supplier and digest. */
  private async keptPacks(copyKey: string): Promise<Map<string, KeptPack>> {
    const set = await this.setRow(copyKey);
    if (!set) return new Map();
    const rows = await this.db
      .selectFrom('portfolio_pack')
      .select(['seq', 'supplier', 'digest', 'size'])
      .where('copy_key', '=', copyKey)
      .where('walk_id', '=', set.walk_id)
      .execute();
    return new Map(
      rows.map((r) => [`${r.supplier}\n${r.digest}`, { walkId: set.walk_id, seq: r.seq, size: r.size }]),
    );
  }

  /**
   * The packs of a packing under way, each read once it is written; PackingStopped if it does not end. The
   * walk may have been packed under another progress than the one followed (a packing that ended between
   * the reader's look at the set and its joining the queue): what the set then holds past the packs read
   * follows.
   */
  private async *following(
    copyKey: string,
    walkId: string,
    progress: PackProgress,
    done: Promise<PortfolioPackSetRow>,
    only?: string,
  ): AsyncGenerator<SentPack> {
    let next = 0;
    for await (const [from, to] of progress.ranges()) {
      yield* this.rows(copyKey, walkId, { from, to, is: only });
      next = to;
    }
    const set = await done;
    if (set.walk_id === walkId) yield* this.rows(copyKey, walkId, { from: next, is: only });
  }

  /** The kept packs' frames (pack-frames.ts), `first`'s first, read a few at a time as the client takes them. */
  async *frames(set: PortfolioPackSetRow, first?: string): AsyncGenerator<SentPack> {
    if (first !== undefined) {
      yield* this.rows(set.copy_key, set.walk_id, { is: first });
      yield* this.rows(set.copy_key, set.walk_id, { isNot: first });
    } else yield* this.rows(set.copy_key, set.walk_id, {});
  }

  private async *rows(
    copyKey: string,
    walkId: string,
    only: { is?: string; isNot?: string; from?: number; to?: number },
  ): AsyncGenerator<SentPack> {
    let after = (only.from ?? 0) - 1;
    for (;;) {
      let query = this.db
        .selectFrom('portfolio_pack')
        .select(['seq', 'plots', 'bytes', 'adler', 'inflated'])
        .where('copy_key', '=', copyKey)
        .where('walk_id', '=', walkId)
        .where('seq', '>', after);
      if (only.to !== undefined) query = query.where('seq', '<', only.to);
      if (only.is !== undefined) query = query.where('supplier', '=', only.is);
      if (only.isNot !== undefined) query = query.where('supplier', '!=', only.isNot);
      const rows = await query.orderBy('seq').limit(PACK_BATCH).execute();
      for (const row of rows)
        yield {
          part: { deflated: row.bytes, adler: row.adler >>> 0, length: row.inflated },
          plots: row.plots,
        };
      if (rows.length < PACK_BATCH) return;
      after = rows[rows.length - 1]!.seq;
    }
  }

  /** Whether close() was called: a packing that fails then was stopped, not broken. */
  get stopped(): boolean {
    return this.jobs.stopped;
  }

  /** Stops the packing under way (a copy not packed is packed when next asked) and waits for it. */
  async close(): Promise<void> {
    await this.jobs.stop();
  }
}
