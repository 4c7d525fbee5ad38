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
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditKind } from '@core/api/audit.ts';
import type { ReviewConnection } from '@core/api/review.ts';
import {
  type EuEnvironment,
  type EuError,
  type FileRequest,
  type Filing,
  type FilingEvent,
  type FilingKind,
  type FilingState,
} from '@core/api/filing.ts';
import {
  EUDR_LIMITS,
  type CommunicationToOperator,
  type DdsStatement,
  type EudrStatus,
  type Overview,
  type SdStatement,
  type SubmitDdsRequest,
  type SubmitSdRequest,
} from '@core/eudr/dds-v3.ts';
import type { NewAuditRow } from '../audit/audit-rows.ts';
import type { EuFilingRow, ReviewTables } from '../review/database.ts';
import { ReviewError } from '../review/errors.ts';
import { idempotent, type IdempotentWrite } from '../review/idempotency.ts';
import { EuAccountRefused, EuAnswerLost, EuFault, type EuClient } from './eu-client-types.ts';

type Db = Kysely<ReviewTables> | Transaction<ReviewTables>;
type Row = Selectable<EuFilingRow>;
type EventKind = FilingEvent['kind'];

export interface FilingScope {
  connection: ReviewConnection;
  projectId: string;
  teamId: string;
}

export interface Author {
  id: string;
  name: string;
}

/** Statuses after which the poller stops asking (a person may still ask with "check"). */
const FINAL_STATUSES: ReadonlySet<EudrStatus> = new Set([
  'AVAILABLE',
  'REJECTED',
  'WITHDRAWN',
  'ARCHIVED',
  'GROUPED',
  'OBSOLETE',
]);
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
const WINDOW_MS = EUDR_LIMITS.amendWindowHours * 60 * 60 * 1000;

export interface JournalOptions {
  db: Kysely<ReviewTables>;
  /** The team's client (account-store.ts), or null when it has no account. */
  euClientFor(teamId: string): Promise<EuClient | null>;
  /**
   * Where the team's account points now. A filing is only ever followed, reconciled or changed in the
   * environment it was filed in: after the account moved, asking the other system would find nothing and
   * send it there too.
   */
  environmentOf?(teamId: string): Promise<EuEnvironment | null>;
  /** The first status check after filing, per environment (EU_STATUS_FIRST_CHECK_MS). */
  firstCheckMs(environment: EuEnvironment): number;
  /** How soon "check now" may be asked again (a 429 before). */
  checkCooldownMs(environment: EuEnvironment): number;
  /**
   * A row still `sending` this long after its request left has lost its sender (a server of several on one
   * PostgreSQL database stopped): it becomes `unknown` and is reconciled. Longer than the client's timeout,
   * so a live sender always answers first.
   */
  sendingStaleMs?: number;
  now?: () => Date;
}

