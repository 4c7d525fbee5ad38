/**
 * What stands between the person and the Upload button, in words that say what to do. Empty when the
 * upload can start. Pure, so the rules are tested without a page; in the reader's language (English unless
 * told).
 */
import type { Supplier } from '@core/api/schemas.ts';
import { messageIn, msg, render, sayIn } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { CheckResult } from '../check/check-protocol.ts';
import { emptyOverwriteConfirmed } from './overwrite-warning.tsx';
import type { UploadOptions } from '../shared/start-options.ts';

export interface UploadReadiness {
  projectId: string | undefined;
  supplier: string;
  /** The existing supplier the typed name matches, if any. */
  match: Supplier | undefined;
  fileCount: number;
  result: CheckResult | null;
  options: UploadOptions;
  confirmText: string;
  /** Why the service cannot be reached (the upload needs it; checking does not), or null. */
  offlineReason?: string | null;
  /** The dropped files before they are checked: read, mapped and converted in the browser. */
  prepared?: { entries: number; mapping: boolean; pending: boolean; unreadable: string[] };
  /** Plots left out of the files as already uploaded (leave-out.ts `leftOutCount`); absent: none. */
  leftOut?: number;
}

/** Files were picked and checked, and none of them holds a plot: an overwrite would empty the supplier. */
export const isEmptyUpload = (r: Pick<UploadReadiness, 'result' | 'fileCount'>): boolean =>
  r.result !== null && r.fileCount > 0 && r.result.totals.featureCount === 0;

/**
 * Whether the page asks for the supplier's name before an overwrite empties the supplier: only while that
 * name is what stands between the overwrite and the upload. Plots left out as already uploaded refuse the
 * overwrite whatever is typed (below), so a box asking for the name then would be inert.
 */
export const asksEmptyOverwriteConfirmation = (
  r: Pick<UploadReadiness, 'options' | 'leftOut' | 'result' | 'fileCount'>,
): boolean => r.options.overwrite && (r.leftOut ?? 0) === 0 && isEmptyUpload(r);

export function uploadBlockers(r: UploadReadiness, locale: Locale = 'en'): string[] {
  const say = sayIn(locale);
  const { result } = r;
  const fatalFiles = result?.files.filter((f) => f.fatal) ?? [];
  const blockers: string[] = [];
  if (r.offlineReason) blockers.push(say('uploads.blockers.offline', { reason: r.offlineReason }));
  else if (!r.projectId) blockers.push(say('uploads.blockers.project'));
  if (r.supplier.trim() === '') blockers.push(say('uploads.blockers.supplier'));
  const prepared = r.prepared ?? { entries: r.fileCount, mapping: false, pending: false, unreadable: [] };
  if (prepared.entries === 0) blockers.push(say('uploads.blockers.no-file'));
  else if (prepared.mapping)
    blockers.push(say('uploads.blockers.mapping', { confirm: render(locale, msg('mapping.confirm')) }));
  else if (prepared.pending || (r.fileCount > 0 && !result)) blockers.push(say('uploads.blockers.wait'));
  if (prepared.unreadable.length)
    blockers.push(say('uploads.blockers.unreadable', { files: prepared.unreadable.join(', ') }));
  if (fatalFiles.length)
    blockers.push(say('uploads.blockers.fatal', { files: fatalFiles.map((f) => f.fileName).join(', ') }));
  if (result?.uploadProblems.length)
    blockers.push(result.uploadProblems.map((p) => messageIn(locale, p)).join(' '));
  const supplier = r.match?.name ?? r.supplier.trim();
  const leftOut = r.leftOut ?? 0;
  // The plots left out are the supplier's already; overwrite removes every plot the files do not hold, so
  // it would remove exactly the plots the person chose to keep as they are. Refused, saying both ways out.
  if (r.options.overwrite && leftOut > 0)
    blockers.push(say('uploads.blockers.overwrite-left-out', { count: leftOut, supplier }));
  else if (r.options.overwrite) {
    if (asksEmptyOverwriteConfirmation(r) && !emptyOverwriteConfirmed(supplier, r.confirmText))
      blockers.push(say('uploads.blockers.confirm-empty'));
  } else if (isEmptyUpload(r) && !fatalFiles.length) {
    // Without overwrite a file with no plot changes nothing: an upload of it would only be noise.
    blockers.push(
      leftOut > 0 ? say('uploads.blockers.all-left-out', { supplier }) : say('uploads.blockers.no-plots'),
    );
  }
  return blockers;
}
