/**
 * The answer for one area: its size, forest, protected and indigenous land, and deforestation month by
 * month with the chosen framework's cut-off marked. A new answer is scrolled into view and its heading
 * takes the focus: the button that asked for it sits above the fold's end, the answer below it.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  FRAMEWORK_CUTOFF,
  FRAMEWORKS,
  frameworkSchema,
  type Framework,
  type RiskInfo,
} from '@core/api/schemas.ts';
import { formatHa, formatShare } from '@/lib/format/hectares.ts';
import { cutoffMark } from '../lib/cutoff-mark.ts';
import { monthlySeries, totalHa, yearlyTotals } from '../lib/deforestation-series.ts';

const DeforestationChart = lazy(() => import('./deforestation-chart.tsx'));

export function RiskInfoResult({ info, label }: { info: RiskInfo; label: string }) {
  const id = useId();
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
    ['Total size', formatHa(info.totalSizeHa), ''],
    [
      'Remaining forest',
      formatHa(info.remainingForestHa),
      `${formatShare(info.remainingForestHa, info.totalSizeHa)} of the area`,
    ],
    [
      'Protected areas',
      formatHa(info.protectedAreasHa),
      `${formatShare(info.protectedAreasHa, info.totalSizeHa)} of the area`,
    ],
    [
      'Indigenous territories',
      formatHa(info.indigenousTerritoriesHa),
      `${formatShare(info.indigenousTerritoriesHa, info.totalSizeHa)} of the area`,
    ],
    [
      'Deforested since 2016',
      formatHa(total),
      `${series.filter((p) => p.ha > 0).length} months with clearing`,
    ],
    [`Deforested after the ${framework} cut-off`, formatHa(cutoff.afterHa), `cut-off date ${cutoff.date}`],
  ];

  return (
    <section aria-labelledby="ri-result-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="ri-result-title" ref={heading} tabIndex={-1} className="scroll-mt-16 text-lg font-semibold">
          Risk info: {label}
        </h2>
        <div>
          <label htmlFor={`${id}-framework`} className="block text-sm font-medium text-slate-800">
            Framework (cut-off date)
          </label>
          <select
            id={`${id}-framework`}
            value={framework}
            onChange={(e) => setFramework(frameworkSchema.parse(e.target.value))}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          >
            {FRAMEWORKS.map((f) => (
              <option key={f} value={f}>
                {f} ({FRAMEWORK_CUTOFF[f]})
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
          Deforestation per month{first && last ? `, ${first.key} to ${last.key}` : ''}
          <span className="block text-xs font-normal text-slate-600" data-testid="cutoff-caption">
            {cutoff.place === 'within'
              ? `Dashed line: the ${framework} cut-off date, ${cutoff.date}.`
              : cutoff.place === 'before'
                ? `The ${framework} cut-off date, ${cutoff.date}, is before the first month shown: every month counts.`
                : `The ${framework} cut-off date, ${cutoff.date}, is after the last month shown.`}
          </span>
        </figcaption>
        <Suspense
          fallback={
            <div role="status" className="flex h-64 items-center justify-center text-sm text-slate-600">
              Loading the chart…
            </div>
          }
        >
          <DeforestationChart series={series} cutoff={cutoff} />
        </Suspense>
      </figure>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">Deforestation per year (table)</summary>
        <table className="mt-2 text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-6 text-left">
                Year
              </th>
              <th scope="col" className="text-right">
                Deforested
              </th>
            </tr>
          </thead>
          <tbody>
            {years.map((y) => (
              <tr key={y.year}>
                <td className="pr-6">{y.year}</td>
                <td className="text-right tabular-nums">{formatHa(y.ha)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
