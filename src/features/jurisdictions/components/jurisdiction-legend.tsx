/** What the colours and patterns mean, and from which date the framework counts deforestation. */
import { FRAMEWORK_CUTOFF, type Framework } from '@core/api/schemas.ts';
import { NOT_LISTED, JURISDICTION_RISK_STYLES } from '../lib/risk-style.ts';
import { RiskSwatch } from './risk-swatch.tsx';

export function JurisdictionLegend({
  framework,
  cutoffDate,
  counts,
}: {
  framework: Framework;
  /** From the assessments when they carry it; else the framework's documented date. */
  cutoffDate: string | undefined;
  counts: ReadonlyMap<string, number>;
}) {
  return (
    <section aria-labelledby="jur-legend-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="jur-legend-title" className="text-base font-semibold text-slate-900">
        Legend: assessed risk (service)
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <strong>{framework}</strong> cut-off date:{' '}
        <strong>{cutoffDate ?? FRAMEWORK_CUTOFF[framework]}</strong>. Deforestation after this date counts
        towards a jurisdiction’s risk. Colours and patterns show the service’s own assessment, not the EU’s
        country benchmark (its own column in the table).
      </p>
      <ul className="mt-3 space-y-2">
        {JURISDICTION_RISK_STYLES.map((c) => (
          <li key={c.level} className="flex gap-2 text-sm">
            <RiskSwatch level={c.level} size="mt-0.5 h-5 w-7" />
            <span>
              <span className="font-medium">{c.label}</span>
              <span className="text-slate-500"> ({(counts.get(c.level) ?? 0).toLocaleString()} listed)</span>
              <span className="block text-slate-600">{c.meaning}</span>
            </span>
          </li>
        ))}
        <li className="flex gap-2 text-sm">
          <span
            aria-hidden="true"
            className="mt-0.5 inline-block h-5 w-7 shrink-0 rounded-sm border border-slate-400"
            style={{ backgroundColor: NOT_LISTED.color }}
          />
          <span>
            <span className="font-medium">{NOT_LISTED.label}</span>
            <span className="block text-slate-600">
              Left out by the filters, or not assessed by the service.
            </span>
          </span>
        </li>
        <li className="flex items-center gap-2 text-sm">
          <span
            aria-hidden="true"
            className="ml-2 inline-block h-2.5 w-2.5 shrink-0 rounded-full border border-white bg-blue-900 ring-1 ring-blue-900"
          />
          <span className="ml-2">One of your plots (the table counts them per jurisdiction)</span>
        </li>
      </ul>
    </section>
  );
}
