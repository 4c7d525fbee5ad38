/**
 * The one place an audit entry is made: from a decision, an upload record, or a team event. Each entry is
 * written in the same transaction as what it records, so the log never misses a write nor holds one that was
 * rolled back.
 */
import { randomUUID } from 'node:crypto';
import type { AuditKind } from '@core/api/audit.ts';
import type { AuditEventRow, DecisionRow, UploadRecordRow } from '../review/database.ts';

export type NewAuditRow = Omit<AuditEventRow, 'seq'>;

export function decisionAuditRow(row: Omit<DecisionRow, 'seq'>, personId: string): NewAuditRow {
  const pair = row.other_plot_id !== null ? ` (with ${row.other_plot_id})` : '';
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
    summary: `${row.verdict} (${row.reason}) on ${row.kind} of plot ${row.plot_id}${pair}`,
    detail: JSON.stringify({
      decisionId: row.id,
      itemKind: row.kind,
      ...(row.other_plot_id !== null ? { otherPlotId: row.other_plot_id } : {}),
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
      overwrite: Number(row.overwrite) === 1,
      added: Number(row.added),
      changed: Number(row.changed),
      removed: Number(row.removed),
      plotCount: Number(row.plot_count),
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
