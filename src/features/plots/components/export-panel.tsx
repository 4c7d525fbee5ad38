/**
 * Export of the filtered plots: GeoJSON with TRACES properties, or CSV. A GeoJSON export over TRACES'
 * limits (25 MB, 10,000 plots per statement) is not refused: the person is told and offered compliant
 * parts, or the single file anyway (for other tools).
 */
import { useRef, useState } from 'react';
import { rowPlots, type PlotRows } from '@/lib/plot-loader/page/plot-list.ts';
import { downloadBlob } from '@/lib/download.ts';
import { sleep } from '@/lib/sleep.ts';
import {
  geoJsonChunks,
  partFileName,
  planGeoJsonExport,
  plotsToCsv,
  splitRanges,
  TRACES_LIMITS,
  type GeoJsonExportPlan,
} from '../lib/export-plots.ts';
import { formatBytes } from '@/lib/format/bytes.ts';
import { formatCount } from '@/lib/format/numbers.ts';

const GEOJSON_TYPE = 'application/geo+json';
const baseName = () => `plots-${new Date().toISOString().slice(0, 10)}`;

export function ExportPanel({
  plots,
  complete,
  filtered,
}: {
  plots: PlotRows;
  complete: boolean;
  filtered: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [plan, setPlan] = useState<GeoJsonExportPlan | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const disabled = !complete || plots.length === 0;
  const what = `${formatCount(plots.length)} ${filtered ? 'filtered ' : ''}plot${plots.length === 1 ? '' : 's'}`;

  const saveGeoJson = async (p: GeoJsonExportPlan, split: boolean) => {
    const ranges = split ? splitRanges(p.sizes) : [[0, p.features.length] as [number, number]];
    const base = baseName();
    for (const [i, [start, end]] of ranges.entries()) {
      downloadBlob(
        new Blob(geoJsonChunks(p.features, start, end), { type: GEOJSON_TYPE }),
        partFileName(base, i + 1, ranges.length, 'geojson'),
      );
      // Browsers drop downloads started in the same instant; a short gap keeps every part.
      if (i < ranges.length - 1) await sleep(400);
    }
    setMessage(
      ranges.length > 1
        ? `Saved ${ranges.length} GeoJSON files, each within TRACES' limits (one per due diligence statement).`
        : `Saved ${what} as GeoJSON.`,
    );
  };

  const exportGeoJson = () => {
    const p = planGeoJsonExport(Array.from(rowPlots(plots)));
    if (p.overLimits.length) {
      setPlan(p);
      dialogRef.current?.showModal();
    } else void saveGeoJson(p, false);
  };

  const exportCsv = () => {
    downloadBlob(
      new Blob([plotsToCsv(Array.from(rowPlots(plots)))], { type: 'text/csv;charset=utf-8' }),
      `${baseName()}.csv`,
    );
    setMessage(`Saved ${what} as CSV.`);
  };

  const parts = plan ? splitRanges(plan.sizes).length : 0;
  const close = () => {
    dialogRef.current?.close();
    setPlan(null);
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Export">
        <button
          type="button"
          onClick={exportGeoJson}
          disabled={disabled}
          className="rounded-md bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          Export GeoJSON for TRACES
        </button>
        <button
          type="button"
          onClick={exportCsv}
          disabled={disabled}
          className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400"
        >
          Export CSV
        </button>
      </div>
      <p className="text-xs text-slate-600" role="status">
        {message ??
          (complete ? `Exports the ${what} shown.` : 'Export is available once every plot has loaded.')}
      </p>
      <dialog
        ref={dialogRef}
        aria-labelledby="export-limit-title"
        onClose={() => setPlan(null)}
        className="m-auto max-w-lg rounded-lg p-0 shadow-xl backdrop:bg-slate-900/40"
      >
        {plan ? (
          <div className="p-5">
            <h2 id="export-limit-title" className="text-lg font-semibold text-amber-900">
              ⚠ This export is over TRACES’ limits
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              One file would hold {formatCount(plan.plotCount)} plots and {formatBytes(plan.totalBytes)}. A
              TRACES due diligence statement accepts at most {formatCount(TRACES_LIMITS.maxPlots)} plots and
              25 MB of geolocation
              {plan.overLimits.length === 2
                ? ': both are exceeded.'
                : plan.overLimits[0] === 'plots'
                  ? ': too many plots.'
                  : ': the file is too large.'}
            </p>
            <p className="mt-2 text-sm text-slate-700">
              Split it into {parts} files that each fit one statement, in table order.
            </p>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={close}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
              >
                Cancel
              </button>
              <button
                type="button"
                onClick={() => {
                  const p = plan;
                  close();
                  void saveGeoJson(p, false);
                }}
                className="rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-100"
              >
                One file anyway
              </button>
              <button
                type="button"
                onClick={() => {
                  const p = plan;
                  close();
                  void saveGeoJson(p, true);
                }}
                className="rounded-md bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900"
              >
                Download {parts} compliant files
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
