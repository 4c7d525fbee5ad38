/**
 * The record of what one upload did (plots added, changed, removed), written to the dashboard's review store
 * when the upload ends (core/api/review.ts, `uploadRecordInputSchema`). The service reports none of it, so
 * the page works it out:
 *
 * - at start (before the service may write anything), `noteUploadStart` keeps in sessionStorage the
 *   supplier's plot count, the start options, the sent files' SHA-256 and the upload's provenance (the
 *   dropped files, the mapping, the fixes: provenance.ts), under the upload's id (the upload session itself
 *   is dropped the moment the upload ends, and a reload must not lose them);
 * - at the end, the supplier's plots are read again: a plot created since the upload was created is one it
 *   added, an older plot updated since then one it changed (the service allows one upload of a supplier in
 *   progress at a time), and what overwrite removed is the count before less the plots it kept.
 */
import { z } from 'zod';
import { RISK_LEVELS, type Plot, type RiskLevel, type Upload } from '@core/api/schemas.ts';
import { REVIEW_LIMITS, type UploadRecordInput } from '@core/api/review.ts';
import { storableText } from './provenance.ts';

const KEY = 'uploads.started';
/** Notes kept at most (oldest dropped): one per upload of this tab, a handful at a time. */
const MAX_NOTES = 20;

const fileFact = z.object({ name: z.string(), sizeBytes: z.number(), sha256: z.string() });

const noteSchema = z.object({
  uploadId: z.string(),
  supplier: z.string(),
  projectId: z.string().optional(),
  overwrite: z.boolean(),
  shouldMatchOnName: z.boolean(),
  /** The supplier's plots just before the start; null when they could not be counted. */
  plotsBefore: z.number().int().min(0).nullable(),
  fileNames: z.array(z.string()),
  /** In the order of fileNames; left out when a file could not be hashed (too big, or not at hand). */
  fileSha256: z.array(z.string()).optional(),
  /** The upload's provenance (provenance.ts), each part left out when not known. */
  originalFiles: z.array(fileFact).optional(),
  sentFiles: z.array(fileFact).optional(),
  fieldMapping: z.record(z.string(), z.string()).optional(),
  fixes: z
    .array(z.object({ kind: z.string(), plotCount: z.number(), plots: z.array(z.string()) }))
    .optional(),
  startedAt: z.string(),
  /** Set once the review store has the record, so a reload does not post it again (it would answer 200). */
  recorded: z.boolean().default(false),
});
export type UploadStartNote = z.infer<typeof noteSchema>;

function readNotes(): UploadStartNote[] {
  try {
    const parsed = z.array(noteSchema).safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** A note already recorded needs no provenance any more (it is in the review store). */
const slim = (n: UploadStartNote): UploadStartNote => {
  if (!n.recorded) return n;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { originalFiles, sentFiles, fieldMapping, fixes, ...rest } = n;
  return rest;
};

function writeNotes(notes: UploadStartNote[]): void {
  const kept = notes.slice(-MAX_NOTES);
  // A note with 50 fixes of 10,000 plots each weighs megabytes: when storage is full, the notes already
  // recorded give up their provenance, then go, and last the older notes go: the note just written (the
  // last) is the upload under way, whose record is still to be made.
  const attempts = [kept, kept.map(slim), kept.filter((n) => !n.recorded), kept.slice(-1)];
  for (const attempt of attempts) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(attempt));
      return;
    } catch {
      // Full or disabled: try a lighter list; without storage the end screen records what it can tell.
    }
  }
}

export function readUploadStartNote(uploadId: string): UploadStartNote | null {
  return readNotes().find((n) => n.uploadId === uploadId) ?? null;
}

export function writeUploadStartNote(note: UploadStartNote): void {
  writeNotes([...readNotes().filter((n) => n.uploadId !== note.uploadId), note]);
}

export function markUploadRecorded(uploadId: string): void {
  const note = readUploadStartNote(uploadId);
  if (note) writeUploadStartNote({ ...note, recorded: true });
}

/** Plot counts of a supplier after an upload, and the risk of the plots the upload wrote. */
export interface UploadOutcome {
  plotCount: number;
  added: number;
  changed: number;
  /** The plots written (added or changed) by the service's assessed risk; `unassessed`: not assessed yet. */
  risk: Record<RiskLevel | 'unassessed', number>;
}

