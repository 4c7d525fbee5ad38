/**
 * Groupings (Operator API Reference §4.1.2, §4.2.1): a statement may name AVAILABLE or ARCHIVED declarations,
 * which become GROUPED by it until its withdrawal, rejection or an amendment that no longer names them.
 */
import type { DdsStatement, SdStatement } from '@core/eudr/dds-v3.ts';
import { businessRules } from './refusals.ts';
import type { FaultError } from './soap-xml.ts';
import { USABLE } from './statement-records.ts';
import type { StandInStore, StatementKind, StoredStatement } from './store.ts';

/**
 * The statements a grouping names, each AVAILABLE or ARCHIVED (or already grouped by this very
 * statement, on an amendment), never itself. The rule module checked the same from what it was told
 * (StandInLifecycle.check in lifecycle.ts); this runs again after the asynchronous geolocation check, when another call may have
 * grouped or withdrawn a target meanwhile.
 */
export function groupTargets(
  store: StandInStore,
  kind: StatementKind,
  selfUuid: string | null,
  statement: DdsStatement | SdStatement,
): StoredStatement[] {
  const errors: FaultError[] = [];
  const targets: StoredStatement[] = [];
  const refs: { referenceNumber: string; verificationNumber?: string }[] =
    kind === 'dds'
      ? ((statement as DdsStatement).groupedDeclarations ?? []).map((r) => ({ referenceNumber: r }))
      : ((statement as SdStatement).groupedDeclarations ?? []);
  refs.forEach((ref, i) => {
    const field = `statement.groupedDeclarations.${i}`;
    const target = store.byReferenceNumber(ref.referenceNumber);
    const refuse = (message: string) =>
      errors.push({ id: 'EUDR_REFERENCED_STATEMENT_NOT_FOUND', message, field });
    if (!target) return refuse(`No declaration has the reference number ${ref.referenceNumber}.`);
    if (target.uuid === selfUuid) return refuse('A statement cannot group itself.');
    // §4.2.1 submitSd: "Accepts optional SD-only references for grouping; DDS references are rejected."
    if (kind === 'sd' && target.kind !== 'sd')
      return refuse(
        `${ref.referenceNumber} is a due diligence statement: a simplified declaration groups only simplified declarations.`,
      );
    if (ref.verificationNumber !== undefined && ref.verificationNumber !== target.verificationNumber)
      return refuse(`The verification number does not match ${ref.referenceNumber}.`);
    const mine = target.status === 'GROUPED' && selfUuid !== null && target.groupedBy === selfUuid;
    if (!mine && !USABLE.includes(target.status))
      return refuse(
        `${ref.referenceNumber} is ${target.status}: only AVAILABLE or ARCHIVED declarations can be grouped.`,
      );
    targets.push(target);
  });
  if (errors.length) throw businessRules(errors);
  return targets;
}

/** Marks the targets GROUPED by `uuid`, and releases what `uuid` grouped before but no longer names. */
export function regroup(
  store: StandInStore,
  now: () => number,
  uuid: string,
  targets: StoredStatement[],
): void {
  const keep = new Set(targets.map((t) => t.uuid));
  releaseGroupedBy(store, now, uuid, keep);
  for (const t of targets) {
    if (t.groupedBy === uuid) continue;
    store.put({
      ...t,
      statusBeforeGrouping: t.status,
      status: 'GROUPED',
      groupedBy: uuid,
      updatedAt: now(),
    });
  }
}

/** The statements `uuid` grouped return to their status before (its withdrawal, rejection, amendment). */
export function releaseGroupedBy(
  store: StandInStore,
  now: () => number,
  uuid: string,
  keep: Set<string> = new Set(),
): void {
  for (const s of store.groupedBy(uuid)) {
    if (keep.has(s.uuid)) continue;
    store.put({
      ...s,
      status: s.statusBeforeGrouping ?? 'AVAILABLE',
      groupedBy: null,
      statusBeforeGrouping: null,
      updatedAt: now(),
    });
  }
}
