/**
 * What the dashboard keeps that the risk service does not: reviewers' decisions (append-only: a new verdict
 * is a new row, the newest row of an item is its current decision) and upload records. Every read and write
 * is scoped to one connection, account and project (ReviewScope), so two accounts never see each other's rows.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  reviewItemKey,
  type DecideRequest,
  type Decision,
  type ReviewConnection,
  type UploadRecord,
  type UploadRecordInput,
} from '../../core/api/review.ts';
import type { DecisionRow, ReviewTables, UploadRecordRow } from './database.ts';

export interface ReviewScope {
  connection: ReviewConnection;
  /** Who the caller is in the service (never a token: a name, or a hash of the token). */
  accountKey: string;
  projectId: string;
}

type Db = Kysely<ReviewTables>;

export class ReviewStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private scoped(scope: ReviewScope) {
    return this.db
      .selectFrom('review_decision')
      .where('connection', '=', scope.connection)
      .where('account_key', '=', scope.accountKey)
      .where('project_id', '=', scope.projectId);
  }

  /** One verdict for every item of the request, in one transaction: all are stored, or none. */
  async decide(scope: ReviewScope, request: DecideRequest, decidedBy: string): Promise<Decision[]> {
    const decidedAt = this.now().toISOString();
    const evidence = request.evidence;
    const rows = request.items.map((item): Omit<DecisionRow, 'seq'> => ({
      id: randomUUID(),
      connection: scope.connection,
      account_key: scope.accountKey,
      project_id: scope.projectId,
      item_key: reviewItemKey(item),
      plot_id: item.plotId,
      kind: item.kind,
      other_plot_id: item.otherPlotId ?? null,
      supplier_id: item.supplierId ?? null,
      verdict: request.verdict,
      reason: request.reason,
      note: request.note ?? '',
      evidence_url: evidence?.url ?? null,
      evidence_note: evidence?.note ?? null,
      decided_by: decidedBy,
      decided_at: decidedAt,
    }));
    // Both databases cap the parameters of one statement (SQLite 32,766, PostgreSQL 65,535): 16 columns
    // × 1,000 rows stays well under either.
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 1000)
        await trx
          .insertInto('review_decision')
          .values(rows.slice(i, i + 1000))
          .execute();
    });
    return rows.map(toDecision);
  }

  /** The current (newest) decision of every item of the project, or of one supplier's items. */
  async current(scope: ReviewScope, supplierId?: string): Promise<Decision[]> {
    const newest = this.scoped(scope)
      .select((eb) => ['item_key', eb.fn.max('seq').as('seq')])
      .groupBy('item_key');
    let query = this.db
      .selectFrom('review_decision as d')
      .innerJoin(newest.as('n'), (join) => join.onRef('n.seq', '=', 'd.seq'))
      .selectAll('d');
    // After picking the newest: an item whose supplier changed belongs to its newest supplier only.
    if (supplierId !== undefined) query = query.where('d.supplier_id', '=', supplierId);
    const rows = await query.orderBy('d.seq', 'desc').execute();
    return rows.map(toDecision);
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
    recordedBy: string,
  ): Promise<{ record: UploadRecord; created: boolean }> {
    const row: Omit<UploadRecordRow, 'seq'> = {
      connection: scope.connection,
      account_key: scope.accountKey,
      project_id: scope.projectId,
      upload_id: input.uploadId,
      supplier_id: input.supplierId,
      supplier_name: input.supplierName ?? null,
      file_names: JSON.stringify(input.fileNames),
      file_sha256: input.fileSha256 ? JSON.stringify(input.fileSha256) : null,
      overwrite: input.overwrite ? 1 : 0,
      should_match_on_name: input.shouldMatchOnName ? 1 : 0,
      added: input.added,
      changed: input.changed,
      removed: input.removed,
      plot_count: input.plotCount,
      started_at: input.startedAt ?? null,
      ended_at: input.endedAt ?? null,
      recorded_by: recordedBy,
      recorded_at: this.now().toISOString(),
    };
    const inserted = await this.db
      .insertInto('upload_record')
      .values(row)
      .onConflict((oc) => oc.columns(['connection', 'account_key', 'project_id', 'upload_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
      return { record: toUploadRecord(row), created: true };
    const existing = await this.uploadQuery(scope)
      .where('upload_id', '=', input.uploadId)
      .executeTakeFirstOrThrow();
    return { record: toUploadRecord(existing), created: false };
  }

  /** Upload records of the project, or of one supplier, newest first. */
  async uploadRecords(scope: ReviewScope, supplierId?: string): Promise<UploadRecord[]> {
    let query = this.uploadQuery(scope);
    if (supplierId !== undefined) query = query.where('supplier_id', '=', supplierId);
    const rows = await query.orderBy('seq', 'desc').execute();
    return rows.map(toUploadRecord);
  }

  private uploadQuery(scope: ReviewScope) {
    return this.db
      .selectFrom('upload_record')
      .selectAll()
      .where('connection', '=', scope.connection)
      .where('account_key', '=', scope.accountKey)
      .where('project_id', '=', scope.projectId);
  }
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
    ...(row.supplier_id !== null ? { supplierId: row.supplier_id } : {}),
    verdict: row.verdict as Decision['verdict'],
    reason: row.reason as Decision['reason'],
    note: row.note,
    evidence,
    decidedBy: row.decided_by,
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
    overwrite: Number(row.overwrite) === 1,
    shouldMatchOnName: Number(row.should_match_on_name) === 1,
    added: Number(row.added),
    changed: Number(row.changed),
    removed: Number(row.removed),
    plotCount: Number(row.plot_count),
    ...(row.started_at !== null ? { startedAt: row.started_at } : {}),
    ...(row.ended_at !== null ? { endedAt: row.ended_at } : {}),
    recordedBy: row.recorded_by,
    recordedAt: row.recorded_at,
  };
}
