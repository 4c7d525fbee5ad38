/**
 * A supplier's due-diligence report laid out as HTML for the screen and for paper: the same sections, in the
 * same order and words, as the PDF (lib/report/report-pdf.ts), from the same model. Names exactly as written.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { EuBenchmarkBadge } from '@/components/eu-benchmark-badge.tsx';
import { RISK_CLASSES, RISK_STYLE } from '@/lib/risk/risk-classes.ts';
import type { SupplierReport } from '../lib/report/report-shape.ts';
import {
  atRiskFindings,
  atRiskSummary,
  conclusionLines,
  declarationText,
  decisionsSummary,
  decisionText,
  entryText,
  findingLines,
  groupTitle,
  mapText,
  openItemsSummary,
  openItemText,
  overlapCounts,
  reportDate,
  riskDataText,
  uploadDetails,
  uploadText,
  wordsIn,
  type Words,
} from '../lib/report/report-text.ts';
import { ReportFilingsSection } from './report-filings-section.tsx';

const SECTION = 'mt-6 break-inside-auto';
const H2 = 'mb-2 text-lg font-semibold';
const TABLE = 'w-full border-collapse text-sm';
/** A table's box: on a phone a wide table (French headings are long) scrolls in it, not the page; printed, it is whole. */
const TABLE_BOX = 'overflow-x-auto print:overflow-visible';

