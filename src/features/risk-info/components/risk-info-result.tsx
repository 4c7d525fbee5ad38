/**
 * The answer for one area: its size, forest, protected and indigenous land, and deforestation month by
 * month with the chosen framework's cut-off marked. A new answer is scrolled into view and its heading
 * takes the focus: the button that asked for it sits above the fold's end, the answer below it.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import {
  FRAMEWORK_CUTOFF,
  FRAMEWORKS,
  frameworkSchema,
  type Framework,
  type RiskInfo,
} from '@core/api/schemas.ts';
import { formatHa, formatShare } from '@/lib/format/hectares.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { cutoffMark } from '../lib/cutoff-mark.ts';
import { monthName, monthlySeries, totalHa, yearlyTotals } from '../lib/deforestation-series.ts';

const DeforestationChart = lazy(() => import('./deforestation-chart.tsx'));

export function RiskInfoResult({ info, label }: { info: RiskInfo; label: string }) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const ha = (value: number) => formatHa(value, locale);
  const ofArea = (part: number) =>
    t({ id: 'riskinfo.result.share' }, { share: formatShare(part, info.totalSizeHa) });
  const [framework, setFramework] = useState<Framework>('EUDR');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [info]);
  const series = useMemo(() => monthlySeries(info), [info]);
  const cutoff = useMemo(() => cutoffMark(series, framework), [series, framework]);
  const years = useMemo(() => yearlyTotals(series), [series]);
  const total = totalHa(series);
  const first = series[0];
  const last = series[series.length - 1];
  const cards: [string, string, string][] = [
    [t({ id: 'riskinfo.result.total' }), ha(info.totalSizeHa), ''],
    [t({ id: 'land.remaining-forest' }), ha(info.remainingForestHa), ofArea(info.remainingForestHa)],
    [t({ id: 'land.protected-areas' }), ha(info.protectedAreasHa), ofArea(info.protectedAreasHa)],
    [
      t({ id: 'land.indigenous-territories' }),
      ha(info.indigenousTerritoriesHa),
      ofArea(info.indigenousTerritoriesHa),
    ],
    [
      t({ id: 'riskinfo.result.since-2016' }),
      ha(total),
      t({ id: 'riskinfo.result.months' }, { count: series.filter((p) => p.ha > 0).length }),
    ],
    [
      t({ id: 'riskinfo.result.after-cutoff' }, { framework }),
      ha(cutoff.afterHa),
      t({ id: 'riskinfo.result.cutoff-date' }, { date: formatDate(cutoff.date, locale) }),
    ],
  ];
  const cutoffValues = { framework, date: formatDate(cutoff.date, locale) };

  return (
    <section aria-labelledby="ri-result-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="ri-result-title" ref={heading} tabIndex={-1} className="scroll-mt-16 text-lg font-semibold">
          {t({ id: 'riskinfo.result.title' }, { label })}
        </h2>
        <div>
          <label htmlFor={`${id}-framework`} className="block text-sm font-medium text-slate-800">
            {t({ id: 'riskinfo.result.framework' })}
          </label>
          <select
            id={`${id}-framework`}
            value={framework}
            onChange={(e) => setFramework(frameworkSchema.parse(e.target.value))}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          >
            {FRAMEWORKS.map((f) => (
              <option key={f} value={f}>
                {t(
                  { id: 'riskinfo.result.framework-option' },
                  { framework: f, date: formatDate(FRAMEWORK_CUTOFF[f], locale) },
                )}
              </option>
            ))}
          </select>
        </div>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        {cards.map(([term, value, note]) => (
          <div key={term} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600 uppercase">{term}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
            {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
          </div>
        ))}
      </dl>
      <figure className="mt-4">
        <figcaption className="text-sm font-medium text-slate-800">
          {first && last
            ? t(
                { id: 'riskinfo.chart.title-range' },
                { first: monthName(first.key, locale), last: monthName(last.key, locale) },
              )
            : t({ id: 'riskinfo.chart.title' })}
          <span className="block text-xs font-normal text-slate-600" data-testid="cutoff-caption">
            {t({ id: `riskinfo.chart.cutoff-${cutoff.place}` }, cutoffValues)}
          </span>
        </figcaption>
        <Suspense
          fallback={
            <div role="status" className="flex h-64 items-center justify-center text-sm text-slate-600">
              {t({ id: 'riskinfo.chart.loading' })}
            </div>
          }
        >
          <DeforestationChart series={series} cutoff={cutoff} />
        </Suspense>
      </figure>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">{t({ id: 'riskinfo.years.summary' })}</summary>
        <table className="mt-2 text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-6 text-left">
                {t({ id: 'riskinfo.years.year' })}
              </th>
              <th scope="col" className="text-right">
                {t({ id: 'riskinfo.chart.deforested' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {years.map((y) => (
              <tr key={y.year}>
                <td className="pr-6">{y.year}</td>
                <td className="text-right tabular-nums">{ha(y.ha)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
