/**
 * The supplier page's report actions: "Download report (PDF)" (made in the report worker, with its progress
 * and any error said in words) and a link to the printable report page.
 */
import { Link } from '@tanstack/react-router';
import { downloadBlob } from '@/lib/download.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { reportFileName } from '../lib/report/report-text.ts';
import { reportJobOf, useReportWorker } from '../lib/report/use-supplier-report.ts';
import type { SupplierReviewView } from '../lib/use-supplier-review.ts';

export function SupplierReportActions({ v }: { v: SupplierReviewView }) {
  const { project } = useCurrentProject();
  const { state, run } = useReportWorker();
  const ready = reportJobOf(v, project?.name, true);
  const waiting = 'waitingFor' in ready ? ready.waitingFor : null;

  const download = async () => {
    const next = reportJobOf(v, project?.name, true);
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
        Download report (PDF)
      </button>
      <Link
        to="/suppliers/$supplierId/report"
        params={{ supplierId: v.supplierId }}
        search={(s) => s}
        className="text-sky-900 underline"
      >
        Printable report
      </Link>
      <p id="report-status" role="status" className="text-slate-700">
        {waiting !== null
          ? `The report can be made once ${waiting} ${waiting.endsWith('s') ? 'are' : 'is'} in.`
          : state.status === 'working'
            ? `Making the report of ${formatCount('plots' in ready ? ready.plots : 0)} plots…`
            : state.status === 'done'
              ? 'Report ready: your browser saved the PDF.'
              : ''}
      </p>
      {state.status === 'error' ? (
        <p role="alert" className="basis-full text-red-900">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
