/**
 * A supplier's due-diligence report as a printable page (/suppliers/$supplierId/report): the same model as
 * the PDF (lib/report/report-model.ts), built in the report worker, laid out for the screen and for paper
 * (print CSS in styles.css: only this page, on as many sheets as it needs). Names appear here exactly as
 * written, in any script; the map is the same vector shapes as the PDF's, as SVG.
 */
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@core/i18n/locales.ts';
import { ProjectGate } from '@/components/project-gate.tsx';
import { ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { supplierPageLink } from '@/lib/routing/supplier-link.ts';
import {
  reportErrorText,
  reportJobOf,
  useReportConclusions,
  useReportDeclarations,
  useReportWorker,
} from '../lib/report/use-supplier-report.ts';
import { useSupplierReview } from '../lib/use-supplier-review.ts';
import { SupplierReportView } from './supplier-report-view.tsx';

export function SupplierReportPage() {
  const { projectId } = useCurrentProject();
  const t = useIntl().formatMessage;
  return (
    <ProjectGate header={<PageHeader title={t({ id: 'supplier.report.title' })} />}>
      {projectId ? <ProjectReport projectId={projectId} /> : null}
    </ProjectGate>
  );
}

function ProjectReport({ projectId }: { projectId: string }) {
  const v = useSupplierReview(projectId);
  const intl = useIntl();
  const t = intl.formatMessage;
  const { project } = useCurrentProject();
  const { state, run } = useReportWorker();
  const conclusions = useReportConclusions(v);
  const declarations = useReportDeclarations(v);
  const ready = reportJobOf(v, conclusions, declarations, project?.name, false, intl.locale as Locale);
  const waiting = 'waitingFor' in ready ? ready.waitingFor : null;
  const started = useRef(false);
  useEffect(() => {
    // One report per visit, made once every input is in (a later change of the data needs a reload).
    if (started.current || 'waitingFor' in ready) return;
    started.current = true;
    void run(ready.job);
  }, [ready, run]);

  const back = (
    <Link
      {...supplierPageLink(v.supplierId)}
      search={(s) => s}
      className="text-sm text-sky-900 underline"
      data-print-hide
    >
      {t({ id: 'supplier.report.back' })}
    </Link>
  );
  const failed = v.suppliers.error ?? v.plots.error;
  if (failed)
    return (
      <div className="p-6">
        {back}
        <ErrorState
          title={t({ id: 'supplier.report.load-failed' })}
          error={failed}
          onRetry={() => location.reload()}
        />
      </div>
    );
  if (v.unknown)
    return (
      <div className="p-6">
        {back}
        <p className="mt-4">{t({ id: 'supplier.unknown' })}</p>
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="p-6">
        {back}
        <p role="alert" className="mt-4 text-red-900">
          {reportErrorText(intl, state)}
        </p>
      </div>
    );
  if (state.status !== 'done')
    return (
      <div className="p-6">
        {back}
        <Loading
          label={
            waiting === 'declarations'
              ? t({ id: 'report.declarations.loading' })
              : waiting
                ? t({ id: 'supplier.report.loading' }, { what: waiting })
                : t({ id: 'supplier.report.making.page' })
          }
        />
      </div>
    );
  return (
    <div className="mx-auto max-w-4xl p-4 lg:p-6 print:max-w-none print:p-0" data-print-page>
      <div className="flex flex-wrap items-center justify-between gap-3" data-print-hide>
        {back}
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-sky-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-900"
        >
          {t({ id: 'supplier.report.print' })}
        </button>
      </div>
      <SupplierReportView r={state.answer.model} />
    </div>
  );
}
