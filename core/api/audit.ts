/**
 * The wire shapes of the dashboard server's audit log (docs/people.md, "The audit log"): one append-only
 * entry for every decision, upload record, sign-in, sign-out, role change, invitation, access token and
 * change of the team's service connection (and, later, statements). A project's log is its own entries and
 * its team's (sign-ins, roles, …), newest first, paged with an opaque cursor over any number of entries.
 *
 *   GET /api/audit/{connection}/projects/{projectId}/events?limit=&cursor=&personId=&plotId=&supplierId=&kind=&from=&to=
 *   GET /api/audit/{connection}/projects/{projectId}/events.csv?…   every entry that matches, as CSV
 *   GET /api/audit/{connection}/projects/{projectId}/events.json?…  the same as a JSON array
 *
 * Pure module: no DOM, no Node imports.
 */
import { z } from 'zod';

export const AUDIT_KINDS = [
  'decision',
  'upload-record',
  'sign-in',
  'sign-in-refused',
  'sign-out',
  'team-created',
  'grants-changed',
  'invitation-created',
  'invitation-accepted',
  'invitation-revoked',
  'token-created',
  'token-revoked',
  'connection-changed',
  'statement-override',
  'evidence-snapshot',
  'conclusion-prepared',
  'conclusion-signed',
  'eu-account-changed',
  'statement-filed',
  'statement-status',
  'statement-amended',
  'statement-withdrawn',
  'declaration-verified',
] as const;
export const auditKindSchema = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof auditKindSchema>;

export const AUDIT_LIMITS = {
  defaultPage: 100,
  maxPage: 1_000,
} as const;

export const auditEventSchema = z.object({
  id: z.string(),
  /** ISO 8601, UTC, to the millisecond. */
  at: z.string(),
  kind: auditKindSchema,
  /** null for the team's own entries (sign-ins, roles). */
  projectId: z.string().nullable(),
  /** Who did it (null: the server itself, e.g. a migration). */
  personId: z.string().nullable(),
  personName: z.string().nullable(),
  plotId: z.string().nullable(),
  supplierId: z.string().nullable(),
  /** One line in English for logs and CSV readers; the page words entries from `kind` and `detail`. */
  summary: z.string(),
  /** The entry's own fields (a decision's verdict, reason, note; an upload's counts; a role change's grants). */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});

/** The filters of the log, as query parameters (all optional; `from`/`to` are ISO dates or instants). */
export interface AuditFilters {
  personId?: string;
  plotId?: string;
  supplierId?: string;
  kind?: AuditKind;
  /** Inclusive, ISO 8601 (a day means its start, UTC). */
  from?: string;
  /** Exclusive, ISO 8601 (a day means the start of the next day, UTC: `to=2026-12-06` includes that day). */
  to?: string;
}

/** The columns of the CSV export, in order. */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'kind',
  'projectId',
  'personId',
  'personName',
  'plotId',
  'supplierId',
  'summary',
  'detail',
  'id',
] as const;
