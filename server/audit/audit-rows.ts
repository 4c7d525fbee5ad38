/**
 * The one place an audit entry is made: from a decision, an upload record, an override, an evidence
 * snapshot, a conclusion or its sign-off, or a team event. Each entry is
 * written in the same transaction as what it records, so the log never misses a write nor holds one that was
 * rolled back.
 */
import { randomUUID } from 'node:crypto';
import type { AuditKind } from '@core/api/audit.ts';
import type { Conclusion, EvidenceSnapshot } from '@core/api/statements.ts';
import type {
  ConclusionRow,
  ConclusionSignOffRow,
  DecisionRow,
  EvidenceSnapshotRow,
  StatementOverrideRow,
  UploadRecordRow,
} from '../review/record-rows.ts';
import type { AuditEventRow } from '../review/team-rows.ts';

export type NewAuditRow = Omit<AuditEventRow, 'seq'>;

export function decisionAuditRow(row: Omit<DecisionRow, 'seq'>, personId: string): NewAuditRow {
  const pair = row.other_plot_id !== null ? ` (with ${row.other_plot_id})` : '';
  // Rows read by migration 0002's backfill predate the column: undefined there.
  const signal = row.signal_id != null ? ` (signal ${row.signal_id})` : '';
  return {
    id: `decision:${row.id}`,
    team_id: row.team_id,
    connection: row.connection,
    project_id: row.project_id,
    kind: 'decision',
    person_id: personId,
    person_name: row.decided_by,
    plot_id: row.plot_id,
    supplier_id: row.supplier_id,
    at: row.decided_at,
    summary: `${row.verdict} (${row.reason}) on ${row.kind} of plot ${row.plot_id}${pair}${signal}`,
    detail: JSON.stringify({
      decisionId: row.id,
      itemKind: row.kind,
      ...(row.other_plot_id !== null ? { otherPlotId: row.other_plot_id } : {}),
      ...(row.signal_id != null ? { signalId: row.signal_id } : {}),
      verdict: row.verdict,
      reason: row.reason,
      note: row.note,
      ...(row.evidence_url !== null ? { evidenceUrl: row.evidence_url } : {}),
      ...(row.evidence_note !== null ? { evidenceNote: row.evidence_note } : {}),
    }),
  };
}

