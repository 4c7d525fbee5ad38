/**
 * A plot's review on its own page (issues 28 and 50): its review items (every signal of review-items.ts:
 * the service's risk, protected or indigenous land, deforestation after the cut-off by the assessment or by a
 * detection on or near it, a high-risk country, a TRACES refusal, overlaps with other plots), a decision on
 * the plot as a whole beside them (any plot can be decided on, with or without items), the verdict form,
 * and the append-only history of every decision taken on it.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Plot } from '@core/api/schemas.ts';
import { DecisionHistory } from '@/components/review/decision-history.tsx';
import { ReviewItemsPanel } from '@/components/review/review-items-panel.tsx';
import { ErrorState, Loading } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { overlapQueries, overlapSourceOf } from '@/lib/plot-loader/page/overlap-queries.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { plotQueries, plotsOf } from '@/lib/plot-loader/page/plot-queries.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';
import { reviewItemsOf, type ReviewItem } from '@/lib/review/review-items.ts';
import { decisionIndex, plotDecisionKey } from '@core/review/review-decisions.ts';
import { reviewQueries } from '@/lib/review/review-queries.ts';
import { DetectionsStatus } from '@/components/review/detections-status.tsx';
import { useDecide } from '@/lib/review/use-decide.ts';
import { useReviewDetections } from '@/lib/review/use-review-detections.ts';
import { supplierIdOf } from '@/lib/routing/supplier-link.ts';
import { riskClassOf } from '@/lib/risk/risk-classes.ts';

const SECTION = 'rounded-lg border border-slate-200 bg-white p-4';

/** The plot's own items (of the plot alone), and the decision on the plot as a whole. */
export function ownItemsOf(plot: Plot): ReviewItem[] {
  return reviewItemsOf(PlotList.of([plot]), null);
}

/**
 * The plot's review: its items (and the decision on the plot as a whole, last), the decisions, the history
 * and what records a verdict. Used once by the plot page: its risk sentences read the same items.
 */
export function usePlotReview(plot: Plot) {
  const { kind, token } = useConnection();
  const projectId = plot.projectId;
  const suppliers = useQuery(supplierQueries.list(kind, projectId));
  const plots = useQuery(plotQueries.project(kind, projectId));
  const complete = plots.data?.complete ? plots.data : null;
  const overlaps = useQuery(
    overlapQueries.project(kind, projectId, overlapSourceOf(plots.data, token === null)),
  );
  const decisions = useQuery(reviewQueries.decisions(kind, projectId));
  const history = useQuery(reviewQueries.history(kind, projectId, { plotId: plot.id }));
  const decide = useDecide(projectId, (name) => supplierIdOf(suppliers.data, name));

  const list = complete ? plotsOf(complete) : null;
  const detections = useReviewDetections(kind, projectId, list, complete?.loadId ?? null);
  const items = useMemo(() => {
    // The plot's own signals come from the plot itself, so they are there before the project's plots are;
    // the loaded list adds what needs the others (overlaps, detections) and the worker (TRACES' rules).
    const found =
      list && list.indexOfId(plot.id) >= 0
        ? reviewItemsOf(list, overlaps.data, plot.supplier, detections.signals).filter(
            (i) => i.plotId === plot.id,
          )
        : ownItemsOf(plot);
    const whole: ReviewItem = {
      key: plotDecisionKey(plot.id),
      kind: 'plot',
      plotId: plot.id,
      plotName: plot.name,
      supplier: plot.supplier,
      risk: riskClassOf(plot),
      areaHa: plot.areaHa,
    };
    return found.concat(whole);
  }, [plot, list, overlaps.data, detections.signals]);
  const decided = useMemo(() => decisionIndex(decisions.data?.decisions), [decisions.data]);
  const nameOf = (id: string) => {
    if (id === plot.id) return plot.name;
    const position = list?.indexOfId(id) ?? -1;
    return position >= 0 ? list!.name(position) : id;
  };
  return { items, decided, decisions, history, decide, overlaps, detections, nameOf, projectId };
}
export type PlotReviewView = ReturnType<typeof usePlotReview>;

export function PlotReview({ review }: { review: PlotReviewView }) {
  const t = useIntl().formatMessage;
  const { items, decided, decisions, history, decide, overlaps, detections, nameOf, projectId } = review;
  return (
    <>
      <section aria-labelledby="review-title" className={SECTION}>
        <h2 id="review-title" className="mb-2 text-lg font-semibold">
          {t({ id: 'plots.review' })}
        </h2>
        {decisions.error ? (
          <ErrorState
            title={t({ id: 'plots.review.failed' })}
            error={decisions.error}
            onRetry={() => void decisions.refetch()}
          />
        ) : decisions.data ? (
          <ReviewItemsPanel
            items={items}
            decisions={decided}
            onDecide={(chosen, body) => decide.mutateAsync({ items: chosen, body })}
            pending={decide.isPending}
            error={decide.error}
            showPlot={false}
            projectId={projectId}
          />
        ) : (
          <Loading label={t({ id: 'plots.review.loading' })} />
        )}
        {!overlaps.data && !overlaps.error ? (
          <p role="status" className="mt-2 text-sm text-slate-600">
            {t({ id: 'plots.review.scanning' })}
          </p>
        ) : null}
        <DetectionsStatus detections={detections} />
      </section>
      <section aria-labelledby="plot-history-title" className={SECTION}>
        <h2 id="plot-history-title" className="mb-2 text-lg font-semibold">
          {t({ id: 'review.history' })}
        </h2>
        <DecisionHistory query={history} nameOf={nameOf} />
      </section>
    </>
  );
}