/** A report table in its box, headed by its columns (`num`: figures, set right). */
function ReportTable({
  columns,
  className = '',
  children,
}: {
  columns: { label: string; num?: boolean }[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={TABLE_BOX}>
      <table className={`${TABLE} ${className}`}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.num ? `${TH} text-right` : TH}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
const TH = 'border-b border-slate-300 px-2 py-1 text-left font-semibold';
const TD = 'border-b border-slate-100 px-2 py-1 align-top';
const NUM = `${TD} text-right tabular-nums`;

/** An area only when there is one (a plot at risk on no protected area says nothing of it). */
const haOrNone = (w: Words) => (ha: number) => (Number.isFinite(ha) && ha > 0 ? w.ha(ha) : '');

export function SupplierReportView({ r }: { r: SupplierReport }) {
  // The words of the report in the page's language, the same sentences as the PDF's (report-text.ts).
  const w = wordsIn(useIntl().locale as Locale);
  const { say: t, n, ha } = w;
  const s = r.summary;
  return (
    <article aria-labelledby="report-title" className="mt-4">
      <h1 id="report-title" className="text-2xl font-semibold">
        {t('report.title', { name: r.supplierName })}
      </h1>
      <p>{t('report.project', { name: r.projectName })}</p>
      <p>{t('report.date', { date: reportDate(r.generatedAt) })}</p>
      <p className="mt-1 text-sm text-slate-600">{t('report.intro')}</p>

      <section aria-labelledby="r-summary" className={SECTION}>
        <h2 id="r-summary" className={H2}>
          {t('report.summary')}
        </h2>
        <p>{t('supplier.plots-in-all', { count: s.plots, area: ha(s.areaHa) })}</p>
        <ReportTable
          columns={[
            { label: t('supplier.column.assessed-risk') },
            { label: t('suppliers.column.plots'), num: true },
            { label: t('supplier.column.area'), num: true },
          ]}
          className="mt-2 max-w-md"
        >
          {RISK_CLASSES.map((k) => (
            <tr key={k}>
              <td className={TD}>{t(`risk-class.${k}`)}</td>
              <td className={NUM}>{n(s.byRisk[k].plots)}</td>
              <td className={NUM}>{ha(s.byRisk[k].areaHa)}</td>
            </tr>
          ))}
        </ReportTable>
        <ul className="mt-2 text-sm">
          {findingLines(w, s.findings).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="r-conclusion" className={SECTION}>
        <h2 id="r-conclusion" className={H2}>
          {t('report.conclusion')}
        </h2>
        {r.conclusion ? (
          <>
            {conclusionLines(w, r.conclusion.current).map((line, k) => (
              <p key={k} className={k === 0 ? 'font-semibold' : 'whitespace-pre-wrap'}>
                {line}
              </p>
            ))}
            {r.conclusion.earlier.length ? (
              <>
                <p className="mt-2 font-semibold">{t('report.conclusion.earlier')}</p>
                <ol className="ml-4 list-disc text-sm">
                  {r.conclusion.earlier.map((c) => (
                    <li key={c.id}>{conclusionLines(w, c).join(' ')}</li>
                  ))}
                </ol>
              </>
            ) : null}
            {r.conclusion.total > 1 + r.conclusion.earlier.length ? (
              <p className="text-sm">
                {t('report.conclusion.older', {
                  count: n(r.conclusion.total - 1 - r.conclusion.earlier.length),
                })}
              </p>
            ) : null}
          </>
        ) : (
          <p>{t('report.conclusion.none')}</p>
        )}
      </section>

      <section aria-labelledby="r-declarations" className={SECTION}>
        <h2 id="r-declarations" className={H2}>
          {t('report.declarations')}
        </h2>
        {r.declarations.total ? (
          <>
            <p className="text-sm">{t('report.declarations.intro')}</p>
            <ul className="ml-4 list-disc text-sm">
              {r.declarations.rows.map((d) => (
                <li key={d.referenceNumber}>{declarationText(w, d)}</li>
              ))}
            </ul>
            {r.declarations.total > r.declarations.rows.length ? (
              <p className="text-sm">
                {t('report.declarations.more', {
                  count: n(r.declarations.total - r.declarations.rows.length),
                })}
              </p>
            ) : null}
          </>
        ) : (
          <p>{t('report.declarations.none')}</p>
        )}
      </section>

      <ReportFilingsSection r={r} w={w} className={SECTION} />

      <ReportMapFigure r={r} w={w} />

      <section aria-labelledby="r-countries" className={SECTION}>
        <h2 id="r-countries" className={H2}>
          {t('supplier.countries')}
        </h2>
        <ReportTable
          columns={[
            { label: t('supplier.column.country') },
            { label: t('suppliers.column.plots'), num: true },
            { label: t('supplier.column.area'), num: true },
            { label: t('supplier.column.benchmark') },
          ]}
        >
          {r.countries.map((c) => (
            <tr key={c.code}>
              <td className={TD}>
                {c.name} ({c.code})
              </td>
              <td className={NUM}>{n(c.plots)}</td>
              <td className={NUM}>{ha(c.areaHa)}</td>
              <td className={TD}>
                <EuBenchmarkBadge tier={c.tier} />
              </td>
            </tr>
          ))}
        </ReportTable>
        <p className="mt-1 text-sm text-slate-600">
          {t('report.benchmark', { source: r.provenance.benchmark })}
        </p>
      </section>

      <section aria-labelledby="r-risk" className={SECTION}>
        <h2 id="r-risk" className={H2}>
          {t('report.at-risk')}
        </h2>
        <p>{atRiskSummary(w, r.atRisk)}</p>
        {r.atRisk.rows.length ? (
          <ReportTable
            columns={[
              { label: t('report.column.plot') },
              { label: t('report.column.risk') },
              { label: t('supplier.column.area'), num: true },
              { label: t('supplier.findings') },
              { label: t('report.column.decision') },
            ]}
            className="mt-2"
          >
            {r.atRisk.rows.map((p) => (
              <tr key={p.id}>
                <td className={TD}>
                  {p.name} ({p.country})
                </td>
                <td className={TD}>{t(`suppliers.risk.${p.risk}`)}</td>
                <td className={NUM}>{ha(p.areaHa)}</td>
                <td className={TD}>{atRiskFindings(w, p, haOrNone(w))}</td>
                <td className={TD}>{decisionText(w, p.decision)}</td>
              </tr>
            ))}
          </ReportTable>
        ) : null}
      </section>

      <section aria-labelledby="r-open" className={SECTION}>
        <h2 id="r-open" className={H2}>
          {t('report.open')}
        </h2>
        <p>{openItemsSummary(w, r.openItems)}</p>
        {r.openItems.rows.length ? (
          <ul className="ml-4 mt-1 list-disc text-sm">
            {r.openItems.rows.map((o) => (
              <li key={`${o.kind} ${o.plotId} ${o.otherPlotName ?? ''}`}>{openItemText(w, o)}</li>
            ))}
          </ul>
        ) : null}
        {r.openItems.total > r.openItems.rows.length ? (
          <p className="text-sm">
            {t('report.open.more', { count: n(r.openItems.total - r.openItems.rows.length) })}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="r-decisions" className={SECTION}>
        <h2 id="r-decisions" className={H2}>
          {t('report.decisions')}
        </h2>
        <p>{decisionsSummary(w, r.decisions)}</p>
        <ul className="mt-2 space-y-2 text-sm">
          {r.decisions.groups.map((g) => (
            <li key={`${g.kind} ${g.plotId} ${g.otherPlotId ?? ''}`}>
              <p className="font-semibold">{groupTitle(w, g)}</p>
              <ol className="ml-4 list-disc">
                {g.entries.map((e, k) => (
                  <li key={`${e.decidedAt} ${k}`}>{entryText(w, e, k)}</li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="r-overlaps" className={SECTION}>
        <h2 id="r-overlaps" className={H2}>
          {t('suppliers.column.overlaps')}
        </h2>
        {!r.overlaps.checked ? (
          <p>{t('report.overlaps.unchecked')}</p>
        ) : (
          <>
            <p>{overlapCounts(w, r.overlaps)}</p>
            {r.overlaps.rows.length ? (
              <ReportTable
                columns={[
                  { label: t('report.column.plot') },
                  { label: t('suppliers.column.overlaps') },
                  { label: t('report.column.overlap'), num: true },
                  { label: t('report.column.decision') },
                ]}
                className="mt-2"
              >
                {r.overlaps.rows.map((o) => (
                  <tr key={`${o.plotId} ${o.otherPlotId}`}>
                    <td className={TD}>{o.plotName}</td>
                    <td className={TD}>
                      {t(o.kind === 'inside-another' ? 'report.overlaps.inside' : 'report.overlaps.other', {
                        plot: o.otherPlotName,
                        supplier: o.otherSupplier,
                      })}
                    </td>
                    <td className={NUM}>
                      {t('report.overlaps.share', {
                        area: ha(o.overlapHa),
                        share: n(Math.round(o.share * 100)),
                      })}
                    </td>
                    <td className={TD}>{decisionText(w, o.decision)}</td>
                  </tr>
                ))}
              </ReportTable>
            ) : null}
          </>
        )}
      </section>

      <section aria-labelledby="r-uploads" className={SECTION}>
        <h2 id="r-uploads" className={H2}>
          {t('supplier.uploads')}
        </h2>
        {!r.uploads.total ? <p>{t('report.uploads.none')}</p> : null}
        <ul className="space-y-2 text-sm">
          {r.uploads.rows.map((u) => (
            <li key={u.uploadId}>
              {uploadText(w, u)}
              <ul className="ml-4">
                {uploadDetails(w, u).map((d, k) => (
                  <li key={k}>
                    {d.text}
                    {d.lines.length ? (
                      <ul className="ml-4">
                        {d.lines.map((line, j) => (
                          <li key={j} className={d.mono ? 'break-all font-mono text-xs' : undefined}>
                            {line}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="r-provenance" className={SECTION}>
        <h2 id="r-provenance" className={H2}>
          {t('report.provenance')}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('report.risk-data')}</dt>
          <dd>{riskDataText(w, r.provenance)}</dd>
          <dt className="text-slate-600">{t('report.rules-version')}</dt>
          <dd>{r.provenance.rulesVersion}</dd>
          <dt className="text-slate-600">{t('report.app-version')}</dt>
          <dd>{r.provenance.appVersion}</dd>
          <dt className="text-slate-600">{t('report.benchmark.label')}</dt>
          <dd>{r.provenance.benchmark}</dd>
          <dt className="text-slate-600">{t('report.hashes')}</dt>
          <dd>
            {t('report.hashes.count', {
              withHash: n(r.provenance.filesWithHash),
              files: n(r.provenance.files),
            })}
          </dd>
        </dl>
      </section>
    </article>
  );
}

function ReportMapFigure({ r, w }: { r: SupplierReport; w: Words }) {
  const { say: t, n } = w;
  const m = r.map;
  return (
    <section aria-labelledby="r-map" className={SECTION}>
      <h2 id="r-map" className={H2}>
        {t('report.map')}
      </h2>
      <svg
        viewBox={`0 0 ${m.width} ${m.height}`}
        className="w-full border border-slate-300 bg-white"
        role="img"
        aria-label={t('report.map.label', { count: n(m.outlines) })}
      >
        {m.shapes.map((shape, k) =>
          shape.kind === 'dot' ? (
            <rect
              key={k}
              x={shape.points[0]! - 1}
              y={shape.points[1]! - 1}
              width={2}
              height={2}
              fill={RISK_STYLE[shape.risk].color}
            />
          ) : (
            <polygon
              key={k}
              points={shape.points.join(' ')}
              fill="none"
              stroke={RISK_STYLE[shape.risk].color}
              strokeWidth={0.6}
            />
          ),
        )}
      </svg>
      <ul className="mt-1 flex flex-wrap gap-3 text-sm">
        {RISK_CLASSES.filter((k) => r.summary.byRisk[k].plots).map((k) => (
          <li key={k} className="flex items-center gap-1">
            <span aria-hidden className="inline-block h-3 w-3" style={{ background: RISK_STYLE[k].color }} />
            {t('report.legend', { risk: t(`risk-class.${k}`), count: n(r.summary.byRisk[k].plots) })}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">{mapText(w, m)}</p>
    </section>
  );
}