const parse = <T>(text: string): T => JSON.parse(text) as T;

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
function filingAuditRow(kind: AuditKind, row: Row, person: Author | null, at: string): NewAuditRow {
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

function toFiling(row: Row, history: FilingEvent[]): Filing {
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

function submitOf(
  row: Row,
): { kind: 'dds'; request: SubmitDdsRequest } | { kind: 'sd'; request: SubmitSdRequest } {
  return row.kind === 'dds'
    ? { kind: 'dds', request: parse<SubmitDdsRequest>(row.request) }
    : { kind: 'sd', request: parse<SubmitSdRequest>(row.request) };
}

export class FilingJournal {
  private readonly now: () => Date;
  /** Filings this process is sending or reconciling now (a second start of the same one waits its turn). */
  private readonly busy = new Set<string>();

  constructor(private readonly options: JournalOptions) {
    this.now = options.now ?? (() => new Date());
  }

  private iso() {
    return this.now().toISOString();
  }

  private async event(
    db: Db,
    filingId: string,
    kind: EventKind,
    by: string | null,
    euStatus: string | null,
    detail: string | null,
  ) {
    await db
      .insertInto('eu_filing_event')
      .values({ filing_id: filingId, at: this.iso(), kind, by, eu_status: euStatus, detail })
      .execute();
  }

  /** The team's client, if its account still points where `environment` is (null otherwise). */
  private async clientOf(teamId: string, environment: string): Promise<EuClient | null> {
    const now = this.options.environmentOf ? await this.options.environmentOf(teamId) : environment;
    return now === environment ? this.options.euClientFor(teamId) : null;
  }

  private row(db: Db, id: string) {
    return db.selectFrom('eu_filing').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private async withHistory(db: Db, rows: Row[]): Promise<Filing[]> {
    if (rows.length === 0) return [];
    const events = await db
      .selectFrom('eu_filing_event')
      .selectAll()
      .where(
        'filing_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('seq')
      .execute();
    const byFiling = new Map<string, FilingEvent[]>();
    for (const e of events) {
      const list = byFiling.get(e.filing_id) ?? [];
      list.push({
        at: e.at,
        kind: e.kind as EventKind,
        by: e.by,
        euStatus: e.eu_status as EudrStatus | null,
        detail: e.detail,
      });
      byFiling.set(e.filing_id, list);
    }
    return rows.map((r) => toFiling(r, byFiling.get(r.id) ?? []));
  }

  // -------------------------------------------------------------------------------------------------------
  // Reading

  async list(scope: FilingScope, supplierId?: string): Promise<Filing[]> {
    const rows = await this.options.db
      .selectFrom('eu_filing')
      .selectAll()
      .where('connection', '=', scope.connection)
      .where('project_id', '=', scope.projectId)
      .where('team_id', '=', scope.teamId)
      .orderBy('seq', 'desc')
      .execute();
    const kept =
      supplierId === undefined
        ? rows
        : rows.filter((r) => parse<string[]>(r.supplier_ids).includes(supplierId));
    return this.withHistory(this.options.db, kept);
  }

  async get(scope: FilingScope, id: string): Promise<Filing | null> {
    const row = await this.scoped(this.options.db, scope, id);
    if (!row) return null;
    const [filing] = await this.withHistory(this.options.db, [row]);
    // One filing carries the request as last sent (the page amends and groups from it); a list does not.
    return filing ? { ...filing, request: parse(row.request) } : null;
  }

  private scoped(db: Db, scope: FilingScope, id: string) {
    return db
      .selectFrom('eu_filing')
      .selectAll()
      .where('id', '=', id)
      .where('connection', '=', scope.connection)
      .where('project_id', '=', scope.projectId)
      .where('team_id', '=', scope.teamId)
      .executeTakeFirst();
  }

  /** The team's filings by EU reference number (groupedDeclarations may name only these). */
  async byReferenceNumbers(teamId: string, refs: readonly string[]): Promise<Row[]> {
    if (refs.length === 0) return [];
    return this.options.db
      .selectFrom('eu_filing')
      .selectAll()
      .where('team_id', '=', teamId)
      .where('reference_number', 'in', [...refs])
      .execute();
  }

  // -------------------------------------------------------------------------------------------------------
  // Filing

  /**
   * Writes the filing (state `sending`) and its first event, in the transaction of the Idempotency-Key:
   * once this returns, the row is committed and the request may leave (send()). The same key again answers
   * the same filing and sends nothing.
   */
  async create(
    scope: FilingScope,
    request: FileRequest,
    environment: EuEnvironment,
    author: Author,
    write: IdempotentWrite | undefined,
  ): Promise<{ status: number; body: { filing: Filing }; created: boolean }> {
    const id = randomUUID();
    const internalReference = request.request.statement.internalReferenceNumber!;
    const groups =
      request.kind === 'dds'
        ? ((request.request.statement as DdsStatement).groupedDeclarations ?? [])
        : (request.request.statement.groupedDeclarations ?? []).map((g) => g.referenceNumber);
    let created = false;
    const answer = await this.options.db.transaction().execute((trx) =>
      idempotent(trx, write, async () => {
        const taken = await trx
          .selectFrom('eu_filing')
          .select(['id', 'state'])
          .where('team_id', '=', scope.teamId)
          .where('internal_reference_number', '=', internalReference)
          .where('state', '<>', 'refused')
          .executeTakeFirst();
        if (taken) {
          throw new ReviewError(
            409,
            'conflict',
            `The internal reference number "${internalReference}" is already used by filing ${taken.id} of your team: each statement needs its own (it is how a lost answer is found again).`,
          );
        }
        const at = this.iso();
        await trx
          .insertInto('eu_filing')
          .values({
            id,
            team_id: scope.teamId,
            connection: scope.connection,
            project_id: scope.projectId,
            kind: request.kind,
            supplier_ids: JSON.stringify(request.supplierIds),
            snapshot_id: request.snapshotId,
            part: request.part,
            internal_reference_number: internalReference,
            environment,
            state: 'sending',
            eu_status: null,
            uuid: null,
            reference_number: null,
            verification_number: null,
            rejection_reason: null,
            communications: '[]',
            errors: '[]',
            groups: JSON.stringify(groups),
            request: JSON.stringify(request.request),
            filed_by: author.name,
            filed_by_id: author.id,
            filed_at: at,
            last_checked_at: null,
            // If still sending by then, its sender died (see sendingStaleMs).
            next_check_at: this.staleAt(),
          })
          .execute();
        await this.event(trx, id, 'sent', author.name, null, null);
        created = true;
        const [filing] = await this.withHistory(trx, [(await this.row(trx, id))!]);
        return { status: 202, body: { filing: filing! } };
      }),
    );
    return { ...answer, created };
  }

  /** Sends a `sending` filing's submission and records the answer (never throws). */
  async send(id: string): Promise<void> {
    if (this.busy.has(id)) return;
    this.busy.add(id);
    try {
      await this.sendNow(id);
    } catch (e) {
      console.error(`eu filing: sending ${id} failed: ${e instanceof Error ? e.name : 'error'}`);
    } finally {
      this.busy.delete(id);
    }
  }

  private async sendNow(id: string): Promise<void> {
    const row = await this.row(this.options.db, id);
    if (!row || row.state !== 'sending') return;
    const client = await this.clientOf(row.team_id, row.environment);
    if (!client) {
      await this.refuse(row, [
        {
          code: 'NO_EU_ACCOUNT',
          field: null,
          message: `Your team has no EU account for the ${row.environment} environment the server can use: an admin sets it on the EU account page, then file again.`,
        },
      ]);
      return;
    }
    const submit = submitOf(row);
    let uuid: string;
    try {
      ({ uuid } =
        submit.kind === 'dds'
          ? await client.submitDds(submit.request)
          : await client.submitSd(submit.request));
    } catch (e) {
      if (e instanceof EuFault)
        return this.refuse(
          row,
          e.errors.length ? e.errors : [{ code: e.faultName, field: null, message: e.message }],
        );
      if (e instanceof EuAccountRefused && !e.throttled) {
        // The security layer refused the call: nothing was carried out.
        return this.refuse(row, [{ code: 'EU_ACCOUNT_REFUSED', field: null, message: e.message }]);
      }
      return this.lost(row, e instanceof Error ? e.message : 'no answer');
    }
    await this.filed(row, uuid, 'answered', null);
  }

  private async refuse(row: Row, errors: EuError[]): Promise<void> {
    await this.options.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('eu_filing')
        .set({ state: 'refused', errors: JSON.stringify(errors), next_check_at: null })
        .where('id', '=', row.id)
        .execute();
      await this.event(
        trx,
        row.id,
        'refused',
        null,
        null,
        errors.map((e) => `${e.code}: ${e.message}`).join('\n'),
      );
    });
  }

  /** No readable answer: `unknown`, reconciled by internal reference soon. */
  private async lost(row: Row, why: string): Promise<void> {
    await this.options.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('eu_filing')
        .set({
          state: 'unknown',
          next_check_at: new Date(this.now().getTime() + this.retryMs(row)).toISOString(),
          checks: Number(row.checks) + 1,
        })
        .where('id', '=', row.id)
        .execute();
      await this.event(trx, row.id, 'answer-lost', null, null, why);
    });
  }

  private retryMs(row: Row): number {
    const first = Math.min(this.options.firstCheckMs(row.environment as EuEnvironment), 60_000);
    return Math.min(first * 2 ** Math.min(Number(row.checks), 10), MAX_BACKOFF_MS);
  }

  private nextCheck(environment: string, checks: number): string {
    const first = this.options.firstCheckMs(environment as EuEnvironment);
    const delay = Math.min(first * 2 ** Math.min(checks, 20), Math.max(first, MAX_BACKOFF_MS));
    return new Date(this.now().getTime() + delay).toISOString();
  }

  /** The system holds the statement under `uuid` (answered, or found again): `filed`, and followed. */
  private async filed(row: Row, uuid: string, kind: 'answered' | 'reconciled', overview: Overview | null) {
    const at = this.iso();
    await this.options.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('eu_filing')
        .set({
          state: 'filed',
          uuid,
          eu_status: overview?.status ?? 'SUBMITTED',
          errors: '[]',
          checks: 0,
          next_check_at: this.nextCheck(row.environment, 0),
        })
        .where('id', '=', row.id)
        .execute();
      await this.event(trx, row.id, kind, null, overview?.status ?? 'SUBMITTED', `uuid ${uuid}`);
      const updated = (await this.row(trx, row.id))!;
      await trx
        .insertInto('audit_event')
        .values(
          filingAuditRow('statement-filed', updated, { id: updated.filed_by_id, name: updated.filed_by }, at),
        )
        .execute();
    });
    if (overview) await this.applyOverview(row.id, overview, null);
  }

  /**
   * An `unknown` filing: asks the system by internal reference. Found: its uuid is adopted. Not found:
   * claimed (`unknown` -> `sending`, one server wins) and sent again. No answer: asked again later.
   */
  async reconcile(id: string): Promise<void> {
    if (this.busy.has(id)) return;
    this.busy.add(id);
    try {
      const row = await this.row(this.options.db, id);
      if (!row || row.state !== 'unknown') return;
      const client = await this.clientOf(row.team_id, row.environment);
      if (!client) return this.postpone(row);
      let found: Overview[];
      try {
        found =
          row.kind === 'dds'
            ? await client.getDdsByInternalReference(row.internal_reference_number)
            : await client.getSdByInternalReference(row.internal_reference_number);
      } catch {
        return this.postpone(row);
      }
      const match = found
        .filter((o) => o.internalReferenceNumber === row.internal_reference_number)
        .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''))
        .at(-1);
      if (match) {
        await this.filed(row, match.uuid, 'reconciled', match);
        return;
      }
      const claimed = await this.options.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('eu_filing')
          .set({ state: 'sending', next_check_at: this.staleAt() })
          .where('id', '=', id)
          .where('state', '=', 'unknown')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await this.event(trx, id, 'sent', null, null, 'Not found by its internal reference: sent again.');
        return true;
      });
      if (!claimed) return;
    } finally {
      this.busy.delete(id);
    }
    await this.send(id);
  }

  private async postpone(row: Row): Promise<void> {
    await this.options.db
      .updateTable('eu_filing')
      .set({
        next_check_at: new Date(this.now().getTime() + this.retryMs(row)).toISOString(),
        checks: Number(row.checks) + 1,
      })
      .where('id', '=', row.id)
      .execute();
  }

  private staleAt(): string {
    return new Date(this.now().getTime() + (this.options.sendingStaleMs ?? 90_000)).toISOString();
  }

  /**
   * A `sending` row's answer was lost with the process that sent it: on start, every such row (`all`: the
   * only server of its database), or only those past their deadline (several servers share the database:
   * another may be sending right now); and in each round of the poller, those past their deadline.
   */
  async recoverAfterCrash(all = true): Promise<number> {
    return this.options.db.transaction().execute(async (trx) => {
      let query = trx.selectFrom('eu_filing').select('id').where('state', '=', 'sending');
      if (!all) query = query.where('next_check_at', '<=', this.iso());
      const rows = await query.execute();
      for (const { id } of rows) {
        const moved = await trx
          .updateTable('eu_filing')
          .set({ state: 'unknown', next_check_at: this.iso() })
          .where('id', '=', id)
          .where('state', '=', 'sending')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) continue;
        await this.event(trx, id, 'answer-lost', null, null, 'The server stopped before the answer came.');
      }
      return rows.length;
    });
  }

  // -------------------------------------------------------------------------------------------------------
  // Following the status

  /** Records an overview of the system: status, numbers, rejection reason, the authority's messages. */
  private async applyOverview(id: string, overview: Overview, by: string | null): Promise<void> {
    const at = this.iso();
    const regroup: string[] = [];
    await this.options.db.transaction().execute(async (trx) => {
      const row = await this.row(trx, id);
      if (!row || row.state !== 'filed') return;
      const communications = parse<CommunicationToOperator[]>(row.communications);
      const c = overview.communicationToOperator;
      const newMessage =
        c !== undefined && !communications.some((m) => m.date === c.date && m.content === c.content);
      if (newMessage) communications.push(c);
      const changed =
        overview.status !== row.eu_status ||
        (overview.referenceNumber ?? null) !== row.reference_number ||
        (overview.verificationNumber ?? null) !== row.verification_number ||
        (overview.rejectionReason ?? null) !== row.rejection_reason;
      const final = FINAL_STATUSES.has(overview.status);
      const checks = Number(row.checks) + 1;
      await trx
        .updateTable('eu_filing')
        .set({
          eu_status: overview.status,
          reference_number: overview.referenceNumber ?? row.reference_number,
          verification_number: overview.verificationNumber ?? row.verification_number,
          rejection_reason: overview.rejectionReason ?? row.rejection_reason,
          communications: JSON.stringify(communications),
          last_checked_at: at,
          checks,
          next_check_at: final ? null : this.nextCheck(row.environment, checks),
        })
        .where('id', '=', id)
        .execute();
      if (newMessage) await this.event(trx, id, 'communication', by, overview.status, c.content);
      if (!changed) return;
      const kind: EventKind =
        overview.status === 'GROUPED'
          ? 'grouped'
          : overview.status === 'WITHDRAWN' && row.eu_status !== 'WITHDRAWN'
            ? 'status'
            : 'status';
      await this.event(trx, id, kind, by, overview.status, overview.rejectionReason ?? null);
      const updated = (await this.row(trx, id))!;
      await trx
        .insertInto('audit_event')
        .values(filingAuditRow('statement-status', updated, null, at))
        .execute();
      // A grouping statement now AVAILABLE: the statements it names become GROUPED; ask about them again.
      if (overview.status === 'AVAILABLE' && row.eu_status !== 'AVAILABLE')
        regroup.push(...parse<string[]>(row.groups));
    });
    if (regroup.length) {
      const row = await this.row(this.options.db, id);
      if (row) {
        await this.options.db
          .updateTable('eu_filing')
          .set({ next_check_at: at })
          .where('team_id', '=', row.team_id)
          .where('reference_number', 'in', regroup)
          .where('state', '=', 'filed')
          .execute();
      }
    }
  }

  /** Asks the status of `rows` (one team, one kind), 100 uuids a call; true when the system answered. */
  private async checkRows(
    teamId: string,
    kind: FilingKind,
    rows: Row[],
    by: string | null,
  ): Promise<boolean> {
    const client = await this.clientOf(teamId, rows[0]!.environment);
    if (!client) {
      // No account (or it moved to another environment): asked again later, not every round.
      for (const r of rows) await this.postpone(r);
      return false;
    }
    for (let i = 0; i < rows.length; i += 100) {
      const batch = rows.slice(i, i + 100);
      const uuids = batch.map((r) => r.uuid!);
      let overviews: Overview[];
      try {
        overviews = kind === 'dds' ? await client.getDds(uuids) : await client.getSd(uuids);
      } catch {
        for (const r of batch) await this.postpone(r);
        return false;
      }
      for (const r of batch) {
        const o = overviews.find((x) => x.uuid === r.uuid);
        if (o) await this.applyOverview(r.id, o, by);
        else await this.postpone(r);
      }
    }
    return true;
  }

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

  /** The statement a filing last sent (the routes check an amendment against its operator role). */
  async requestOf(scope: FilingScope, id: string): Promise<SubmitDdsRequest | SubmitSdRequest | null> {
    const row = await this.scoped(this.options.db, scope, id);
    return row ? submitOf(row).request : null;
  }

  async kindOf(scope: FilingScope, id: string): Promise<FilingKind | null> {
    const row = await this.scoped(this.options.db, scope, id);
    return row ? (row.kind as FilingKind) : null;
  }
}

