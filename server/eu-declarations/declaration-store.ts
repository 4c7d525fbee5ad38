/**
 * The register of suppliers' declarations (core/api/filing.ts, docs/declarations.md): the reference numbers
 * (DDS) and declaration identifiers (SD) suppliers send with their verification numbers, kept per supplier
 * in the team's project record, and every verification of them (Downstream Operator and Trader API
 * Reference §4.1) as an append-only row with its audit entry (kind declaration-verified), written in one
 * transaction with the write's Idempotency-Key. The Information System is asked by the routes, outside any
 * transaction (a slow answer must not hold the database): the store only keeps what came back.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Declaration, DeclarationCheck, DeclarationRequest } from '@core/api/filing.ts';
import type { EudrStatus, VerifyResult } from '@core/eudr/dds-v3.ts';
import type { NewAuditRow } from '../audit/audit-rows.ts';
import type { ReviewTables } from '../review/database.ts';
import type { EuDeclarationCheckRow, EuDeclarationRow } from '../review/record-rows.ts';
import { ReviewError } from '../review/errors.ts';
import { idempotent, type IdempotentWrite } from '../review/idempotency.ts';
import type { Author, ReviewScope } from '../review/store.ts';

type Db = Kysely<ReviewTables>;

/** What one verification came to: the system's answer, or why there was none. */
export type CheckOutcome =
  | { ok: true; result: VerifyResult; status: EudrStatus | null; dateTime: string }
  | { ok: false; error: string };

/** A route's answer as kept with its Idempotency-Key: the body, or an error in the API's shape. */
export interface StoredAnswer<B> {
  status: number;
  body: B;
}

export const duplicateMessage = (referenceNumber: string) =>
  `This supplier's reference number ${referenceNumber} is already in the register: check it again there instead of adding it twice.`;

export class DeclarationStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The declarations of the project (or of one supplier), newest first, each with its checks newest first. */
  async list(scope: ReviewScope, supplierId?: string): Promise<Declaration[]> {
    let query = this.db
      .selectFrom('eu_declaration')
      .selectAll()
      .where('connection', '=', scope.connection)
      .where('project_id', '=', scope.projectId)
      .where('team_id', '=', scope.teamId);
    if (supplierId !== undefined) query = query.where('supplier_id', '=', supplierId);
    const rows = await query.orderBy('seq', 'desc').execute();
    if (rows.length === 0) return [];
    const checks = await this.checksOf(rows.map((r) => r.id));
    return rows.map((r) => toDeclaration(r, checks.get(r.id) ?? []));
  }

  /** One declaration of the scope, or undefined. */
  async get(scope: ReviewScope, id: string): Promise<Declaration | undefined> {
    const row = await this.db
      .selectFrom('eu_declaration')
      .selectAll()
      .where('id', '=', id)
      .where('connection', '=', scope.connection)
      .where('project_id', '=', scope.projectId)
      .where('team_id', '=', scope.teamId)
      .executeTakeFirst();
    if (!row) return undefined;
    return toDeclaration(row, (await this.checksOf([id])).get(id) ?? []);
  }

  /** The declaration of this supplier with this reference number (in any case), or undefined. */
  async find(scope: ReviewScope, supplierId: string, referenceNumber: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('eu_declaration')
      .select('id')
      .where('connection', '=', scope.connection)
      .where('project_id', '=', scope.projectId)
      .where('team_id', '=', scope.teamId)
      .where('supplier_id', '=', supplierId)
      .where('reference_key', '=', referenceNumber.toUpperCase())
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Keeps a new declaration with its first check, in one transaction with the write's key; answers 201 with
   * the declaration, or, when the check could not be made, `failed` (the route's error answer) with the
   * declaration kept all the same (it is in the register, to be checked again).
   */
  add(
    scope: ReviewScope,
    request: DeclarationRequest,
    outcome: CheckOutcome,
    author: Author,
    failed: StoredAnswer<unknown> | null,
    write?: IdempotentWrite,
  ): Promise<StoredAnswer<unknown>> {
    const at = this.now().toISOString();
    const row: Omit<EuDeclarationRow, 'seq'> = {
      id: randomUUID(),
      team_id: scope.teamId,
      connection: scope.connection,
      project_id: scope.projectId,
      supplier_id: request.supplierId,
      reference_number: request.referenceNumber,
      reference_key: request.referenceNumber.toUpperCase(),
      verification_number: request.verificationNumber,
      note: request.note || null,
      added_by: author.name,
      added_by_id: author.id,
      added_at: at,
    };
    return this.db.transaction().execute((trx) =>
      idempotent(trx, write, async () => {
        // Checked again inside the transaction; the unique constraint is the last word when two race.
        const inserted = await trx
          .insertInto('eu_declaration')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['team_id', 'connection', 'project_id', 'supplier_id', 'reference_key']).doNothing(),
          )
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
          throw new ReviewError(409, 'conflict', duplicateMessage(request.referenceNumber));
        const check = await insertCheck(trx, row, outcome, author, at);
        return failed ?? { status: 201, body: { declaration: toDeclaration(row, [check]) } };
      }),
    );
  }

  /** Keeps one more check of a declaration (the route found it in the scope), with its audit entry. */
  async verified(
    scope: ReviewScope,
    declarationId: string,
    outcome: CheckOutcome,
    author: Author,
    failed: StoredAnswer<unknown> | null,
    write?: IdempotentWrite,
  ): Promise<StoredAnswer<unknown>> {
    const at = this.now().toISOString();
    return this.db.transaction().execute((trx) =>
      idempotent(trx, write, async () => {
        const row = await trx
          .selectFrom('eu_declaration')
          .selectAll()
          .where('id', '=', declarationId)
          .where('connection', '=', scope.connection)
          .where('project_id', '=', scope.projectId)
          .where('team_id', '=', scope.teamId)
          .executeTakeFirst();
        if (!row) throw new ReviewError(404, 'not_found', `No declaration ${declarationId} in this project.`);
        await insertCheck(trx, row, outcome, author, at);
        if (failed) return failed;
        const checks = await checksOf(trx, [row.id]);
        return { status: 200, body: { declaration: toDeclaration(row, checks.get(row.id) ?? []) } };
      }),
    );
  }

  /**
   * The answer kept for a write already made with this key (a retry: the Information System is not asked
   * again), or null. The same key with another request is a 422, as idempotency.ts says.
   */
  async replayOf(write: IdempotentWrite): Promise<StoredAnswer<unknown> | null> {
    const first = await this.db
      .selectFrom('idempotent_request')
      .selectAll()
      .where('person_id', '=', write.personId)
      .where('key', '=', write.key)
      .executeTakeFirst();
    if (!first) return null;
    if (first.fingerprint !== write.fingerprint) {
      throw new ReviewError(
        422,
        'invalid_request',
        `The Idempotency-Key "${write.key}" was used for another request: send a new key for a new request.`,
      );
    }
    return { status: Number(first.status), body: JSON.parse(first.body) as unknown };
  }

  private checksOf(ids: readonly string[]) {
    return checksOf(this.db, ids);
  }
}

