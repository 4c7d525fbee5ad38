/**
 * The append-only history of decisions (newest first): who decided what, when, why, with the note and
 * evidence as text (never HTML; an evidence link opens in a new tab without the page's referrer).
 */
import { formatDateTime } from '@/lib/format/dates.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  REVIEW_REASON_LABELS,
  VERDICT_LABELS,
  type Decision,
  type decisionHistorySchema,
} from '@core/api/review.ts';
import { ErrorState, Loading } from '@/components/states.tsx';

type History = z.infer<typeof decisionHistorySchema>;

const KIND_WORDS = { risk: 'risk', 'double-claim': 'double claim with', 'inside-another': 'inside' } as const;

const when = (iso: string) => formatDateTime(iso);

export function DecisionHistory({
  query,
  nameOf = (id) => id,
}: {
  query: UseQueryResult<History>;
  /** A plot's name for its id, where the page knows it. */
  nameOf?: (plotId: string) => string;
}) {
  if (query.isPending) return <Loading label="Loading the decision history…" />;
  if (query.error)
    return (
      <ErrorState
        title="Could not load the decision history"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { history, truncated } = query.data;
  if (!history.length) return <p className="text-sm text-slate-600">No decision recorded yet.</p>;
  return (
    <>
      <ol aria-label="Decision history" className="space-y-2 text-sm">
        {history.map((d) => (
          <HistoryEntry key={d.id} d={d} nameOf={nameOf} />
        ))}
      </ol>
      {truncated ? (
        <p className="mt-2 text-xs text-slate-600">The {history.length} newest decisions are shown.</p>
      ) : null}
    </>
  );
}

function HistoryEntry({ d, nameOf }: { d: Decision; nameOf: (plotId: string) => string }) {
  return (
    <li className="rounded-md border border-slate-200 bg-white p-2">
      <p>
        <strong>{VERDICT_LABELS[d.verdict]}</strong> · {REVIEW_REASON_LABELS[d.reason]}
      </p>
      <p className="text-slate-700">
        {nameOf(d.plotId)} ({KIND_WORDS[d.kind]}
        {d.otherPlotId ? ` ${nameOf(d.otherPlotId)}` : ''})
      </p>
      <p className="text-xs text-slate-600">
        {d.decidedBy}, {when(d.decidedAt)}
      </p>
      {d.note ? <p className="mt-1 whitespace-pre-wrap break-words">{d.note}</p> : null}
      {d.evidence?.url || d.evidence?.note ? (
        <p className="mt-1 break-words text-slate-700">
          Evidence:{' '}
          {/* The server only stores https links; anything else is shown as text, never followed. */}
          {d.evidence.url?.startsWith('https://') ? (
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
