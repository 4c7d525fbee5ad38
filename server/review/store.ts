/**
 * What the dashboard keeps that the risk service does not: reviewers' decisions (append-only: a new verdict
 * is a new row, the newest row of an item is its current decision) and upload records. Both belong to the
 * project (connection and project id), shared by everyone who may see it, and name the person who made them
 * (docs/people.md, "The record"). Each write enters the audit log in the same transaction, and an idempotent
 * write (idempotency.ts) is kept with its answer in that transaction too: a retried request never doubles one.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- ofTeam adds one condition to any of Kysely's query builders */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  reviewItemKey,
  type DecideRequest,
  type Decision,
  type ReviewConnection,
  type UploadRecord,
  type UploadRecordInput,
} from '@core/api/review.ts';
import type { ReviewTables } from './database.ts';
import type { DecisionRow, UploadRecordRow } from './record-rows.ts';
import { decisionAuditRow, uploadAuditRow } from '../audit/audit-rows.ts';
import { idempotent, type IdempotentWrite } from './idempotency.ts';

export interface ReviewScope {
  connection: ReviewConnection;
  projectId: string;
  /** The caller's team: the record is the team's (another team on the same project has its own). */
  teamId: string;
  /** The first team also holds the rows kept per account before teams existed. */
  ownsLegacy: boolean;
}

/** Rows of the scope's team (and, for the first team, those kept before teams). */
export function ofTeam<T extends { where: (...args: any[]) => T }>(query: T, scope: ReviewScope): T {
  return query.where((eb: any) =>
    scope.ownsLegacy
      ? eb.or([eb('team_id', '=', scope.teamId), eb('team_id', 'is', null)])
      : eb('team_id', '=', scope.teamId),
  );
}

/** The person a write is made by. */
export interface Author {
  id: string;
  name: string;
}

type Db = Kysely<ReviewTables>;
/** Rows kept per account before people signed in have no author id: their account stands for it. */
const LEGACY_ACCOUNT = 'account:';

