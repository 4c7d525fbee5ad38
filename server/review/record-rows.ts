/** The rows of the project's record in the review database: decisions, upload records, overrides, evidence snapshots, conclusions and the declarations register (migrations 0001, 0003, 0005). */
import type { Generated } from 'kysely';

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
