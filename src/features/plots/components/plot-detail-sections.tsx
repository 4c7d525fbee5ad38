/** The text sections of the plot detail page: why it has its risk level, what it is, what the file said. */
import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { Plot } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { countryName } from '@/lib/format/numbers.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { formatHaPrecise } from '@/lib/format/hectares.ts';
import { plotCentroid } from '@/lib/geo/plot-features.ts';
import { NAME_ID_PREFIX, supplierPageLink } from '@/lib/routing/supplier-link.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
import { explainRisk } from '../lib/risk-explanation.ts';
import { propertyText } from '../lib/property-text.ts';

const SECTION = 'rounded-lg border border-slate-200 bg-white p-4';
const FACTS = 'mt-2 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm';
/** A sentence's mark: a concern or a plain finding (symbols, not words). */
const mark = (concern: boolean) => (concern ? '⚠' : '•');

/** `items`: the plot's review items (plot-review.tsx), which the sentences never contradict. */
export function RiskSection({ plot, items }: { plot: Plot; items?: readonly ReviewItem[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <section aria-labelledby="risk-title" className={SECTION}>
      <h2 id="risk-title" className="text-lg font-semibold">
        {t({ id: 'plots.detail.risk' })}
      </h2>
      <ul className="mt-2 space-y-2">
        {explainRisk(plot, intl.locale as Locale, items).map((s) => (
          <li
            key={s.key}
            className={`flex gap-2 ${s.concern ? 'font-medium text-red-900' : 'text-slate-800'}`}
          >
            <span aria-hidden="true" className="w-4 shrink-0 text-center">
              {mark(s.concern)}
            </span>
            <span>
              {s.concern ? <span className="sr-only">{t({ id: 'plots.detail.concern' })} </span> : null}
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
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  return (
    <section aria-labelledby="meta-title" className={SECTION}>
      <h2 id="meta-title" className="text-lg font-semibold">
        {t({ id: 'plots.detail.plot' })}
      </h2>
      <dl className={FACTS}>
        <dt className="text-slate-600">{t({ id: 'plots.detail.id' })}</dt>
        <dd className="font-mono">{plot.id}</dd>
        <dt className="text-slate-600">{t({ id: 'plots.detail.supplier' })}</dt>
        <dd className="flex flex-wrap gap-x-3">
          <Link {...supplierPageLink(`${NAME_ID_PREFIX}${plot.supplier}`)} className="text-sky-900 underline">
            {plot.supplier}
          </Link>
          <Link to="/plots" search={{ supplier: plot.supplier }} className="text-sky-900 underline">
            {t({ id: 'plots.detail.its-plots' })}
          </Link>
        </dd>
        <dt className="text-slate-600">{t({ id: 'plots.detail.country' })}</dt>
        <dd>
          {t(
            { id: 'plots.detail.country.value' },
            { name: countryName(plot.country, locale), code: plot.country },
          )}
        </dd>
        <dt className="text-slate-600">{t({ id: 'plots.detail.area' })}</dt>
        <dd>{formatHaPrecise(plot.areaHa, locale)}</dd>
        <dt className="text-slate-600">{t({ id: 'plots.detail.geometry' })}</dt>
        <dd>
          {centroid
            ? t(
                { id: 'plots.detail.centred' },
                // Coordinates as a GIS reads them (a point, 5 decimals), in every language.
                { type: plot.geometry.type, lat: centroid[1].toFixed(5), lon: centroid[0].toFixed(5) },
              )
            : plot.geometry.type}
        </dd>
        <dt className="text-slate-600">{t({ id: 'plots.detail.added' })}</dt>
        <dd>{formatDate(plot.createdAt, locale)}</dd>
        <dt className="text-slate-600">{t({ id: 'plots.detail.changed' })}</dt>
        <dd>{formatDate(plot.updatedAt, locale)}</dd>
      </dl>
    </section>
  );
}

/** The uploaded feature's properties, as text (never as HTML). */
export function UploadedProperties({ plot }: { plot: Plot }) {
  const properties = Object.entries(plot.properties);
  const t = useIntl().formatMessage;
  return (
    <section aria-labelledby="props-title" className={SECTION}>
      <h2 id="props-title" className="text-lg font-semibold">
        {t({ id: 'plots.detail.properties' })}
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
        <p className="mt-2 text-sm text-slate-600">{t({ id: 'plots.detail.no-properties' })}</p>
      )}
    </section>
  );
}

/** What a missing plot means (replaced by an overwrite, or another account's) and where to look instead. */
export function PlotNotFound({ plotId }: { plotId: string }) {
  const t = useIntl().formatMessage;
  return (
    <div role="alert" className="rounded-lg border border-slate-300 bg-white p-5">
      <p>
        {t(
          { id: 'plots.detail.missing' },
          { id: plotId, code: (text) => <code className="rounded bg-slate-100 px-1">{text}</code> },
        )}
      </p>
      <p className="mt-3">
        {t(
          { id: 'plots.detail.missing.go' },
          {
            link: (text) => (
              <Link to="/plots" className="font-medium text-sky-900 underline">
                {text}
              </Link>
            ),
          },
        )}
      </p>
    </div>
  );
}
