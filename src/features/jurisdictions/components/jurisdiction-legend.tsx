/**
 * What the map's colours and patterns mean: the service's assessed risk and from which date the framework
 * counts deforestation, or, when the map shows it instead, the EU's official country benchmark.
 */
import { useIntl } from 'react-intl';
import { FRAMEWORK_CUTOFF, type Framework } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { BENCHMARK_TIERS, CHECK_SHARE } from '@core/eu-benchmark/country-benchmark.ts';
import { benchmarkLabel, EuBenchmarkSource } from '@/components/eu-benchmark-badge.tsx';
import { BENCHMARK_COLORS, NOT_LISTED, JURISDICTION_RISK_STYLES } from '../lib/risk-style.ts';
import { RiskSwatch } from './risk-swatch.tsx';

const LEGEND_SWATCH = 'mt-0.5 h-5 w-7';

function BenchmarkLegend() {
  const t = useIntl().formatMessage;
  return (
    <section aria-labelledby="jur-legend-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="jur-legend-title" className="text-base font-semibold text-slate-900">
        {t({ id: 'jurisdictions.legend.benchmark.title' })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t({ id: 'jurisdictions.legend.benchmark.intro' })}</p>
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
              <span className="text-slate-600">
                {' '}
                {t({ id: 'jurisdictions.legend.benchmark.checked' }, { share: CHECK_SHARE[tier] })}
              </span>
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
  const intl = useIntl();
  const t = intl.formatMessage;
  if (layer === 'benchmark') return <BenchmarkLegend />;
  return (
    <section aria-labelledby="jur-legend-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="jur-legend-title" className="text-base font-semibold text-slate-900">
        {t({ id: 'jurisdictions.legend.risk.title' })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t(
          { id: 'jurisdictions.legend.risk.intro' },
          {
            framework,
            date: formatDate(cutoffDate ?? FRAMEWORK_CUTOFF[framework], intl.locale as Locale),
            b: (chunks) => <strong>{chunks}</strong>,
          },
        )}
      </p>
      <ul className="mt-3 space-y-2">
        {JURISDICTION_RISK_STYLES.map((c) => (
          <li key={c.level} className="flex gap-2 text-sm">
            <RiskSwatch level={c.level} size={LEGEND_SWATCH} />
            <span>
              <span className="font-medium">{c.label}</span>
              <span className="text-slate-500">
                {' '}
                {t({ id: 'jurisdictions.legend.listed' }, { count: counts.get(c.level) ?? 0 })}
              </span>
              <span className="block text-slate-600">{t({ id: c.meaning })}</span>
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
            <span className="font-medium">{t({ id: NOT_LISTED.label })}</span>
            <span className="block text-slate-600">
              {t({ id: 'jurisdictions.legend.not-listed.meaning' })}
            </span>
          </span>
        </li>
        <li className="flex items-center gap-2 text-sm">
          <span
            aria-hidden="true"
            className="ml-2 inline-block h-2.5 w-2.5 shrink-0 rounded-full border border-white bg-blue-900 ring-1 ring-blue-900"
          />
          <span className="ml-2">{t({ id: 'jurisdictions.legend.plot' })}</span>
        </li>
      </ul>
    </section>
  );
}
