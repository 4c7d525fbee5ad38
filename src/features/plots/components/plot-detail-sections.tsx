/** The text sections of the plot detail page: why it has its risk level, what it is, what the file said. */
import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import type { Plot } from '@core/api/schemas.ts';
import { countryName } from '@/lib/format/numbers.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { formatHaPrecise } from '@/lib/format/hectares.ts';
import { plotCentroid } from '@/lib/geo/plot-features.ts';
import { NAME_ID_PREFIX, supplierPageLink } from '@/lib/routing/supplier-link.ts';
import { explainRisk } from '../lib/risk-explanation.ts';
import { propertyText } from '../lib/property-text.ts';

const SECTION = 'rounded-lg border border-slate-200 bg-white p-4';
const FACTS = 'mt-2 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm';

export function RiskSection({ plot }: { plot: Plot }) {
  return (
    <section aria-labelledby="risk-title" className={SECTION}>
      <h2 id="risk-title" className="text-lg font-semibold">
        Risk assessment
      </h2>
      <ul className="mt-2 space-y-2">
        {explainRisk(plot).map((s) => (
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
  );
}

export function PlotFacts({ plot }: { plot: Plot }) {
  const centroid = plotCentroid(plot.geometry);
  return (
    <section aria-labelledby="meta-title" className={SECTION}>
      <h2 id="meta-title" className="text-lg font-semibold">
        Plot
      </h2>
      <dl className={FACTS}>
        <dt className="text-slate-600">Plot id</dt>
        <dd className="font-mono">{plot.id}</dd>
        <dt className="text-slate-600">Supplier</dt>
        <dd className="flex flex-wrap gap-x-3">
          <Link {...supplierPageLink(`${NAME_ID_PREFIX}${plot.supplier}`)} className="text-sky-900 underline">
            {plot.supplier}
          </Link>
          <Link to="/plots" search={{ supplier: plot.supplier }} className="text-sky-900 underline">
            its plots
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
          {centroid ? ` centred at ${centroid[1].toFixed(5)}, ${centroid[0].toFixed(5)} (lat, lon)` : ''}
        </dd>
        <dt className="text-slate-600">Added</dt>
        <dd>{formatDate(plot.createdAt)}</dd>
        <dt className="text-slate-600">Last changed</dt>
        <dd>{formatDate(plot.updatedAt)}</dd>
      </dl>
    </section>
  );
}

/** The uploaded feature's properties, as text (never as HTML). */
export function UploadedProperties({ plot }: { plot: Plot }) {
  const properties = Object.entries(plot.properties);
  return (
    <section aria-labelledby="props-title" className={SECTION}>
      <h2 id="props-title" className="text-lg font-semibold">
        Properties from the uploaded file
      </h2>
      {properties.length ? (
        <dl className={FACTS}>
          {properties.map(([key, value]) => (
            <Fragment key={key}>
              <dt className="break-words text-slate-600">{key}</dt>
              <dd className="break-words">{propertyText(value)}</dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600">The uploaded feature had no properties.</p>
      )}
    </section>
  );
}

/** What a missing plot means (replaced by an overwrite, or another account's) and where to look instead. */
export function PlotNotFound({ plotId }: { plotId: string }) {
  return (
    <div role="alert" className="rounded-lg border border-slate-300 bg-white p-5">
      <p>
        There is no plot <code className="rounded bg-slate-100 px-1">{plotId}</code> in your projects. It may
        have been replaced by a newer upload (with overwrite) or belong to a project this account cannot see.
      </p>
      <p className="mt-3">
        <Link to="/plots" className="font-medium text-sky-900 underline">
          Go to the list of plots
        </Link>{' '}
        and search for it by name.
      </p>
    </div>
  );
}
