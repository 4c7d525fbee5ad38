/**
 * The dropped files of a page, one record each (model/), and the stages' effect runners around them: the
 * page owns the records (a reducer), the preparing stage reads, hashes, maps and converts them
 * (prepare/use-preparation.ts), the check stage checks the files they say are ready (check/use-check-stage.ts),
 * and a fix or a file left out of the upload changes the record it came from. The Uploads page and the
 * supplier's self-check (/check) both use it.
 */
import { useCallback, useReducer } from 'react';
import type { AppliedFix } from '@core/api/review.ts';
import { fileRecordsReducer, initialFileRecords } from './model/file-records.ts';
import type { FileRecord } from './model/file-record.ts';
import { checkedRecordOf } from './model/selectors.ts';
import { usePreparation, type Preparation } from './prepare/use-preparation.ts';
import { useCheckStage, type CheckStage } from './check/use-check-stage.ts';
import type { UploadOptions } from './shared/start-options.ts';

export interface DroppedFiles {
  records: readonly FileRecord[];
  prep: Preparation;
  check: CheckStage;
  /** A fix (or plots left out) gave `corrected` for the checked file of record `id`. */
  fix: (id: number, corrected: File, applied?: AppliedFix[]) => void;
  /** The same, for a part that knows the checked file only (it names the record whose file it is). */
  replaceChecked: (original: File, corrected: File, applied?: AppliedFix[]) => void;
}

export function useDroppedFiles(
  supplier: string,
  options: UploadOptions,
  /** The project's producing countries, comma-separated, when known. */
  producingCountries?: string,
  /** A name field suggested for the mapping step (the buyer's link on /check); the person's choice wins. */
  suggestedNameField: string | null = null,
): DroppedFiles {
  const [records, dispatch] = useReducer(fileRecordsReducer, initialFileRecords);
  const prep = usePreparation(records, dispatch, supplier, suggestedNameField);
  const check = useCheckStage(records, options, producingCountries);
  const fix = useCallback(
    (id: number, corrected: File, applied: AppliedFix[] = []) =>
      dispatch({ type: 'fixed', id, checked: corrected, applied }),
    [],
  );
  const replaceChecked = (original: File, corrected: File, applied: AppliedFix[] = []) => {
    const record = checkedRecordOf(records, original);
    if (record) fix(record.id, corrected, applied);
  };
  return { records, prep, check, fix, replaceChecked };
}
