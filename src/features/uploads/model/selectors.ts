/**
 * What each stage reads from the dropped files' records (file-record.ts): the files the mapping step shows,
 * whether the files are still on their way to the check, the files checked and sent (in drop order, none
 * until every file is ready), the names that repeat, and for the upload each sent file's origin and the
 * dropped file's hash. Pure functions of the records.
 */
import { statsOf, type NameRepeat } from './field-mapping.ts';
import {
  isBroken,
  isChecked,
  isMappable,
  type BrokenRecord,
  type CheckedRecord,
  type FileRecord,
  type MappableRecord,
  type OriginDraft,
} from './file-record.ts';

type Records = readonly FileRecord[];

export const mappableOf = (records: Records): MappableRecord[] => records.filter(isMappable);

/** The files that cannot be read, or that the reader stopped on. */
export const brokenOf = (records: Records): BrokenRecord[] => records.filter(isBroken);

export const readingOf = (records: Records): FileRecord[] => records.filter((r) => r.stage === 'reading');

/** A file is still being read, waits for its mapping, or is being converted: nothing is checked yet. */
export const pendingOf = (records: Records): boolean =>
  records.some((r) => r.stage === 'reading' || r.stage === 'mapping' || r.stage === 'converting');

/** The records checked and sent, in drop order; none while any file is still on its way. */
export const checkedOf = (records: Records): CheckedRecord[] =>
  pendingOf(records) ? [] : records.filter(isChecked);

export const checkedFilesOf = (records: Records): File[] => checkedOf(records).map((r) => r.checked);

/** Where the dropped files stand before the check (what the upload waits for). */
export interface PreparedSummary {
  entries: number;
  /** A file waits for the person to confirm its fields. */
  mapping: boolean;
  pending: boolean;
  /** Names of the dropped files that cannot be read. */
  unreadable: string[];
}

export const preparedSummaryOf = (records: Records): PreparedSummary => ({
  entries: records.length,
  mapping: records.some((r) => r.stage === 'mapping'),
  pending: pendingOf(records),
  unreadable: brokenOf(records).map((r) => r.source.name),
});

/** Names repeated in the mapped files' name fields (matching on name needs unique names). */
export const repeatedNamesOf = (records: Records): NameRepeat[] =>
  mappableOf(records).flatMap((r) => statsOf(r.reading, r.mapping.nameField)?.repeats ?? []);

/** The fields the mapping step wrote into ProductionPlace, one per mapped file that has one. */
export const mappedNameFieldsOf = (records: Records): string[] =>
  mappableOf(records).flatMap((r) => r.mapping.nameField ?? []);

/** The records the 'confirmed' action converts (their workers' calls start with it). */
export const toConvertOf = (records: Records): MappableRecord[] =>
  mappableOf(records).filter((r) => r.stage === 'mapping' && r.pointsConfirmed);

/** The dropped file's SHA-256: undefined while the hashing worker runs, null when it failed. */
export const sourceSha256Of = (r: FileRecord): string | null | undefined =>
  r.hash === undefined ? undefined : 'sha256' in r.hash ? r.hash.sha256 : null;

/** Where a checked file came from: the dropped file, how it was converted, the fixes applied since. */
export function originDraftOf(r: CheckedRecord): OriginDraft {
  const converted = r.stage === 'ready';
  const points = converted ? r.reading.pointColumns : null;
  return {
    name: r.source.name,
    size: r.source.size,
    mapping: converted ? r.mapping : null,
    swapAxes: converted ? r.swapAxes : false,
    ...(converted && r.numberNames ? { numberNames: true } : {}),
    ...(points ? { pointColumns: points } : {}),
    ...(r.fixes.length ? { fixes: r.fixes } : {}),
  };
}

/** One file the upload sends, with what its record says of where it came from. */
export interface SendItem {
  id: number;
  file: File;
  origin: OriginDraft;
  /** The dropped file itself: its hash is asked of the hashing worker, which worked it out at the drop. */
  source: File;
  /** The dropped file's SHA-256 when already known (null: it could not be hashed). */
  sourceSha256: string | null | undefined;
}

export const sendItemsOf = (records: Records): SendItem[] =>
  checkedOf(records).map((r) => ({
    id: r.id,
    file: r.checked,
    origin: originDraftOf(r),
    source: r.source,
    sourceSha256: sourceSha256Of(r),
  }));

/** The record whose checked file is `file` (a fix names the file it replaces). */
export const checkedRecordOf = (records: Records, file: File): CheckedRecord | undefined =>
  records.filter(isChecked).find((r) => r.checked === file);
