/**
 * What the TRACES export holds before it is saved: how many plots pass, which ones the rules refuse and
 * why (one line per kind, every plot under "show all"), exact repeats left out, plots without a producer
 * (the file leaves ProducerName out, it never fills one in), what the cut to 6 decimals changed, and the
 * file name(s), split within the Information System's limits when one file would be over them.
 */
import type { TracesExport } from '@core/traces/traces-export.ts';
import { refusedByKind } from '@core/traces/traces-export.ts';
import { TRACES_LIMITS, partFileName, splitRanges } from '@core/traces/geojson-file.ts';
import { formatBytes } from '@/lib/format/bytes.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { StatementPackageForm } from './statement-package-form.tsx';

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

export function TracesExportSummary({
  result,
  scope,
  base,
  cattle,
  onCattle,
  onSave,
  onCancel,
}: {
  result: TracesExport;
  /** What is exported, in words: "the 12 selected plots" or "all 1,240 plots shown". */
  scope: string;
  base: string;
  cattle: boolean;
  onCattle: (on: boolean) => void;
  onSave: (split: boolean) => void;
  onCancel: () => void;
}) {
  const n = result.features.length;
  const parts = splitRanges(result.sizes).length;
  const over = parts > 1;
  const pointRefusals = result.refused.some((r) => r.problems.some((p) => p.code === 'point-over-4-ha'));
  return (
    <div className="p-5">
      <h2 id="traces-export-title" className="text-lg font-semibold">
        {n > 0 ? `${plural(n, 'plot')} ready for TRACES` : 'No plot can be exported for TRACES'}
      </h2>
      <p className="mt-1 text-sm font-medium">From {scope}.</p>
      <p className="mt-1 text-sm text-slate-700">
        Checked with the upload rules after cutting every position to 6 decimals, as TRACES stores them (2-D,
        properties ProducerName, ProducerCountry, ProductionPlace and Area only).
      </p>
      <ul className="mt-3 space-y-1 text-sm" aria-label="Export summary">
        {result.refused.length > 0 ? (
          <li className="text-red-800">
            <strong>{plural(result.refused.length, 'plot')} left out</strong>: TRACES would refuse them.
            <ul className="ml-4 list-disc">
              {refusedByKind(result.refused).map((g) => (
                <li key={g.code}>
                  {g.title}: {formatCount(g.plots.length)}
                </li>
              ))}
            </ul>
            <details className="mt-1">
              <summary className="cursor-pointer underline">
                Show all {formatCount(result.refused.length)}
              </summary>
              <ul className="mt-1 max-h-48 overflow-auto text-xs">
                {result.refused.map((r) => (
                  <li key={r.index}>{r.problems.map((p) => p.message).join(' ')}</li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
        {result.repeats.length > 0 ? (
          <li>{plural(result.repeats.length, 'exact repeat')} of an earlier plot left out.</li>
        ) : null}
        {result.withoutProducer > 0 ? (
          <li className="text-amber-900">
            {plural(result.withoutProducer, 'plot has', 'plots have')} no producer name: ProducerName is left
            out for {result.withoutProducer === 1 ? 'it' : 'them'}, not filled in. Add the producers in the
            supplier’s file if the statement needs them.
          </li>
        ) : null}
        {result.withoutCountry > 0 ? (
          <li className="text-amber-900">
            {plural(result.withoutCountry, 'plot has', 'plots have')} no country code.
          </li>
        ) : null}
        {result.cutPlots > 0 ? (
          <li>
            {plural(result.cutPlots, 'plot')} had positions with more than 6 decimals or a third value: cut as
            TRACES would
            {result.outlineChanged.length > 0
              ? `; the outline of ${formatCount(result.outlineChanged.length)} changes visibly (${result.outlineChanged
                  .slice(0, 3)
                  .map((c) => `${c.name ?? `plot ${c.index}`}: ${c.message}`)
                  .join('; ')}${result.outlineChanged.length > 3 ? '; …' : ''})`
              : ''}
            .
          </li>
        ) : null}
        {result.pointsAssumed4Ha > 0 ? (
          <li>{plural(result.pointsAssumed4Ha, 'point')} without an Area: TRACES takes each as 4 ha.</li>
        ) : null}
      </ul>
      {pointRefusals || cattle ? (
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={cattle} onChange={(e) => onCattle(e.target.checked)} />
          These plots are cattle establishments (a point may stand for more than 4 ha)
        </label>
      ) : null}
      {n > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {over
            ? `One file would hold ${formatBytes(result.totalBytes)}; a due diligence statement takes at most ${formatCount(TRACES_LIMITS.maxPlots)} plots and 25 MB of geolocation: ${parts} files (${partFileName(base, 1, parts, 'geojson')} …) each fit one.`
            : `File: ${base}.geojson (${formatBytes(result.totalBytes)}).`}
        </p>
      ) : null}
      {n > 0 ? <StatementPackageForm features={result.features} base={base} /> : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
        >
          Cancel
        </button>
        {n > 0 && over ? (
          <button
            type="button"
            onClick={() => onSave(false)}
            className="rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-100"
          >
            One file anyway
          </button>
        ) : null}
        {n > 0 ? (
          <button
            type="button"
            onClick={() => onSave(over)}
            className="rounded-md bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900"
          >
            {over ? `Download ${parts} compliant files` : 'Download GeoJSON'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
