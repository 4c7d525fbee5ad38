/**
 * The open jurisdiction: its assessment figures, its commodities, how many of the person's plots lie in
 * it, and the way down (a country's regions, each opening its own detail) and back up (a region's country).
 */
import { useIntl } from 'react-intl';
import { FRAMEWORK_CUTOFF, riskLevelSchema, type Framework, type Jurisdiction } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { formatHa, formatShare } from '@/lib/format/hectares.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { benchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';
import { EuBenchmarkBadge, EuBenchmarkSource } from '@/components/eu-benchmark-badge.tsx';
import { describeError } from '@/lib/api/errors.ts';
import { jurisdictionRiskStyle } from '../lib/risk-style.ts';
import type { PlotTally } from '../lib/plot-tally.ts';
import { RiskSwatch } from './risk-swatch.tsx';

/** Swatch sizes (Tailwind classes): beside the risk word, a commodity, a region in the list. */
const SWATCH = { large: 'h-5 w-7', small: 'h-3 w-3', row: 'h-3 w-4' } as const;

export function JurisdictionDetail({
  jurisdiction,
  framework,
  tally,
  outlineState,
  outlineError,
  onClose,
  regions = null,
  parent = null,
  onSelect,
}: {
  /** A country's regions; null for a region (or before a country is open). */
  regions?: { items: readonly Jurisdiction[]; complete: boolean; failed: boolean } | null;
  /** A region's country. */
  parent?: { id: string; name: string } | null;
  onSelect?: (id: string) => void;
  jurisdiction: Jurisdiction;
  framework: Framework;
  /** The person's plots and their suppliers here; null while they are counted. */
  tally: PlotTally | null;
  outlineState: 'loading' | 'shown' | 'failed';
  outlineError: unknown;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const ha = (value: number) => formatHa(value, locale);
  const reported = (value: number | undefined) =>
    value === undefined ? t({ id: 'jurisdictions.detail.not-reported' }) : ha(value);
  const counted = (n: number | undefined) =>
    n === undefined ? t({ id: 'jurisdictions.counting' }) : formatCount(n, locale);
  const a = jurisdiction.assessment;
  const cutoff = formatDate(a.cutoffDate ?? FRAMEWORK_CUTOFF[framework], locale);
  const rows: [string, string][] = [
    [t({ id: 'land.area' }), ha(jurisdiction.areaHa)],
    [
      t({ id: 'jurisdictions.detail.deforested-since' }, { date: cutoff }),
      t(
        { id: 'jurisdictions.detail.share-of-area' },
        { area: ha(a.deforestation.areaHa), share: formatShare(a.deforestation.areaHa, jurisdiction.areaHa) },
      ),
    ],
    [t({ id: 'land.remaining-forest' }), reported(a.remainingForestHa)],
    [t({ id: 'land.protected-areas' }), reported(a.protectedAreasHa)],
    [t({ id: 'land.indigenous-territories' }), reported(a.indigenousTerritoriesHa)],
    [t({ id: 'jurisdictions.detail.assessed-on' }), formatDate(a.assessmentDate, locale)],
    [
      t({ id: 'jurisdictions.filters.framework' }),
      t({ id: 'jurisdictions.framework-cutoff' }, { framework: a.framework, date: cutoff }),
    ],
    [t({ id: 'jurisdictions.detail.plots' }), counted(tally?.plots)],
    [t({ id: 'jurisdictions.detail.suppliers' }), counted(tally?.suppliers)],
  ];
  const commodities = Object.entries(a.commodities).map(([name, value]) => {
    const level = riskLevelSchema.safeParse((value as { riskLevel?: unknown } | null)?.riskLevel);
    return { name, level: level.success ? level.data : null };
  });

  return (
    <section
      aria-labelledby="jur-detail-title"
      className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id="jur-detail-title" className="text-lg font-semibold text-slate-900">
            {jurisdiction.name}
          </h2>
          <p className="text-xs text-slate-600">
            {t(
              { id: 'jurisdictions.detail.ids' },
              {
                unit: jurisdiction.administrationUnitName,
                gadm: jurisdiction.gadmId,
                country: jurisdiction.country,
              },
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100"
          aria-label={t({ id: 'jurisdictions.detail.close-label' }, { name: jurisdiction.name })}
        >
          {t({ id: 'jurisdictions.detail.close' })}
        </button>
      </div>
      {/* The service's model and the EU's official list, side by side and never merged (issue 28). */}
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <dt className="text-slate-600">{t({ id: 'jurisdictions.detail.assessed' })}</dt>
          <dd className="flex items-center gap-2">
            <RiskSwatch level={a.riskLevel} size={SWATCH.large} />
            <span className="font-semibold">{jurisdictionRiskStyle(a.riskLevel).label}</span>
            <span>{t({ id: 'jurisdictions.detail.framework-of' }, { framework: a.framework })}</span>
          </dd>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <dt className="text-slate-600">{t({ id: 'jurisdictions.detail.benchmark' })}</dt>
          <dd>
            <EuBenchmarkBadge tier={benchmarkTier(jurisdiction.country)} />
          </dd>
        </div>
      </dl>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-medium tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {commodities.length ? (
        <>
          <h3 className="mt-3 text-sm font-semibold text-slate-800">
            {t({ id: 'jurisdictions.detail.commodities' })}
          </h3>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {commodities.map((c) => (
              <li key={c.name} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs">
                {c.level ? <RiskSwatch level={c.level} size={SWATCH.small} /> : null}
                {c.name}
                {c.level ? `: ${jurisdictionRiskStyle(c.level).label.toLocaleLowerCase(locale)}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {parent && onSelect ? (
        <button
          type="button"
          onClick={() => onSelect(parent.id)}
          className="mt-3 rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100"
        >
          {t({ id: 'jurisdictions.detail.back' }, { name: parent.name })}
        </button>
      ) : null}
      {regions && onSelect ? (
        <div className="mt-3">
          <h3 id="jur-regions-title" className="text-sm font-semibold text-slate-800">
            {regions.complete
              ? t(
                  { id: 'jurisdictions.detail.regions-count' },
                  { name: jurisdiction.name, count: regions.items.length },
                )
              : t({ id: 'jurisdictions.detail.regions' }, { name: jurisdiction.name })}
          </h3>
          {regions.failed ? (
            <p className="text-xs text-red-800">{t({ id: 'jurisdictions.detail.regions-failed' })}</p>
          ) : !regions.complete ? (
            <p role="status" className="text-xs text-slate-600">
              {t({ id: 'jurisdictions.detail.regions-loading' })}
            </p>
          ) : regions.items.length === 0 ? (
            <p className="text-xs text-slate-600">{t({ id: 'jurisdictions.detail.regions-none' })}</p>
          ) : (
            <ul
              aria-label={t({ id: 'jurisdictions.detail.regions' }, { name: jurisdiction.name })}
              className="mt-1 max-h-60 overflow-auto text-sm"
            >
              {[...regions.items]
                .sort((x, y) => x.name.localeCompare(y.name, locale))
                .map((r) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      onClick={() => onSelect(r.id)}
                      className="flex w-full items-center gap-2 px-1 py-0.5 text-left hover:bg-slate-50"
                    >
                      <RiskSwatch level={r.assessment.riskLevel} size={SWATCH.row} />
                      <span className="font-medium">{r.name}</span>
                      <span className="text-xs text-slate-600">
                        {jurisdictionRiskStyle(r.assessment.riskLevel).label}
                      </span>
                    </button>
                  </li>
                ))}
            </ul>
          )}
        </div>
      ) : null}
      <div className="mt-3">
        <EuBenchmarkSource />
      </div>
      <p className="mt-3 text-xs text-slate-600" role="status">
        {outlineState === 'loading'
          ? t({ id: 'jurisdictions.detail.outline-loading' })
          : outlineState === 'shown'
            ? t({ id: 'jurisdictions.detail.outline-shown' })
            : t({ id: 'jurisdictions.detail.outline-failed' }, { reason: describeError(outlineError) })}
      </p>
    </section>
  );
}
