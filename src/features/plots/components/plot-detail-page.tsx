/**
 * One plot: where it is (outline on the map), what it is (metadata and the uploaded properties, shown as
 * text, never as HTML) and why it has its risk level, in words.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useCanGoBack, useParams, useRouter } from '@tanstack/react-router';
import { Layer, Source } from '@vis.gl/react-maplibre';
import type { Plot } from '@core/api/schemas.ts';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import { RiskBadge } from '@/components/risk-badge.tsx';
import { ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { riskClassOf, RISK_STYLE } from '@/lib/risk/risk-classes.ts';
import { plotDetailQueries } from '../api/plot-detail-queries.ts';
import { countryName } from '@/lib/format/numbers.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { formatHaPrecise } from '@/lib/format/hectares.ts';
import { plotBounds, plotCentroid } from '@/lib/geo/plot-features.ts';
import { explainRisk } from '../lib/risk-explanation.ts';

/** Back to the list as it was (filters and selection live in its URL), or to the whole list on a direct visit. */
function BackLink() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
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
      ← Back to the plots
    </Link>
  );
}
const backLink = <BackLink />;

export function PlotDetailPage() {
  const { plotId } = useParams({ from: '/plots/$plotId' });
  const { kind } = useConnection();
  const query = useQuery(plotDetailQueries.detail(kind, plotId));

  if (query.isPending)
    return (
      <div className="p-6">
        {backLink}
        <Loading label="Loading the plot…" />
      </div>
    );
  if (query.error) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="p-6">
        {backLink}
        <PageHeader title={notFound ? 'Plot not found' : 'Could not load the plot'} />
        {notFound ? (
          <div role="alert" className="rounded-lg border border-slate-300 bg-white p-5">
            <p>
              There is no plot <code className="rounded bg-slate-100 px-1">{plotId}</code> in your projects.
              It may have been replaced by a newer upload (with overwrite) or belong to a project this account
              cannot see.
            </p>
            <p className="mt-3">
              <Link to="/plots" className="font-medium text-sky-900 underline">
                Go to the list of plots
              </Link>{' '}
              and search for it by name.
            </p>
          </div>
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return <PlotDetail plot={query.data} />;
}

function PlotDetail({ plot }: { plot: Plot }) {
  const risk = riskClassOf(plot);
  const sentences = explainRisk(plot);
  const bounds = useMemo(() => plotBounds(plot), [plot]);
  const outline = useMemo<GeoJSON.Feature>(
    () => ({ type: 'Feature', properties: {}, geometry: plot.geometry }),
    [plot],
  );
  const centroid = plotCentroid(plot.geometry);
  const color = RISK_STYLE[risk].color;
  const properties = Object.entries(plot.properties);

  return (
    <div className="p-6">
      {backLink}
      <PageHeader title={plot.name}>
        <RiskBadge risk={risk} />
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section aria-labelledby="risk-title" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="risk-title" className="text-lg font-semibold">
              Risk assessment
            </h2>
            <ul className="mt-2 space-y-2">
              {sentences.map((s) => (
                <li
                  key={s.key}
                  className={`flex gap-2 ${s.concern ? 'font-medium text-red-900' : 'text-slate-800'}`}
                >
                  <span aria-hidden="true" className="w-4 shrink-0 text-center">
                    {s.concern ? '⚠' : '•'}
                  </span>
                  <span>
                    {s.concern ? <span className="sr-only">Concern: </span> : null}
                    {s.text}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="meta-title" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="meta-title" className="text-lg font-semibold">
              Plot
            </h2>
            <dl className="mt-2 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Plot id</dt>
              <dd className="font-mono">{plot.id}</dd>
              <dt className="text-slate-600">Supplier</dt>
              <dd>
                <Link to="/plots" search={{ supplier: plot.supplier }} className="text-sky-900 underline">
                  {plot.supplier}
                </Link>
              </dd>
              <dt className="text-slate-600">Country</dt>
              <dd>
                {countryName(plot.country)} ({plot.country})
              </dd>
              <dt className="text-slate-600">Area</dt>
              <dd>{formatHaPrecise(plot.areaHa)}</dd>
              <dt className="text-slate-600">Geometry</dt>
              <dd>
                {plot.geometry.type}
                {centroid
                  ? ` centred at ${centroid[1].toFixed(5)}, ${centroid[0].toFixed(5)} (lat, lon)`
                  : ''}
              </dd>
              <dt className="text-slate-600">Added</dt>
              <dd>{formatDate(plot.createdAt)}</dd>
              <dt className="text-slate-600">Last changed</dt>
              <dd>{formatDate(plot.updatedAt)}</dd>
            </dl>
          </section>
          <section aria-labelledby="props-title" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="props-title" className="text-lg font-semibold">
              Properties from the uploaded file
            </h2>
            {properties.length ? (
              <dl className="mt-2 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm">
                {properties.map(([key, value]) => (
                  <PropertyRow key={key} name={key} value={value} />
                ))}
              </dl>
            ) : (
              <p className="mt-2 text-sm text-slate-600">The uploaded feature had no properties.</p>
            )}
          </section>
        </div>
        <section aria-label="Plot outline">
          <LazyBaseMap label={`Outline of plot ${plot.name}`} className="h-[32rem]" fitBounds={bounds}>
            <Source id="plot-outline" type="geojson" data={outline}>
              <Layer
                id="plot-outline-fill"
                type="fill"
                paint={{ 'fill-color': color, 'fill-opacity': 0.35 }}
                filter={['==', ['geometry-type'], 'Polygon']}
              />
              <Layer
                id="plot-outline-line"
                type="line"
                paint={{ 'line-color': '#0f172a', 'line-width': 2.5 }}
              />
              <Layer
                id="plot-outline-point"
                type="circle"
                filter={['==', ['geometry-type'], 'Point']}
                paint={{
                  'circle-color': color,
                  'circle-radius': 8,
                  'circle-stroke-color': '#0f172a',
                  'circle-stroke-width': 2,
                }}
              />
            </Source>
          </LazyBaseMap>
          <p className="mt-2 text-xs text-slate-600">
            Outline of the plot as uploaded; its fill shows the risk level (
            {RISK_STYLE[risk].label.toLowerCase()}).
          </p>
        </section>
      </div>
    </div>
  );
}

/** A property value as plain text: objects as JSON text, so nothing from a supplier file is ever markup. */
function PropertyRow({ name, value }: { name: string; value: unknown }) {
  const text =
    value === null || value === undefined
      ? '—'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return (
    <>
      <dt className="break-words text-slate-600">{name}</dt>
      <dd className="break-words">{text}</dd>
    </>
  );
}
