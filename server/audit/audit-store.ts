/**
 * Reading the audit log (docs/people.md, "The audit log"). Entries are only ever added (audit-rows.ts, in the
 * transaction of what they record); here a project's log is read newest first in pages, each page the
 * entries before a sequence number (keyset paging: a page costs the same at entry 10 and at 100,000), and
 * whole, batch by batch, for the exports.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AuditEvent, AuditFilters, AuditKind } from '@core/api/audit.ts';
import type { ReviewConnection } from '@core/api/review.ts';
import type { ReviewTables } from '../review/database.ts';
import type { AuditEventRow } from '../review/team-rows.ts';

export interface AuditScope {
  connection: ReviewConnection;
  projectId: string;
  /** The caller's team: its own entries (sign-ins, roles) are part of each of its projects' logs. */
  teamId: string;
  /** The first team also reads the entries of the rows kept before teams (review/store.ts). */
  ownsLegacy: boolean;
}

/** Opaque to the page: the sequence number the next page starts before. */
export const encodeCursor = (seq: number) => Buffer.from(`a${seq}`).toString('base64url');
export function decodeCursor(cursor: string): number | null {
  const text = Buffer.from(cursor, 'base64url').toString();
  const m = /^a(\d{1,15})$/.exec(text);
  return m ? Number(m[1]) : null;
}

export class AuditStore {
  constructor(private readonly db: Kysely<ReviewTables>) {}

  /**
   * The entries of one of the log's two parts before `before`, newest first: the project's own entries, or
   * the team's (no project). Each part is one index range read backwards (audit_event_project,
   * audit_event_team), so a page reads about its own rows, never everything older: one query with an OR of
   * both made SQLite sort every older entry for each page (400 ms a page at 100,000 entries).
   */
  private part(
    scope: AuditScope,
    filters: AuditFilters,
    part: 'project' | 'team',
    before: number | null,
    limit: number,
  ) {
    let q = this.db.selectFrom('audit_event').selectAll();
    q =
      part === 'project'
        ? q
            .where('connection', '=', scope.connection)
            .where('project_id', '=', scope.projectId)
            .where((eb) =>
              scope.ownsLegacy
                ? eb.or([eb('team_id', '=', scope.teamId), eb('team_id', 'is', null)])
                : eb('team_id', '=', scope.teamId),
            )
        : q.where('team_id', '=', scope.teamId).where('project_id', 'is', null);
    if (filters.personId !== undefined) q = q.where('person_id', '=', filters.personId);
    if (filters.plotId !== undefined) q = q.where('plot_id', '=', filters.plotId);
    if (filters.supplierId !== undefined) q = q.where('supplier_id', '=', filters.supplierId);
    if (filters.kind !== undefined) q = q.where('kind', '=', filters.kind);
    if (filters.from !== undefined) q = q.where('at', '>=', filters.from);
    if (filters.to !== undefined) q = q.where('at', '<', filters.to);
    if (before !== null) q = q.where('seq', '<', before);
    return q.orderBy('seq', 'desc').limit(limit).execute();
  }

  /** Up to `limit` entries before `before`, newest first: the newest of both parts, merged. */
  private async newest(
    scope: AuditScope,
    filters: AuditFilters,
    before: number | null,
    limit: number,
  ): Promise<Selectable<AuditEventRow>[]> {
    // A team's own entries name no plot or supplier: a filter on either leaves them out.
    const teamToo = filters.plotId === undefined && filters.supplierId === undefined;
    const [project, team] = await Promise.all([
      this.part(scope, filters, 'project', before, limit),
      teamToo ? this.part(scope, filters, 'team', before, limit) : Promise.resolve([]),
    ]);
    return [...project, ...team].sort((a, b) => Number(b.seq) - Number(a.seq)).slice(0, limit);
  }

  /** A page of the log, newest first, and the cursor of the next (older) page. */
  async page(
    scope: AuditScope,
    filters: AuditFilters,
    cursor: number | null,
    limit: number,
  ): Promise<{ events: AuditEvent[]; nextCursor: string | null }> {
    const rows = await this.newest(scope, filters, cursor, limit + 1);
    const events = rows.slice(0, limit);
    return {
      events: events.map(toEvent),
      nextCursor: rows.length > limit ? encodeCursor(Number(events.at(-1)!.seq)) : null,
    };
  }

  /** Every matching entry, newest first, a batch at a time (the exports stream them). */
  async *all(scope: AuditScope, filters: AuditFilters, batch = 1_000): AsyncGenerator<AuditEvent[]> {
    let before: number | null = null;
    for (;;) {
      const rows = await this.newest(scope, filters, before, batch);
      if (rows.length === 0) return;
      yield rows.map(toEvent);
      if (rows.length < batch) return;
      before = Number(rows.at(-1)!.seq);
    }
  }

  /** The people named in the project's log (the page's person filter). */
  async people(scope: AuditScope): Promise<{ id: string; name: string }[]> {
    const rows = await this.db
      .selectFrom('audit_event')
      .select(['person_id', 'person_name'])
      .distinct()
      .where('person_id', 'is not', null)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('connection', '=', scope.connection),
            eb('project_id', '=', scope.projectId),
            eb.or([eb('team_id', '=', scope.teamId), eb('team_id', 'is', null)]),
          ]),
          eb.and([eb('team_id', '=', scope.teamId), eb('project_id', 'is', null)]),
        ]),
      )
      .execute();
    const byId = new Map<string, string>();
    for (const r of rows) if (r.person_id !== null) byId.set(r.person_id, r.person_name ?? r.person_id);
    return [...byId]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }
}

function toEvent(row: Selectable<AuditEventRow>): AuditEvent {
  return {
    id: row.id,
    at: row.at,
    kind: row.kind as AuditKind,
    projectId: row.project_id,
    personId: row.person_id,
    personName: row.person_name,
    plotId: row.plot_id,
    supplierId: row.supplier_id,
    summary: row.summary,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  };
}
