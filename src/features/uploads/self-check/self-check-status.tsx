/**
 * Where the supplier's files stand before the results, in their language: files being read, files that could
 * not be read (with the reader's reason), the check's progress, or why it stopped.
 */
import { useIntl } from 'react-intl';
import { messageIn } from '@core/i18n/messages.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { CheckStage } from '../check/use-check-stage.ts';
import type { FileRecord } from '../model/file-record.ts';
import { pendingOf } from '../model/selectors.ts';

export function SelfCheckStatus({ check, records }: { check: CheckStage; records: readonly FileRecord[] }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const state = check.state;
  const unreadable = records.flatMap((e) =>
    e.stage === 'unreadable'
      ? [{ name: e.source.name, reason: e.reading.fatal ? messageIn(locale, e.reading.fatal) : '' }]
      : e.stage === 'failed'
        ? [{ name: e.source.name, reason: e.message }]
        : [],
  );
  return (
    <>
      {pendingOf(records) ? (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {t({ id: 'selfcheck.reading' })}
        </p>
      ) : null}
      {unreadable.length ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t({ id: 'selfcheck.unreadable' }, { count: unreadable.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {unreadable.map((u) => (
              <li key={u.name} className="break-words">
                <span className="font-medium">{u.name}</span>: {u.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.status === 'checking' ? (
        <p role="status" aria-live="polite" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {t({ id: 'selfcheck.checking' }, { plots: state.progress?.features ?? 0 })}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {t({ id: 'selfcheck.check-stopped' }, { reason: state.message })}
        </p>
      ) : null}
    </>
  );
}
