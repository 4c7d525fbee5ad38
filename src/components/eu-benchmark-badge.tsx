/**
 * The EU's official country benchmark tier (core/eu-benchmark), drawn unlike the service's assessed risk on
 * purpose: an outlined shield with words, never the red/orange/yellow risk palette, so the two are not read
 * as one scale. Every use says "EU country benchmark" in words too.
 */
import { BENCHMARK_SOURCE, CHECK_SHARE, type BenchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';

const TIER_LABEL: Record<BenchmarkTier, string> = {
  low: 'Low risk',
  standard: 'Standard risk',
  high: 'High risk',
};
const TIER_CLASS: Record<BenchmarkTier, string> = {
  low: 'border-sky-700 text-sky-900',
  standard: 'border-slate-600 text-slate-900',
  high: 'border-violet-800 text-violet-900 font-semibold',
};

export const benchmarkLabel = (tier: BenchmarkTier | null): string =>
  tier ? `${TIER_LABEL[tier]} country` : 'Country unknown';

export function EuBenchmarkBadge({ tier }: { tier: BenchmarkTier | null }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded border border-dashed bg-white px-1.5 py-0.5 text-xs ${
        tier ? TIER_CLASS[tier] : 'border-slate-400 text-slate-700'
      }`}
    >
      <span aria-hidden="true" className="text-[9px] font-bold tracking-tight">
        EU
      </span>
      <span className="sr-only">EU country benchmark: </span>
      {benchmarkLabel(tier)}
      {tier ? <span className="text-[10px] text-slate-600">· {CHECK_SHARE[tier]} checked</span> : null}
    </span>
  );
}

/** Where the tiers come from, in one line, for every place that shows them. */
export function EuBenchmarkSource() {
  return (
    <p className="text-xs text-slate-600">
      EU country benchmark (official): {BENCHMARK_SOURCE.title} of 22 May 2025, under{' '}
      {BENCHMARK_SOURCE.legalBasis}.{' '}
      <a href={BENCHMARK_SOURCE.url} className="text-sky-900 underline" target="_blank" rel="noreferrer">
        Text on EUR-Lex
      </a>
      . It is the Commission’s list of countries, not the service’s assessment of your plots.
    </p>
  );
}
