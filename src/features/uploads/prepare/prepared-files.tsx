/**
 * The dropped files while they are read, and the ones that cannot be read at all: what is wrong with each
 * and what to do, with a button to take it out of the upload.
 */
import { useIntl } from 'react-intl';
import { messageIn } from '@core/i18n/messages.ts';
import type { FileRecord } from '../model/file-record.ts';
import { brokenOf, readingOf } from '../model/selectors.ts';
import { formatBytes } from '@/lib/format/bytes.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';

export function PreparedFiles({
  records,
  onRemove,
}: {
  records: readonly FileRecord[];
  onRemove: (id: number) => void;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const reading = readingOf(records);
  const broken = brokenOf(records);
  if (!reading.length && !broken.length) return null;
  return (
    <div className="space-y-2">
      {reading.length ? (
        <p role="status" aria-live="polite" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {t(
            { id: 'uploads.prepare.reading' },
            {
              files: reading
                .map((e) =>
                  t(
                    { id: 'uploads.file-size' },
                    { file: e.source.name, size: formatBytes(e.source.size, locale) },
                  ),
                )
                .join(', '),
            },
          )}
        </p>
      ) : null}
      {broken.length ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t({ id: 'uploads.prepare.unreadable' }, { count: broken.length })}</p>
          <ul className="mt-1 space-y-1">
            {broken.map((e) => (
              <li key={e.id} className="flex flex-wrap items-baseline gap-x-2">
                <span>
                  <span className="font-medium">{e.source.name}</span>:{' '}
                  {e.stage === 'unreadable'
                    ? e.reading.fatal
                      ? messageIn(locale, e.reading.fatal)
                      : ''
                    : e.message}
                </span>
                <button type="button" className="underline" onClick={() => onRemove(e.id)}>
                  {t({ id: 'uploads.prepare.remove' }, { file: e.source.name })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
