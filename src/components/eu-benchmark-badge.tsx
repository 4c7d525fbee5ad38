/**
 * The EU's official country benchmark tier (core/eu-benchmark), drawn unlike the service's assessed risk on
 * purpose: an outlined shield with words, never the red/orange/yellow risk palette, so the two are not read
 * as one scale. Every use says "EU country benchmark" in words too.
 */
import { useIntl } from 'react-intl';
import { BENCHMARK_SOURCE, CHECK_SHARE, type BenchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';
import { currentLocale, type Locale } from '@core/i18n/locales.ts';
import { msg, render } from '@core/i18n/messages.ts';
import { formatDate } from '@/lib/format/dates.ts';
const TIER_CLASS: Record<BenchmarkTier, string> = {
  low: 'border-sky-700 text-sky-900',
  standard: 'border-slate-600 text-slate-900',
  high: 'border-violet-800 text-violet-900 font-semibold',
};

/** "High risk country" or "Country unknown", in `locale` (the page's language by default). */
export const benchmarkLabel = (tier: BenchmarkTier | null, locale: Locale = currentLocale()): string =>
  render(locale, msg(tier ? `benchmark.${tier}` : 'benchmark.unknown'));

/**
 * `compact` (a table's cell): the tier only, its share of checks in the tooltip instead of beside it, so the
 * badge fits a column of set width.
 */
export function EuBenchmarkBadge({
  tier,
  compact = false,
}: {
  tier: BenchmarkTier | null;
  compact?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const checked = tier ? t({ id: 'benchmark.checked' }, { share: CHECK_SHARE[tier] }) : null;
  return (
    <span
      title={compact && checked ? checked : undefined}
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded border border-dashed bg-white px-1.5 py-0.5 text-xs ${
        tier ? TIER_CLASS[tier] : 'border-slate-400 text-slate-700'
      }`}
    >
      <span aria-hidden="true" className="text-[9px] font-bold tracking-tight">
        EU
      </span>
      <span className="sr-only">{t({ id: 'benchmark.badge' })} </span>
      {benchmarkLabel(tier, intl.locale as Locale)}
      {checked && !compact ? <span className="text-[10px] text-slate-600">{checked}</span> : null}
    </span>
  );
}

/** Where the tiers come from, in one line, for every place that shows them. */
export function EuBenchmarkSource() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <p className="text-xs text-slate-600">
      {t(
        { id: 'benchmark.source' },
        {
          // The regulations' titles as the Official Journal publishes them in the reader's language.
          title: t({ id: 'benchmark.source.title' }),
          date: formatDate(BENCHMARK_SOURCE.adopted, intl.locale as Locale),
          legalBasis: t({ id: 'benchmark.source.legal-basis' }),
          link: (text) => (
            <a
              href={BENCHMARK_SOURCE.url}
              className="text-sky-900 underline"
              target="_blank"
              rel="noreferrer"
            >
              {text}
            </a>
          ),
        },
      )}
    </p>
  );
}
