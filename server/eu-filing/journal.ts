/**
 * The filing journal (docs/filing.md): every statement filed with the EU Information System is a row written
 * and committed BEFORE its request leaves (state `sending`), with append-only events of what happened. So a
 * submission whose answer is lost is never filed twice:
 * - answered: `filed` with the system's uuid;
 * - a fault: `refused` with its errors (nothing was filed);
 * - no readable answer (timeout, 5xx, cut connection), or a crash (on start every `sending` row becomes
 *   `unknown`): reconciled with getDdsByInternalReference (the internal reference is unique per team):
 *   found, its uuid is adopted; not found, and only then, the statement is sent again.
 * A row is claimed by an atomic update (`unknown` -> `sending`) before a resend, so two servers sharing one
 * PostgreSQL database never both send it.
 *
 * The status follow-up (§2.4): the poller asks getDds / getSd (up to 100 uuids a call, §2.3.2) first
 * EU_STATUS_FIRST_CHECK_MS after filing (30 minutes in acceptance and production, 2 s against the stand-in),
 * then backing off (twice as long each time, at most 6 hours), and stops at a final status. Each change is an
 * event and an audit entry (statement-filed, -status, -amended, -withdrawn).
 */
import type { EuEnvironment, Filing, FilingKind } from '@core/api/filing.ts';
import type { DdsStatement, EudrStatus, SdStatement } from '@core/eudr/dds-v3.ts';
import { ReviewError } from '../review/errors.ts';
import { EuFault, type EuClient } from './eu-client-types.ts';
import { euProblem, noAccount, notFound } from './filing-errors.ts';
import { filingAuditRow, submitOf, WINDOW_MS, type Author, type Row } from './filing-rows.ts';
import { FINAL_STATUSES, type FilingScope } from './journal-records.ts';
import { FilingSending } from './journal-sending.ts';

/**
 * The journal as the routes and the poller use it: filing and reconciling (journal-sending.ts), following the
 * status (journal-status.ts), on records kept by journal-records.ts; and here the poller's round, "check now",
 * and amending or withdrawing (§4.1.2: within 72 hours of submission, never a GROUPED statement).
 */
