/**
 * Filing a statement and never twice (docs/filing.md): the row is committed `sending` before the request
 * leaves; a lost answer or a crash makes it `unknown`, reconciled by internal reference. See journal.ts.
 */
import { randomUUID } from 'node:crypto';
import type { EuEnvironment, EuError, FileRequest, Filing } from '@core/api/filing.ts';
import type { DdsStatement, Overview } from '@core/eudr/dds-v3.ts';
import { ReviewError } from '../review/errors.ts';
import { idempotent, type IdempotentWrite } from '../review/idempotency.ts';
import { EuAccountRefused, EuFault } from './eu-client-types.ts';
import { filingAuditRow, submitOf, type Author, type Row } from './filing-rows.ts';
import type { FilingScope } from './journal-records.ts';
import { FilingStatus } from './journal-status.ts';

export abstract class FilingSending extends FilingStatus {
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
}
