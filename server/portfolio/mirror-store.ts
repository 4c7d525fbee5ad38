/**
 * The portfolio mirror's rows (schema.ts): walks, their lanes and their plots, and the marks of changes
 * the server saw. Every page of a walk is kept in one transaction with its lane's next cursor, so what is
 * on disk is always "these pages, and the cursor after them" (docs/portfolio.md, "Crash and resume").
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import type { PortfolioLaneRow, PortfolioTables, PortfolioWalkRow } from './schema.ts';

/** Whose copy of which project: each team keeps its own, walked with its own token. */
export interface MirrorKey {
  connection: string;
  teamId: string;
  projectId: string;
}

export interface KeptPlot {
  id: string;
  supplier: string;
  body: string;
}

/**
 * Whether a walk is still kept: a newer complete walk of the copy deletes the older. Asked inside the
 * transaction that writes what was made of it (its packs, its scan, its detections), so nothing is kept for
 * plots nobody is served any more. Raw SQL: each caller's transaction is typed with its own tables.
 */
export async function isWalkKept(db: QueryExecutorProvider, walkId: string): Promise<boolean> {
  const { rows } = await sql`select 1 from portfolio_walk where id = ${walkId}`.execute(db);
  return rows.length > 0;
}

/** Rows read from the database at a time when a copy is served: bounded memory at any project size. */
const SERVE_BATCH = 1000;

export class MirrorStore {
  constructor(private readonly db: Kysely<PortfolioTables>) {}

  private ofKey(key: MirrorKey) {
    return this.db
      .selectFrom('portfolio_walk')
      .where('connection', '=', key.connection)
      .where('team_id', '=', key.teamId)
      .where('project_id', '=', key.projectId);
  }

