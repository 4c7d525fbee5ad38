/**
 * A supplier's figures: plots and hectares by the service's assessed risk, the service's findings, and the
 * producing countries with the EU's official benchmark tier. The two kinds of "risk" never share a table
 * column or a word: "Assessed risk (service)" vs "EU country benchmark (official)".
 */
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@core/i18n/locales.ts';
import { EuBenchmarkBadge, EuBenchmarkSource } from '@/components/eu-benchmark-badge.tsx';
import { RiskBadge } from '@/components/risk-badge.tsx';
import { formatHa } from '@/lib/format/hectares.ts';
import { countryName, formatCount } from '@/lib/format/numbers.ts';
import { RISK_CLASSES } from '@/lib/risk/risk-classes.ts';
import { deforestedPlotsOf } from '../lib/supplier-links.ts';
import type { SupplierProfile, Tally } from '../lib/supplier-profile.ts';

export const SECTION = 'min-w-0 overflow-x-auto rounded-lg border border-slate-200 bg-white p-4';
const TABLE = 'mt-2 w-full text-sm';
const TH = 'px-2 py-1 text-left font-semibold text-slate-700';
const NUM = 'px-2 py-1 text-right tabular-nums';

export function SupplierRisk({ profile }: { profile: SupplierProfile }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  return (
    <section aria-labelledby="risk-title" className={SECTION}>
      <h2 id="risk-title" className="text-lg font-semibold">
        {t({ id: 'supplier.risk.title' })}
      </h2>
      <p className="text-sm text-slate-600">
        {t({ id: 'supplier.plots-in-all' }, { count: profile.plots, area: formatHa(profile.areaHa, locale) })}
      </p>
      <table className={TABLE}>
        <caption className="sr-only">{t({ id: 'supplier.risk.caption' })}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={TH}>
              {t({ id: 'supplier.column.assessed-risk' })}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t({ id: 'suppliers.column.plots' })}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t({ id: 'supplier.column.area' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {RISK_CLASSES.map((r) => (
            <tr key={r} className="border-b border-slate-100 last:border-0">
              <td className="px-2 py-1">
                <RiskBadge risk={r} />
              </td>
              <td className={NUM}>{formatCount(profile.byRisk[r].plots, locale)}</td>
              <td className={NUM}>{formatHa(profile.byRisk[r].areaHa, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** "2 plots, 0.60 ha deforested" (or "of overlap" when not `deforested`), or "None". */
const finding = (intl: IntlShape, tally: Tally, deforested: boolean) =>
  tally.plots
    ? intl.formatMessage(
        { id: 'supplier.finding' },
        {
          count: tally.plots,
          area: formatHa(tally.areaHa, intl.locale as Locale),
          what: deforested ? 'deforested' : 'overlap',
        },
      )
    : intl.formatMessage({ id: 'supplier.finding.none' });

export function SupplierFindings({ profile, name }: { profile: SupplierProfile; name: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const f = profile.findings;
  return (
    <section aria-labelledby="findings-title" className={SECTION}>
      <h2 id="findings-title" className="text-lg font-semibold">
        {t({ id: 'supplier.findings' })}
      </h2>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">{t({ id: 'supplier.findings.deforestation' })}</dt>
        <dd className={f.deforestation.plots ? 'font-medium text-red-900' : ''}>
          {f.deforestation.plots ? (
            <Link {...deforestedPlotsOf(name)} className="underline">
              {finding(intl, f.deforestation, true)}
            </Link>
          ) : (
            finding(intl, f.deforestation, true)
          )}
        </dd>
        <dt className="text-slate-600">{t({ id: 'supplier.findings.protected' })}</dt>
        <dd className={f.protectedAreas.plots ? 'font-medium text-red-900' : ''}>
          {finding(intl, f.protectedAreas, false)}
        </dd>
        <dt className="text-slate-600">{t({ id: 'supplier.findings.indigenous' })}</dt>
        <dd className={f.indigenousTerritories.plots ? 'font-medium text-red-900' : ''}>
          {finding(intl, f.indigenousTerritories, false)}
        </dd>
        <dt className="text-slate-600">{t({ id: 'supplier.findings.unassessed' })}</dt>
        <dd>{t({ id: 'supplier.plots' }, { count: profile.byRisk.unassessed.plots })}</dd>
      </dl>
    </section>
  );
}

export function SupplierCountries({ profile }: { profile: SupplierProfile }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  return (
    <section aria-labelledby="countries-title" className={SECTION}>
      <h2 id="countries-title" className="text-lg font-semibold">
        {t({ id: 'supplier.countries' })}
      </h2>
      {profile.countries.length ? (
        <table className={TABLE}>
          <caption className="sr-only">{t({ id: 'supplier.countries.caption' })}</caption>
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={TH}>
                {t({ id: 'supplier.column.country' })}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t({ id: 'suppliers.column.plots' })}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t({ id: 'supplier.column.area' })}
              </th>
              <th scope="col" className={TH}>
                {t({ id: 'supplier.column.benchmark' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {profile.countries.map((c) => (
              <tr key={c.code} className="border-b border-slate-100 last:border-0">
                <td className="px-2 py-1">
                  {countryName(c.code, locale)} ({c.code})
                </td>
                <td className={NUM}>{formatCount(c.plots, locale)}</td>
                <td className={NUM}>{formatHa(c.areaHa, locale)}</td>
                <td className="px-2 py-1">
                  <EuBenchmarkBadge tier={c.tier} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t({ id: 'supplier.countries.none' })}</p>
      )}
      <div className="mt-2">
        <EuBenchmarkSource />
      </div>
    </section>
  );
}
