/**
 * Export of the plots shown (the filtered rows), or of the rows ticked in the table when any is: GeoJSON for
 * TRACES (with the statement package in its dialog), or CSV; the panel says which it exports. The TRACES file
 * takes only the plots their decisions allow (issue 50, src/lib/review/statement-eligibility.ts): excluded
 * plots never, plots with open items only through an approver's override. So the decisions and overrides are
 * read from the review store first; when the store cannot be reached the dialog says so and offers nothing to
 * save (never a file built without them). The eligible plots are then prepared and checked with the rule
 * module (core/traces); the dialog says what the file holds and what was left out, and why, before anything
 * is saved. Files are named after project, supplier and date. Over the Information System's limits (25 MB,
 * 1,000 producers of a commodity: Operator API Reference §10.3) the person is offered compliant parts, or
 * the single file anyway. A saved file
 * is pinned as an evidence snapshot (evidence-pin.tsx), and the dialog shows the snapshot or why it is not.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Plot } from '@core/api/schemas.ts';
import { geoJsonChunks, partFileName } from '@core/traces/geojson-file.ts';
import { exportParts, type TracesExport } from '@core/traces/traces-export.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { rowPlots, type PlotRows } from '@/lib/plot-loader/page/plot-list.ts';
import { overlapQueries, overlapSourceOf } from '@/lib/plot-loader/page/overlap-queries.ts';
import { plotQueries, type PlotLoad } from '@/lib/plot-loader/page/plot-queries.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';
import { reviewItemsOf } from '@/lib/review/review-items.ts';
import { decisionIndex } from '@core/review/review-decisions.ts';
import type { DetectionSignal } from '@core/review/review-signals.ts';
import { createOverride, reviewQueries } from '@/lib/review/review-queries.ts';
import {
  leftOutOf,
  statementEligibility,
  type HeldPlot,
  type StatementEligibility,
} from '@/lib/review/statement-eligibility.ts';
import { useReviewDetections } from '@/lib/review/use-review-detections.ts';
import { supplierIdOf } from '@/lib/routing/supplier-link.ts';
import { useProjectRole } from '@/lib/session/use-session.ts';
import { downloadBlob } from '@/lib/download.ts';
import { sleep } from '@/lib/sleep.ts';
import { exportBaseOfPlots, plotsToCsv, prepareExportOfPlots } from '../lib/export-plots.ts';
import { usePinEvidence, type EvidenceBase } from './evidence-pin.tsx';
import { TracesExportSummary, TracesExportUnavailable } from './traces-export-dialog.tsx';

const GEOJSON_TYPE = 'application/geo+json';

export interface Prepared {
  result: TracesExport;
  base: string;
  /** Every plot asked for, before the decisions. */
  plots: Plot[];
  eligibility: StatementEligibility;
  /** What a snapshot of this export records besides the hashes and files. */
  evidence: EvidenceBase;
  /** Name and supplier of the plots asked for, by id (the left-out list names them). */
  labels: Map<string, string>;
  cattle: boolean;
  /** What was exported, in words: "the 12 selected plots" or "all 1,240 plots shown". */
  scope: string;
}

type Dialog =
  | { status: 'ready'; prepared: Prepared }
  | { status: 'unavailable'; error: unknown; plots: Plot[]; cattle: boolean; scope: string };

