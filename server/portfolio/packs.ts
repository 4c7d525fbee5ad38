/**
 * The copy as packs (docs/portfolio.md, "Packs"): each walk of a project packed once into the columns the
 * page's worker keeps (core/plot-packs), each plot checked against the TRACES rules on the way, and the bytes
 * kept in the database, so a page reads its plots as they are kept instead of parsing, checking and packing
 * 100 MB of JSON itself, once per person and per device.
 *
 * A pack holds one supplier's plots (at most PACK_PLOTS), so a supplier's page is sent its own first. The
 * packs of a copy are replaced whole, in one transaction, when a newer walk of it is packed, and only the
 * packs whose plots changed are packed again (a digest of each pack's texts): after an upload, its
 * supplier's. A walk that a newer one replaced while it was read is packed again from the newer one.
 */
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Plot } from '@core/api/schemas.ts';
import { encodePackFrame } from '@core/plot-packs/pack-frames.ts';
import { deflatePart, type DeflatedPart } from './deflated-answer.ts';
import { packWithTracesCheck } from '@core/plot-packs/traces-refusals.ts';
import type { MirrorKey, MirrorStore } from './mirror-store.ts';
import { copyKeyOf } from './overlaps.ts';
import type {
  PortfolioPackTables,
  PortfolioPackSetRow,
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
/** Packs written per statement, and read per query when served (each about a megabyte at PACK_PLOTS). */
const PACK_BATCH = 8;

interface KeptPack {
  walkId: string;
  seq: number;
  size: number;
}
/** A pack of the new set: made now (`part`), or a kept one copied (`copyOf`). */
type MadePack = { supplier: string; plots: number; digest: string } & (
  | { part: DeflatedPart; copyOf?: undefined }
  | { part?: undefined; copyOf: KeptPack }
);

/** SHA-1 of a pack's plots' texts, in order: the same digest, the same plots as the service gave them. */
const digestOf = (bodies: readonly string[]) => {
  const hash = createHash('sha1');
  for (const body of bodies) hash.update(body).update('\n');
  return hash.digest('base64');
};

export class PortfolioPacks {
  /** The packing under way (or last begun) per copy: one after another. */
  private readonly queue = new Map<string, Promise<PortfolioPackSetRow>>();
  private readonly stopping = new AbortController();
  /** Other requests are answered between slices of the packing (setImmediate: after I/O). */
  private readonly pause = async () => {
    await nextTurn();
    this.stopping.signal.throwIfAborted();
  };

  constructor(
    private readonly db: Kysely<PortfolioPackTables & PortfolioTables>,
    private readonly store: MirrorStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

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
    const copyKey = copyKeyOf(key);
    const kept = await this.setRow(copyKey);
    if (kept?.walk_id === walk.id) return kept;
    const before = this.queue.get(copyKey) ?? Promise.resolve();
    const next = before
      .catch(() => undefined)
      .then(async () => {
        for (let attempt = 0; ; attempt++) {
          const target =
            (await this.store.walk(walk.id)) ?? (await this.store.latestComplete(key, walk.token_hash));
          if (!target || target.state !== 'complete') throw new Error('The copy to pack is gone.');
          const now = await this.setRow(copyKey);
          if (now?.walk_id === target.id) return now;
          const packed = await this.run(copyKey, target);
          if (packed || attempt >= 2) {
            if (!packed) throw new Error('The copy was replaced while it was packed, three times over.');
            return packed;
          }
          walk = target;
        }
      });
    this.queue.set(copyKey, next);
    void next
      .finally(() => {
        if (this.queue.get(copyKey) === next) this.queue.delete(copyKey);
      })
      .catch(() => undefined);
    return next;
  }

  /**
   * Packs the walk's plots; null when a newer walk replaced it meanwhile (what was read may be a part). A
   * pack whose plots' texts are those of a pack kept for the copy (same supplier, same digest: the same
   * plots, unchanged) is copied from it, not packed again: after an upload only its supplier's packs are made.
   */
  private async run(copyKey: string, walk: PortfolioWalkRow): Promise<PortfolioPackSetRow | null> {
    const started = performance.now();
    const kept = await this.keptPacks(copyKey);
    const made: Promise<MadePack>[] = [];
    let packedPlots = 0;
    let group: { supplier: string; bodies: string[] } | null = null;
    const flush = async () => {
      if (!group) return;
      const { supplier, bodies } = group;
      group = null;
      const digest = digestOf(bodies);
      const same = kept.get(`${supplier}\n${digest}`);
      if (same) {
        made.push(Promise.resolve({ supplier, plots: bodies.length, digest, copyOf: same }));
        return;
      }
      packedPlots += bodies.length;
      const plots = bodies.map((body) => JSON.parse(body) as Plot);
      const frame = encodePackFrame(await packWithTracesCheck(plots, this.pause));
      // Deflated in zlib's thread pool (the second core) while the next pack is made on the event loop.
      const deflated = deflatePart(frame, DEFLATE_LEVEL).then((part) => ({
        supplier,
        plots: bodies.length,
        digest,
        part,
      }));
      // Its failure is the packing's, at Promise.all below: not an unhandled rejection before it.
      deflated.catch(() => undefined);
      made.push(deflated);
      await this.pause();
    };
    // The texts come by supplier, then plot id (plotRecords): a pack never mixes two suppliers.
    for await (const rows of this.store.plotRecords(walk.id)) {
      for (const { supplier, body } of rows) {
        if (group && (group.bodies.length === PACK_PLOTS || group.supplier !== supplier)) await flush();
        (group ??= { supplier, bodies: [] }).bodies.push(body);
      }
    }
    await flush();
    const packs = await Promise.all(made);
    const set: PortfolioPackSetRow = {
      copy_key: copyKey,
      walk_id: walk.id,
      packed_at: this.now().toISOString(),
      plot_count: packs.reduce((n, p) => n + p.plots, 0),
      packed_plots: packedPlots,
      bytes: packs.reduce((n, p) => n + (p.part ? p.part.deflated.length : p.copyOf.size), 0),
      ms: Math.round(performance.now() - started),
    };
    return this.db.transaction().execute(async (tx) => {
      const still = await tx
        .selectFrom('portfolio_walk')
        .select('id')
        .where('id', '=', walk.id)
        .executeTakeFirst();
      if (!still) return null;
      const fresh = packs.flatMap((p, seq) => (p.part ? [{ ...p, part: p.part, seq }] : []));
      for (let k = 0; k < fresh.length; k += PACK_BATCH)
        await tx
          .insertInto('portfolio_pack')
          .values(
            fresh.slice(k, k + PACK_BATCH).map(({ supplier, plots, digest, part, seq }) => ({
              copy_key: copyKey,
              walk_id: walk.id,
              seq,
              supplier,
              plots,
              digest,
              bytes: Buffer.from(part.deflated.buffer, part.deflated.byteOffset, part.deflated.byteLength),
              size: part.deflated.byteLength,
              // Signed: PostgreSQL's integer is 32 bits with a sign (read back with >>> 0).
              adler: part.adler | 0,
              inflated: part.length,
            })),
          )
          .execute();
      // The unchanged packs copied in the database, bytes and all, under the new walk and place.
      for (const [seq, p] of packs.entries()) {
        if (!p.copyOf) continue;
        await tx
          .insertInto('portfolio_pack')
          .columns([
            'copy_key',
            'walk_id',
            'seq',
            'supplier',
            'plots',
            'digest',
            'bytes',
            'size',
            'adler',
            'inflated',
          ])
          .expression((eb) =>
            eb
              .selectFrom('portfolio_pack')
              .select([
                'copy_key',
                eb.val(walk.id).as('walk_id'),
                eb.val(seq).as('seq'),
                'supplier',
                'plots',
                'digest',
                'bytes',
                'size',
                'adler',
                'inflated',
              ])
              .where('copy_key', '=', copyKey)
              .where('walk_id', '=', p.copyOf.walkId)
              .where('seq', '=', p.copyOf.seq),
          )
          .execute();
      }
      await tx
        .deleteFrom('portfolio_pack')
        .where('copy_key', '=', copyKey)
        .where('walk_id', '!=', walk.id)
        .execute();
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
   * The kept packs' frames (pack-frames.ts), `first`'s first, read a few at a time as the client takes them,
   * with their plot counts: packs replaced by a newer walk's midway end the frames early (the caller says so).
   */
  async *frames(
    set: PortfolioPackSetRow,
    first?: string,
  ): AsyncGenerator<{ part: DeflatedPart; plots: number }> {
    const read = async function* (this: PortfolioPacks, supplier: { is?: string; isNot?: string }) {
      let after = -1;
      for (;;) {
        let query = this.db
          .selectFrom('portfolio_pack')
          .select(['seq', 'plots', 'bytes', 'adler', 'inflated'])
          .where('copy_key', '=', set.copy_key)
          .where('walk_id', '=', set.walk_id)
          .where('seq', '>', after);
        if (supplier.is !== undefined) query = query.where('supplier', '=', supplier.is);
        if (supplier.isNot !== undefined) query = query.where('supplier', '!=', supplier.isNot);
        const rows = await query.orderBy('seq').limit(PACK_BATCH).execute();
        for (const row of rows)
          yield {
            part: { deflated: row.bytes, adler: row.adler >>> 0, length: row.inflated },
            plots: row.plots,
          };
        if (rows.length < PACK_BATCH) return;
        after = rows[rows.length - 1]!.seq;
      }
    }.bind(this);
    if (first !== undefined) {
      yield* read({ is: first });
      yield* read({ isNot: first });
    } else yield* read({});
  }

  /** Whether close() was called: a packing that fails then was stopped, not broken. */
  get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  /** Stops the packing under way (a copy not packed is packed when next asked) and waits for it. */
  async close(): Promise<void> {
    this.stopping.abort(new Error('The server is stopping.'));
    await Promise.allSettled([...this.queue.values()]);
  }
}
