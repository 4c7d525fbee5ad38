/**
 * A supplier's report on demand: gathers what the supplier page has loaded (plots, review items, decisions,
 * their history, upload records), hands it to the report worker and gives back the model (printable page) or
 * the PDF (download), with the state of the work. Ready only once every input is in, so a report never
 * leaves out what has simply not arrived yet (an overlap check that failed is said so in the report).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { Declaration, Filing } from '@core/api/filing.ts';
import type { Conclusion } from '@core/api/statements.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { RULES_VERSION } from '@core/plot-rules/index.ts';
import { describeError } from '@/lib/api/errors.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { declarationQueries } from '@/lib/filing/declaration-queries.ts';
import type { SupplierReportMakerState } from '@/lib/report/supplier-report-maker.ts';
import { plotsOf } from '@/lib/plot-loader/page/plot-queries.ts';
import { filingQueries } from '@/lib/filing/filing-queries.ts';
import { reviewQueries } from '@/lib/review/review-queries.ts';
import { supplierIdOf } from '@/lib/routing/supplier-link.ts';
import { WorkerStopped } from '@/lib/worker-rpc/index.ts';
import { useWorkerClient } from '@/lib/worker-rpc/use-worker-client.ts';
// The dashboard's own version, for the report's provenance (Vite keeps only this field of the JSON).
import { version as appVersion } from '@/../package.json';
import { useSupplierReview, type SupplierReviewView } from '../use-supplier-review.ts';
import type { ReportAnswer, ReportJob, ReportMethods } from './report-protocol.ts';
import { reportFileName } from './report-text.ts';

const startReportWorker = () =>
  new Worker(new URL('./report.worker.ts', import.meta.url), { type: 'module' });

export type ReportState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; answer: ReportAnswer }
  /** `stopped`: the worker went silent or died (WorkerStopped); else it threw. */
  | { status: 'error'; stopped: boolean; detail: string };

/** What a report still waits for (the page says it in words: supplier.report.waiting). */
export type ReportInputName =
  | 'plots'
  | 'decisions'
  | 'history'
  | 'uploads'
  | 'overlaps'
  | 'conclusions'
  | 'declarations';

/**
 * The supplier's risk conclusions, as the report reads them (useReportConclusions), and the statements filed
 * with the EU under them (issue 51): the report lists both, so it waits for both.
 */
export type ReportConclusions = {
  data?: { conclusions: Conclusion[]; filings?: Filing[] };
  error?: unknown;
};

/**
 * The supplier's risk conclusions from the review store, asked by the same supplier id as its decisions and
 * upload records. The same query as the supplier page's conclusion section: a sign-off there refreshes it.
 */
export function useReportConclusions(v: SupplierReviewView): ReportConclusions {
  const { kind } = useConnection();
  const storeId = v.name === null ? v.supplierId : supplierIdOf(v.suppliers.data, v.name);
  const conclusions = useQuery({
    ...reviewQueries.conclusions(kind, v.projectId, storeId),
    enabled: Boolean(v.suppliers.data),
  });
  // The statements filed naming the supplier, the same query as the supplier page's filings panel.
  const filings = useQuery({
    ...filingQueries.list(kind, v.projectId, storeId),
    enabled: Boolean(v.suppliers.data),
  });
  return {
    data:
      conclusions.data && filings.data
        ? { conclusions: conclusions.data.conclusions, filings: filings.data }
        : undefined,
    error: conclusions.error ?? filings.error ?? undefined,
  };
}

/** The declarations the supplier sent, as the report reads them (useReportDeclarations). */
export type ReportDeclarations = { data?: { declarations: Declaration[] }; error?: unknown };

/**
 * The supplier's declarations from the register (docs/declarations.md), by the same supplier id as its
 * conclusions: the same query as the supplier page's section, so a check there refreshes the report's.
 */
export function useReportDeclarations(v: SupplierReviewView): ReportDeclarations {
  const { kind } = useConnection();
  const storeId = v.name === null ? v.supplierId : supplierIdOf(v.suppliers.data, v.name);
  return useQuery({
    ...declarationQueries.list(kind, v.projectId, storeId),
    enabled: Boolean(v.suppliers.data),
  });
}