/** Ids asked for at a time (well under either database's cap on parameters). */
const CHUNK = 1_000;

async function checksOf(db: Db | Transaction<ReviewTables>, ids: readonly string[]) {
  const byDeclaration = new Map<string, DeclarationCheck[]>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('eu_declaration_check')
      .selectAll()
      .where('declaration_id', 'in', ids.slice(i, i + CHUNK))
      .orderBy('seq', 'desc')
      .execute();
    for (const r of rows) {
      const list = byDeclaration.get(r.declaration_id) ?? [];
      list.push(toCheck(r));
      byDeclaration.set(r.declaration_id, list);
    }
  }
  return byDeclaration;
}

async function insertCheck(
  trx: Transaction<ReviewTables>,
  declaration: Omit<EuDeclarationRow, 'seq'>,
  outcome: CheckOutcome,
  author: Author,
  at: string,
): Promise<DeclarationCheck> {
  const row: Omit<EuDeclarationCheckRow, 'seq'> = {
    id: randomUUID(),
    declaration_id: declaration.id,
    team_id: declaration.team_id,
    connection: declaration.connection,
    project_id: declaration.project_id,
    checked_by: author.name,
    checked_by_id: author.id,
    checked_at: at,
    result: outcome.ok ? outcome.result : null,
    eu_status: outcome.ok ? outcome.status : null,
    eu_date_time: outcome.ok ? outcome.dateTime : null,
    error: outcome.ok ? null : outcome.error,
  };
  await trx.insertInto('eu_declaration_check').values(row).execute();
  await trx.insertInto('audit_event').values(checkAuditRow(declaration, row)).execute();
  return toCheck(row);
}

/** The audit entry of one check (common.md's detail fields: declarationId, referenceNumber, result, euStatus). */
export function checkAuditRow(
  declaration: Omit<EuDeclarationRow, 'seq'>,
  check: Omit<EuDeclarationCheckRow, 'seq'>,
): NewAuditRow {
  const what = `declaration ${declaration.reference_number} of supplier ${declaration.supplier_id}`;
  const said =
    check.result === null
      ? `could not be checked: ${check.error ?? 'no answer'}`
      : `${check.result}${check.eu_status ? ` (${check.eu_status})` : ''}`;
  return {
    id: `declaration-verified:${check.id}`,
    team_id: declaration.team_id,
    connection: declaration.connection,
    project_id: declaration.project_id,
    kind: 'declaration-verified',
    person_id: check.checked_by_id,
    person_name: check.checked_by,
    plot_id: null,
    supplier_id: declaration.supplier_id,
    at: check.checked_at,
    summary: `${what} ${said}`,
    detail: JSON.stringify({
      declarationId: declaration.id,
      referenceNumber: declaration.reference_number,
      result: check.result,
      euStatus: check.eu_status,
      ...(check.error !== null ? { error: check.error } : {}),
    }),
  };
}

function toCheck(r: Omit<EuDeclarationCheckRow, 'seq'>): DeclarationCheck {
  return {
    checkedAt: r.checked_at,
    checkedBy: r.checked_by,
    result: r.result as VerifyResult | null,
    euStatus: r.eu_status as EudrStatus | null,
    dateTime: r.eu_date_time,
    error: r.error,
  };
}

function toDeclaration(r: Omit<EuDeclarationRow, 'seq'>, checks: DeclarationCheck[]): Declaration {
  return {
    id: r.id,
    projectId: r.project_id,
    supplierId: r.supplier_id,
    referenceNumber: r.reference_number,
    verificationNumber: r.verification_number,
    note: r.note,
    addedBy: r.added_by,
    addedAt: r.added_at,
    checks,
  };
}
