/** The printable report's statements filed with the EU (issue 51), in the PDF's words (report-filings.ts). */
import type { SupplierReport } from '../lib/report/report-shape.ts';
import { filingText } from '../lib/report/report-filings.ts';
import type { Words } from '../lib/report/report-text.ts';

export function ReportFilingsSection({
  r,
  w,
  className,
}: {
  r: SupplierReport;
  w: Words;
  className: string;
}) {
  const f = r.filings;
  const t = w.say;
  return (
    <section aria-labelledby="r-filings" className={className}>
      <h2 id="r-filings" className="mb-2 text-lg font-semibold">
        {t('report.filings.title')}
      </h2>
      {f.total ? (
        <>
          <ol className="ml-4 list-disc text-sm">
            {f.rows.map((row) => (
              <li key={row.id} className="break-words">
                {filingText(w, row)}
              </li>
            ))}
          </ol>
          {f.total > f.rows.length ? (
            <p className="text-sm">{t('report.filings.more', { count: w.n(f.total - f.rows.length) })}</p>
          ) : null}
        </>
      ) : (
        <p>{t('report.filings.none')}</p>
      )}
    </section>
  );
}