export class ReviewStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private scoped(scope: ReviewScope) {
    return ofTeam(
      this.db
        .selectFrom('review_decision')
        .where('connection', '=', scope.connection)
        .where('project_id', '=', scope.projectId),
      scope,
    );
  }

  /**
   * One verdict for every item of the request, in one transaction with their audit entries: all are stored,
   * or none. With `write`, the answer is kept under its idempotency key in the same transaction, and a
   * request already answered is answered again without storing anything.
   */
  async decide(
    scope: ReviewScope,
    request: DecideRequest,
    author: Author,
    write?: IdempotentWrite,
  ): Promise<{ status: number; body: { decisions: Decision[] } }> {
    const decidedAt = this.now().toISOString();
    const evidence = request.evidence;
    const rows = request.items.map((item): Omit<DecisionRow, 'seq'> => ({
      id: randomUUID(),
      connection: scope.connection,
      // The project's record has no account: the column stays for the rows kept per account before.
      account_key: '',
      project_id: scope.projectId,
      item_key: reviewItemKey(item),
      plot_id: item.plotId,
      kind: item.kind,
      other_plot_id: item.otherPlotId ?? null,
      signal_id: item.signalId ?? null,
      supplier_id: item.supplierId ?? null,
      verdict: request.verdict,
      reason: request.reason,
      note: request.note ?? '',
      evidence_url: evidence?.url ?? null,
      evidence_note: evidence?.note ?? null,
      decided_by: author.name,
      decided_by_id: author.id,
      decided_at: decidedAt,
      team_id: scope.teamId,
    }));
    return this.db.transaction().execute((trx) =>
      idempotent(trx, write, async () => {
        // Both databases cap the parameters of one statement (SQLite 32,766, PostgreSQL 65,535): 17 columns
        // × 1,000 rows stays well under either.
        for (let i = 0; i < rows.length; i += 1000) {
          const chunk = rows.slice(i, i + 1000);
          await trx.insertInto('review_decision').values(chunk).execute();
          await trx
            .insertInto('audit_event')
            .values(chunk.map((r) => decisionAuditRow(r, author.id)))
            .execute();
        }
        return { status: 201, body: { decisions: rows.map(toDecision) } };
      }),
    );
  }

  /** The current (newest) decision of every item of the project, or of one supplier's items. */
  current(scope: ReviewScope, supplierId?: string): Promise<Decision[]> {
    return currentDecisions(this.db, scope, supplierId);
  }

  /**
   * Every decision on a plot (as the plot under review or as the other plot of a pair), or on a supplier's
   * items, newest first; at most `limit` of them.
   */
  async history(
    scope: ReviewScope,
    about: { plotId: string } | { supplierId: string },
    limit: number,
  ): Promise<{ history: Decision[]; truncated: boolean }> {
    let query = this.scoped(scope).selectAll();
    query =
      'plotId' in about
        ? query.where((eb) =>
            eb.or([eb('plot_id', '=', about.plotId), eb('other_plot_id', '=', about.plotId)]),
          )
        : query.where('supplier_id', '=', about.supplierId);
    const rows = await query
      .orderBy('seq', 'desc')
      .limit(limit + 1)
      .execute();
    return { history: rows.slice(0, limit).map(toDecision), truncated: rows.length > limit };
  }

  /**
   * Records what an upload did. The same upload recorded again (a retry after a lost answer) keeps the
   * first record: `created` says whether this call stored it.
   */
  async recordUpload(
    scope: ReviewScope,
    input: UploadRecordInput,
    author: Author,
    write?: IdempotentWrite,
  ): Promise<{ status: number; body: { record: UploadRecord } }> {
    const row: Omit<UploadRecordRow, 'seq'> = {
      connection: scope.connection,
      // Migration 0001's upload_record_once (connection, account_key, project_id, upload_id) still holds: with
      // '' here a second team could never record an upload of a project the first team recorded (a 500).
      // The team keys its rows instead; no legacy account key starts with "team:".
      account_key: `team:${scope.teamId}`,
      project_id: scope.projectId,
      upload_id: input.uploadId,
      supplier_id: input.supplierId,
      supplier_name: input.supplierName ?? null,
      file_names: JSON.stringify(input.fileNames),
      file_sha256: input.fileSha256 ? JSON.stringify(input.fileSha256) : null,
      original_files: input.originalFiles ? JSON.stringify(input.originalFiles) : null,
      sent_files: input.sentFiles ? JSON.stringify(input.sentFiles) : null,
      field_mapping: input.fieldMapping ? JSON.stringify(input.fieldMapping) : null,
      fixes: input.fixes ? JSON.stringify(input.fixes) : null,
      overwrite: input.overwrite ? 1 : 0,
      should_match_on_name: input.shouldMatchOnName ? 1 : 0,
      added: input.added,
      changed: input.changed,
      removed: input.removed,
      plot_count: input.plotCount,
      started_at: input.startedAt ?? null,
      ended_at: input.endedAt ?? null,
      recorded_by: author.name,
      recorded_by_id: author.id,
      recorded_at: this.now().toISOString(),
      team_id: scope.teamId,
    };
    return this.db.transaction().execute((trx) =>
      idempotent(trx, write, async () => {
        // One record per upload of the project, whoever posts it first. The audit entry's id is the upload's,
        // so two instances racing on PostgreSQL cannot both enter it: the second insert waits, then conflicts.
        // A record kept already (also one kept per account before teams, whose entry has another id) is
        // answered before anything is entered: the log never names a record that was not stored.
        const first = () =>
          ofTeam(
            trx
              .selectFrom('upload_record')
              .selectAll()
              .where('connection', '=', scope.connection)
              .where('project_id', '=', scope.projectId)
              .where('upload_id', '=', input.uploadId),
            scope,
          )
            .orderBy('seq')
            .executeTakeFirst();
        let existing = await first();
        if (existing) return { status: 200, body: { record: toUploadRecord(existing) } };
        const entered = await trx
          .insertInto('audit_event')
          .values(uploadAuditRow(row, author.id))
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(entered.numInsertedOrUpdatedRows ?? 0) === 0) {
          existing = await first();
          if (!existing) throw new Error('upload record entered in the log but not stored');
          return { status: 200, body: { record: toUploadRecord(existing) } };
        }
        await trx.insertInto('upload_record').values(row).execute();
        return { status: 201, body: { record: toUploadRecord(row) } };
      }),
    );
  }

  /**
   * Upload records of the project, or of one supplier, newest first: one per upload, the first kept (two
   * accounts may each have recorded the same upload before the record became the project's).
   */
  async uploadRecords(scope: ReviewScope, supplierId?: string): Promise<UploadRecord[]> {
    const first = this.uploadQuery(scope)
      .clearSelect()
      .select((eb) => ['upload_id', eb.fn.min('seq').as('seq')])
      .groupBy('upload_id');
    let query = this.db
      .selectFrom('upload_record as r')
      .innerJoin(first.as('f'), (join) => join.onRef('f.seq', '=', 'r.seq'))
      .selectAll('r');
    if (supplierId !== undefined) query = query.where('r.supplier_id', '=', supplierId);
    const rows = await query.orderBy('r.seq', 'desc').execute();
    return rows.map(toUploadRecord);
  }

  private uploadQuery(scope: ReviewScope) {
    return ofTeam(
      this.db
        .selectFrom('upload_record')
        .selectAll()
        .where('connection', '=', scope.connection)
        .where('project_id', '=', scope.projectId),
      scope,
    );
  }
}

