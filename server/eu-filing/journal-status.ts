/** Following a filed statement's status with the EU Information System (§2.4): see journal.ts. */
import type { FilingKind } from '@core/api/filing.ts';
import type { CommunicationToOperator, Overview } from '@core/eudr/dds-v3.ts';
import { filingAuditRow, parse, type EventKind, type Row } from './filing-rows.ts';
import { FINAL_STATUSES, JournalRecords } from './journal-records.ts';

export abstract class FilingStatus extends JournalRecords {
  /** Records an overview of the system: status, numbers, rejection reason, the authority's messages. */
  protected async applyOverview(id: string, overview: Overview, by: string | null): Promise<void> {
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
  protected async checkRows(
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
}
