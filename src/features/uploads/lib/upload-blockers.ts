/**
 * What stands between the person and the Upload button, in words that say what to do. Empty when the
 * upload can start. Pure, so the rules are tested without a page.
 */
import type { Supplier } from '@core/api/schemas.ts';
import type { CheckResult } from '../worker/check-protocol.ts';
import { emptyOverwriteConfirmed } from '../components/overwrite-warning.tsx';
import type { UploadOptions } from './start-options.ts';

export interface UploadReadiness {
  projectId: string | undefined;
  supplier: string;
  /** The existing supplier the typed name matches, if any. */
  match: Supplier | undefined;
  fileCount: number;
  result: CheckResult | null;
  options: UploadOptions;
  confirmText: string;
}

/** Files were picked and checked, and none of them holds a plot: an overwrite would empty the supplier. */
export const isEmptyUpload = (r: Pick<UploadReadiness, 'result' | 'fileCount'>): boolean =>
  r.result !== null && r.fileCount > 0 && r.result.totals.featureCount === 0;

export function uploadBlockers(r: UploadReadiness): string[] {
  const { result } = r;
  const fatalFiles = result?.files.filter((f) => f.fatal) ?? [];
  const blockers: string[] = [];
  if (!r.projectId) blockers.push('Choose a project.');
  if (r.supplier.trim() === '') blockers.push('Choose or type the supplier.');
  if (r.fileCount === 0) blockers.push('Add at least one plot file.');
  else if (!result) blockers.push('Wait for the check to finish.');
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
