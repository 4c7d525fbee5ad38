/**
 * One plot: where it is (outline on the map), what it is (metadata and the uploaded properties, shown as
 * text, never as HTML) and why it has its risk level, in words.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useCanGoBack, useParams, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { Plot } from '@core/api/schemas.ts';
import { RiskBadge } from '@/components/risk-badge.tsx';
import { ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { riskClassOf } from '@/lib/risk/risk-classes.ts';
import { plotDetailQueries } from '../api/plot-detail-queries.ts';
import { PlotFacts, PlotNotFound, RiskSection, UploadedProperties } from './plot-detail-sections.tsx';
import { PlotOutlineMap } from './plot-outline-map.tsx';
import { PlotReview, usePlotReview } from './plot-review.tsx';

/** Back to the list as it was (filters and selection live in its URL), or to the whole list on a direct visit. */
function BackLink() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const t = useIntl().formatMessage;
  return (
    <Link
      to="/plots"
      className="text-sm text-sky-900 underline"
      onClick={(e) => {
        if (!canGoBack) return;
        e.preventDefault();
        router.history.back();
      }}
    >
      {t({ id: 'plots.detail.back' })}
    </Link>
  );
}
const backLink = <BackLink />;

export function PlotDetailPage() {
  const { plotId } = useParams({ from: '/plots/$plotId' });
  const t = useIntl().formatMessage;
  const { kind } = useConnection();
  const query = useQuery(plotDetailQueries.detail(kind, plotId));

  if (query.isPending)
    return (
      <div className="p-6">
        {backLink}
        <Loading label={t({ id: 'plots.detail.loading' })} />
      </div>
    );
  if (query.error) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="p-6">
        {backLink}
        <PageHeader title={t({ id: notFound ? 'plots.detail.not-found' : 'plots.detail.failed' })} />
        {notFound ? (
          <PlotNotFound plotId={plotId} />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return <PlotDetail plot={query.data} />;
}

function PlotDetail({ plot }: { plot: Plot }) {
  // The review items, read by the risk sentences too: they never say "no risk" above an item.
  const review = usePlotReview(plot);
  return (
    <div className="p-6">
      {backLink}
      <PageHeader title={plot.name}>
        <RiskBadge risk={riskClassOf(plot)} />
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <RiskSection plot={plot} items={review.items} />
          <PlotFacts plot={plot} />
          <UploadedProperties plot={plot} />
        </div>
        <div className="space-y-6">
          <PlotOutlineMap plot={plot} />
          <PlotReview review={review} />
        </div>
      </div>
    </div>
  );
}
