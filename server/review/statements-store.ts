/**
 * What turns decisions into statements (issue 50, core/api/statements.ts), kept beside the decisions in the
 * dashboard's own database: approvers' overrides of plots with open items, evidence snapshots (what an export
 * or a package was built from, with its report's PDF, kept five years), and risk conclusions with their
 * four-eyes sign-off. Like decisions, each belongs to the team's project record (ReviewScope), is append-only
 * (the database refuses UPDATE and DELETE), and enters the audit log in the transaction that stores it; a
 * write with an Idempotency-Key is kept with its answer in that transaction too.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  SNAPSHOT_RETENTION_YEARS,
  type Conclusion,
  type ConclusionRequest,
  type EvidenceSnapshot,
  type OverrideRequest,
  type SnapshotRequest,
  type SnapshotSummary,
  type StatementOverride,
} from '@core/api/statements.ts';
import {
  conclusionAuditRow,
  overrideAuditRow,
  signOffAuditRow,
  snapshotAuditRow,
} from '../audit/audit-rows.ts';
import type {
  ConclusionRow,
  ConclusionSignOffRow,
  EvidenceSnapshotRow,
  StatementOverrideRow,
} from './record-rows.ts';
import { ReviewError } from './errors.ts';
import { idempotent, type IdempotentWrite } from './idempotency.ts';
import { currentDecisions, ofTeam, type Author, type ReviewScope } from './store.ts';
import {
  SUMMARY_COLUMNS,
  toSummary,
  readSnapshot,
  overridesInForce,
  conclusionsOf,
  namedConclusions,
  toOverride,
  toConclusion,
  CHUNK,
  type SnapshotContent,
  type Db,
} from './statement-queries.ts';

/** A statement filed with the EU from a snapshot, as GET evidence-snapshots/{id} adds it (docs/filing.md). */
export interface SnapshotFiling {
  filingId: string;
  part: number;
  internalReferenceNumber: string;
  state: string;
  euStatus: string | null;
  uuid: string | null;
  referenceNumber: string | null;
  verificationNumber: string | null;
}

/** The report's PDF as the route checked it (decoded, bounded, %PDF-). */
export interface SnapshotReport {
  fileName: string;
  pdf: Buffer;
}

