/** The selected plot: its properties as plain text (plot data is never HTML) and its problems. */
import { useIntl } from 'react-intl';
import { messageIn } from '@core/i18n/messages.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { FeatureDetail } from './check-protocol.ts';
import type { PreviewProperties } from './check-protocol.ts';
import { plotNumber } from '@core/plot-rules/index.ts';

const SEVERITY_TONE = { error: 'text-red-900', warning: 'text-amber-900' };

function asText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function PlotDetails({
  plot,
  fileName,
  detail,
  onClose,
}: {
  plot: PreviewProperties;
  fileName: string;
  detail: FeatureDetail | null;
  onClose: () => void;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  return (
    <section aria-labelledby="plot-details-title" className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <h3 id="plot-details-title" className="font-semibold text-slate-900">
          {plot.name || t({ id: 'uploads.plot.no-name' })}
          <span className="block text-sm font-normal text-slate-600">
            {t({ id: 'uploads.plot.where' }, { file: fileName, index: plotNumber(plot.index) })}
          </span>
        </h3>
        <button type="button" onClick={onClose} className="rounded px-2 text-sm underline hover:bg-slate-100">
          {t({ id: 'uploads.plot.close' })}
        </button>
      </div>
      {detail === null ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t({ id: 'uploads.loading' })}
        </p>
      ) : (
        <>
          <h4 className="mt-3 text-sm font-semibold text-slate-800">{t({ id: 'uploads.plot.problems' })}</h4>
          {detail.problems.length ? (
            <ul className="mt-1 space-y-1 text-sm">
              {detail.problems.map((p, i) => (
                <li key={i} className={SEVERITY_TONE[p.severity]}>
                  <span className="font-semibold">
                    {t({ id: p.severity === 'error' ? 'uploads.plot.error' : 'uploads.plot.warning' })}
                  </span>{' '}
                  <span className="font-mono text-xs">{p.code}</span>: {messageIn(locale, p)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-emerald-900">{t({ id: 'uploads.plot.no-problems' })}</p>
          )}
          <h4 className="mt-3 text-sm font-semibold text-slate-800">
            {t({ id: 'uploads.plot.properties' })}
          </h4>
          {detail.properties && Object.keys(detail.properties).length ? (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              {Object.entries(detail.properties).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="font-medium text-slate-700">{k}</dt>
                  <dd className="break-all text-slate-900">{asText(v)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{t({ id: 'uploads.plot.no-properties' })}</p>
          )}
        </>
      )}
    </section>
  );
}
