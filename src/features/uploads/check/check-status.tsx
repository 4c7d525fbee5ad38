/** The check while it runs (file, bytes, plots so far) or why it stopped. */
import { useIntl } from 'react-intl';
import { formatBytes } from '@/lib/format/bytes.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { useFileCheck } from './use-file-check.ts';

export function CheckStatus({ check }: { check: ReturnType<typeof useFileCheck>['state'] }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  if (check.status === 'checking')
    return (
      <div role="status" aria-live="polite" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
        {check.progress
          ? t(
              { id: 'uploads.check.progress' },
              {
                file: check.progress.fileName,
                done: formatBytes(check.progress.bytes, locale),
                total: formatBytes(check.progress.totalBytes, locale),
                plots: check.progress.features,
              },
            )
          : t({ id: 'uploads.check.starting' })}
        <progress
          className="ml-2 h-2 w-48 align-middle"
          aria-label={t({ id: 'uploads.check.progress-label' })}
          value={check.progress ? check.progress.bytes : 0}
          max={check.progress?.totalBytes || 1}
        />
      </div>
    );
  if (check.status === 'error')
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
        {check.stopped ? check.message : t({ id: 'uploads.check.stopped' }, { reason: check.message })}
      </p>
    );
  return null;
}
