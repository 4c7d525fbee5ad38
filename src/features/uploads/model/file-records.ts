/**
 * The one reducer of the dropped files' records (file-record.ts): every change a stage makes to a dropped
 * file goes through here, as an action naming the record by its id. The effect runners (the preparing and
 * hashing workers in prepare/, the fixes in check/) dispatch what their workers answered; an answer for a
 * record that has moved on (removed, dropped again, mapped again) changes nothing.
 */
import type { AppliedFix } from '@core/api/review.ts';
import type { ConversionStats, FieldMapping, FileReading } from './field-mapping.ts';
import {
  isChecked,
  isMappable,
  type FileRecord,
  type MappableRecord,
  type SourceHash,
} from './file-record.ts';

export type FileRecordAction =
  /** Files dropped, each with its new id: a file of the same name as one already there replaces it. */
  | { type: 'dropped'; files: { id: number; source: File }[] }
  /** The reader read a file; `mapping` is where the mapping step starts (remembered, proposed, suggested). */
  | { type: 'read'; id: number; reading: FileReading; mapping: FieldMapping; remembered: boolean }
  /** The reader could not read or convert the file (or stopped on it). */
  | { type: 'failed'; id: number; message: string }
  | { type: 'hashed'; id: number; hash: SourceHash }
  | { type: 'mappingChanged'; id: number; mapping: FieldMapping }
  | { type: 'pointsChanged'; id: number; swapAxes: boolean; pointsConfirmed: boolean }
  | { type: 'numberingChanged'; id: number; numberNames: boolean }
  /** The person confirmed the mappings: every file waiting on it with its points confirmed is converted. */
  | { type: 'confirmed' }
  | { type: 'converted'; id: number; checked: File; stats: ConversionStats }
  /** A fix (or leaving plots out) replaced the checked file; `applied` is what it changed. */
  | { type: 'fixed'; id: number; checked: File; applied: AppliedFix[] }
  | { type: 'removed'; id: number };

export const initialFileRecords: readonly FileRecord[] = [];

/** A mapped record back at the mapping stage, without what converting gave (it no longer holds). */
function backToMapping(r: MappableRecord, change: Partial<MappableRecord>): FileRecord {
  const { id, source, hash, reading, mapping, swapAxes, numberNames, pointsConfirmed, remembered } = r;
  return {
    id,
    source,
    ...(hash ? { hash } : {}),
    stage: 'mapping',
    reading,
    mapping,
    swapAxes,
    numberNames,
    pointsConfirmed,
    remembered,
    ...change,
  } as FileRecord;
}

/** A file just read: unreadable, sent as it is, or waiting for the person to confirm its mapping. */
function afterReading(r: FileRecord, a: Extract<FileRecordAction, { type: 'read' }>): FileRecord {
  const base = { id: r.id, source: r.source, ...(r.hash ? { hash: r.hash } : {}) };
  const { reading } = a;
  if (reading.fatal) return { ...base, stage: 'unreadable', reading };
  if (reading.inTracesFormat) return { ...base, stage: 'direct', reading, checked: r.source, fixes: [] };
  return {
    ...base,
    stage: 'mapping',
    reading,
    mapping: a.mapping,
    swapAxes: false,
    // Off unless the person says so: a name the file never had is the page's invention.
    numberNames: false,
    pointsConfirmed: reading.pointColumns === null,
    remembered: a.remembered,
  };
}

function changed(
  records: readonly FileRecord[],
  id: number,
  change: (r: FileRecord) => FileRecord,
): readonly FileRecord[] {
  let touched = false;
  const next = records.map((r) => {
    if (r.id !== id) return r;
    const after = change(r);
    touched ||= after !== r;
    return after;
  });
  // Nothing changed (an answer for a record gone or moved on): the same state, so nothing re-renders.
  return touched ? next : records;
}

export function fileRecordsReducer(
  records: readonly FileRecord[],
  action: FileRecordAction,
): readonly FileRecord[] {
  switch (action.type) {
    case 'dropped': {
      const names = new Set(action.files.map((f) => f.source.name));
      const added = action.files.map(({ id, source }): FileRecord => ({ id, source, stage: 'reading' }));
      return [...records.filter((r) => !names.has(r.source.name)), ...added];
    }
    case 'read':
      return changed(records, action.id, (r) => (r.stage === 'reading' ? afterReading(r, action) : r));
    case 'failed':
      return changed(records, action.id, (r) => ({
        id: r.id,
        source: r.source,
        ...(r.hash ? { hash: r.hash } : {}),
        stage: 'failed',
        message: action.message,
      }));
    case 'hashed':
      return changed(records, action.id, (r) => ({ ...r, hash: action.hash }));
    case 'mappingChanged':
      return changed(records, action.id, (r) =>
        isMappable(r) ? backToMapping(r, { mapping: action.mapping }) : r,
      );
    case 'pointsChanged':
      return changed(records, action.id, (r) =>
        isMappable(r)
          ? backToMapping(r, { swapAxes: action.swapAxes, pointsConfirmed: action.pointsConfirmed })
          : r,
      );
    case 'numberingChanged':
      return changed(records, action.id, (r) =>
        isMappable(r) ? backToMapping(r, { numberNames: action.numberNames }) : r,
      );
    case 'confirmed':
      return records.some((r) => r.stage === 'mapping' && r.pointsConfirmed)
        ? records.map((r) => (r.stage === 'mapping' && r.pointsConfirmed ? { ...r, stage: 'converting' } : r))
        : records;
    case 'converted':
      return changed(records, action.id, (r) =>
        // A fresh conversion: fixes applied to an earlier one are not in this file.
        r.stage === 'converting'
          ? {
              ...r,
              stage: 'ready',
              pointsConfirmed: true,
              checked: action.checked,
              stats: action.stats,
              fixes: [],
            }
          : r,
      );
    case 'fixed':
      return changed(records, action.id, (r) =>
        isChecked(r) ? { ...r, checked: action.checked, fixes: [...r.fixes, ...action.applied] } : r,
      );
    case 'removed':
      return records.some((r) => r.id === action.id) ? records.filter((r) => r.id !== action.id) : records;
  }
}