/** An assessment's time as an ISO instant (the service may send a date alone); null when unreadable. */
function instantOf(text: string | undefined): string | null {
  if (!text) return null;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
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
  const { project, projectId } = useCurrentProject();
  const { kind, token } = useConnection();
  const queryClient = useQueryClient();
  const role = useProjectRole(projectId);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const pin = usePinEvidence(projectId);
  const overrideKeys = useRef(new Map<string, string>());
  // Detections after the cut-off near a plot are review items too: read once an export is first asked for
  // (twelve monthly exports and a search of the plots: no cost to a page where nobody exports).
  const [wantSignals, setWantSignals] = useState(false);
  const load = projectId
    ? queryClient.getQueryData<PlotLoad>(plotQueries.project(kind, projectId).queryKey)
    : undefined;
  const loadId = load?.loadId ?? null;
  // The double claims of the same plots: the server's scan of its copy, or the worker's of this load.
  const overlapSource = overlapSourceOf(load, token === null);
  const detections = useReviewDetections(kind, projectId, complete ? plots.list : null, loadId, wantSignals);
  const detectionsNow = useRef(detections);
  const waiting = useRef<(() => boolean)[]>([]);
  useEffect(() => {
    detectionsNow.current = detections;
    waiting.current = waiting.current.filter((settle) => !settle());
  }, [detections]);
  /**
   * The detection signals once read (a failure rejects: the export must not go ahead without them). A
   * failure seen before (`stale`, being tried again) is not an answer: only a new one is.
   */
  const signals = (stale: unknown) =>
    new Promise<DetectionSignal[]>((resolve, reject) => {
      const settle = () => {
        const d = detectionsNow.current;
        if (d.signals) resolve(d.signals);
        else if (d.error && d.error !== stale)
          reject(d.error instanceof Error ? d.error : new Error(String(d.error)));
        else return false;
        return true;
      };
      if (!settle()) waiting.current.push(settle);
    });
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

  const open = (next: Dialog) => {
    setDialog(next);
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  };

  /** Reads the decisions, overrides and overlaps; the plots they let in are prepared for TRACES. */
  const prepare = async (list: Plot[], cattle: boolean, asked: string) => {
    setBusy(true);
    setMessage(t({ id: 'plots.export.checking-decisions' }, { count: list.length }));
    let eligibility: StatementEligibility;
    try {
      if (!projectId) throw new Error('no project');
      setWantSignals(true);
      const stale = detectionsNow.current.error;
      if (stale) detectionsNow.current.retry();
      const [decisions, overrides, overlaps, near] = await Promise.all([
        queryClient.fetchQuery(reviewQueries.decisions(kind, projectId)),
        queryClient.fetchQuery(reviewQueries.overrides(kind, projectId)),
        // The double claims are review items too: without the scan they would go in unseen.
        overlapSource ? queryClient.fetchQuery(overlapQueries.project(kind, projectId, overlapSource)) : null,
        signals(stale),
      ]);
      eligibility = statementEligibility({
        plots: list.map((p) => ({ id: p.id })),
        items: reviewItemsOf(plots.list, overlaps, undefined, near),
        decisions: decisionIndex(decisions.decisions),
        overrides: overrides.overrides,
      });
    } catch (error) {
      setBusy(false);
      setMessage(t({ id: 'plots.export.unavailable' }));
      open({ status: 'unavailable', error, plots: list, cattle, scope: asked });
      return;
    }
    setMessage(t({ id: 'plots.export.checking' }, { count: eligibility.eligible.size }));
    try {
      const eligible = list.filter((p) => eligibility.eligible.has(p.id));
      const result = await prepareExportOfPlots(eligible, cattle);
      const suppliers = queryClient.getQueryData(supplierQueries.list(kind, projectId).queryKey);
      const idOf = new Map<string, string>();
      const supplierId = (name: string) => {
        let id = idOf.get(name);
        if (id === undefined) idOf.set(name, (id = supplierIdOf(suppliers, name)));
        return id;
      };
      const exported = result.indices.map((i) => eligible[i]!);
      let riskDataAt: string | null = null;
      for (const p of exported) {
        const at = instantOf(p.riskAssessment?.assessedAt);
        if (at && (riskDataAt === null || at > riskDataAt)) riskDataAt = at;
      }
      const evidence: EvidenceBase = {
        plots: exported.map((p) => ({ plotId: p.id, supplierId: supplierId(p.supplier) })),
        supplierIds: [...new Set(list.map((p) => supplierId(p.supplier)))],
        leftOut: [
          ...leftOutOf(eligibility),
          ...result.refused.map((r) => ({ plotId: eligible[r.index]!.id, why: 'refused-by-traces-rules' })),
          ...result.repeats.map((i) => ({ plotId: eligible[i]!.id, why: 'exact-repeat' })),
        ],
        riskDataAt,
      };
      const labels = new Map<string, string>();
      const named = new Set([
        ...eligibility.excluded.map((p) => p.plotId),
        ...eligibility.held.map((p) => p.plotId),
        ...eligibility.overridden.map((p) => p.plotId),
      ]);
      for (const p of list) if (named.has(p.id)) labels.set(p.id, `${p.name || p.id} (${p.supplier})`);
      setMessage(null);
      open({
        status: 'ready',
        prepared: {
          result,
          base: exportBaseOfPlots(project?.name ?? null, list),
          plots: list,
          eligibility,
          evidence,
          labels,
          cattle,
          scope: asked,
        },
      });
    } catch (e) {
      setMessage(t({ id: 'plots.export.failed' }, { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };

  const start = () => {
    setSaved(null);
    pin.reset();
    void prepare(Array.from(rowPlots(plots)), false, scope);
  };

  const save = async (p: Prepared, split: boolean) => {
    const { features } = p.result;
    const ranges = split ? exportParts(p.result) : [[0, features.length] as [number, number]];
    const files: { name: string; blob: Blob }[] = [];
    for (const [i, [from, to]] of ranges.entries()) {
      const file = {
        name: partFileName(p.base, i + 1, ranges.length, 'geojson'),
        blob: new Blob(geoJsonChunks(features, from, to), { type: GEOJSON_TYPE }),
      };
      files.push(file);
      downloadBlob(file.blob, file.name);
      // Browsers drop downloads started in the same instant; a short gap keeps every part.
      if (i < ranges.length - 1) await sleep(400);
    }
    // Left out: by the decisions, by the rules, and exact repeats (evidence.leftOut names them all).
    const text = t(
      { id: 'plots.export.saved' },
      { count: features.length, files: ranges.length, left: p.evidence.leftOut.length },
    );
    setSaved(text);
    setMessage(text);
    pin.pin({ kind: 'traces-export', base: p.evidence, features, files });
  };

  const override = async (plot: HeldPlot, reason: string) => {
    if (!projectId || dialog?.status !== 'ready') return;
    const p = dialog.prepared;
    const keys = plot.openItems.map((i) => i.key).slice(0, 100);
    const supplierName = p.plots.find((x) => x.id === plot.plotId)?.supplier;
    const suppliers = queryClient.getQueryData(supplierQueries.list(kind, projectId).queryKey);
    const body = {
      plots: [
        {
          plotId: plot.plotId,
          ...(supplierName === undefined ? {} : { supplierId: supplierIdOf(suppliers, supplierName) }),
          itemKeys: keys,
        },
      ],
      reason,
    };
    // The same override sent again (its answer lost) keeps its Idempotency-Key: the store keeps it once.
    const text = JSON.stringify([kind, projectId, body]);
    let key = overrideKeys.current.get(text);
    if (!key) overrideKeys.current.set(text, (key = `override:${crypto.randomUUID()}`));
    await createOverride(kind, projectId, body, key);
    await queryClient.invalidateQueries({ queryKey: reviewQueries.all(kind) });
    setSaved(null);
    pin.reset();
    await prepare(p.plots, p.cattle, p.scope);
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
    setDialog(null);
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t({ id: 'plots.export' })}>
        <button
          type="button"
          onClick={start}
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
        onClose={() => setDialog(null)}
        className="m-auto max-w-xl rounded-lg p-0 shadow-xl backdrop:bg-slate-900/40"
      >
        {dialog?.status === 'unavailable' ? (
          <TracesExportUnavailable
            error={dialog.error}
            busy={busy}
            onRetry={() => void prepare(dialog.plots, dialog.cattle, dialog.scope)}
            onCancel={close}
          />
        ) : null}
        {dialog?.status === 'ready' ? (
          <TracesExportSummary
            prepared={dialog.prepared}
            projectId={projectId ?? null}
            role={role}
            busy={busy}
            saved={saved}
            pin={pin.state}
            onRetryPin={pin.retry}
            onOverride={override}
            onCattle={(on) => {
              setSaved(null);
              pin.reset();
              void prepare(dialog.prepared.plots, on, dialog.prepared.scope);
            }}
            onCancel={close}
            onSave={(split) => void save(dialog.prepared, split)}
          />
        ) : null}
      </dialog>
    </div>
  );
}