export class StatementStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // -------------------------------------------------------------------------------------------------------
  // Overrides

  /**
   * The overrides in force, newest first: the newest override of each plot (a later one replaces it, naming
   * every item it lets through), of the project or of one supplier.
   */
  overrides(scope: ReviewScope, supplierId?: string): Promise<StatementOverride[]> {
    return overridesInForce(this.db, scope, supplierId);
  }

  /** One override per plot of the request, all or none, each with its audit entry. */
  async override(
    scope: ReviewScope,
    request: OverrideRequest,
    author: Author,
    write?: IdempotentWrite,
  ): Promise<{ status: number; body: { overrides: StatementOverride[] } }> {
    const at = this.now().toISOString();
    const rows = request.plots.map((p): Omit<StatementOverrideRow, 'seq'> => ({
      id: randomUUID(),
      team_id: scope.teamId,
      connection: scope.connection,
      project_id: scope.projectId,
      plot_id: p.plotId,
      supplier_id: p.supplierId ?? null,
      item_keys: JSON.stringify(p.itemKeys),
      reason: request.reason,
      overridden_by: author.name,
      overridden_by_id: author.id,
      overridden_at: at,
    }));
    return this.db.transaction().execute((trx) =>
      idempotent(trx, write, async () => {
        for (let i = 0; i < rows.length; i += CHUNK) {
          const chunk = rows.slice(i, i + CHUNK);
          await trx.insertInto('statement_override').values(chunk).execute();
          await trx.insertInto('audit_event').values(chunk.map(overrideAuditRow)).execute();
        }
        return { status: 201, body: { overrides: rows.map(toOverride) } };
      }),
    );
  }

  // -------------------------------------------------------------------------------------------------------
  // Evidence snapshots

  /** Summaries, newest first; of one supplier: those naming it among their suppliers. */
  async snapshots(scope: ReviewScope, supplierId?: string): Promise<SnapshotSummary[]> {
    const rows = await ofTeam(
      this.db
        .selectFrom('evidence_snapshot')
        .select(SUMMARY_COLUMNS)
        .where('connection', '=', scope.connection)
        .where('project_id', '=', scope.projectId),
      scope,
    )
      .orderBy('seq', 'desc')
      .execute();
    const summaries = rows.map(toSummary);
    return supplierId === undefined ? summaries : summaries.filter((s) => s.supplierIds.includes(supplierId));
  }

  /**
   * Keeps what an export or package was built from. In the same transaction, the server copies the current
   * decisions of the named plots (as the plot under review or the other plot of a pair), the overrides in
   * force for them, and the named conclusions with their sign-off as it stands: later writes never change
   * what the snapshot gives back. The answer is read back from what was stored (also on a replay).
   */
  async createSnapshot(
    scope: ReviewScope,
    request: SnapshotRequest,
    report: SnapshotReport | null,
    author: Author,
    write?: IdempotentWrite,
  ): Promise<{ status: number; body: { snapshot: EvidenceSnapshot } }> {
    const created = this.now();
    const keepUntil = new Date(created);
    keepUntil.setUTCFullYear(keepUntil.getUTCFullYear() + SNAPSHOT_RETENTION_YEARS);
    const id = randomUUID();
    return this.db.transaction().execute(async (trx) => {
      const answer = await idempotent(trx, write, async () => {
        const plotIds = new Set(request.plots.map((p) => p.plotId));
        const decisions = (await currentDecisions(trx, scope)).filter(
          (d) => plotIds.has(d.plotId) || (d.otherPlotId !== undefined && plotIds.has(d.otherPlotId)),
        );
        const overrides = (await overridesInForce(trx, scope)).filter((o) => plotIds.has(o.plotId));
        const conclusions = await namedConclusions(trx, scope, request.conclusionIds ?? []);
        const content: SnapshotContent = {
          plots: request.plots,
          leftOut: request.leftOut,
          riskDataAt: request.riskDataAt,
          files: request.files,
          decisions,
          overrides,
          conclusions,
        };
        const row: Omit<EvidenceSnapshotRow, 'seq'> = {
          id,
          team_id: scope.teamId,
          connection: scope.connection,
          project_id: scope.projectId,
          kind: request.kind,
          supplier_ids: JSON.stringify(request.supplierIds),
          plot_count: request.plots.length,
          created_by: author.name,
          created_by_id: author.id,
          created_at: created.toISOString(),
          keep_until: keepUntil.toISOString(),
          report_file_name: report?.fileName ?? null,
          report_sha256: report ? createHash('sha256').update(report.pdf).digest('hex') : null,
          report_pdf: report?.pdf ?? null,
          content: JSON.stringify(content),
        };
        await trx.insertInto('evidence_snapshot').values(row).execute();
        await trx.insertInto('audit_event').values(snapshotAuditRow(row, content)).execute();
        // Only the id is kept with the idempotent answer: a snapshot can be tens of megabytes.
        return { status: 201, body: { snapshotId: id } };
      });
      const snapshot = await readSnapshot(trx, scope, answer.body.snapshotId);
      if (!snapshot) throw new Error('evidence snapshot stored but not found');
      return { status: answer.status, body: { snapshot } };
    });
  }

  /**
   * The whole snapshot as stored, or null when the scope has none of that id; with the statements filed
   * from it (server/eu-filing/, docs/filing.md) and the numbers the EU gave them, as they stand now: the
   * snapshot itself never changes, the filings point at it. `filings` is absent when none was filed.
   */
  async snapshot(
    scope: ReviewScope,
    id: string,
  ): Promise<(EvidenceSnapshot & { filings?: SnapshotFiling[] }) | null> {
    const snapshot = await readSnapshot(this.db, scope, id);
    if (!snapshot) return null;
    const filings = await this.db
      .selectFrom('eu_filing')
      .select([
        'id',
        'part',
        'internal_reference_number',
        'state',
        'eu_status',
        'uuid',
        'reference_number',
        'verification_number',
      ])
      .where('snapshot_id', '=', id)
      .where('team_id', '=', scope.teamId)
      .where('connection', '=', scope.connection)
      .where('project_id', '=', scope.projectId)
      .orderBy('seq')
      .execute();
    // Only a snapshot something was filed from carries the key: every other answers as it always did.
    if (filings.length === 0) return snapshot;
    return {
      ...snapshot,
      filings: filings.map((f) => ({
        filingId: f.id,
        part: Number(f.part),
        internalReferenceNumber: f.internal_reference_number,
        state: f.state,
        euStatus: f.eu_status,
        uuid: f.uuid,
        referenceNumber: f.reference_number,
        verificationNumber: f.verification_number,
      })),
    };
  }

  /** The snapshot's report (null: the snapshot has none), or undefined when there is no such snapshot. */
  async snapshotReport(scope: ReviewScope, id: string): Promise<SnapshotReport | null | undefined> {
    const row = await ofTeam(
      this.db
        .selectFrom('evidence_snapshot')
        .select(['report_file_name', 'report_pdf'])
        .where('connection', '=', scope.connection)
        .where('project_id', '=', scope.projectId)
        .where('id', '=', id),
      scope,
    ).executeTakeFirst();
    if (!row) return undefined;
    if (row.report_pdf === null || row.report_file_name === null) return null;
    return { fileName: row.report_file_name, pdf: Buffer.from(row.report_pdf) };
  }

  // -------------------------------------------------------------------------------------------------------
  // Conclusions

  /** Conclusions of the project or of one supplier, newest first, each with its sign-off or null. */
  conclusions(scope: ReviewScope, supplierId?: string): Promise<Conclusion[]> {
    return conclusionsOf(this.db, scope, supplierId === undefined ? {} : { supplierId });
  }

  async prepareConclusion(
    scope: ReviewScope,
    request: ConclusionRequest,
    author: Author,
    write?: IdempotentWrite,
  ): Promise<{ status: number; body: { conclusion: Conclusion } }> {
    const row: Omit<ConclusionRow, 'seq'> = {
      id: randomUUID(),
      team_id: scope.teamId,
      connection: scope.connection,
      project_id: scope.projectId,
      supplier_id: request.supplierId,
      conclusion: request.conclusion,
      reasoning: request.reasoning,
      mitigation: request.mitigation ?? null,
      open_items: request.openItems,
      prepared_by: author.name,
      prepared_by_id: author.id,
      prepared_at: this.now().toISOString(),
    };
    return this.db.transaction().execute((trx) =>
      idempotent(trx, write, async () => {
        await trx.insertInto('conclusion').values(row).execute();
        await trx.insertInto('audit_event').values(conclusionAuditRow(row)).execute();
        return { status: 201, body: { conclusion: toConclusion(row, null) } };
      }),
    );
  }

  /**
   * Signs a conclusion off: 404 when the scope has no such conclusion, 403 for the person who prepared it
   * (four eyes), 409 when it is signed already (also when two approvers sign at once: the database keeps one
   * sign-off per conclusion). The caller's role (approver or admin) is checked by the route.
   */
  async signOff(
    scope: ReviewScope,
    conclusionId: string,
    author: Author,
    write?: IdempotentWrite,
  ): Promise<{ status: number; body: { conclusion: Conclusion } }> {
    return this.db.transaction().execute((trx) =>
      idempotent(trx, write, async () => {
        const [found] = await conclusionsOf(trx, scope, { ids: [conclusionId] });
        if (!found) {
          throw new ReviewError(
            404,
            'not_found',
            `No conclusion ${conclusionId} in project ${scope.projectId}: it may belong to another team or connection.`,
          );
        }
        if (found.preparedById === author.id) {
          throw new ReviewError(
            403,
            'forbidden',
            'You prepared this conclusion: a second person must sign it off (an approver or admin other than the one who prepared it).',
          );
        }
        const alreadySigned = () =>
          new ReviewError(
            409,
            'invalid_state',
            `This conclusion was signed off already by ${found.signOff?.signedBy ?? 'someone else'}: it is signed once. Prepare a new conclusion to conclude again.`,
          );
        if (found.signOff) throw alreadySigned();
        const row: Omit<ConclusionSignOffRow, 'seq'> = {
          conclusion_id: conclusionId,
          team_id: scope.teamId,
          connection: scope.connection,
          project_id: scope.projectId,
          signed_by: author.name,
          signed_by_id: author.id,
          signed_at: this.now().toISOString(),
        };
        const inserted = await trx
          .insertInto('conclusion_sign_off')
          .values(row)
          .onConflict((oc) => oc.column('conclusion_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw alreadySigned();
        await trx.insertInto('audit_event').values(signOffAuditRow(row, found)).execute();
        const signOff = { signedBy: row.signed_by, signedById: row.signed_by_id, signedAt: row.signed_at };
        return { status: 201, body: { conclusion: { ...found, signOff } } };
      }),
    );
  }
}