type PlotTimes = Pick<Plot, 'createdAt' | 'updatedAt' | 'riskAssessment'>;

/**
 * What an upload created on `uploadCreatedAt` did, from the supplier's plots after it (the service's own
 * clock on both sides, so the browser's clock plays no part). A timestamp that does not parse counts as old.
 */
export function uploadOutcomeOf(plots: Iterable<PlotTimes>, uploadCreatedAt: string): UploadOutcome {
  const since = Date.parse(uploadCreatedAt);
  const risk = Object.fromEntries([...RISK_LEVELS, 'unassessed'].map((r) => [r, 0])) as UploadOutcome['risk'];
  let plotCount = 0;
  let added = 0;
  let changed = 0;
  for (const plot of plots) {
    plotCount++;
    const created = Date.parse(plot.createdAt) >= since;
    const updated = Date.parse(plot.updatedAt) >= since;
    if (created) added++;
    else if (updated) changed++;
    else continue;
    risk[plot.riskAssessment?.riskLevel ?? 'unassessed']++;
  }
  return { plotCount, added, changed, risk };
}

/**
 * Plots an overwrite removed: those of before that it neither kept nor updated. Without overwrite the
 * service removes none. Null when the count before is not known (the upload was started in another tab).
 */
export function removedBy(
  overwrite: boolean,
  plotsBefore: number | null,
  outcome: Pick<UploadOutcome, 'changed'>,
): number | null {
  if (!overwrite) return 0;
  if (plotsBefore === null) return null;
  return Math.max(0, plotsBefore - outcome.changed);
}

const clampCount = (n: number) => Math.min(Math.max(0, Math.trunc(n)), REVIEW_LIMITS.maxCount);
const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;
/** An instant as the store takes it (ISO 8601 in UTC), or undefined when it does not parse. */
const isoOf = (value: string | undefined) => {
  const ms = value === undefined ? NaN : Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
};

/**
 * The record posted for a finished upload, or null without the note taken at its start (an upload started
 * in another tab, or opened again days later): the plots created since it was created would then count
 * later uploads' too, and what an overwrite removed is not known. A record with made-up counts would be
 * worse than none.
 */
export function uploadRecordOf({
  upload,
  supplierId,
  note,
  outcome,
  endedAt,
}: {
  upload: Pick<Upload, 'uploadId' | 'supplier' | 'isOverwrite' | 'files'>;
  supplierId: string;
  note: UploadStartNote | null;
  outcome: UploadOutcome;
  endedAt: string;
}): UploadRecordInput | null {
  if (!note) return null;
  const removed = removedBy(upload.isOverwrite, note.plotsBefore, outcome);
  if (removed === null) return null;
  const fileNames = (note.fileNames.length ? note.fileNames : upload.files.map((f) => f.fileName))
    .filter((n) => n !== '')
    .slice(0, REVIEW_LIMITS.maxFiles)
    .map((n) => storableText(n, REVIEW_LIMITS.maxFileNameLength));
  const hashes = note.fileSha256;
  const { originalFiles, sentFiles, fieldMapping, fixes } = note;
  return {
    uploadId: upload.uploadId,
    supplierId,
    supplierName: upload.supplier.slice(0, REVIEW_LIMITS.maxSupplierNameLength),
    fileNames,
    ...(hashes && hashes.length === fileNames.length ? { fileSha256: hashes } : {}),
    // Sent as well as fileSha256 (which an older store keeps alone): the newer one keeps both.
    ...(originalFiles ? { originalFiles } : {}),
    ...(sentFiles ? { sentFiles } : {}),
    ...(fieldMapping ? { fieldMapping } : {}),
    ...(fixes ? { fixes } : {}),
    overwrite: upload.isOverwrite,
    shouldMatchOnName: note.shouldMatchOnName,
    added: clampCount(outcome.added),
    changed: clampCount(outcome.changed),
    removed: clampCount(removed),
    plotCount: clampCount(outcome.plotCount),
    ...optional('startedAt', isoOf(note.startedAt)),
    ...optional('endedAt', isoOf(endedAt)),
  };
}
