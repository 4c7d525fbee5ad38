/** The project's uploads that are not finished yet (status without uploadId), each one a link to follow it. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { useConnection } from '@/lib/api/use-connection.ts';
import { ongoingUploadQueries } from '@/lib/project/ongoing-upload-queries.ts';
import { formatDateTime } from '@/lib/format/dates.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { uploadStatusWords } from '@/lib/api/upload-status-words.ts';

const FOLLOWED = 'font-semibold';

export function OngoingUploads({
  projectId,
  followedId,
}: {
  projectId: string | undefined;
  followedId: string | undefined;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const { kind } = useConnection();
  const query = useQuery(ongoingUploadQueries.list(kind, projectId));
  const list = query.data?.results ?? [];
  return (
    <section aria-labelledby="ongoing-title" className="rounded-lg border border-slate-200 bg-white p-3">
      <h2 id="ongoing-title" className="font-semibold text-slate-900">
        {t({ id: 'uploads.ongoing.title' })}
      </h2>
      {query.isPending ? (
        <p className="text-sm text-slate-600">{t({ id: 'uploads.loading' })}</p>
      ) : query.isError ? (
        <p className="text-sm text-red-900">
          {t({ id: 'uploads.ongoing.failed' })}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            {t({ id: 'uploads.try-again' })}
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{t({ id: 'uploads.ongoing.none' })}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {list.map((u) => (
            <li key={u.uploadId}>
              <Link
                to="/uploads"
                search={(prev) => ({ ...prev, upload: u.uploadId })}
                className={`underline ${u.uploadId === followedId ? FOLLOWED : ''}`}
              >
                {u.supplier}
              </Link>{' '}
              {t(
                { id: 'uploads.ongoing.item' },
                {
                  status: uploadStatusWords(u.status, t),
                  overwrite: u.isOverwrite ? 'yes' : 'no',
                  since: formatDateTime(u.createdAt, locale),
                },
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