  /** The newest complete walk of the key made with this token, if any. */
  latestComplete(key: MirrorKey, tokenHash: string): Promise<PortfolioWalkRow | undefined> {
    return this.ofKey(key)
      .selectAll()
      .where('state', '=', 'complete')
      .where('token_hash', '=', tokenHash)
      .orderBy('completed_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Walks that were under way when the server stopped (or are under way now). */
  unfinished(): Promise<PortfolioWalkRow[]> {
    return this.db.selectFrom('portfolio_walk').selectAll().where('state', '=', 'walking').execute();
  }

  walk(id: string): Promise<PortfolioWalkRow | undefined> {
    return this.db.selectFrom('portfolio_walk').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A new walk with its lanes, none of them started. */
  async beginWalk(key: MirrorKey, tokenHash: string, startedAt: string, lanes: string[]): Promise<string> {
    const id = randomUUID();
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('portfolio_walk')
        .values({
          id,
          connection: key.connection,
          team_id: key.teamId,
          project_id: key.projectId,
          token_hash: tokenHash,
          started_at: startedAt,
          completed_at: null,
          state: 'walking',
          plot_count: 0,
          error: null,
        })
        .execute();
      if (lanes.length) {
        await tx
          .insertInto('portfolio_lane')
          .values(lanes.map((lane) => ({ walk_id: id, lane, next_search: null, done: 0, pages: 0 })))
          .execute();
      }
    });
    return id;
  }

  lanesOf(walkId: string): Promise<PortfolioLaneRow[]> {
    return this.db
      .selectFrom('portfolio_lane')
      .selectAll()
      .where('walk_id', '=', walkId)
      .orderBy('lane')
      .execute();
  }

  /** One page of a lane and the cursor after it (null: the lane's last page), in one transaction. */
  async keepPage(walkId: string, lane: string, plots: KeptPlot[], nextSearch: string | null): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (plots.length) {
        await tx
          .insertInto('portfolio_plot')
          .values(
            plots.map((p) => ({ walk_id: walkId, plot_id: p.id, lane, supplier: p.supplier, body: p.body })),
          )
          // A plot moved to another supplier during the walk can show up in two lanes: kept once, as last seen.
          .onConflict((oc) =>
            oc.columns(['walk_id', 'plot_id']).doUpdateSet((eb) => ({
              lane: eb.ref('excluded.lane'),
              supplier: eb.ref('excluded.supplier'),
              body: eb.ref('excluded.body'),
            })),
          )
          .execute();
      }
      await tx
        .updateTable('portfolio_lane')
        .set((eb) => ({
          next_search: nextSearch,
          done: nextSearch === null ? 1 : 0,
          pages: eb('pages', '+', 1),
        }))
        .where('walk_id', '=', walkId)
        .where('lane', '=', lane)
        .execute();
    });
  }

  /** A lane walked again from its first page (its cursor was refused): its plots so far are dropped. */
  async restartLane(walkId: string, lane: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('portfolio_plot').where('walk_id', '=', walkId).where('lane', '=', lane).execute();
      await tx
        .updateTable('portfolio_lane')
        .set({ next_search: null, done: 0, pages: 0 })
        .where('walk_id', '=', walkId)
        .where('lane', '=', lane)
        .execute();
    });
  }

  /** The plots the walk has kept so far (`db`: inside a transaction of the caller's). */
  async plotCount(walkId: string, db: Kysely<PortfolioTables> = this.db): Promise<number> {
    const row = await db
      .selectFrom('portfolio_plot')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('walk_id', '=', walkId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The walk's plots of one supplier (from the index on walk, supplier and plot alone). */
  async supplierPlotCount(walkId: string, supplier: string): Promise<number> {
    const row = await this.db
      .selectFrom('portfolio_plot')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('walk_id', '=', walkId)
      .where('supplier', '=', supplier)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The walk is complete: it becomes the key's copy, and the older walks of the key go (a walk started
   * after this one is left to finish).
   */
  async complete(walkId: string, completedAt: string): Promise<PortfolioWalkRow> {
    return this.db.transaction().execute(async (tx) => {
      const walk = await tx
        .selectFrom('portfolio_walk')
        .selectAll()
        .where('id', '=', walkId)
        .executeTakeFirstOrThrow();
      const plots = await this.plotCount(walkId, tx);
      const older = tx
        .selectFrom('portfolio_walk')
        .select('id')
        .where('connection', '=', walk.connection)
        .where('team_id', '=', walk.team_id)
        .where('project_id', '=', walk.project_id)
        .where('id', '!=', walkId)
        .where('started_at', '<=', walk.started_at);
      // The copy it replaces was read: so is this one, as far as the schedule goes (refreshDue).
      const lastRead = await tx
        .selectFrom('portfolio_walk')
        .select((eb) => eb.fn.max('read_at').as('at'))
        .where('id', 'in', older)
        .executeTakeFirst();
      const done = {
        ...walk,
        state: 'complete',
        completed_at: completedAt,
        plot_count: plots,
        read_at: lastRead?.at ?? walk.read_at ?? null,
      };
      await tx
        .updateTable('portfolio_walk')
        .set({
          state: done.state,
          completed_at: completedAt,
          plot_count: done.plot_count,
          read_at: done.read_at,
        })
        .where('id', '=', walkId)
        .execute();
      await tx.deleteFrom('portfolio_plot').where('walk_id', 'in', older).execute();
      await tx.deleteFrom('portfolio_lane').where('walk_id', 'in', older).execute();
      await tx.deleteFrom('portfolio_walk').where('id', 'in', older).execute();
      return done;
    });
  }

  /** The walk ended without a complete set: never served; its rows go. */
  async fail(walkId: string, error: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('portfolio_plot').where('walk_id', '=', walkId).execute();
      await tx.deleteFrom('portfolio_lane').where('walk_id', '=', walkId).execute();
      await tx
        .updateTable('portfolio_walk')
        .set({ state: 'failed', error: error.slice(0, 2000) })
        .where('id', '=', walkId)
        .execute();
    });
  }

  /**
   * The walk's plots as the service gave them (JSON texts), `first`'s supplier first, then supplier by
   * supplier; each supplier's in id order. Read SERVE_BATCH rows at a time (keyset: the index's order).
   */
  async *plotBodies(walkId: string, first?: string): AsyncGenerator<string[]> {
    for await (const rows of this.plotRecords(walkId, first)) yield rows.map((r) => r.body);
  }

  /** As plotBodies, each text with its supplier (for a reader that groups them without parsing them). */
  async *plotRecords(walkId: string, first?: string): AsyncGenerator<{ supplier: string; body: string }[]> {
    const batches = (supplier: { is?: string; isNot?: string }) => this.batches(walkId, supplier);
    if (first !== undefined) {
      yield* batches({ is: first });
      yield* batches({ isNot: first });
    } else yield* batches({});
  }

  private async *batches(walkId: string, { is, isNot }: { is?: string; isNot?: string }) {
    let after: { supplier: string; plotId: string } | null = null;
    for (;;) {
      let query = this.db
        .selectFrom('portfolio_plot')
        .select(['supplier', 'plot_id', 'body'])
        .where('walk_id', '=', walkId);
      if (is !== undefined) query = query.where('supplier', '=', is);
      if (isNot !== undefined) query = query.where('supplier', '!=', isNot);
      if (after) {
        const { supplier, plotId } = after;
        query = query.where((eb) =>
          eb.or([
            eb('supplier', '>', supplier),
            eb.and([eb('supplier', '=', supplier), eb('plot_id', '>', plotId)]),
          ]),
        );
      }
      const rows = await query.orderBy('supplier').orderBy('plot_id').limit(SERVE_BATCH).execute();
      if (rows.length) yield rows;
      if (rows.length < SERVE_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { supplier: last.supplier, plotId: last.plot_id };
    }
  }

  /** A person read the walk's copy at this moment. */
  async markRead(walkId: string, at: string): Promise<void> {
    await this.db.updateTable('portfolio_walk').set({ read_at: at }).where('id', '=', walkId).execute();
  }

  /**
   * The complete copies walked before `walkedBefore` that someone read since `readSince`: what the schedule
   * walks again. Oldest first.
   */
  dueForRefresh(walkedBefore: string, readSince: string): Promise<PortfolioWalkRow[]> {
    return this.db
      .selectFrom('portfolio_walk')
      .selectAll()
      .where('state', '=', 'complete')
      .where('completed_at', '<', walkedBefore)
      .where('read_at', '>=', readSince)
      .orderBy('completed_at')
      .execute();
  }

  /** The service changed what this project holds (or, with '*', what any project of the connection holds). */
  async markChanged(connection: string, projectId: string, at: string): Promise<void> {
    await this.db
      .insertInto('portfolio_change')
      .values({ connection, project_id: projectId, changed_at: at })
      .onConflict((oc) => oc.columns(['connection', 'project_id']).doUpdateSet({ changed_at: at }))
      .execute();
  }

  /** The last change seen for the project (its own or the connection's), or null. */
  async lastChange(connection: string, projectId: string): Promise<string | null> {
    const rows = await this.db
      .selectFrom('portfolio_change')
      .select('changed_at')
      .where('connection', '=', connection)
      .where('project_id', 'in', [projectId, '*'])
      .execute();
    return rows.reduce<string | null>(
      (max, r) => (max === null || r.changed_at > max ? r.changed_at : max),
      null,
    );
  }
}
