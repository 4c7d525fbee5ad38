/** The rows of the team in the review database: people, roles, sessions, invitations, tokens, idempotent writes, the audit log and the EU filing journal (migrations 0002, 0004). */
import type { Generated } from 'kysely';

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
