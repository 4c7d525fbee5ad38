/**
 * A filing's row as the journal reads it: the page's Filing, the submission it sends, and the audit entry of
 * each change (docs/filing.md lists the detail fields). Pure: no database, no clock.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AuditKind } from '@core/api/audit.ts';
import type { EuEnvironment, Filing, FilingEvent, FilingKind, FilingState } from '@core/api/filing.ts';
import {
  EUDR_LIMITS,
  type EudrStatus,
  type SubmitDdsRequest,
  type SubmitSdRequest,
} from '@core/eudr/dds-v3.ts';
import type { NewAuditRow } from '../audit/audit-rows.ts';
import type { EuFilingRow } from '../review/team-rows.ts';

export type Row = Selectable<EuFilingRow>;
export type EventKind = FilingEvent['kind'];

/** Who files or changes a statement (its name goes in the events and the audit). */
export interface Author {
  id: string;
  name: string;
}

/** How long after filing a statement may be amended or withdrawn (§4.1.2). */
export const WINDOW_MS = EUDR_LIMITS.amendWindowHours * 60 * 60 * 1000;

export const parse = <T>(text: string): T => JSON.parse(text) as T;

function summaryOf(kind: AuditKind, row: Row): string {
  const ref = row.reference_number ? ` ${row.reference_number}` : '';
  const what = row.kind === 'dds' ? 'due diligence statement' : 'simplified declaration';
  switch (kind) {
    case 'statement-filed':
      return `Filed ${what} ${row.internal_reference_number} with the EU (${row.environment})`;
    case 'statement-amended':
      return `Amended ${what}${ref} (${row.internal_reference_number})`;
    case 'statement-withdrawn':
      return `Withdrew ${what}${ref} (${row.internal_reference_number})`;
    default:
      return `EU status of ${what}${ref} (${row.internal_reference_number}): ${row.eu_status ?? 'unknown'}`;
  }
}

/** The audit entry of a filing's change; the detail fields are the ones docs/filing.md lists. */
export function filingAuditRow(kind: AuditKind, row: Row, person: Author | null, at: string): NewAuditRow {
  const suppliers = parse<string[]>(row.supplier_ids);
  return {
    id: `${kind}:${row.id}:${randomUUID()}`,
    team_id: row.team_id,
    connection: row.connection,
    project_id: row.project_id,
    kind,
    person_id: person?.id ?? null,
    person_name: person?.name ?? null,
    plot_id: null,
    supplier_id: suppliers.length === 1 ? suppliers[0]! : null,
    at,
    summary: summaryOf(kind, row),
    detail: JSON.stringify({
      filingId: row.id,
      kind: row.kind,
      internalReferenceNumber: row.internal_reference_number,
      referenceNumber: row.reference_number,
      verificationNumber: row.verification_number,
      euStatus: row.eu_status,
      uuid: row.uuid,
      ...(row.rejection_reason ? { rejectionReason: row.rejection_reason } : {}),
      ...(suppliers.length > 1 ? { supplierIds: suppliers } : {}),
    }),
  };
}

export function toFiling(row: Row, history: FilingEvent[]): Filing {
  return {
    id: row.id,
    kind: row.kind as FilingKind,
    projectId: row.project_id,
    supplierIds: parse(row.supplier_ids),
    snapshotId: row.snapshot_id,
    part: Number(row.part),
    internalReferenceNumber: row.internal_reference_number,
    environment: row.environment as EuEnvironment,
    state: row.state as FilingState,
    euStatus: row.eu_status as EudrStatus | null,
    uuid: row.uuid,
    referenceNumber: row.reference_number,
    verificationNumber: row.verification_number,
    rejectionReason: row.rejection_reason,
    communications: parse(row.communications),
    errors: parse(row.errors),
    groups: parse(row.groups),
    filedBy: row.filed_by,
    filedById: row.filed_by_id,
    filedAt: row.filed_at,
    amendableUntil: new Date(Date.parse(row.filed_at) + WINDOW_MS).toISOString(),
    lastCheckedAt: row.last_checked_at,
    nextCheckAt: row.next_check_at,
    history,
  };
}

export function submitOf(
  row: Row,
): { kind: 'dds'; request: SubmitDdsRequest } | { kind: 'sd'; request: SubmitSdRequest } {
  return row.kind === 'dds'
    ? { kind: 'dds', request: parse<SubmitDdsRequest>(row.request) }
    : { kind: 'sd', request: parse<SubmitSdRequest>(row.request) };
}
