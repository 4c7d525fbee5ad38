/**
 * The check stage of the Uploads page as one object: the dropped files through reading, field mapping and
 * conversion (prepare/), the check of the TRACES-ready files with the chosen options, the plot looked at,
 * and the fixes. What the send stage needs from it (the checked files, the result, where the dropped files
 * stand) is here too, so the page only composes the two stages.
 */
import { useMemo, useState } from 'react';
import type { AppliedFix } from '@core/api/review.ts';
import type { CheckOptions } from '@core/plot-rules/index.ts';
import { statsOf } from '../prepare/field-mapping.ts';
import { droppedFilesOf, originDraftsOf, type FileOriginDraft } from '../prepare/file-origin.ts';
import {
  isMappable,
  useFilePreparation,
  type FilePreparation,
  type MappableFile,
} from '../prepare/use-file-preparation.ts';
import { checkOptionsOf, type UploadOptions } from '../shared/start-options.ts';
import type { CheckResult } from './check-protocol.ts';
import { useCheckSelection, type CheckSelection } from './use-check-selection.ts';
import { useFileCheck, type CheckState, type FileCheck } from './use-file-check.ts';

/** Where the dropped files stand before the check (what the upload waits for). */
export interface PreparedSummary {
  entries: number;
  /** A file waits for the person to confirm its fields. */
  mapping: boolean;
  pending: boolean;
  /** Names of the dropped files that cannot be read. */
  unreadable: string[];
}

export interface CheckStage {
  /** Every dropped file through reading, mapping and conversion. */
  prep: FilePreparation;
  /** The dropped files the mapping step shows (mapping, converting or converted). */
  mappable: MappableFile[];
  /** The TRACES-ready files: the ones checked and sent. */
  files: File[];
  check: CheckState;
  /** The finished check, or null while there is none. */
  result: CheckResult | null;
  checkOptions: CheckOptions;
  requestFix: FileCheck['requestFix'];
  requestTracesPreview: FileCheck['requestTracesPreview'];
  selection: CheckSelection;
  prepared: PreparedSummary;
  /** Names repeated in the mapped files (matching on name needs unique names). */
  repeatedNames: { value: string; count: number }[];
  /** The fields the mapping step wrote into ProductionPlace, one per mapped file. */
  mappedNameFields: string[];
  /** For each checked file, the dropped file it came from (recorded when the upload begins). */
  origins: () => FileOriginDraft[];
  /** For each checked file, the dropped file itself (its own hash goes into the upload's record). */
  droppedFiles: () => (File | null)[];
  /** New files start a new look: no plot stays selected. */
  addFiles: (added: File[]) => void;
  removeCheckedFile: (index: number) => void;
  /** `applied`: what the change did to the file (a fix's kinds and plots), kept for the upload's record. */
  replaceCheckedFile: (original: File, corrected: File, applied?: AppliedFix[]) => void;
}

export function useCheckStage(
  supplier: string,
  options: UploadOptions,
  /** The project's producing countries, comma-separated (use-producing-countries.ts), when known. */
  producingCountries?: string,
  /** A name field suggested for the mapping step (the buyer's link on /check); the person's choice wins. */
  suggestedNameField: string | null = null,
): CheckStage {
  // Dropped files are read, mapped and converted first; `files` are the TRACES-ready ones checked and sent.
  const prep = useFilePreparation(supplier, suggestedNameField);
  const files = prep.checkFiles;
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
  const {
    state: check,
    requestFeature,
    requestFix,
    requestTracesPreview,
  } = useFileCheck(files, checkOptions);
  const selection = useCheckSelection(requestFeature);
  const mappable = prep.entries.filter(isMappable);
  const unreadable = prep.entries.filter((e) => e.status === 'unreadable' || e.status === 'failed');

  return {
    prep,
    mappable,
    files,
    check,
    result: check.status === 'done' ? check.result : null,
    checkOptions,
    requestFix,
    requestTracesPreview,
    selection,
    prepared: {
      entries: prep.entries.length,
      mapping: mappable.some((e) => e.status === 'mapping'),
      pending: prep.pending,
      unreadable: unreadable.map((e) => e.source.name),
    },
    repeatedNames: mappable.flatMap((e) => statsOf(e.reading, e.mapping.nameField)?.repeats ?? []),
    mappedNameFields: mappable.flatMap((e) => e.mapping.nameField ?? []),
    origins: () => originDraftsOf(prep.entries, files),
    droppedFiles: () => droppedFilesOf(prep.entries, files),
    addFiles: (added) => {
      prep.add(added);
      selection.selectPlot(null);
    },
    removeCheckedFile: (i) => {
      const entry = prep.entries.find(
        (e) => (e.status === 'direct' || e.status === 'ready') && e.file === files[i],
      );
      if (entry) prep.remove(entry.id);
      selection.selectPlot(null);
    },
    replaceCheckedFile: (original, corrected, applied) => {
      prep.replaceChecked(original, corrected, applied);
      selection.selectPlot(null);
    },
  };
}
