/**
 * A supplier's due-diligence report laid out as HTML for the screen and for paper: the same sections, in the
 * same order and words, as the PDF (lib/report/report-pdf.ts), from the same model. Names exactly as written.
 */
import { EuBenchmarkBadge } from '@/components/eu-benchmark-badge.tsx';
import { formatHa } from '@/lib/format/hectares.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { RISK_CLASSES, RISK_STYLE } from '@/lib/risk/risk-classes.ts';
import type { DecisionLine, SupplierReport } from '../lib/report/report-model.ts';
import { KIND_LABELS, reportDate, reportDay } from '../lib/report/report-text.ts';

const SECTION = 'mt-6 break-inside-auto';
const H2 = 'mb-2 text-lg font-semibold';
const TABLE = 'w-full border-collapse text-sm';
const TH = 'border-b border-slate-300 px-2 py-1 text-left font-semibold';
const TD = 'border-b border-slate-100 px-2 py-1 align-top';
const NUM = `${TD} text-right tabular-nums`;

function decisionText(d: DecisionLine | null) {
  return d
    ? `${d.verdictLabel} (${d.reasonLabel}), ${d.decidedBy}, ${reportDay(d.decidedAt)}`
    : 'No decision yet';
}

export function SupplierReportView({ r }: { r: SupplierReport }) {
  const s = r.summary;
  const f = s.findings;
  const finding = (t: { plots: number; areaHa: number }, what: string) =>
    t.plots ? `${formatCount(t.plots)} plots, ${formatHa(t.areaHa)} ${what}` : 'none';
  return (
    <article aria-labelledby="report-title" className="mt-4">
      <h1 id="report-title" className="text-2xl font-semibold">
        Due-diligence report: {r.supplierName}
      </h1>
      <p>Project: {r.projectName}</p>
      <p>Report date: {reportDate(r.generatedAt)}</p>
      <p className="mt-1 text-sm text-slate-600">
        Assessed risk is the risk service’s assessment of each plot. The EU country benchmark is the
        Commission’s official list of countries; the two are shown apart.
      </p>

      <section aria-labelledby="r-summary" className={SECTION}>
        <h2 id="r-summary" className={H2}>
          Summary
        </h2>
        <p>
          {formatCount(s.plots)} plots, {formatHa(s.areaHa)} in all.
        </p>
        <table className={`${TABLE} mt-2 max-w-md`}>
          <thead>
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
            {RISK_CLASSES.map((k) => (
              <tr key={k}>
                <td className={TD}>{RISK_STYLE[k].label}</td>
                <td className={NUM}>{formatCount(s.byRisk[k].plots)}</td>
                <td className={NUM}>{formatHa(s.byRisk[k].areaHa)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="mt-2 text-sm">
          <li>Deforestation after the cut-off date: {finding(f.deforestation, 'deforested')}.</li>
          <li>On protected areas: {finding(f.protectedAreas, 'of overlap')}.</li>
          <li>On indigenous territories: {finding(f.indigenousTerritories, 'of overlap')}.</li>
        </ul>
      </section>

      <ReportMapFigure r={r} />

      <section aria-labelledby="r-countries" className={SECTION}>
        <h2 id="r-countries" className={H2}>
          Producing countries
        </h2>
        <table className={TABLE}>
          <thead>
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
            {r.countries.map((c) => (
              <tr key={c.code}>
                <td className={TD}>
                  {c.name} ({c.code})
                </td>
                <td className={NUM}>{formatCount(c.plots)}</td>
                <td className={NUM}>{formatHa(c.areaHa)}</td>
                <td className={TD}>
                  <EuBenchmarkBadge tier={c.tier} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-sm text-slate-600">Benchmark: {r.provenance.benchmark}.</p>
      </section>

      <section aria-labelledby="r-risk" className={SECTION}>
        <h2 id="r-risk" className={H2}>
          Plots at risk (service: high or medium)
        </h2>
        <p>
          {formatCount(r.atRisk.total)} plots at risk
          {r.atRisk.total > r.atRisk.rows.length
            ? `; the first ${formatCount(r.atRisk.rows.length)} are listed, ${formatCount(
                r.atRisk.total - r.atRisk.rows.length,
              )} more are on the Plots page`
            : ''}
          .
        </p>
        {r.atRisk.rows.length ? (
          <table className={`${TABLE} mt-2`}>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  Plot
                </th>
                <th scope="col" className={TH}>
                  Risk
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Area
                </th>
                <th scope="col" className={TH}>
                  Findings of the service
                </th>
                <th scope="col" className={TH}>
                  Current decision
                </th>
              </tr>
            </thead>
            <tbody>
              {r.atRisk.rows.map((p) => (
                <tr key={p.id}>
                  <td className={TD}>
                    {p.name} ({p.country})
                  </td>
                  <td className={TD}>{RISK_STYLE[p.risk].shortLabel}</td>
                  <td className={NUM}>{formatHa(p.areaHa)}</td>
                  <td className={TD}>
                    {[
                      p.deforestedHa !== null
                        ? `Deforested ${formatHa(p.deforestedHa)}`
                        : 'No deforestation found',
                      p.protectedAreasHa > 0 ? `protected areas ${formatHa(p.protectedAreasHa)}` : '',
                      p.indigenousTerritoriesHa > 0
                        ? `indigenous territories ${formatHa(p.indigenousTerritoriesHa)}`
                        : '',
                      p.assessedAt ? `assessed ${reportDay(p.assessedAt)}` : '',
                    ]
                      .filter(Boolean)
                      .join('; ')}
                  </td>
                  <td className={TD}>{decisionText(p.decision)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>

      <section aria-labelledby="r-decisions" className={SECTION}>
        <h2 id="r-decisions" className={H2}>
          Decisions and their history
        </h2>
        {r.decisions.items ? (
          <p>
            {formatCount(r.decisions.entries)} decisions on {formatCount(r.decisions.items)} review items,
            newest first per item
            {r.decisions.groups.length < r.decisions.items
              ? `; the first ${formatCount(r.decisions.groups.length)} items are listed`
              : ''}
            {r.decisions.truncated ? '; the store returned only the newest decisions' : ''}.
          </p>
        ) : (
          <p>No decision recorded yet.</p>
        )}
        <ul className="mt-2 space-y-2 text-sm">
          {r.decisions.groups.map((g) => (
            <li key={`${g.kind} ${g.plotId} ${g.otherPlotId ?? ''}`}>
              <p className="font-semibold">
                {g.plotName}: {KIND_LABELS[g.kind]}
                {g.otherPlotName ? ` with ${g.otherPlotName}` : ''}
              </p>
              <ol className="ml-4 list-disc">
                {g.entries.map((e, k) => (
                  <li key={`${e.decidedAt} ${k}`}>
                    {reportDay(e.decidedAt)} {k === 0 ? '(current)' : '(earlier)'}: {e.verdictLabel}.{' '}
                    {e.reasonLabel}. By {e.decidedBy}.{e.note ? ` Note: ${e.note}` : ''}
                    {e.evidenceUrl || e.evidenceNote
                      ? ` Evidence: ${[e.evidenceUrl, e.evidenceNote].filter(Boolean).join(' ')}`
                      : ''}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="r-overlaps" className={SECTION}>
        <h2 id="r-overlaps" className={H2}>
          Overlaps
        </h2>
        {!r.overlaps.checked ? (
          <p>The overlap check had not ended when the report was made: overlaps are not listed.</p>
        ) : (
          <>
            <p>
              Plots inside another plot: {formatCount(r.overlaps.insideAnother)}. Overlapping another plot of
              this supplier: {formatCount(r.overlaps.withinSupplier)}. Overlapping another supplier’s plot:{' '}
              {formatCount(r.overlaps.withOthers)}.
              {r.overlaps.partial ? ' Counted from the largest overlapping pairs of the project only.' : ''}
            </p>
            {r.overlaps.rows.length ? (
              <table className={`${TABLE} mt-2`}>
                <thead>
                  <tr>
                    <th scope="col" className={TH}>
                      Plot
                    </th>
                    <th scope="col" className={TH}>
                      Overlaps
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Overlap
                    </th>
                    <th scope="col" className={TH}>
                      Current decision
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.overlaps.rows.map((o) => (
                    <tr key={`${o.plotId} ${o.otherPlotId}`}>
                      <td className={TD}>{o.plotName}</td>
                      <td className={TD}>
                        {o.otherPlotName} ({o.otherSupplier})
                        {o.kind === 'inside-another' ? ', lies inside it' : ''}
                      </td>
                      <td className={NUM}>
                        {formatHa(o.overlapHa)}, {Math.round(o.share * 100)} %
                      </td>
                      <td className={TD}>{decisionText(o.decision)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </>
        )}
      </section>

      <section aria-labelledby="r-uploads" className={SECTION}>
        <h2 id="r-uploads" className={H2}>
          Upload history
        </h2>
        {!r.uploads.total ? <p>No upload recorded for this supplier.</p> : null}
        <ul className="space-y-2 text-sm">
          {r.uploads.rows.map((u) => (
            <li key={u.uploadId}>
              {reportDay(u.at)}: {formatCount(u.added)} added, {formatCount(u.changed)} changed,{' '}
              {formatCount(u.removed)} removed; {formatCount(u.plotCount)} plots after it
              {u.overwrite ? ' (overwrite)' : ''}
              {u.shouldMatchOnName ? ' (matched on name)' : ''}. Recorded by {u.recordedBy}.
              <ul className="ml-4">
                {u.files.map((file, k) => (
                  <li key={k} className="break-all font-mono text-xs">
                    {file.name} SHA-256 {file.sha256 ?? 'not recorded'}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="r-provenance" className={SECTION}>
        <h2 id="r-provenance" className={H2}>
          Provenance
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Risk data</dt>
          <dd>
            {r.provenance.riskData
              ? `assessed ${reportDay(r.provenance.riskData.oldest)} to ${reportDay(r.provenance.riskData.newest)}`
              : 'no plot assessed yet'}
            {r.provenance.frameworks.length ? ` (framework ${r.provenance.frameworks.join(', ')})` : ''}
          </dd>
          <dt className="text-slate-600">Plot rules version</dt>
          <dd>{r.provenance.rulesVersion}</dd>
          <dt className="text-slate-600">Dashboard version</dt>
          <dd>{r.provenance.appVersion}</dd>
          <dt className="text-slate-600">EU country benchmark</dt>
          <dd>{r.provenance.benchmark}</dd>
          <dt className="text-slate-600">File hashes</dt>
          <dd>
            {formatCount(r.provenance.filesWithHash)} of {formatCount(r.provenance.files)} uploaded files
            (SHA-256)
          </dd>
        </dl>
      </section>
    </article>
  );
}

function ReportMapFigure({ r }: { r: SupplierReport }) {
  const m = r.map;
  return (
    <section aria-labelledby="r-map" className={SECTION}>
      <h2 id="r-map" className={H2}>
        Map of the plots
      </h2>
      <svg
        viewBox={`0 0 ${m.width} ${m.height}`}
        className="w-full border border-slate-300 bg-white"
        role="img"
        aria-label={`Outlines of ${formatCount(m.outlines)} plots, coloured by the service’s assessed risk`}
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
            {RISK_STYLE[k].label} ({formatCount(r.summary.byRisk[k].plots)})
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">
        {m.bounds
          ? `${formatCount(m.outlines)} plots drawn as outlines, the others as dots. Extent: longitude ${m.bounds[0].toFixed(4)} to ${m.bounds[2].toFixed(4)}, latitude ${m.bounds[1].toFixed(4)} to ${m.bounds[3].toFixed(4)} (WGS 84). No background map.`
          : 'No plot has a position to draw.'}
      </p>
    </section>
  );
}
