/**
 * A supplier's figures: plots and hectares by the service's assessed risk, the service's findings, and the
 * producing countries with the EU's official benchmark tier. The two kinds of "risk" never share a table
 * column or a word: "Assessed risk (service)" vs "EU country benchmark (official)".
 */
import { Link } from '@tanstack/react-router';
import { EuBenchmarkBadge, EuBenchmarkSource } from '@/components/eu-benchmark-badge.tsx';
import { RiskBadge } from '@/components/risk-badge.tsx';
import { formatHa } from '@/lib/format/hectares.ts';
import { countryName, formatCount } from '@/lib/format/numbers.ts';
import { RISK_CLASSES } from '@/lib/risk/risk-classes.ts';
import type { SupplierProfile, Tally } from '../lib/supplier-profile.ts';

export const SECTION = 'min-w-0 overflow-x-auto rounded-lg border border-slate-200 bg-white p-4';
const TABLE = 'mt-2 w-full text-sm';
const TH = 'px-2 py-1 text-left font-semibold text-slate-700';
const NUM = 'px-2 py-1 text-right tabular-nums';

export function SupplierRisk({ profile }: { profile: SupplierProfile }) {
  return (
    <section aria-labelledby="risk-title" className={SECTION}>
      <h2 id="risk-title" className="text-lg font-semibold">
        Plots by assessed risk (service)
      </h2>
      <p className="text-sm text-slate-600">
        {formatCount(profile.plots)} plots, {formatHa(profile.areaHa)} in all.
      </p>
      <table className={TABLE}>
        <caption className="sr-only">Plots and area by the service’s assessed risk</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={TH}>
              Assessed risk (service)
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Plots
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Area
            </th>
          </tr>
        </thead>
        <tbody>
          {RISK_CLASSES.map((r) => (
            <tr key={r} className="border-b border-slate-100 last:border-0">
              <td className="px-2 py-1">
                <RiskBadge risk={r} />
              </td>
              <td className={NUM}>{formatCount(profile.byRisk[r].plots)}</td>
              <td className={NUM}>{formatHa(profile.byRisk[r].areaHa)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const finding = (t: Tally, what: string) =>
  t.plots
    ? `${formatCount(t.plots)} ${t.plots === 1 ? 'plot' : 'plots'}, ${formatHa(t.areaHa)} ${what}`
    : 'None';

export function SupplierFindings({ profile, name }: { profile: SupplierProfile; name: string }) {
  const f = profile.findings;
  return (
    <section aria-labelledby="findings-title" className={SECTION}>
      <h2 id="findings-title" className="text-lg font-semibold">
        Findings of the service
      </h2>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">Deforestation after the cut-off date</dt>
        <dd className={f.deforestation.plots ? 'font-medium text-red-900' : ''}>
          {f.deforestation.plots ? (
            <Link to="/plots" search={{ supplier: name, deforestation: 'yes' }} className="underline">
              {finding(f.deforestation, 'deforested')}
            </Link>
          ) : (
            'None'
          )}
        </dd>
        <dt className="text-slate-600">On protected areas</dt>
        <dd className={f.protectedAreas.plots ? 'font-medium text-red-900' : ''}>
          {finding(f.protectedAreas, 'of overlap')}
        </dd>
        <dt className="text-slate-600">On indigenous territories</dt>
        <dd className={f.indigenousTerritories.plots ? 'font-medium text-red-900' : ''}>
          {finding(f.indigenousTerritories, 'of overlap')}
        </dd>
        <dt className="text-slate-600">Not assessed yet</dt>
        <dd>{formatCount(profile.byRisk.unassessed.plots)} plots</dd>
      </dl>
    </section>
  );
}

export function SupplierCountries({ profile }: { profile: SupplierProfile }) {
  return (
    <section aria-labelledby="countries-title" className={SECTION}>
      <h2 id="countries-title" className="text-lg font-semibold">
        Producing countries
      </h2>
      {profile.countries.length ? (
        <table className={TABLE}>
          <caption className="sr-only">Producing countries with the EU country benchmark</caption>
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={TH}>
                Country
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Plots
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Area
              </th>
              <th scope="col" className={TH}>
                EU country benchmark (official)
              </th>
            </tr>
          </thead>
          <tbody>
            {profile.countries.map((c) => (
              <tr key={c.code} className="border-b border-slate-100 last:border-0">
                <td className="px-2 py-1">
                  {countryName(c.code)} ({c.code})
                </td>
                <td className={NUM}>{formatCount(c.plots)}</td>
                <td className={NUM}>{formatHa(c.areaHa)}</td>
                <td className="px-2 py-1">
                  <EuBenchmarkBadge tier={c.tier} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No plots yet.</p>
      )}
      <div className="mt-2">
        <EuBenchmarkSource />
      </div>
    </section>
  );
}
