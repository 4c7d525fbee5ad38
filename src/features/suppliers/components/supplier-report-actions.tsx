/**
 * The supplier page's report actions: "Download report (PDF)" (made in the report worker, with its progress
 * and any error said in words) and a link to the printable report page; and, below them, as of when the
 * plots they report on are: the team's copy on the server (docs/portfolio.md).
 */
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@core/i18n/locales.ts';
import { LoadCopyNote } from '@/components/server-copy-note.tsx';
import { downloadBlob } from '@/lib/download.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { supplierReportPage } from '../lib/supplier-links.ts';
import { reportFileName } from '../lib/report/report-text.ts';
import {
  reportErrorText,
  reportJobOf,
  useReportConclusions,
  useReportDeclarations,
  useReportWorker,
} from '../lib/report/use-supplier-report.ts';
import type { SupplierReviewView } from '../lib/use-supplier-review.ts';

export function SupplierReportActions({ v }: { v: SupplierReviewView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const { project } = useCurrentProject();
  const { state, run } = useReportWorker();
  const conclusions = useReportConclusions(v);
  const declarations = useReportDeclarations(v);
  const ready = reportJobOf(v, conclusions, declarations, project?.name, true, locale);
  const waiting = 'waitingFor' in ready ? ready.waitingFor : null;

  const download = async () => {
    const next = reportJobOf(v, conclusions, declarations, project?.name, true, locale);
    if ('waitingFor' in next) return;
    const answer = await run(next.job);
    if (!answer?.pdf) return;
    downloadBlob(
      new Blob([answer.pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      reportFileName(next.job.projectName, next.job.supplierName, next.job.generatedAt),
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        onClick={() => void download()}
        disabled={waiting !== null || state.status === 'working'}
        aria-describedby="report-status"
        className="rounded-md bg-sky-800 px-3 py-1.5 font-medium text-white hover:bg-sky-900 disabled:bg-slate-400"
      >
        {t({ id: 'supplier.report.download' })}
      </button>
      <Link {...supplierReportPage(v.supplierId)} search={(s) => s} className="text-sky-900 underline">
        {t({ id: 'supplier.report.printable' })}
      </Link>
      <p id="report-status" role="status" className="text-slate-700">
        {waiting === 'declarations'
          ? t({ id: 'report.declarations.waiting' })
          : waiting !== null
            ? t({ id: 'supplier.report.waiting' }, { what: waiting })
            : state.status === 'working'
              ? t({ id: 'supplier.report.making' }, { count: 'plots' in ready ? ready.plots : 0 })
              : state.status === 'done'
                ? t({ id: 'supplier.report.ready' })
                : ''}
      </p>
      {state.status === 'error' ? (
        <p role="alert" className="basis-full text-red-900">
          {reportErrorText(intl, state)}
        </p>
      ) : null}
      <LoadCopyNote load={v.plots.data} className="basis-full" />
    </div>
  );
}
