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
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Generated } from 'kysely';
import pg from 'pg';
import { reviewMigrations } from './migrations.ts';
import type { Dialect } from './append-only.ts';

export interface DecisionRow {
  seq: Generated<number | string>;
  id: string;
  connection: string;
  account_key: string;
  project_id: string;
  item_key: string;
  plot_id: string;
  kind: string;
  other_plot_id: string | null;
  supplier_id: string | null;
  verdict: string;
  reason: string;
  note: string;
  evidence_url: string | null;
  evidence_note: string | null;
  decided_by: string;
  /** The person's id; `account:<account_key>` for rows kept per account before people signed in. */
  decided_by_id: string | null;
  decided_at: string;
  /** The team whose record it is; null for rows kept per account before teams (the first team's). */
  team_id: string | null;
  /** A deforestation item's signal ("assessment" or a detection's id); null for other kinds and older rows. */
  signal_id: string | null;
}

export interface UploadRecordRow {
  seq: Generated<number | string>;
  connection: string;
  account_key: string;
  project_id: string;
  upload_id: string;
  supplier_id: string;
  supplier_name: string | null;
  file_names: string;
  file_sha256: string | null;
  overwrite: number;
  should_match_on_name: number;
  added: number;
  changed: number;
  removed: number;
  plot_count: number;
  started_at: string | null;
  ended_at: string | null;
  recorded_by: string;
  recorded_by_id: string | null;
  recorded_at: string;
  team_id: string | null;
  /** JSON FileFact[] / FileFact[] / Record<string, string> / AppliedFix[]; null when not recorded. */
  original_files: string | null;
  sent_files: string | null;
  field_mapping: string | null;
  fixes: string | null;
}

/** An approver's override of one plot's open items (migration 0003). */
export interface StatementOverrideRow {
  seq: Generated<number | string>;
  id: string;
  team_id: string;
  connection: string;
  project_id: string;
  plot_id: string;
  supplier_id: string | null;
  /** JSON string[] of reviewItemKey. */
  item_keys: string;
  reason: string;
  overridden_by: string;
  overridden_by_id: string;
  overridden_at: string;
}

export interface EvidenceSnapshotRow {
  seq: Generated<number | string>;
  id: string;
  team_id: string;
  connection: string;
  project_id: string;
  kind: string;
  /** JSON string[]. */
  supplier_ids: string;
  plot_count: number;
  created_by: string;
  created_by_id: string;
  created_at: string;
  keep_until: string;
  report_file_name: string | null;
  report_sha256: string | null;
  report_pdf: Buffer | null;
  /** JSON SnapshotContent (store.ts). */
  content: string;
}

export interface ConclusionRow {
  seq: Generated<number | string>;
  id: string;
  team_id: string;
  connection: string;
  project_id: string;
  supplier_id: string;
  conclusion: string;
  reasoning: string;
  mitigation: string | null;
  open_items: number;
  prepared_by: string;
  prepared_by_id: string;
  prepared_at: string;
}

export interface ConclusionSignOffRow {
  seq: Generated<number | string>;
  conclusion_id: string;
  team_id: string;
  connection: string;
  project_id: string;
  signed_by: string;
  signed_by_id: string;
  signed_at: string;
}

/** A supplier's declaration in the register (migration 0005, server/eu-declarations/schema.ts). */
export interface EuDeclarationRow {
  seq: Generated<number | string>;
  id: string;
  team_id: string;
  connection: string;
  project_id: string;
  supplier_id: string;
  reference_number: string;
  /** reference_number in upper case: unique per supplier. */
  reference_key: string;
  verification_number: string;
  note: string | null;
  added_by: string;
  added_by_id: string;
  added_at: string;
}

/** One verification of a declaration (migration 0005): the answer, or the error when none could be had. */
export interface EuDeclarationCheckRow {
  seq: Generated<number | string>;
  id: string;
  declaration_id: string;
  team_id: string;
  connection: string;
  project_id: string;
  checked_by: string | null;
  checked_by_id: string | null;
  checked_at: string;
  result: string | null;
  eu_status: string | null;
  eu_date_time: string | null;
  error: string | null;
}

