/**
 * The check stage's effect runner: the files the dropped files' records say are ready (model/selectors.ts)
 * are checked in the checking worker with the chosen options, whenever they change; the plot looked at is
 * let go when they do. Fixes are asked of the same worker; what a fix gives goes back into the records
 * through the page (a 'fixed' action), never through here.
 */
import { useMemo, useState } from 'react';
import type { CheckOptions } from '@core/plot-rules/index.ts';
import type { CheckedRecord, FileRecord } from '../model/file-record.ts';
import { checkedOf } from '../model/selectors.ts';
import { checkOptionsOf, type UploadOptions } from '../shared/start-options.ts';
import type { CheckResult } from './check-protocol.ts';
import { useCheckSelection, type CheckSelection } from './use-check-selection.ts';
import { useFileCheck, type CheckState, type FileCheck } from './use-file-check.ts';

export interface CheckStage {
  /** The records checked, in drop order (the same array while the files stay the same). */
  checked: readonly CheckedRecord[];
  /** Their TRACES-ready files: the ones checked and sent. */
  files: File[];
  /** The check under way, done or stopped. */
  state: CheckState;
  /** The finished check, or null while there is none. */
  result: CheckResult | null;
  checkOptions: CheckOptions;
  requestFix: FileCheck['requestFix'];
  requestTracesPreview: FileCheck['requestTracesPreview'];
  selection: CheckSelection;
}

const sameFiles = (a: readonly CheckedRecord[], b: readonly CheckedRecord[]) =>
  a.length === b.length && a.every((r, i) => r.id === b[i]!.id && r.checked === b[i]!.checked);

export function useCheckStage(
  records: readonly FileRecord[],
  options: UploadOptions,
  /** The project's producing countries, comma-separated (use-producing-countries.ts), when known. */
  producingCountries?: string,
): CheckStage {
  // Records change for reasons the check does not care about (a hash arrived): the files checked are
  // kept as the same array until one of them changes, so the check runs again only then.
  const next = checkedOf(records);
  const [checked, setChecked] = useState<readonly CheckedRecord[]>(next);
  const same = sameFiles(checked, next);
  if (!same) setChecked(next);
  const current = same ? checked : next;
  const files = useMemo(() => current.map((r) => r.checked), [current]);
  // Taken while no file is there: countries arriving later never restart a check under way or done.
  const [countries, setCountries] = useState(producingCountries);
  if (countries !== producingCountries && files.length === 0) setCountries(producingCountries);
  const checkOptions = useMemo(
    () => ({
      ...checkOptionsOf(options),
      ...(countries ? { producingCountries: countries.split(',') } : {}),
    }),
    [options, countries],
  );
  const { state, requestFeature, requestFix, requestTracesPreview } = useFileCheck(files, checkOptions);
  const selection = useCheckSelection(requestFeature);
  // Other files, another check: the plot looked at belongs to the one before.
  const [lookedAt, setLookedAt] = useState(files);
  if (lookedAt !== files) {
    setLookedAt(files);
    if (selection.selectedUid !== null) selection.selectPlot(null);
  }

  return {
    checked: current,
    files,
    state,
    result: state.status === 'done' ? state.result : null,
    checkOptions,
    requestFix,
    requestTracesPreview,
    selection,
  };
}
