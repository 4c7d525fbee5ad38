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
import type { Dialect } from '../review/append-only.ts';

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
  /** When a person last read the copy (migration 0009): the schedule walks again only copies people read. */
  read_at?: string | null;
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

/** Migration 0008: the double claims of each copy (server/portfolio/overlaps.ts, docs/portfolio.md). */
export interface PortfolioScanRow {
  /** The copy's key: JSON of [connection, team id, project id]. */
  copy_key: string;
  /** The walk whose plots the pairs are of. */
  walk_id: string;
  scanned_at: string;
  /** Per supplier, how many of its plots have area (a report's `scanned`), as JSON. */
  suppliers: string;
  /** How long the scan took (ms), and how many plots it clipped (the changed ones, or all). */
  ms: number;
  clipped: number;
}

export interface PortfolioScanPlotRow {
  copy_key: string;
  plot_id: string;
  /** SHA-1 of the plot's text as the service gave it: a plot whose text is the same keeps its pairs. */
  digest: string;
}

export interface PortfolioOverlapRow {
  copy_key: string;
  a_id: string;
  b_id: string;
  a_supplier: string;
  b_supplier: string;
  overlap_ha: number;
  /** The share of each plot the other covers (migration 0011): whether it lies inside the other. */
  a_share: number;
  b_share: number;
  /** The pair as the scan found it (core/geo/overlap-report.ts's OverlapPair), as JSON. */
  pair: string;
}

export interface PortfolioOverlapTables {
  portfolio_scan: PortfolioScanRow;
  portfolio_scan_plot: PortfolioScanPlotRow;
  portfolio_overlap: PortfolioOverlapRow;
}

export const portfolioOverlapsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('portfolio_scan')
      .addColumn('copy_key', 'text', (c) => c.primaryKey())
      .addColumn('walk_id', 'text', (c) => c.notNull())
      .addColumn('scanned_at', 'text', (c) => c.notNull())
      .addColumn('suppliers', 'text', (c) => c.notNull())
      .addColumn('ms', 'integer', (c) => c.notNull())
      .addColumn('clipped', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('portfolio_scan_plot')
      .addColumn('copy_key', 'text', (c) => c.notNull())
      .addColumn('plot_id', 'text', (c) => c.notNull())
      .addColumn('digest', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('portfolio_scan_plot_pk', ['copy_key', 'plot_id'])
      .execute();
    await db.schema
      .createTable('portfolio_overlap')
      .addColumn('copy_key', 'text', (c) => c.notNull())
      .addColumn('a_id', 'text', (c) => c.notNull())
      .addColumn('b_id', 'text', (c) => c.notNull())
      .addColumn('a_supplier', 'text', (c) => c.notNull())
      .addColumn('b_supplier', 'text', (c) => c.notNull())
      .addColumn('overlap_ha', 'double precision', (c) => c.notNull())
      .addColumn('pair', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('portfolio_overlap_pk', ['copy_key', 'a_id', 'b_id'])
      .execute();
    // A supplier's pairs, from either side, read from the index alone (the ends of each pair, not its JSON):
    // a supplier's counts over 44,000 pairs took 415 ms reading the rows, 200 ms from these
    // (bench/server-overlaps.ts). And a changed plot's pairs by either end, to drop them (a_id: the key's).
    await db.schema
      .createIndex('portfolio_overlap_a_supplier')
      .on('portfolio_overlap')
      .columns(['copy_key', 'a_supplier', 'a_id', 'b_id', 'b_supplier'])
      .execute();
    await db.schema
      .createIndex('portfolio_overlap_b_supplier')
      .on('portfolio_overlap')
      .columns(['copy_key', 'b_supplier', 'b_id', 'a_id', 'a_supplier'])
      .execute();
    await db.schema
      .createIndex('portfolio_overlap_b')
      .on('portfolio_overlap')
      .columns(['copy_key', 'b_id'])
      .execute();
    // The project's largest pairs first, without sorting them all.
    await db.schema
      .createIndex('portfolio_overlap_largest')
      .on('portfolio_overlap')
      .columns(['copy_key', 'overlap_ha'])
      .execute();
  },
};

export interface PortfolioPackSetRow {
  /** The copy's key (overlaps.ts copyKeyOf). */
  copy_key: string;
  /** The walk whose plots the packs hold. */
  walk_id: string;
  packed_at: string;
  plot_count: number;
  /** Plots packed when the set was made; the others' packs were copied unchanged from the set before. */
  packed_plots: number;
  /** The packs' bytes added up (deflated), and how long packing them took (ms). */
  bytes: number;
  ms: number;
}

export interface PortfolioPackRow {
  copy_key: string;
  walk_id: string;
  /** The order packs are sent in: by supplier, then plot id, as the copy's plots are. */
  seq: number;
  /** The one supplier whose plots the pack holds. */
  supplier: string;
  plots: number;
  /** SHA-1 of the pack's plots' texts (packs.ts): a pack of the same texts is copied, not packed again. */
  digest: string;
  /** One frame of core/plot-packs/pack-frames.ts, deflated to be joined with others (deflated-answer.ts). */
  bytes: Uint8Array;
  size: number;
  /** The frame's Adler-32 (as a signed 32-bit number) and length: the answer's checksum is combined from them. */
  adler: number;
  inflated: number;
  /**
   * The pack's figures (core/plot-packs/pack-figures.ts, migration 0011): its plots by risk class, and its
   * latest change (ms since epoch; null when no plot has a date), summed per supplier for the Suppliers table.
   */
  risk_high: number;
  risk_medium: number;
  risk_low: number;
  risk_none: number;
  risk_unassessed: number;
  changed_at: number | null;
}

export interface PortfolioPackTables {
  portfolio_pack_set: PortfolioPackSetRow;
  portfolio_pack: PortfolioPackRow;
}

/** Migration 0009: when each copy was last read, so the schedule refreshes only copies people use. */
export const portfolioReadsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('portfolio_walk').addColumn('read_at', 'text').execute();
  },
};

