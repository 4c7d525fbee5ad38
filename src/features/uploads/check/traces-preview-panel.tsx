/**
 * "What TRACES will do to this file": before upload, the changes the EU system makes without saying so, by
 * kind (outlines that break or lose area first, points taken as 4 ha, text Areas read as 0), each with its
 * plots behind "show all"; positions merely cut to 6 decimals are one count, not a list of every plot.
 * Worked out in the checking worker (run-traces-preview.ts).
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messageIn } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { CheckOptions } from '@core/plot-rules/index.ts';
import type { TracesPreviewOutcome } from './run-traces-preview.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { ruleTitle } from './rule-titles.ts';
import { plotNumber } from '@core/plot-rules/index.ts';

export function TracesPreviewPanel({
  file,
  options,
  requestTracesPreview,
}: {
  file: File;
  options: CheckOptions;
  requestTracesPreview: (file: File, options: CheckOptions) => Promise<TracesPreviewOutcome>;
}) {
  const t = useIntl().formatMessage;
  const [state, setState] = useState<
    | { status: 'working' }
    | { status: 'done'; outcome: TracesPreviewOutcome }
    | { status: 'error'; message: string }
  >({ status: 'working' });
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    let live = true;
    requestTracesPreview(file, JSON.parse(optionsKey) as CheckOptions).then(
      (outcome) => live && setState({ status: 'done', outcome }),
      (e: Error) => live && setState({ status: 'error', message: e.message }),
    );
    return () => {
      live = false;
    };
  }, [file, optionsKey, requestTracesPreview]);

  const id = `traces-${file.name}`;
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      <h3 id={id} className="font-semibold text-slate-900">
        {t({ id: 'uploads.traces.title' }, { file: file.name })}
      </h3>
      {state.status === 'working' ? (
        <p role="status" className="text-sm text-slate-600">
          {t({ id: 'uploads.traces.working' })}
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className="text-sm text-red-900">
          {t({ id: 'uploads.traces.failed' }, { reason: state.message })}
        </p>
      ) : state.outcome.changed === 0 ? (
        <p className="text-sm text-slate-700">
          {t({ id: 'uploads.traces.unchanged' }, { count: state.outcome.plotCount })}
        </p>
      ) : (
        <Outcome outcome={state.outcome} fileName={file.name} />
      )}
      {state.status === 'done' && state.outcome.unread > 0 ? (
        <p className="text-sm text-slate-700">
          {t({ id: 'uploads.traces.unread' }, { count: state.outcome.unread })}
        </p>
      ) : null}
    </section>
  );
}

/** A move in metres as a person reads it: centimetres below a metre. */
const formatShift = (m: number, locale: Locale): string =>
  m < 1
    ? `${Math.max(1, Math.round(m * 100))} cm`
    : `${m.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })} m`;

const LINE_TONE = { shape: 'rounded bg-amber-50 p-1 text-amber-950', other: '' };

function Outcome({ outcome, fileName }: { outcome: TracesPreviewOutcome; fileName: string }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const o = outcome;
  const n = (v: number) => formatCount(v, locale);
  const shape = o.lines.find((l) => l.code === 'shape-changes');
  return (
    <>
      <p className="text-sm text-slate-700">
        {t({ id: 'uploads.traces.changes' }, { changed: n(o.changed), total: o.plotCount })}
        {shape ? (
          <>
            {' '}
            <strong className="text-amber-900">
              {t({ id: 'uploads.traces.shape' }, { count: shape.plots })}
            </strong>
            {t({ id: 'uploads.traces.shape-check' }, { count: shape.plots })}
          </>
        ) : null}
      </p>
      {o.lines.length ? (
        <ul className="space-y-1 text-sm" aria-label={t({ id: 'uploads.traces.list' }, { file: fileName })}>
          {o.lines.map((line) => {
            const title = ruleTitle(line.code, locale);
            return (
              <li
                key={line.code}
                data-kind={line.code}
                className={line.code === 'shape-changes' ? LINE_TONE.shape : LINE_TONE.other}
              >
                <span className="font-semibold tabular-nums">{n(line.plots)}</span> {title}
                <details className="ml-4">
                  <summary className="cursor-pointer underline">
                    {t({ id: 'uploads.groups.show-all' }, { count: n(line.plots) })}
                    <span className="sr-only"> {title}</span>
                  </summary>
                  <ul
                    className="list-disc pl-5"
                    aria-label={t({ id: 'uploads.traces.every' }, { title, file: fileName })}
                  >
                    {line.items.map((item) => (
                      <li key={item.featureIndex}>
                        {t(
                          { id: 'uploads.traces.item' },
                          {
                            index: item.featureIndex === undefined ? '' : plotNumber(item.featureIndex),
                            name: item.featureName ?? '',
                            named: item.featureName ? 'yes' : 'no',
                          },
                        )}{' '}
                        {messageIn(locale, item)}
                      </li>
                    ))}
                  </ul>
                  {line.plots > line.items.length ? (
                    <p>{t({ id: 'uploads.traces.more' }, { count: line.plots - line.items.length })}</p>
                  ) : null}
                </details>
              </li>
            );
          })}
        </ul>
      ) : null}
      {o.onlyTruncated ? (
        <p className="text-sm text-slate-700">
          {t(
            { id: 'uploads.traces.only-truncated' },
            { count: o.onlyTruncated, shift: formatShift(o.maxShiftM, locale) },
          )}
        </p>
      ) : null}
    </>
  );
}
