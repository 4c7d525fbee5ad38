/**
 * Export of the plots shown (the filtered rows), or of the rows ticked in the table when any is: GeoJSON for
 * TRACES (with the statement package in its dialog), or CSV; the panel says which it exports. The TRACES file is prepared and checked with the
 * rule module first (core/traces); a dialog then says what it holds and what was left out before anything
 * is saved. Files are named after project, supplier and date. Over the Information System's limits
 * (25 MB, 10,000 plots per statement) the person is offered compliant parts, or the single file anyway.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Plot } from '@core/api/schemas.ts';
import { geoJsonChunks, partFileName, splitRanges } from '@core/traces/geojson-file.ts';
import type { TracesExport } from '@core/traces/traces-export.ts';
import { rowPlots, type PlotRows } from '@/lib/plot-loader/page/plot-list.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { downloadBlob } from '@/lib/download.ts';
import { sleep } from '@/lib/sleep.ts';
import { exportBaseOfPlots, plotsToCsv, prepareExportOfPlots } from '../lib/export-plots.ts';
import { TracesExportSummary } from './traces-export-dialog.tsx';

const GEOJSON_TYPE = 'application/geo+json';

interface Prepared {
  result: TracesExport;
  base: string;
  plots: Plot[];
  cattle: boolean;
  /** What was exported, in words: "the 12 selected plots" or "all 1,240 plots shown". */
  scope: string;
}

export function ExportPanel({
  plots: shown,
  selection,
  complete,
  filtered,
}: {
  plots: PlotRows;
  /** The rows ticked among those shown; null when none is ticked (then every row shown is exported). */
  selection: PlotRows | null;
  complete: boolean;
  filtered: boolean;
}) {
  const plots = selection ?? shown;
  const { project } = useCurrentProject();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const t = useIntl().formatMessage;
  const disabled = !complete || plots.length === 0 || busy;
  const count = plots.length;
  const what = t(
    { id: 'plots.export.what' },
    { count, kind: selection ? 'selected' : filtered ? 'filtered' : 'all' },
  );
  // Which rows an export takes, in words: the ticked ones, or every one shown.
  const scope = selection
    ? t({ id: 'plots.export.scope.selected' }, { count })
    : t({ id: 'plots.export.scope.shown' }, { count, filtered: filtered ? 'yes' : 'no' });

  const prepare = async (list: Plot[], cattle: boolean) => {
    setBusy(true);
    setMessage(t({ id: 'plots.export.checking' }, { count: list.length }));
    try {
      const result = await prepareExportOfPlots(list, cattle);
      setPrepared({
        result,
        base: exportBaseOfPlots(project?.name ?? null, list),
        plots: list,
        cattle,
        scope,
      });
      setMessage(null);
      if (!dialogRef.current?.open) dialogRef.current?.showModal();
    } catch (e) {
      setMessage(t({ id: 'plots.export.failed' }, { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };

  const save = async (p: Prepared, split: boolean) => {
    const { features, sizes } = p.result;
    const ranges = split ? splitRanges(sizes) : [[0, features.length] as [number, number]];
    for (const [i, [start, end]] of ranges.entries()) {
      downloadBlob(
        new Blob(geoJsonChunks(features, start, end), { type: GEOJSON_TYPE }),
        partFileName(p.base, i + 1, ranges.length, 'geojson'),
      );
      // Browsers drop downloads started in the same instant; a short gap keeps every part.
      if (i < ranges.length - 1) await sleep(400);
    }
    const left = p.result.refused.length + p.result.repeats.length;
    setMessage(t({ id: 'plots.export.saved' }, { count: features.length, files: ranges.length, left }));
  };

  const exportCsv = () => {
    const list = Array.from(rowPlots(plots));
    downloadBlob(
      new Blob([plotsToCsv(list)], { type: 'text/csv;charset=utf-8' }),
      `${exportBaseOfPlots(project?.name ?? null, list)}.csv`,
    );
    setMessage(t({ id: 'plots.export.saved-csv' }, { what }));
  };

  const close = () => {
    dialogRef.current?.close();
    setPrepared(null);
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t({ id: 'plots.export' })}>
        <button
          type="button"
          onClick={() => void prepare(Array.from(rowPlots(plots)), false)}
          disabled={disabled}
          className="rounded-md bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {t({ id: 'plots.export.traces' })}
        </button>
        <button
          type="button"
          onClick={exportCsv}
          disabled={disabled}
          className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400"
        >
          {t({ id: 'plots.export.csv' })}
        </button>
      </div>
      <p className="text-xs text-slate-600" role="status">
        {message ??
          (!complete
            ? t({ id: 'plots.export.wait' })
            : selection && !selection.length
              ? t({ id: 'plots.export.none-shown' })
              : t({ id: 'plots.export.scope' }, { scope }))}
      </p>
      <dialog
        ref={dialogRef}
        aria-labelledby="traces-export-title"
        onClose={() => setPrepared(null)}
        className="m-auto max-w-xl rounded-lg p-0 shadow-xl backdrop:bg-slate-900/40"
      >
        {prepared ? (
          <TracesExportSummary
            result={prepared.result}
            scope={prepared.scope}
            base={prepared.base}
            cattle={prepared.cattle}
            onCattle={(on) => void prepare(prepared.plots, on)}
            onCancel={close}
            onSave={(split) => {
              const p = prepared;
              close();
              void save(p, split);
            }}
          />
        ) : null}
      </dialog>
    </div>
  );
}