/** Migration 0010: each copy packed once for the pages (packs.ts), the bytes kept as they are sent. */
export function portfolioPacksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('portfolio_pack_set')
        .addColumn('copy_key', 'text', (c) => c.primaryKey())
        .addColumn('walk_id', 'text', (c) => c.notNull())
        .addColumn('packed_at', 'text', (c) => c.notNull())
        .addColumn('plot_count', 'integer', (c) => c.notNull())
        .addColumn('packed_plots', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('ms', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('portfolio_pack')
        .addColumn('copy_key', 'text', (c) => c.notNull())
        .addColumn('walk_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('supplier', 'text', (c) => c.notNull())
        .addColumn('plots', 'integer', (c) => c.notNull())
        .addColumn('digest', 'text', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('adler', 'integer', (c) => c.notNull())
        .addColumn('inflated', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('portfolio_pack_pk', ['copy_key', 'walk_id', 'seq'])
        .execute();
    },
  };
}

/**
 * Migration 0011: what the Suppliers table needs, kept where one query reads it (supplier-summaries.ts):
 * each pack's figures and each pair's shares. Packs and scans are copies made from the walk, not a record:
 * those kept before lack the new columns, so they go, and each copy is packed and scanned again when next
 * read (or walked).
 */
export const portfolioFiguresMigration: Migration = {
  async up(db: Kysely<any>) {
    for (const table of [
      'portfolio_pack',
      'portfolio_pack_set',
      'portfolio_overlap',
      'portfolio_scan_plot',
      'portfolio_scan',
    ])
      await db.deleteFrom(table).execute();
    for (const column of ['risk_high', 'risk_medium', 'risk_low', 'risk_none', 'risk_unassessed'])
      await db.schema
        .alterTable('portfolio_pack')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    await db.schema.alterTable('portfolio_pack').addColumn('changed_at', 'double precision').execute();
    for (const column of ['a_share', 'b_share'])
      await db.schema
        .alterTable('portfolio_overlap')
        .addColumn(column, 'double precision', (c) => c.notNull().defaultTo(0))
        .execute();
    // The summaries read each pair's ends and shares from this index alone, not the rows (each holds the
    // pair's JSON, about 500 bytes): at 100,000 pairs the query took 699 ms reading the rows.
    await db.schema
      .createIndex('portfolio_overlap_ends')
      .on('portfolio_overlap')
      .columns(['copy_key', 'a_id', 'b_id', 'a_supplier', 'b_supplier', 'a_share', 'b_share'])
      .execute();
  },
};

/**
 * Migration 0012: what the review counts need beside the packs and pairs (review-counts.ts): each pack's
 * plots' own signals (core/review/review-signals.ts, packSignals), and the deforestation detections found
 * on or near the copy's plots (detection-signals.ts). The packs kept before have no signals: they go, and
 * each copy is packed again when next read (or walked).
 */
export interface PortfolioPackSignalRow {
  copy_key: string;
  walk_id: string;
  /** The pack's seq (its supplier is the pack's). */
  seq: number;
  plot_id: string;
  /** A review item kind (core/api/review.ts) of a plot's own signal. */
  kind: string;
}

export interface PortfolioDetectionSetRow {
  copy_key: string;
  /** The walk whose plots the detections were matched with. */
  walk_id: string;
  /** When the exports were read (ISO 8601): read again after DETECTIONS_FRESH_MS, or in a new month. */
  read_at: string;
  /** The newest month of the REVIEW_MONTHS read ("YYYY-MM"). */
  month: string;
  /** Clearings after the cut-off in the exports, and the signals they made. */
  detections: number;
  signals: number;
  ms: number;
}

export interface PortfolioDetectionSignalRow {
  copy_key: string;
  plot_id: string;
  supplier: string;
  detection_id: string;
  date: string;
  /** 1 when the clearing touches the plot; 0 when it lies within NEAR_M only. */
  touches: number;
}

export interface PortfolioReviewTables {
  portfolio_pack_signal: PortfolioPackSignalRow;
  portfolio_detection_set: PortfolioDetectionSetRow;
  portfolio_detection_signal: PortfolioDetectionSignalRow;
}

export const portfolioReviewMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.deleteFrom('portfolio_pack').execute();
    await db.deleteFrom('portfolio_pack_set').execute();
    await db.schema
      .createTable('portfolio_pack_signal')
      .addColumn('copy_key', 'text', (c) => c.notNull())
      .addColumn('walk_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('plot_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('portfolio_pack_signal_pack')
      .on('portfolio_pack_signal')
      .columns(['copy_key', 'walk_id', 'seq'])
      .execute();
    // A decided plot's own signals, on each ask of the review counts (review-counts.ts).
    await db.schema
      .createIndex('portfolio_pack_signal_plot')
      .on('portfolio_pack_signal')
      .columns(['copy_key', 'walk_id', 'plot_id'])
      .execute();
    await db.schema
      .createTable('portfolio_detection_set')
      .addColumn('copy_key', 'text', (c) => c.primaryKey())
      .addColumn('walk_id', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('detections', 'integer', (c) => c.notNull())
      .addColumn('signals', 'integer', (c) => c.notNull())
      .addColumn('ms', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('portfolio_detection_signal')
      .addColumn('copy_key', 'text', (c) => c.notNull())
      .addColumn('plot_id', 'text', (c) => c.notNull())
      .addColumn('supplier', 'text', (c) => c.notNull())
      .addColumn('detection_id', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('touches', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('portfolio_detection_signal_pk', ['copy_key', 'plot_id', 'detection_id'])
      .execute();
  },
};
