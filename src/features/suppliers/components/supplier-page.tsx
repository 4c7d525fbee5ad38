/**
 * One supplier's page: its plots by the service's assessed risk and area, its producing countries with the
 * EU's official benchmark tier (apart from the service's risk), the service's findings, overlaps within the
 * supplier and with others, its uploads, the review items that need a decision, and the append-only history
 * of decisions. What it shows is worked out in lib/use-supplier-review.ts; this file lays it out.
 */
import { Link } from '@tanstack/react-router';
import { ProjectGate } from '@/components/project-gate.tsx';
import { DecisionHistory } from '@/components/review/decision-history.tsx';
import { EmptyState, ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { useSupplierReview, type SupplierReviewView } from '../lib/use-supplier-review.ts';
import { SECTION } from './supplier-figures.tsx';
import { useSupplierSections } from './supplier-sections.tsx';
import { SupplierReportActions } from './supplier-report-actions.tsx';
import { SupplierUploads } from './supplier-uploads.tsx';

const backLink = (
  <Link to="/suppliers" className="text-sm text-sky-900 underline">
    ← All suppliers
  </Link>
);

export function SupplierPage() {
  const { projectId } = useCurrentProject();
  return (
    <ProjectGate header={<PageHeader title="Supplier" />}>
      {projectId ? <ProjectSupplier projectId={projectId} /> : null}
    </ProjectGate>
  );
}

function ProjectSupplier({ projectId }: { projectId: string }) {
  const v = useSupplierReview(projectId);
  if (v.suppliers.error)
    return (
      <div className="p-6">
        {backLink}
        <ErrorState
          title="Could not load the suppliers"
          error={v.suppliers.error}
          onRetry={() => void v.suppliers.refetch()}
        />
      </div>
    );
  if (v.unknown || v.name === null)
    return (
      <div className="p-6">
        {backLink}
        {v.unknown ? (
          <EmptyState title="No such supplier in this project">
            It may have been deleted or renamed, or belong to another project.{' '}
            <Link to="/suppliers" className="underline">
              Choose a supplier
            </Link>
            .
          </EmptyState>
        ) : (
          <Loading label="Loading the supplier…" />
        )}
      </div>
    );
  return <SupplierReview v={v} name={v.name} />;
}

function SupplierReview({ v, name }: { v: SupplierReviewView; name: string }) {
  const { listed, panel, figures } = useSupplierSections(v, name);
  return (
    <div className="space-y-4 p-4 lg:p-6">
      {backLink}
      <PageHeader title={name}>
        <div className="flex flex-wrap gap-3 text-sm">
          <Link to="/plots" search={{ supplier: name }} className="text-sky-900 underline">
            View its plots
          </Link>
          <Link to="/uploads" search={{ supplier: name }} className="text-sky-900 underline">
            New upload
          </Link>
        </div>
      </PageHeader>
      <SupplierReportActions v={v} />
      {v.plots.error ? (
        <ErrorState
          title={v.loaded ? `Loading stopped after ${v.loaded} plots` : 'Could not load the plots'}
          error={v.plots.error}
          onRetry={() => void v.plots.refetch()}
        />
      ) : null}
      {!v.profile && !v.plots.error ? (
        <Loading label={`Loading the project’s plots… (${v.loaded} so far)`} />
      ) : null}
      <section aria-labelledby="attention-title" className={SECTION}>
        <h2 id="attention-title" className="text-lg font-semibold">
          Needs attention
        </h2>
        <p className="mb-2 text-sm text-slate-600">
          Every plot the service assesses as high or medium risk, every double claim and every plot inside
          another is a review item. Select items and record a verdict; the list empties as you decide.
        </p>
        {v.decisions.error ? (
          <ErrorState
            title="Could not load the decisions"
            error={v.decisions.error}
            onRetry={() => void v.decisions.refetch()}
          />
        ) : panel ? (
          panel
        ) : (
          <Loading
            label={listed ? 'Loading the decisions…' : 'Working out the review items once the plots are in…'}
          />
        )}
        {v.items && !v.overlaps.data ? (
          <p role="status" className="mt-2 text-sm text-slate-600">
            {v.overlaps.error
              ? 'The overlap check failed: double claims are not listed.'
              : 'Checking the plots for overlaps: double claims join the list when the check ends.'}
          </p>
        ) : null}
      </section>
      {figures}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-2">
        <section aria-labelledby="history-title" className={SECTION}>
          <h2 id="history-title" className="mb-2 text-lg font-semibold">
            Decision history
          </h2>
          <DecisionHistory query={v.history} nameOf={v.nameOf} />
        </section>
        <SupplierUploads records={v.records} ongoing={v.ongoing} />
      </div>
    </div>
  );
}