/** The job for the worker (its words in `locale`), or what the page still waits for. */
export function reportJobOf(
  v: SupplierReviewView,
  conclusions: ReportConclusions,
  declarations: ReportDeclarations,
  projectName: string | undefined,
  pdf: boolean,
  locale: Locale,
): { job: ReportJob; plots: number } | { waitingFor: ReportInputName } {
  const complete = v.plots.data?.complete ? v.plots.data : null;
  if (!complete || v.name === null || !v.items) return { waitingFor: 'plots' };
  if (!v.decisions.data) return { waitingFor: 'decisions' };
  if (!v.history.data) return { waitingFor: 'history' };
  if (!v.records.data) return { waitingFor: 'uploads' };
  if (!v.overlaps.data && !v.overlaps.error) return { waitingFor: 'overlaps' };
  if (!conclusions.data) return { waitingFor: 'conclusions' };
  if (!declarations.data) return { waitingFor: 'declarations' };
  const name = v.name;
  const list = plotsOf(complete);
  // Only the packs holding the supplier's plots cross to the worker (a copy: the page keeps its own).
  const packs = list.packs.filter((b) => b.words.includes(name));
  return {
    plots: v.profile?.plots ?? 0,
    job: {
      projectName: projectName ?? '',
      supplierName: name,
      packs: [...packs],
      // Without a scan the items hold no pair: the report says overlaps were not checked.
      items: v.items,
      overlapScan: v.overlaps.data
        ? { totalPairs: v.overlaps.data.totalPairs, listedPairs: v.overlaps.data.pairs.length }
        : null,
      decisions: v.decisions.data.decisions,
      history: { entries: v.history.data.history, truncated: v.history.data.truncated },
      uploads: v.records.data.records,
      conclusions: conclusions.data.conclusions,
      declarations: declarations.data.declarations,
      filings: conclusions.data.filings ?? [],
      generatedAt: new Date().toISOString(),
      appVersion,
      rulesVersion: RULES_VERSION,
      locale,
      pdf,
    },
  };
}

export function useReportWorker() {
  const client = useWorkerClient<ReportMethods>(startReportWorker);
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<ReportState>({ status: 'idle' });
  useEffect(() => () => abort.current?.abort(), []);
  const run = useCallback(
    async (job: ReportJob): Promise<ReportAnswer | null> => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const worker = client.current;
      if (!worker) return null;
      setState({ status: 'working' });
      try {
        const answer = await worker.call('report', job, { signal: controller.signal });
        if (controller.signal.aborted) return null;
        setState({ status: 'done', answer });
        return answer;
      } catch (error) {
        if (controller.signal.aborted) return null;
        setState(
          error instanceof WorkerStopped
            ? { status: 'error', stopped: true, detail: error.detail }
            : {
                status: 'error',
                stopped: false,
                detail: error instanceof Error ? error.message : String(error),
              },
        );
        return null;
      }
    },
    [client],
  );
  return { state, run };
}

/** Why the report failed, in the reader's words (the worker's own detail as it said it). */
export const reportErrorText = (intl: IntlShape, state: { stopped: boolean; detail: string }) =>
  intl.formatMessage(
    { id: state.stopped ? 'supplier.report.stopped' : 'supplier.report.failed' },
    { detail: state.detail },
  );

/**
 * One supplier's report PDF, made for a page that is not the supplier's (the statement package pins it,
 * src/lib/report/supplier-report-maker.ts): the same view, job and worker as the supplier page's download,
 * made once every input is in, the detections near the plots included (a report made before them would
 * miss their items). An input that cannot be read fails it, in words: a report is never made without it.
 */
export function useSupplierReportPdf(projectId: string, supplierId: string): SupplierReportMakerState {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { project } = useCurrentProject();
  const v = useSupplierReview(projectId, supplierId);
  const conclusions = useReportConclusions(v);
  const declarations = useReportDeclarations(v);
  const { state, run } = useReportWorker();
  const [pdf, setPdf] = useState<{ fileName: string; bytes: Uint8Array } | null>(null);
  const unreadable = [
    v.suppliers.error,
    v.plots.error,
    v.decisions.error,
    v.history.error,
    v.records.error,
    conclusions.error,
    declarations.error,
    v.detections.error,
  ].find(Boolean);
  const ready = reportJobOf(v, conclusions, declarations, project?.name, true, locale);
  const go = !unreadable && !v.unknown && v.detections.signals !== null && !('waitingFor' in ready);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !go || 'waitingFor' in ready) return;
    started.current = true;
    const { job } = ready;
    void run(job).then((answer) => {
      if (answer?.pdf)
        setPdf({
          fileName: reportFileName(job.projectName, job.supplierName, job.generatedAt),
          bytes: answer.pdf,
        });
    });
  }, [go, ready, run]);
  if (v.unknown) return { status: 'failed', reason: intl.formatMessage({ id: 'supplier.unknown' }) };
  if (unreadable) return { status: 'failed', reason: describeError(unreadable, locale) };
  if (state.status === 'error') return { status: 'failed', reason: reportErrorText(intl, state) };
  if (pdf) return { status: 'done', report: pdf };
  return { status: 'working' };
}
