/**
 * Migration 0007 (server/review/migrations.ts lists it): the portfolio mirror (docs/portfolio.md). A walk of
 * a project's plots is a set of its own (`portfolio_walk`); its lanes (one per supplier, or one for the whole
 * project) keep where their cursor walk stands, written in the same transaction as the page's plots, so a
 * walk killed midway resumes from its last page and never restarts what it had. Only a walk whose every lane
 * ended is served; an older set is deleted once a newer one is complete.
 *
 * These rows are a copy, not a record: they are replaced, not appended to (the service is the source of
 * truth), so unlike the review tables they are not append-only.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's types */
import type { Kysely, Migration } from 'kysely';

export interface PortfolioWalkRow {
  id: string;
  connection: string;
  team_id: string;
  project_id: string;
  /** SHA-256 of the service token it was walked with: a set walked with another token is not served. */
  token_hash: string;
  /** ISO 8601 with milliseconds: compared as text with the change marks. */
  started_at: string;
  completed_at: string | null;
  /** 'walking' | 'complete' | 'failed' */
  state: string;
  plot_count: number;
  error: string | null;
}

export interface PortfolioLaneRow {
  walk_id: string;
  /** The supplier's name, or '' for a walk of the whole project. */
  lane: string;
  /** The search part of the next page's URL (filters and cursor); null before the first page. */
  next_search: string | null;
  /** 1 once the lane's last page is kept. */
  done: number;
  pages: number;
}

export interface PortfolioPlotRow {
  walk_id: string;
  plot_id: string;
  lane: string;
  supplier: string;
  /** The plot as the service gave it, as JSON text: served as it was read, never rebuilt. */
  body: string;
}

export interface PortfolioChangeRow {
  connection: string;
  /** A project id, or '*' when the change's project is not known (every project of the connection). */
  project_id: string;
  changed_at: string;
}

export interface PortfolioTables {
  portfolio_walk: PortfolioWalkRow;
  portfolio_lane: PortfolioLaneRow;
  portfolio_plot: PortfolioPlotRow;
  portfolio_change: PortfolioChangeRow;
}

export const portfolioMirrorMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('portfolio_walk')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('connection', 'text', (c) => c.notNull())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('plot_count', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .execute();
    await db.schema
      .createIndex('portfolio_walk_key')
      .on('portfolio_walk')
      .columns(['connection', 'team_id', 'project_id', 'state', 'completed_at'])
      .execute();
    await db.schema
      .createTable('portfolio_lane')
      .addColumn('walk_id', 'text', (c) => c.notNull())
      .addColumn('lane', 'text', (c) => c.notNull())
      .addColumn('next_search', 'text')
      .addColumn('done', 'integer', (c) => c.notNull())
      .addColumn('pages', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('portfolio_lane_pk', ['walk_id', 'lane'])
      .execute();
    await db.schema
      .createTable('portfolio_plot')
      .addColumn('walk_id', 'text', (c) => c.notNull())
      .addColumn('plot_id', 'text', (c) => c.notNull())
      .addColumn('lane', 'text', (c) => c.notNull())
      .addColumn('supplier', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('portfolio_plot_pk', ['walk_id', 'plot_id'])
      .execute();
    // Served supplier by supplier, each in id order (the order of the service's own pages).
    await db.schema
      .createIndex('portfolio_plot_supplier')
      .on('portfolio_plot')
      .columns(['walk_id', 'supplier', 'plot_id'])
      .execute();
    await db.schema
      .createTable('portfolio_change')
      .addColumn('connection', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('portfolio_change_pk', ['connection', 'project_id'])
      .execute();
  },
};