export class FilingJournal extends FilingSending {
  /** One round of the poller: reconciles `unknown` filings and follows `filed` ones that are due. */
  async checkDue(): Promise<void> {
    await this.recoverAfterCrash(false);
    const due = await this.options.db
      .selectFrom('eu_filing')
      .selectAll()
      .where('next_check_at', 'is not', null)
      .where('next_check_at', '<=', this.iso())
      .where('state', 'in', ['unknown', 'filed'])
      .orderBy('next_check_at')
      .limit(1_000)
      .execute();
    for (const row of due.filter((r) => r.state === 'unknown')) await this.reconcile(row.id);
    const groups = new Map<string, Row[]>();
    for (const row of due.filter((r) => r.state === 'filed' && r.uuid)) {
      const key = `${row.team_id}\n${row.kind}\n${row.environment}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const [key, rows] of groups) {
      const [teamId, kind] = key.split('\n') as [string, FilingKind];
      await this.checkRows(teamId, kind, rows, null);
    }
  }

  /** "Check now": asks the system at once (429 when asked again too soon). */
  async checkNow(scope: FilingScope, id: string, author: Author): Promise<Filing> {
    const row = await this.scoped(this.options.db, scope, id);
    if (!row) throw notFound(id, scope);
    const cooldown = this.options.checkCooldownMs(row.environment as EuEnvironment);
    const since = row.last_checked_at ? this.now().getTime() - Date.parse(row.last_checked_at) : Infinity;
    if (since < cooldown) {
      const wait = Math.ceil((cooldown - since) / 1000);
      throw new ReviewError(
        429,
        'too_many_requests',
        `The status was asked ${Math.floor(since / 1000)} s ago: ask again in ${wait} s (the Commission asks not to poll often, §2.4).`,
        wait,
      );
    }
    if (row.state === 'unknown') await this.reconcile(id);
    else if (row.state === 'filed' && row.uuid) {
      const answered = await this.checkRows(row.team_id, row.kind as FilingKind, [row], author.name);
      if (!answered) {
        throw new ReviewError(
          502,
          'bad_gateway',
          'The EU Information System gave no answer: the server asks again on its own; try later.',
        );
      }
    }
    return (await this.get(scope, id))!;
  }

  // -------------------------------------------------------------------------------------------------------
  // Amend and withdraw (§4.1.2: within 72 hours of submission, never a GROUPED statement)

  private async modifiable(
    scope: FilingScope,
    id: string,
    doing: string,
  ): Promise<{ row: Row; client: EuClient }> {
    const row = await this.scoped(this.options.db, scope, id);
    if (!row) throw notFound(id, scope);
    if (row.state !== 'filed' || !row.uuid) {
      throw new ReviewError(
        409,
        'conflict',
        `Filing ${id} is ${row.state}, not filed: only a statement the EU holds can be ${doing}.`,
      );
    }
    if (row.eu_status === 'GROUPED') {
      throw new ReviewError(
        409,
        'conflict',
        `This statement is GROUPED in a later statement: it can no longer be ${doing} (§4.1.2).`,
      );
    }
    if (row.eu_status === 'WITHDRAWN') {
      throw new ReviewError(409, 'conflict', 'This statement was withdrawn already.');
    }
    const until = Date.parse(row.filed_at) + WINDOW_MS;
    if (this.now().getTime() > until) {
      throw new ReviewError(
        409,
        'conflict',
        `The 72-hour window to amend or withdraw closed on ${new Date(until).toISOString()}: file a new statement instead (§4.1.2).`,
      );
    }
    const client = await this.clientOf(row.team_id, row.environment);
    if (!client) {
      const now = this.options.environmentOf ? await this.options.environmentOf(row.team_id) : null;
      if (now && now !== row.environment) {
        throw new ReviewError(
          409,
          'conflict',
          `This statement was filed in the ${row.environment} environment; your team's EU account now points at ${now}: set it back to change this statement.`,
        );
      }
      throw noAccount();
    }
    return { row, client };
  }

  private async modification(
    row: Row,
    author: Author,
    sentKind: 'amend-sent' | 'withdraw-sent',
    doneKind: 'amended' | 'withdrawn',
    audit: 'statement-amended' | 'statement-withdrawn',
    call: () => Promise<{ status: EudrStatus }>,
    newRequest: string | null,
  ): Promise<void> {
    await this.event(this.options.db, row.id, sentKind, author.name, row.eu_status, null);
    let status: EudrStatus;
    try {
      ({ status } = await call());
    } catch (e) {
      await this.event(
        this.options.db,
        row.id,
        e instanceof EuFault ? 'refused' : 'answer-lost',
        author.name,
        row.eu_status,
        e instanceof Error ? e.message : null,
      );
      throw euProblem(e);
    }
    const at = this.iso();
    await this.options.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('eu_filing')
        .set({
          eu_status: status,
          ...(newRequest !== null ? { request: newRequest } : {}),
          checks: 0,
          // An amendment is profiled again (§4.1.2): followed again.
          next_check_at:
            FINAL_STATUSES.has(status) && doneKind === 'withdrawn'
              ? null
              : this.nextCheck(row.environment, 0),
        })
        .where('id', '=', row.id)
        .execute();
      await this.event(trx, row.id, doneKind, author.name, status, null);
      const updated = (await this.row(trx, row.id))!;
      await trx
        .insertInto('audit_event')
        .values(filingAuditRow(audit, updated, author, at))
        .execute();
    });
  }

  async amend(
    scope: FilingScope,
    id: string,
    statement: DdsStatement | SdStatement,
    author: Author,
  ): Promise<Filing> {
    const { row, client } = await this.modifiable(scope, id, 'amended');
    const previous = submitOf(row);
    const irn = statement.internalReferenceNumber ?? row.internal_reference_number;
    if (irn !== row.internal_reference_number) {
      throw new ReviewError(
        422,
        'invalid_request',
        `Keep the internal reference number "${row.internal_reference_number}" when amending: it is how the statement is found again.`,
      );
    }
    const kept = { ...statement, internalReferenceNumber: irn };
    const newRequest = JSON.stringify({ ...previous.request, statement: kept });
    await this.modification(
      row,
      author,
      'amend-sent',
      'amended',
      'statement-amended',
      () =>
        row.kind === 'dds'
          ? client.amendDds(row.uuid!, kept as DdsStatement)
          : client.updateSd(row.uuid!, kept as SdStatement),
      newRequest,
    );
    return (await this.get(scope, id))!;
  }

  async withdraw(scope: FilingScope, id: string, author: Author): Promise<Filing> {
    const { row, client } = await this.modifiable(scope, id, 'withdrawn');
    await this.modification(
      row,
      author,
      'withdraw-sent',
      'withdrawn',
      'statement-withdrawn',
      () => (row.kind === 'dds' ? client.withdrawDds(row.uuid!) : client.withdrawSd(row.uuid!)),
      null,
    );
    return (await this.get(scope, id))!;
  }
}
