/**
 * One supplier's page: its plots by the service's assessed risk and area, its producing countries with the
 * EU's official benchmark tier (apart from the service's risk), the service's findings, overlaps within the
 * supplier and with others, its uploads, the review items that need a decision, and the append-only history
 * of decisions. What it shows is worked out in lib/use-supplier-review.ts; this file lays it out.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@core/i18n/locales.ts';
import { ProjectGate } from '@/components/project-gate.tsx';
import { DecisionHistory } from '@/components/review/decision-history.tsx';
import { EmptyState, ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { formatCount } from '@/lib/format/numbers.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { FilingsPanel } from '@/lib/filing/filing-slots.tsx';
import { supplierIdOf } from '@/lib/routing/supplier-link.ts';
import { allSuppliers, plotsOf, uploadFor } from '../lib/supplier-links.ts';
import { useSupplierReview, type SupplierReviewView } from '../lib/use-supplier-review.ts';
import { SECTION } from './supplier-figures.tsx';
import { useSupplierSections } from './supplier-sections.tsx';
import { SupplierConclusionAndDeclarations } from './supplier-declarations.tsx';
import { SupplierReportActions } from './supplier-report-actions.tsx';
import { SupplierUploads } from './supplier-uploads.tsx';

function BackLink() {
  const t = useIntl().formatMessage;
  return (
    <Link {...allSuppliers} className="text-sm text-sky-900 underline">
      {t({ id: 'supplier.back' })}
    </Link>
  );
}

export function SupplierPage() {
  const { projectId } = useCurrentProject();
  const t = useIntl().formatMessage;
  return (
    <ProjectGate header={<PageHeader title={t({ id: 'supplier.title' })} />}>
      {projectId ? <ProjectSupplier projectId={projectId} /> : null}
    </ProjectGate>
  );
}

function ProjectSupplier({ projectId }: { projectId: string }) {
  const v = useSupplierReview(projectId);
  const t = useIntl().formatMessage;
  if (v.suppliers.error)
    return (
      <div className="p-6">
        <BackLink />
        <ErrorState
          title={t({ id: 'suppliers.load-failed' })}
          error={v.suppliers.error}
          onRetry={() => void v.suppliers.refetch()}
        />
      </div>
    );
  if (v.unknown || v.name === null)
    return (
      <div className="p-6">
        <BackLink />
        {v.unknown ? (
          <EmptyState title={t({ id: 'supplier.unknown' })}>
            {t(
              { id: 'supplier.unknown.hint' },
              {
                link: (chunks: ReactNode[]) => (
                  <Link {...allSuppliers} className="underline">
                    {chunks}
                  </Link>
                ),
              },
            )}
          </EmptyState>
        ) : (
          <Loading label={t({ id: 'supplier.loading' })} />
        )}
      </div>
    );
  return <SupplierReview v={v} name={v.name} />;
}

function SupplierReview({ v, name }: { v: SupplierReviewView; name: string }) {
  const { listed, panel, figures, attentionIntro, overlapsNote } = useSupplierSections(v, name);
  const intl = useIntl();
  const t = intl.formatMessage;
  const loaded = formatCount(v.loaded, intl.locale as Locale);
  return (
    <div className="space-y-4 p-4 lg:p-6">
      <BackLink />
      <PageHeader title={name}>
        <div className="flex flex-wrap gap-3 text-sm">
          <Link {...plotsOf(name)} className="text-sky-900 underline">
            {t({ id: 'supplier.view-plots' })}
          </Link>
          <Link {...uploadFor(name)} className="text-sky-900 underline">
            {t({ id: 'suppliers.new-upload' })}
          </Link>
        </div>
      </PageHeader>
      <SupplierReportActions v={v} />
      {v.plots.error ? (
        <ErrorState
          title={
            v.loaded
              ? t({ id: 'supplier.plots.stopped' }, { count: v.loaded })
              : t({ id: 'supplier.plots.failed' })
          }
          error={v.plots.error}
          onRetry={() => void v.plots.refetch()}
        />
      ) : null}
      {!v.profile && !v.plots.error ? (
        <Loading label={t({ id: 'supplier.plots.loading' }, { count: loaded })} />
      ) : null}
      <section aria-labelledby="attention-title" className={SECTION}>
        <h2 id="attention-title" className="text-lg font-semibold">
          {t({ id: 'supplier.attention' })}
        </h2>
        {attentionIntro}
        {v.decisions.error ? (
          <ErrorState
            title={t({ id: 'supplier.decisions.failed' })}
            error={v.decisions.error}
            onRetry={() => void v.decisions.refetch()}
          />
        ) : panel ? (
          panel
        ) : (
          <Loading label={t({ id: listed ? 'supplier.decisions.loading' : 'supplier.items.waiting' })} />
        )}
        {overlapsNote}
      </section>
      {figures}
      <SupplierConclusionAndDeclarations v={v} />
      {/* Statements filed with the EU naming this supplier (the review store's id, as the conclusion's). */}
      <FilingsPanel projectId={v.projectId} supplierId={supplierIdOf(v.suppliers.data, name)} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-2">
        <section aria-labelledby="history-title" className={SECTION}>
          <h2 id="history-title" className="mb-2 text-lg font-semibold">
            {t({ id: 'supplier.history' })}
          </h2>
          <DecisionHistory query={v.history} nameOf={v.nameOf} />
        </section>
        <SupplierUploads records={v.records} ongoing={v.ongoing} />
      </div>
    </div>
  );
}
