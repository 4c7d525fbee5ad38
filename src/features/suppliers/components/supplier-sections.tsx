/**
 * The supplier page's sections drawn from its plots: the figures with the overlap counts, and the review
 * list. Drawn apart and kept while nothing they show changes, so that a supplier's plots coming in, and
 * the rest of the project's after them, make no main-thread task over the limit of issue 28
 * (bench/supplier-page.ts).
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DetectionsStatus } from '@/components/review/detections-status.tsx';
import { ReviewItemsPanel } from '@/components/review/review-items-panel.tsx';
import { useNextTask } from '../lib/use-next-task.ts';
import type { SupplierReviewView } from '../lib/use-supplier-review.ts';
import { SupplierCountries, SupplierFindings, SupplierRisk } from './supplier-figures.tsx';
import { SupplierOverlaps } from './supplier-overlaps.tsx';

/**
 * The supplier page's figures and its review list, each drawn again only when what it shows changes, the list
 * one task after the figures. `listed`: the review items the list shows (null until drawn).
 */
export function useSupplierSections(v: SupplierReviewView, name: string) {
  // The review list (a hundred rows, a link each, and the verdict form) is drawn in the task after the
  // figures and overlap counts: drawn with them, the supplier's plots coming in made one main-thread task
  // of 200 ms and more (bench/supplier-page.ts).
  const t = useIntl().formatMessage;
  const listed = useNextTask(v.items);
  const { decided } = v;
  const { mutateAsync, isPending, error } = v.decide;
  const decisions = v.decisions.data;
  // Kept as they are while the rest of the project's plots come in: each of its packs re-renders the page,
  // and need not draw the list and the figures again.
  const panel = useMemo(
    () =>
      listed && decisions ? (
        <ReviewItemsPanel
          items={listed}
          decisions={decided}
          onDecide={(items, body) => mutateAsync({ items, body })}
          pending={isPending}
          error={error}
          projectId={v.projectId}
        />
      ) : null,
    [listed, decisions, decided, mutateAsync, isPending, error, v.projectId],
  );
  // The count of plots so far only shows while the overlap counts are not known.
  const loading = v.overlaps.data || v.overlaps.error ? null : v.loading;
  const figures = useMemo(
    () =>
      v.profile ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-2">
          <SupplierRisk profile={v.profile} />
          <SupplierFindings profile={v.profile} name={name} />
          <SupplierCountries profile={v.profile} />
          <SupplierOverlaps
            items={v.items ?? []}
            report={{ data: v.overlaps.data, error: v.overlaps.error }}
            name={name}
            loaded={loading}
          />
        </div>
      ) : null,
    [v.profile, v.items, v.overlaps.data, v.overlaps.error, name, loading],
  );
  // What needs attention, and how many items are open on how many plots, as the report counts them
  // (portfolio-counts.ts).
  const c = v.itemCounts;
  const attentionIntro = (
    <>
      <p className="mb-2 text-sm text-slate-600">{t({ id: 'supplier.attention.intro' })}</p>
      {c ? (
        <p className="mb-2 text-sm font-medium">
          {t({ id: 'counts.review' }, { open: c.open, total: c.total, plots: c.plotsNeedingAttention })}
        </p>
      ) : null}
    </>
  );
  // While the overlap check runs (or after it failed) the list has no overlap items yet: said below it.
  const overlapsNote =
    v.items && !v.overlaps.data ? (
      <p role="status" className="mt-2 text-sm text-slate-600">
        {t({ id: v.overlaps.error ? 'supplier.items.overlaps-failed' : 'supplier.items.overlaps-checking' })}
      </p>
    ) : null;
  // Whether the deforestation detections are in the list yet (a small note beside the kept list).
  const withDetections = panel ? (
    <>
      {panel}
      <DetectionsStatus detections={v.detections} />
    </>
  ) : null;
  return { listed, panel: withDetections, figures, attentionIntro, overlapsNote };
}