export function uploadAuditRow(row: Omit<UploadRecordRow, 'seq'>, personId: string): NewAuditRow {
  return {
    id: `upload-record:${row.team_id ?? ''}:${row.connection}:${row.project_id}:${row.upload_id}`,
    team_id: row.team_id,
    connection: row.connection,
    project_id: row.project_id,
    kind: 'upload-record',
    person_id: personId,
    person_name: row.recorded_by,
    plot_id: null,
    supplier_id: row.supplier_id,
    at: row.recorded_at,
    summary: `upload ${row.upload_id} of ${row.supplier_name ?? row.supplier_id}: ${row.added} added, ${row.changed} changed, ${row.removed} removed, ${row.plot_count} plots after`,
    detail: JSON.stringify({
      uploadId: row.upload_id,
      fileNames: JSON.parse(row.file_names) as unknown,
      ...(row.file_sha256 !== null ? { fileSha256: JSON.parse(row.file_sha256) as unknown } : {}),
      ...(row.original_files != null ? { originalFiles: JSON.parse(row.original_files) as unknown } : {}),
      ...(row.sent_files != null ? { sentFiles: JSON.parse(row.sent_files) as unknown } : {}),
      ...(row.field_mapping != null ? { fieldMapping: JSON.parse(row.field_mapping) as unknown } : {}),
      // The fixes' kinds and counts: the plots each changed (up to 10,000) stay in the record itself.
      ...(row.fixes != null
        ? {
            fixes: (JSON.parse(row.fixes) as { kind: string; plotCount: number }[]).map((f) => ({
              kind: f.kind,
              plotCount: f.plotCount,
            })),
          }
        : {}),
      overwrite: Number(row.overwrite) === 1,
      added: Number(row.added),
      changed: Number(row.changed),
      removed: Number(row.removed),
      plotCount: Number(row.plot_count),
    }),
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** An approver let one plot into statements despite its open items (one entry per plot, like decisions). */
export function overrideAuditRow(row: Omit<StatementOverrideRow, 'seq'>): NewAuditRow {
  const itemKeys = JSON.parse(row.item_keys) as string[];
  return {
    id: `statement-override:${row.id}`,
    team_id: row.team_id,
    connection: row.connection,
    project_id: row.project_id,
    kind: 'statement-override',
    person_id: row.overridden_by_id,
    person_name: row.overridden_by,
    plot_id: row.plot_id,
    supplier_id: row.supplier_id,
    at: row.overridden_at,
    summary: `plot ${row.plot_id} let into statements despite ${plural(itemKeys.length, 'open item')}: ${row.reason}`,
    detail: JSON.stringify({
      overrideId: row.id,
      itemKeys,
      itemCount: itemKeys.length,
      reason: row.reason,
    }),
  };
}

/** An export or package pinned to what it was built from (the plots themselves stay in the snapshot). */
export function snapshotAuditRow(
  row: Omit<EvidenceSnapshotRow, 'seq'>,
  content: Pick<EvidenceSnapshot, 'leftOut' | 'decisions' | 'overrides' | 'conclusions' | 'files'>,
): NewAuditRow {
  const supplierIds = JSON.parse(row.supplier_ids) as string[];
  return {
    id: `evidence-snapshot:${row.id}`,
    team_id: row.team_id,
    connection: row.connection,
    project_id: row.project_id,
    kind: 'evidence-snapshot',
    person_id: row.created_by_id,
    person_name: row.created_by,
    plot_id: null,
    // The supplier filter of the log finds a one-supplier snapshot; one of several is under none.
    supplier_id: supplierIds.length === 1 ? supplierIds[0]! : null,
    at: row.created_at,
    summary: `${row.kind} of ${plural(row.plot_count, 'plot')} kept as evidence until ${row.keep_until} (${plural(content.leftOut.length, 'plot')} left out, ${plural(content.decisions.length, 'decision')}, ${plural(content.overrides.length, 'override')}, ${plural(content.conclusions.length, 'conclusion')}${row.report_sha256 !== null ? `, report ${row.report_sha256}` : ''})`,
    detail: JSON.stringify({
      snapshotId: row.id,
      snapshotKind: row.kind,
      supplierIds,
      plotCount: row.plot_count,
      leftOutCount: content.leftOut.length,
      decisionCount: content.decisions.length,
      overrideCount: content.overrides.length,
      conclusionIds: content.conclusions.map((c) => c.id),
      files: content.files,
      ...(row.report_sha256 !== null
        ? { reportFileName: row.report_file_name, reportSha256: row.report_sha256 }
        : {}),
      keepUntil: row.keep_until,
    }),
  };
}

export function conclusionAuditRow(row: Omit<ConclusionRow, 'seq'>): NewAuditRow {
  return {
    id: `conclusion-prepared:${row.id}`,
    team_id: row.team_id,
    connection: row.connection,
    project_id: row.project_id,
    kind: 'conclusion-prepared',
    person_id: row.prepared_by_id,
    person_name: row.prepared_by,
    plot_id: null,
    supplier_id: row.supplier_id,
    at: row.prepared_at,
    summary: `conclusion for supplier ${row.supplier_id} prepared: ${row.conclusion} risk, ${plural(Number(row.open_items), 'open item')}`,
    detail: JSON.stringify({
      conclusionId: row.id,
      conclusion: row.conclusion,
      reasoning: row.reasoning,
      ...(row.mitigation !== null ? { mitigation: row.mitigation } : {}),
      openItems: Number(row.open_items),
    }),
  };
}

/** The second person's sign-off; its id is the conclusion's, so the log can never hold two. */
export function signOffAuditRow(row: Omit<ConclusionSignOffRow, 'seq'>, conclusion: Conclusion): NewAuditRow {
  return {
    id: `conclusion-signed:${row.conclusion_id}`,
    team_id: row.team_id,
    connection: row.connection,
    project_id: row.project_id,
    kind: 'conclusion-signed',
    person_id: row.signed_by_id,
    person_name: row.signed_by,
    plot_id: null,
    supplier_id: conclusion.supplierId,
    at: row.signed_at,
    summary: `conclusion for supplier ${conclusion.supplierId} (${conclusion.conclusion} risk) signed off; prepared by ${conclusion.preparedBy} at ${conclusion.preparedAt}`,
    detail: JSON.stringify({
      conclusionId: row.conclusion_id,
      conclusion: conclusion.conclusion,
      preparedBy: conclusion.preparedBy,
      preparedById: conclusion.preparedById,
      preparedAt: conclusion.preparedAt,
    }),
  };
}

/** A team's own entry (sign-in, roles, invitations, tokens, its connection): no project. */
export function teamAuditRow(entry: {
  teamId: string;
  kind: AuditKind;
  person: { id: string; name: string } | null;
  at: string;
  summary: string;
  detail?: Record<string, unknown>;
}): NewAuditRow {
  return {
    id: `${entry.kind}:${randomUUID()}`,
    team_id: entry.teamId,
    connection: null,
    project_id: null,
    kind: entry.kind,
    person_id: entry.person?.id ?? null,
    person_name: entry.person?.name ?? null,
    plot_id: null,
    supplier_id: null,
    at: entry.at,
    summary: entry.summary,
    detail: JSON.stringify(entry.detail ?? {}),
  };
}
