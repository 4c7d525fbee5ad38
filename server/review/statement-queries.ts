/**
 * Reading the statements record (statements-store.ts writes it): snapshots, the overrides in force and the
 * conclusions with their sign-off, each row turned into the shape core/api/statements.ts gives the page.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Decision } from '@core/api/review.ts';
import {
  type Conclusion,
  type EvidenceSnapshot,
  type SnapshotSummary,
  type StatementOverride,
} from '@core/api/statements.ts';
import type { ReviewTables } from './database.ts';
import type { ConclusionRow, EvidenceSnapshotRow, StatementOverrideRow } from './record-rows.ts';
import { ReviewError } from './errors.ts';
import { ofTeam, type ReviewScope } from './store.ts';

export type Db = Kysely<ReviewTables>;

/** What a snapshot holds beside its summary columns, as JSON (the `content` column). */
export interface SnapshotContent {
  plots: EvidenceSnapshot['plots'];
  leftOut: EvidenceSnapshot['leftOut'];
  riskDataAt: string | null;
  files: EvidenceSnapshot['files'];
  decisions: Decision[];
  overrides: StatementOverride[];
  conclusions: Conclusion[];
}

/** Rows written per statement: well under either database's cap on parameters (12 columns × 1,000). */
export const CHUNK = 1_000;

export const SUMMARY_COLUMNS = [
  'id',
  'kind',
  'supplier_ids',
  'plot_count',
  'created_by',
  'created_by_id',
  'created_at',
  'keep_until',
  'report_sha256',
] as const;

type SummaryRow = Pick<EvidenceSnapshotRow, (typeof SUMMARY_COLUMNS)[number]>;

export function toSummary(row: SummaryRow): SnapshotSummary {
  return {
    id: row.id,
    kind: row.kind as SnapshotSummary['kind'],
    supplierIds: JSON.parse(row.supplier_ids) as string[],
    plotCount: Number(row.plot_count),
    createdBy: row.created_by,
    createdById: row.created_by_id,
    createdAt: row.created_at,
    keepUntil: row.keep_until,
    reportSha256: row.report_sha256,
  };
}

export async function readSnapshot(db: Db, scope: ReviewScope, id: string): Promise<EvidenceSnapshot | null> {
  const row = await ofTeam(
    db
      .selectFrom('evidence_snapshot')
      .select([...SUMMARY_COLUMNS, 'report_file_name', 'content'])
      .where('connection', '=', scope.connection)
      .where('project_id', '=', scope.projectId)
      .where('id', '=', id),
    scope,
  ).executeTakeFirst();
  if (!row) return null;
  const content = JSON.parse(row.content) as SnapshotContent;
  return { ...toSummary(row), ...content, reportFileName: row.report_file_name };
}

/** The newest override of each plot of the scope (or of one supplier's plots), newest first. */
export async function overridesInForce(
  db: Db,
  scope: ReviewScope,
  supplierId?: string,
): Promise<StatementOverride[]> {
  const newest = ofTeam(
    db
      .selectFrom('statement_override')
      .where('connection', '=', scope.connection)
      .where('project_id', '=', scope.projectId),
    scope,
  )
    .select((eb) => ['plot_id', eb.fn.max('seq').as('seq')])
    .groupBy('plot_id');
  let query = db
    .selectFrom('statement_override as o')
    .innerJoin(newest.as('n'), (join) => join.onRef('n.seq', '=', 'o.seq'))
    .selectAll('o');
  if (supplierId !== undefined) query = query.where('o.supplier_id', '=', supplierId);
  const rows = await query.orderBy('o.seq', 'desc').execute();
  return rows.map(toOverride);
}

export function toOverride(row: Omit<StatementOverrideRow, 'seq'>): StatementOverride {
  return {
    id: row.id,
    plotId: row.plot_id,
    ...(row.supplier_id !== null ? { supplierId: row.supplier_id } : {}),
    itemKeys: JSON.parse(row.item_keys) as string[],
    reason: row.reason,
    overriddenBy: row.overridden_by,
    overriddenById: row.overridden_by_id,
    overriddenAt: row.overridden_at,
  };
}

/** Conclusions of the scope with their sign-off, newest first: all, one supplier's, or those of `ids`. */
export async function conclusionsOf(
  db: Db | Transaction<ReviewTables>,
  scope: ReviewScope,
  filter: { supplierId?: string; ids?: readonly string[] },
): Promise<Conclusion[]> {
  // Conclusions began with teams: every row names its team (no rows kept before teams to include).
  let query = db
    .selectFrom('conclusion as c')
    .leftJoin('conclusion_sign_off as s', 's.conclusion_id', 'c.id')
    .selectAll('c')
    .select(['s.signed_by', 's.signed_by_id', 's.signed_at'])
    .where('c.connection', '=', scope.connection)
    .where('c.project_id', '=', scope.projectId)
    .where('c.team_id', '=', scope.teamId);
  if (filter.supplierId !== undefined) query = query.where('c.supplier_id', '=', filter.supplierId);
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) return [];
    query = query.where('c.id', 'in', filter.ids);
  }
  const rows = await query.orderBy('c.seq', 'desc').execute();
  return rows.map((r) =>
    toConclusion(
      r,
      r.signed_by !== null && r.signed_by_id !== null && r.signed_at !== null
        ? { signedBy: r.signed_by, signedById: r.signed_by_id, signedAt: r.signed_at }
        : null,
    ),
  );
}

/** The named conclusions as they stand, in the order named; an unknown id is refused (nothing is kept). */
export async function namedConclusions(
  db: Transaction<ReviewTables>,
  scope: ReviewScope,
  ids: readonly string[],
): Promise<Conclusion[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, Conclusion>();
  for (let i = 0; i < unique.length; i += CHUNK) {
    for (const c of await conclusionsOf(db, scope, { ids: unique.slice(i, i + CHUNK) })) found.set(c.id, c);
  }
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) {
    throw new ReviewError(
      400,
      'invalid_request',
      `Nothing was kept: ${missing
        .slice(0, 3)
        .map((id) => `conclusion ${id} is not a conclusion of project ${scope.projectId}`)
        .join('; ')}. Name conclusions listed by GET .../conclusions.`,
    );
  }
  return unique.map((id) => found.get(id)!);
}

export function toConclusion(row: Omit<ConclusionRow, 'seq'>, signOff: Conclusion['signOff']): Conclusion {
  return {
    id: row.id,
    supplierId: row.supplier_id,
    conclusion: row.conclusion as Conclusion['conclusion'],
    reasoning: row.reasoning,
    ...(row.mitigation !== null ? { mitigation: row.mitigation } : {}),
    openItems: Number(row.open_items),
    preparedBy: row.prepared_by,
    preparedById: row.prepared_by_id,
    preparedAt: row.prepared_at,
    signOff,
  };
}