/**
 * The current (newest) decision of every item of the scope, or of one supplier's items, newest first; in
 * `db` (a transaction when an evidence snapshot copies them).
 */
export async function currentDecisions(
  db: Kysely<ReviewTables>,
  scope: ReviewScope,
  supplierId?: string,
): Promise<Decision[]> {
  const newest = ofTeam(
    db
      .selectFrom('review_decision')
      .where('connection', '=', scope.connection)
      .where('project_id', '=', scope.projectId),
    scope,
  )
    .select((eb) => ['item_key', eb.fn.max('seq').as('seq')])
    .groupBy('item_key');
  let query = db
    .selectFrom('review_decision as d')
    .innerJoin(newest.as('n'), (join) => join.onRef('n.seq', '=', 'd.seq'))
    .selectAll('d');
  // After picking the newest: an item whose supplier changed belongs to its newest supplier only.
  if (supplierId !== undefined) query = query.where('d.supplier_id', '=', supplierId);
  const rows = await query.orderBy('d.seq', 'desc').execute();
  return rows.map(toDecision);
}

/**
 * The newest decision row of the team on the project (its seq; 0 for none): decisions are only ever added
 * (the database refuses a change or a delete), so what was counted from them stays true until this moves.
 */
export async function newestDecisionSeq(db: Kysely<ReviewTables>, scope: ReviewScope): Promise<number> {
  const row = await ofTeam(
    db
      .selectFrom('review_decision')
      .where('connection', '=', scope.connection)
      .where('project_id', '=', scope.projectId),
    scope,
  )
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

function toDecision(row: Omit<DecisionRow, 'seq'>): Decision {
  const evidence =
    row.evidence_url === null && row.evidence_note === null
      ? null
      : {
          ...(row.evidence_url !== null ? { url: row.evidence_url } : {}),
          ...(row.evidence_note !== null ? { note: row.evidence_note } : {}),
        };
  return {
    id: row.id,
    plotId: row.plot_id,
    kind: row.kind as Decision['kind'],
    ...(row.other_plot_id !== null ? { otherPlotId: row.other_plot_id } : {}),
    ...(row.signal_id != null ? { signalId: row.signal_id } : {}),
    ...(row.supplier_id !== null ? { supplierId: row.supplier_id } : {}),
    verdict: row.verdict as Decision['verdict'],
    reason: row.reason as Decision['reason'],
    note: row.note,
    evidence,
    decidedBy: row.decided_by,
    decidedById: row.decided_by_id ?? `${LEGACY_ACCOUNT}${row.account_key}`,
    decidedAt: row.decided_at,
  };
}

function toUploadRecord(row: Omit<UploadRecordRow, 'seq'>): UploadRecord {
  return {
    uploadId: row.upload_id,
    supplierId: row.supplier_id,
    ...(row.supplier_name !== null ? { supplierName: row.supplier_name } : {}),
    fileNames: JSON.parse(row.file_names) as string[],
    ...(row.file_sha256 !== null ? { fileSha256: JSON.parse(row.file_sha256) as string[] } : {}),
    ...(row.original_files != null
      ? { originalFiles: JSON.parse(row.original_files) as UploadRecord['originalFiles'] }
      : {}),
    ...(row.sent_files != null ? { sentFiles: JSON.parse(row.sent_files) as UploadRecord['sentFiles'] } : {}),
    ...(row.field_mapping != null
      ? { fieldMapping: JSON.parse(row.field_mapping) as UploadRecord['fieldMapping'] }
      : {}),
    ...(row.fixes != null ? { fixes: JSON.parse(row.fixes) as UploadRecord['fixes'] } : {}),
    overwrite: Number(row.overwrite) === 1,
    shouldMatchOnName: Number(row.should_match_on_name) === 1,
    added: Number(row.added),
    changed: Number(row.changed),
    removed: Number(row.removed),
    plotCount: Number(row.plot_count),
    ...(row.started_at !== null ? { startedAt: row.started_at } : {}),
    ...(row.ended_at !== null ? { endedAt: row.ended_at } : {}),
    recordedBy: row.recorded_by,
    recordedById: row.recorded_by_id ?? `${LEGACY_ACCOUNT}${row.account_key}`,
    recordedAt: row.recorded_at,
  };
}
