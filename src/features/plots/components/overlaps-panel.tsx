/**
 * Double claims on the Plots page: how many plots overlap another (between suppliers, or within one), the
 * "only overlapping plots" filter, and the pairs, largest first, each with its overlapping hectares and the
 * share of each plot; "Show on map" selects the first plot, highlights the second and frames both.
 */
import type { Plot } from '@core/api/schemas.ts';
import { formatHa, formatShare } from '@/lib/format/hectares.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import type { OverlapPair, OverlapReport } from '@/lib/plot-loader/worker/overlaps.ts';

/** Pairs listed at once; the filter still shows every overlapping plot in the table. */
const LISTED = 50;

const percent = (share: number) => formatShare(share, 1);

export interface OverlapsPanelProps {
  report: OverlapReport | null | undefined;
  pending: boolean;
  error: unknown;
  /** Plots by id, for names (only the plots of listed pairs are looked up). */
  plotOf: (id: string) => Plot | undefined;
  onlyOverlaps: boolean;
  onToggle: (on: boolean) => void;
  onShowPair: (pair: OverlapPair) => void;
}

export function OverlapsPanel({
  report,
  pending,
  error,
  plotOf,
  onlyOverlaps,
  onToggle,
  onShowPair,
}: OverlapsPanelProps) {
  const name = (id: string) => plotOf(id)?.name ?? id;
  let summary: string;
  if (error) summary = `The overlap check failed: ${error instanceof Error ? error.message : String(error)}.`;
  else if (pending || report === undefined)
    summary = 'Looking for overlapping plots once all plots are loaded…';
  else if (report === null) summary = 'Reload the page to check the plots for overlaps.';
  else if (report.totalPairs === 0)
    summary = `No overlapping plots: ${formatCount(report.scanned)} plots checked, none claims land of another.`;
  else {
    const cross = report.pairs.filter((p) => !p.sameSupplier).length;
    summary = `${formatCount(report.plotIds.length)} plots overlap another plot, in ${formatCount(
      report.totalPairs,
    )} pairs (${formatCount(cross)} between different suppliers${
      report.totalPairs > report.pairs.length ? ' among the listed ones' : ''
    }).`;
  }
  return (
    <section
      aria-label="Overlapping plots"
      className="mt-4 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <h2 className="text-base font-semibold">Overlaps (double claims)</h2>
      <p role="status" className="mt-1 text-slate-700">
        {summary}
      </p>
      <label className="mt-2 flex items-center gap-2">
        <input type="checkbox" checked={onlyOverlaps} onChange={(e) => onToggle(e.target.checked)} />
        Show only overlapping plots
      </label>
      {report && report.pairs.length ? (
        <ul
          className="mt-2 max-h-72 divide-y divide-slate-100 overflow-y-auto"
          aria-label="Overlapping pairs"
        >
          {report.pairs.slice(0, LISTED).map((pair) => (
            <li key={`${pair.a.id}|${pair.b.id}`} className="flex items-start justify-between gap-2 py-2">
              <div>
                <p>
                  <span className="font-medium">{name(pair.a.id)}</span> ({pair.a.supplier}) and{' '}
                  <span className="font-medium">{name(pair.b.id)}</span> ({pair.b.supplier})
                </p>
                <p className="text-slate-600">
                  {formatHa(pair.overlapHa)} overlap: {percent(pair.a.share)} of the first,{' '}
                  {percent(pair.b.share)} of the second
                  {pair.sameSupplier ? ' · same supplier' : ' · different suppliers'}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onShowPair(pair)}
                className="shrink-0 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
                aria-label={`Show ${name(pair.a.id)} and ${name(pair.b.id)} on the map`}
              >
                Show on map
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {report && report.pairs.length > LISTED ? (
        <p className="mt-1 text-slate-600">
          The {LISTED} largest of {formatCount(report.totalPairs)} pairs are listed; the filter shows every
          overlapping plot in the table.
        </p>
      ) : null}
    </section>
  );
}
