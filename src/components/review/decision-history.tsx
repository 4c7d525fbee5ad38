/**
 * The append-only history of decisions (newest first): who decided what, when, why, with the note and
 * evidence as text (never HTML; an evidence link opens in a new tab without the page's referrer).
 */
import { formatDateTime } from '@/lib/format/dates.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { evidenceUrlProblem, type Decision, type decisionHistorySchema } from '@core/api/review.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { ErrorState, Loading } from '@/components/states.tsx';

type History = z.infer<typeof decisionHistorySchema>;

export function DecisionHistory({
  query,
  nameOf = (id) => id,
}: {
  query: UseQueryResult<History>;
  /** A plot's name for its id, where the page knows it. */
  nameOf?: (plotId: string) => string;
}) {
  const t = useIntl().formatMessage;
  if (query.isPending) return <Loading label={t({ id: 'review.history.loading' })} />;
  if (query.error)
    return (
      <ErrorState
        title={t({ id: 'review.history.failed' })}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { history, truncated } = query.data;
  if (!history.length) return <p className="text-sm text-slate-600">{t({ id: 'review.history.empty' })}</p>;
  return (
    <>
      <ol aria-label={t({ id: 'review.history' })} className="space-y-2 text-sm">
        {history.map((d) => (
          <HistoryEntry key={d.id} d={d} nameOf={nameOf} />
        ))}
      </ol>
      {truncated ? (
        <p className="mt-2 text-xs text-slate-600">
          {t({ id: 'review.history.truncated' }, { count: history.length })}
        </p>
      ) : null}
    </>
  );
}

function HistoryEntry({ d, nameOf }: { d: Decision; nameOf: (plotId: string) => string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const plot = nameOf(d.plotId);
  const other = d.otherPlotId ? nameOf(d.otherPlotId) : '';
  return (
    <li className="rounded-md border border-slate-200 bg-white p-2">
      <p>
        <strong>{t({ id: `review.verdict.${d.verdict}` })}</strong> · {t({ id: `review.reason.${d.reason}` })}
      </p>
      <p className="text-slate-700">{t({ id: `review.history.kind.${d.kind}` }, { plot, other })}</p>
      <p className="text-xs text-slate-600">
        {t(
          { id: 'review.history.by' },
          { who: d.decidedBy, when: formatDateTime(d.decidedAt, intl.locale as Locale) },
        )}
      </p>
      {d.note ? <p className="mt-1 whitespace-pre-wrap break-words">{d.note}</p> : null}
      {d.evidence?.url || d.evidence?.note ? (
        <p className="mt-1 break-words text-slate-700">
          {t({ id: 'review.history.evidence' })}{' '}
          {/* A link the server's rule refuses (one stored before the rule) is shown as text, never followed. */}
          {d.evidence.url && evidenceUrlProblem(d.evidence.url) === null ? (
            <a
              href={d.evidence.url}
              target="_blank"
              rel="noreferrer noopener"
              className="text-sky-900 underline"
            >
              {d.evidence.url}
            </a>
          ) : (
            d.evidence.url
          )}
          {d.evidence.url && d.evidence.note ? ' · ' : null}
          {d.evidence.note}
        </p>
      ) : null}
    </li>
  );
}
