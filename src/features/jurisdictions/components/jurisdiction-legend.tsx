/**
 * What the map's colours and patterns mean: the service's assessed risk and from which date the framework
 * counts deforestation, or, when the map shows it instead, the EU's official country benchmark.
 */
import { FRAMEWORK_CUTOFF, type Framework } from '@core/api/schemas.ts';
import { BENCHMARK_TIERS, CHECK_SHARE } from '@core/eu-benchmark/country-benchmark.ts';
import { benchmarkLabel, EuBenchmarkSource } from '@/components/eu-benchmark-badge.tsx';
import { BENCHMARK_COLORS, NOT_LISTED, JURISDICTION_RISK_STYLES } from '../lib/risk-style.ts';
import { RiskSwatch } from './risk-swatch.tsx';

function BenchmarkLegend() {
  return (
    <section aria-labelledby="jur-legend-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="jur-legend-title" className="text-base font-semibold text-slate-900">
        Legend: EU country benchmark (official)
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The Commission’s tier of each whole country, which sets the share of operators checked. It is not the
        service’s assessment: switch the map back to see that.
      </p>
      <ul className="mt-3 space-y-2">
        {[...BENCHMARK_TIERS].reverse().map((tier) => (
          <li key={tier} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="inline-block h-5 w-7 shrink-0 rounded-sm border border-dashed border-slate-600"
              style={{
                backgroundColor: BENCHMARK_COLORS[tier],
                backgroundImage:
                  tier === 'high'
                    ? 'repeating-linear-gradient(90deg, rgba(30,30,30,0.55) 0 1px, transparent 1px 4px)'
                    : undefined,
              }}
            />
            <span>
              <span className="font-medium">{benchmarkLabel(tier)}</span>
              <span className="text-slate-600"> ({CHECK_SHARE[tier]} of operators checked)</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <EuBenchmarkSource />
      </div>
    </section>
  );
}

export function JurisdictionLegend({
  layer,
  framework,
  cutoffDate,
  counts,
}: {
  layer: 'risk' | 'benchmark';
  framework: Framework;
  /** From the assessments when they carry it; else the framework's documented date. */
  cutoffDate: string | undefined;
  counts: ReadonlyMap<string, number>;
}) {
  if (layer === 'benchmark') return <BenchmarkLegend />;
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