const notFound = (id: string, scope: FilingScope) =>
  new ReviewError(404, 'not_found', `No filing ${id} in project ${scope.projectId}.`);

export const noAccount = () =>
  new ReviewError(
    409,
    'no_eu_account',
    'Your team has no EU account the server can use: an admin sets it on the Team page (environment, username, authentication key, client id).',
  );

/** What a failed call to the system says to the page: never the credentials (the client's messages hold none). */
export function euProblem(e: unknown): ReviewError {
  if (e instanceof EuFault) {
    const errors = e.errors.map((x) => `${x.code}${x.field ? ` (${x.field})` : ''}: ${x.message}`).join('; ');
    return new ReviewError(
      422,
      'eu_refused',
      `The EU Information System refused it (${e.faultName}): ${errors || e.message}`,
    );
  }
  if (e instanceof EuAccountRefused) {
    return new ReviewError(
      e.throttled ? 429 : 502,
      e.throttled ? 'too_many_requests' : 'eu_account_refused',
      e.message,
      e.throttled ? 60 : undefined,
    );
  }
  if (e instanceof EuAnswerLost) {
    return new ReviewError(
      502,
      'bad_gateway',
      `${e.message} It may have been carried out: check the status before trying again.`,
    );
  }
  return new ReviewError(
    502,
    'bad_gateway',
    'The EU Information System could not be reached: try again later.',
  );
}
