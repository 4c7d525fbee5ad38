/** The check while it runs (file, bytes, plots so far) or why it stopped. */
import { formatBytes } from '@/lib/format/bytes.ts';
import type { useFileCheck } from './use-file-check.ts';

export function CheckStatus({ check }: { check: ReturnType<typeof useFileCheck>['state'] }) {
  if (check.status === 'checking')
    return (
      <div role="status" aria-live="polite" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
        Checking {check.progress?.fileName ?? 'the files'}…{' '}
        {check.progress
          ? `${formatBytes(check.progress.bytes)} of ${formatBytes(check.progress.totalBytes)}, ${check.progress.features.toLocaleString('en')} plots so far`
          : ''}
        <progress
          className="ml-2 h-2 w-48 align-middle"
          aria-label="Check progress"
          value={check.progress ? check.progress.bytes : 0}
          max={check.progress?.totalBytes || 1}
        />
      </div>
    );
  if (check.status === 'error')
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
        {check.stopped
          ? check.message
          : `The check stopped: ${check.message}. Remove the last file added and try again.`}
      </p>
    );
  return null;
}
