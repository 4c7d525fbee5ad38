/**
 * The journal's records (docs/filing.md): the table of filings and their append-only events, read and
 * written here; the schedule of status checks (first check, then backing off to at most 6 hours). The layers
 * above send (journal-sending.ts), follow (journal-status.ts) and change (journal.ts) filings through it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ReviewConnection } from '@core/api/review.ts';
import type { EuEnvironment, Filing, FilingEvent, FilingKind } from '@core/api/filing.ts';
import type { EudrStatus, SubmitDdsRequest, SubmitSdRequest } from '@core/eudr/dds-v3.ts';
import type { ReviewTables } from '../review/database.ts';
import type { EuClient } from './eu-client-types.ts';
import { parse, submitOf, toFiling, type EventKind, type Row } from './filing-rows.ts';

export type Db = Kysely<ReviewTables> | Transaction<ReviewTables>;

export interface FilingScope {
  connection: ReviewConnection;
  projectId: string;
  teamId: string;
}

/** Statuses after which the poller stops asking (a person may still ask with "check"). */
export const FINAL_STATUSES: ReadonlySet<EudrStatus> = new Set([
  'AVAILABLE',
  'REJECTED',
  'WITHDRAWN',
  'ARCHIVED',
  'GROUPED',
  'OBSOLETE',
]);
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

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
export abstract class JournalRecords {
  protected readonly now: () => Date;
  /** Filings this process is sending or reconciling now (a second start of the same one waits its turn). */
  protected readonly busy = new Set<string>();

  constructor(protected readonly options: JournalOptions) {
    this.now = options.now ?? (() => new Date());
  }

  protected iso() {
    return this.now().toISOString();
  }

  protected async event(
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
  protected async clientOf(teamId: string, environment: string): Promise<EuClient | null> {
    const now = this.options.environmentOf ? await this.options.environmentOf(teamId) : environment;
    return now === environment ? this.options.euClientFor(teamId) : null;
  }

  protected row(db: Db, id: string) {
    return db.selectFrom('eu_filing').selectAll().where('id', '=', id).executeTakeFirst();
  }

  protected async withHistory(db: Db, rows: Row[]): Promise<Filing[]> {
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

  protected scoped(db: Db, scope: FilingScope, id: string) {
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

  protected retryMs(row: Row): number {
    const first = Math.min(this.options.firstCheckMs(row.environment as EuEnvironment), 60_000);
    return Math.min(first * 2 ** Math.min(Number(row.checks), 10), MAX_BACKOFF_MS);
  }

  protected nextCheck(environment: string, checks: number): string {
    const first = this.options.firstCheckMs(environment as EuEnvironment);
    const delay = Math.min(first * 2 ** Math.min(checks, 20), Math.max(first, MAX_BACKOFF_MS));
    return new Date(this.now().getTime() + delay).toISOString();
  }

  protected async postpone(row: Row): Promise<void> {
    await this.options.db
      .updateTable('eu_filing')
      .set({
        next_check_at: new Date(this.now().getTime() + this.retryMs(row)).toISOString(),
        checks: Number(row.checks) + 1,
      })
      .where('id', '=', row.id)
      .execute();
  }

  protected staleAt(): string {
    return new Date(this.now().getTime() + (this.options.sendingStaleMs ?? 90_000)).toISOString();
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