export interface TeamRow {
  id: string;
  name: string;
  /** The simulator token the team uses (a demo account's, or one of SIM_TOKENS). */
  simulator_token: string | null;
  /** The live service's token the team holds (never sent to a browser). */
  live_token: string | null;
  /** 1 for the first team: the rows kept per account before teams are its record. */
  owns_legacy: number;
  created_at: string;
}

export interface PersonRow {
  id: string;
  team_id: string;
  /** Lower case; null for a person known only by single sign-on without an e-mail address. */
  email: string | null;
  display_name: string;
  /** Argon2id (PHC string); null: no password (single sign-on or the demo team). */
  password_hash: string | null;
  /** 1: a person of the seeded demo team, who signs in with a click on a local-only server. */
  demo: number;
  created_at: string;
  last_sign_in_at: string | null;
}

export interface PersonIdentityRow {
  issuer: string;
  subject: string;
  person_id: string;
  created_at: string;
}

export interface RoleGrantRow {
  person_id: string;
  /** A project id, or '*' for every project of the team. */
  project_id: string;
  role: string;
}

export interface SessionRow {
  /** SHA-256 of the cookie's secret: the secret itself is never stored. */
  id_hash: string;
  person_id: string;
  via: string;
  created_at: string;
  last_seen_at: string;
  ended_at: string | null;
}

export interface InvitationRow {
  id: string;
  secret_hash: string;
  team_id: string;
  email: string;
  /** JSON RoleGrant[]. */
  grants: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
}

export interface AccessTokenRow {
  id: string;
  secret_hash: string;
  person_id: string;
  name: string;
  role: string;
  /** JSON string[]. */
  project_ids: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface SsoFlowRow {
  state_hash: string;
  /** JSON SsoFlow. */
  flow: string;
  created_at: string;
}

export interface IdempotentRequestRow {
  person_id: string;
  key: string;
  /** SHA-256 of the method, path and body: the same key with another request is refused. */
  fingerprint: string;
  status: number;
  body: string;
  created_at: string;
}

export interface AuditEventRow {
  seq: Generated<number | string>;
  id: string;
  /** The team of a team-wide entry (sign-in, roles); null for a project's entry. */
  team_id: string | null;
  connection: string | null;
  project_id: string | null;
  kind: string;
  person_id: string | null;
  person_name: string | null;
  plot_id: string | null;
  supplier_id: string | null;
  at: string;
  summary: string;
  /** JSON object. */
  detail: string;
}

/** The team's EU account (migration 0004, server/eu-filing/): the secret part encrypted. */
export interface EuAccountRow {
  team_id: string;
  environment: string;
  /** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` of the username, key and client id (account-store.ts). */
  secret: string;
  updated_by: string;
  updated_by_id: string;
  updated_at: string;
  last_test_at: string | null;
  last_test_ok: number | null;
  last_test_message: string | null;
}

/** One statement filed with the EU (migration 0004): the journal row, written before the request leaves. */
export interface EuFilingRow {
  seq: Generated<number | string>;
  id: string;
  team_id: string;
  connection: string;
  project_id: string;
  kind: string;
  /** JSON string[]. */
  supplier_ids: string;
  snapshot_id: string;
  part: number;
  internal_reference_number: string;
  environment: string;
  state: string;
  eu_status: string | null;
  uuid: string | null;
  reference_number: string | null;
  verification_number: string | null;
  rejection_reason: string | null;
  /** JSON CommunicationToOperator[] / EuError[] / string[]. */
  communications: string;
  errors: string;
  groups: string;
  /** JSON: the request as last sent. */
  request: string;
  filed_by: string;
  filed_by_id: string;
  filed_at: string;
  last_checked_at: string | null;
  next_check_at: string | null;
  checks: Generated<number>;
}

/** What happened to a filing (append-only). */
export interface EuFilingEventRow {
  seq: Generated<number | string>;
  filing_id: string;
  at: string;
  kind: string;
  by: string | null;
  eu_status: string | null;
  detail: string | null;
}

export interface ReviewTables {
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
