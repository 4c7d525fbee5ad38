/**
 * The dashboard server's own database (decisions and upload records, review/store.ts): an SQLite file by
 * default, PostgreSQL when DATABASE_URL is set (several server instances share it). Both are reached through
 * Kysely and brought up to date by the same migrations (migrations.ts) when the server starts.
 *
 * Durability: a write is acknowledged only once committed. SQLite runs in WAL mode with synchronous=FULL,
 * so a commit is fsynced before it returns (a SIGKILL or a power cut after a 2xx loses nothing);
 * PostgreSQL's commit is durable by its own defaults.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { reviewMigrations } from './migrations.ts';
import type {
  PortfolioOverlapTables,
  PortfolioPackTables,
  PortfolioReviewTables,
  PortfolioTables,
} from '../portfolio/schema.ts';
import type { Dialect } from './append-only.ts';
import type {
  ConclusionRow,
  ConclusionSignOffRow,
  DecisionRow,
  EuDeclarationCheckRow,
  EuDeclarationRow,
  EvidenceSnapshotRow,
  StatementOverrideRow,
  UploadRecordRow,
} from './record-rows.ts';
import type {
  AccessTokenRow,
  AuditEventRow,
  EuAccountRow,
  EuFilingEventRow,
  EuFilingRow,
  IdempotentRequestRow,
  InvitationRow,
  PersonIdentityRow,
  PersonRow,
  RoleGrantRow,
  SessionRow,
  SsoFlowRow,
  TeamRow,
} from './team-rows.ts';

export interface ReviewTables
  extends PortfolioTables, PortfolioOverlapTables, PortfolioPackTables, PortfolioReviewTables {
  review_decision: DecisionRow;
  upload_record: UploadRecordRow;
  team: TeamRow;
  person: PersonRow;
  person_identity: PersonIdentityRow;
  role_grant: RoleGrantRow;
  session: SessionRow;
  invitation: InvitationRow;
  access_token: AccessTokenRow;
  sso_flow: SsoFlowRow;
  idempotent_request: IdempotentRequestRow;
  audit_event: AuditEventRow;
  statement_override: StatementOverrideRow;
  evidence_snapshot: EvidenceSnapshotRow;
  conclusion: ConclusionRow;
  conclusion_sign_off: ConclusionSignOffRow;
  eu_account: EuAccountRow;
  eu_filing: EuFilingRow;
  eu_filing_event: EuFilingEventRow;
  eu_declaration: EuDeclarationRow;
  eu_declaration_check: EuDeclarationCheckRow;
}

export interface ReviewDatabase {
  db: Kysely<ReviewTables>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface ReviewDatabaseOptions {
  /** postgres:// URL (DATABASE_URL); when set, the SQLite file is not used. */
  databaseUrl: string | null;
  /** The SQLite file (created with its folder); ':memory:' for a throwaway store. */
  sqliteFile: string;
}

/** Opens the database and runs the migrations not yet applied (none when it is up to date). */
export async function openReviewDatabase(options: ReviewDatabaseOptions): Promise<ReviewDatabase> {
  const dialect: Dialect = options.databaseUrl ? 'postgres' : 'sqlite';
  const db = new Kysely<ReviewTables>({
    dialect: options.databaseUrl ? postgresDialect(options.databaseUrl) : sqliteDialect(options.sqliteFile),
  });
  try {
    const { error, results } = await new Migrator({
      db,
      provider: reviewMigrations(dialect),
    }).migrateToLatest();
    if (error) {
      const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
      throw new Error(`The review database could not be brought up to date (migration ${failed}).`, {
        cause: error,
      });
    }
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return { db, dialect, close: () => db.destroy() };
}

function sqliteDialect(file: string): SqliteDialect {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  // Another instance or tool holding the write lock briefly: wait rather than fail.
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: sqlite });
}

function postgresDialect(url: string): PostgresDialect {
  const pool = new pg.Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection (the database restarted) must not crash the server.
  pool.on('error', (e) => console.error(`review database: idle connection lost: ${e.message}`));
  return new PostgresDialect({ pool });
}
