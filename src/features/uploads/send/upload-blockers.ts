/**
 * What stands between the person and the Upload button, in words that say what to do. Empty when the
 * upload can start. Pure, so the rules are tested without a page.
 */
import type { Supplier } from '@core/api/schemas.ts';
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
}

/** Files were picked and checked, and none of them holds a plot: an overwrite would empty the supplier. */
export const isEmptyUpload = (r: Pick<UploadReadiness, 'result' | 'fileCount'>): boolean =>
  r.result !== null && r.fileCount > 0 && r.result.totals.featureCount === 0;

export function uploadBlockers(r: UploadReadiness): string[] {
  const { result } = r;
  const fatalFiles = result?.files.filter((f) => f.fatal) ?? [];
  const blockers: string[] = [];
  if (r.offlineReason)
    blockers.push(
      `Connect to the risk service to upload (${r.offlineReason}). Check the connection and the API token in Settings, then try again.`,
    );
  else if (!r.projectId) blockers.push('Choose a project.');
  if (r.supplier.trim() === '') blockers.push('Choose or type the supplier.');
  const prepared = r.prepared ?? { entries: r.fileCount, mapping: false, pending: false, unreadable: [] };
  if (prepared.entries === 0) blockers.push('Add at least one plot file.');
  else if (prepared.mapping)
    blockers.push('Confirm the fields of the plots above (“Use these fields and check the plots”).');
  else if (prepared.pending || (r.fileCount > 0 && !result)) blockers.push('Wait for the check to finish.');
  if (prepared.unreadable.length)
    blockers.push(`Remove the files that cannot be read: ${prepared.unreadable.join(', ')}.`);
  if (fatalFiles.length)
    blockers.push(
      `Remove or fix the files that cannot be read: ${fatalFiles.map((f) => f.fileName).join(', ')}.`,
    );
  if (result?.uploadProblems.length) blockers.push(result.uploadProblems.map((p) => p.message).join(' '));
  if (
    r.options.overwrite &&
    isEmptyUpload(r) &&
    !emptyOverwriteConfirmed(r.match?.name ?? r.supplier, r.confirmText)
  ) {
    blockers.push(`Type the supplier's name to confirm that all its plots will be removed.`);
  }
  return blockers;
}
