/**
 * The statement package of the plots in the TRACES export (core/traces/statement.ts, docs/statement-package.md):
 * what the goods are, then one zip with, per due diligence statement, its geolocation file and its draft,
 * split within the Information System's limits. Every file is checked by the rule module before the zip is made.
 * The features are the export's, so only the plots the decisions allow (export-panel.tsx); a saved package
 * is pinned as an evidence snapshot (evidence-pin.tsx) with the zip and, while they fit in the snapshot's
 * hundred files, each file inside it.
 *
 * When the plots are of one supplier (the Plots page filtered to it), the supplier's report is made first
 * (its worker, as the supplier page makes it; the app shell provides the maker, a feature never imports
 * another) and goes into the zip as `<base>-supplier-report.pdf` and into the snapshot as its report. A
 * report that cannot be made stops the save, says what failed and offers to try again: nothing is saved
 * or pinned without it. Plots of several suppliers: the form says the package holds no report (one
 * supplier's report is pinned at a time) and saves without one.
 */
import { useRef, useState, type FormEvent } from 'react';
import { strToU8, zipSync } from 'fflate';
import { useIntl } from 'react-intl';
import { ZodError } from 'zod';
import { buildStatementPackage, type StatementInput } from '@core/traces/statement.ts';
import { downloadBlob } from '@/lib/download.ts';
import {
  SupplierReportMaker,
  useSupplierReportMaker,
  type SupplierReportMakerState,
  type SupplierReportPdf,
} from '@/lib/report/supplier-report-maker.ts';
import { FileStep, filableStatements, type FilableStatement } from '@/lib/filing/filing-slots.tsx';
import { PinStatus, usePinEvidence, type EvidenceBase } from './evidence-pin.tsx';

const field = 'mt-0.5 w-full rounded border border-slate-300 px-2 py-1 text-sm';

// TRACES' activity codes (sent as they are; their names are shown in the reader's language).
const ACTIVITIES = ['IMPORT', 'EXPORT', 'DOMESTIC'] as const;
// An example HS heading (cocoa beans).
const HS_EXAMPLE = '1801';
/** Files one evidence snapshot names (core/api/statements.ts). */
const MAX_SNAPSHOT_FILES = 100;

export function StatementPackageForm({
  features,
  base,
  evidence,
  projectId,
}: {
  features: readonly string[];
  base: string;
  /** What the package was built from, for its evidence snapshot (the plots are the features'). */
  evidence: EvidenceBase;
  projectId: string | null;
}) {
  const t = useIntl().formatMessage;
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pin = usePinEvidence(projectId);
  // The package's statements, filed with the EU once it is pinned (the filing feature's step, issue 51).
  const [filable, setFilable] = useState<FilableStatement[]>([]);
  const canMakeReport = useSupplierReportMaker();
  // The plots of one supplier: its report goes into the package (several: none, the form says so).
  const supplierId = evidence.supplierIds.length === 1 ? evidence.supplierIds[0]! : null;
  const [report, setReport] = useState<
    { status: 'none' } | { status: 'building'; attempt: number } | { status: 'failed'; reason: string }
  >({ status: 'none' });
  /** The package's files while its report is made (a retry makes the report again, not the files). */
  const waiting = useRef<{ files: Record<string, Uint8Array>; count: number } | null>(null);
  const attempts = useRef(0);

  /** Zips the files (with the report when there is one), saves the zip and pins it. */
  const save = (files: Record<string, Uint8Array>, count: number, pdf: SupplierReportPdf | null) => {
    const reportName = `${base}-supplier-report.pdf`;
    const all = pdf ? { ...files, [reportName]: pdf.bytes } : files;
    const zipName = `${base}-statement-package.zip`;
    const zip = new Blob([zipSync(all)], { type: 'application/zip' });
    downloadBlob(zip, zipName);
    setStatus(
      [
        t({ id: 'plots.statement.saved' }, { count, file: zipName }),
        pdf ? t({ id: 'plots.statement.report.included' }, { file: reportName }) : null,
      ]
        .filter(Boolean)
        .join(' '),
    );
    const inner = Object.entries(all);
    pin.pin({
      kind: 'statement-package',
      base: evidence,
      features,
      // The zip pins every file in it; each file is named too while the snapshot can hold them all.
      files: [
        { name: zipName, blob: zip },
        ...(inner.length < MAX_SNAPSHOT_FILES
          ? inner.map(([name, bytes]) => ({ name, blob: new Blob([bytes as Uint8Array<ArrayBuffer>]) }))
          : []),
      ],
      // The very bytes of the zip's copy: the snapshot's report is the one handed over.
      ...(pdf ? { report: { fileName: reportName, bytes: pdf.bytes } } : {}),
    });
  };

  /** The maker's news: the report joins the waiting files and the package is saved, or the failure is said. */
  const onReport = (state: SupplierReportMakerState) => {
    if (state.status === 'working') return;
    const ready = waiting.current;
    if (state.status === 'failed' || !ready) {
      setReport({ status: 'failed', reason: state.status === 'failed' ? state.reason : '' });
      setStatus(null);
      setBusy(false);
      return;
    }
    waiting.current = null;
    setReport({ status: 'none' });
    setBusy(false);
    save(ready.files, ready.count, state.report);
  };

  /** A new mount of the maker (a new key): the report is made afresh from what the store holds now. */
  const makeReport = () => {
    if (!canMakeReport || !projectId) {
      onReport({ status: 'failed', reason: t({ id: 'plots.statement.report.unavailable' }) });
      return;
    }
    setBusy(true);
    setStatus(t({ id: 'plots.statement.report.building' }));
    setReport({ status: 'building', attempt: ++attempts.current });
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    const mass = text('netWeightKg');
    const input: StatementInput = {
      activityType: text('activityType') as StatementInput['activityType'],
      hsHeading: text('hsHeading'),
      descriptionOfGoods: text('descriptionOfGoods'),
      ...(text('internalReferenceNumber')
        ? { internalReferenceNumber: text('internalReferenceNumber') }
        : {}),
      ...(mass ? { netWeightKg: Number(mass) } : {}),
      species:
        text('scientificName') || text('commonName')
          ? [{ scientificName: text('scientificName'), commonName: text('commonName') }]
          : [],
    };
    setBusy(true);
    setReport({ status: 'none' });
    waiting.current = null;
    setStatus(t({ id: 'plots.statement.building' }));
    try {
      const pkg = await buildStatementPackage(features, input, base);
      setFilable(filableStatements(pkg.map((s) => s.draft)));
      const files: Record<string, Uint8Array> = {};
      for (const s of pkg) {
        files[s.geolocationFileName] = strToU8(s.geolocation.join(''));
        files[s.draftFileName] = strToU8(`${JSON.stringify(s.draft, null, 2)}\n`);
      }
      if (supplierId === null) {
        save(files, pkg.length, null);
        setBusy(false);
        return;
      }
      // The report is made before anything is saved: the package is pinned with it, or not saved at all.
      waiting.current = { files, count: pkg.length };
      makeReport();
    } catch (err) {
      setStatus(
        err instanceof ZodError
          ? t(
              { id: 'plots.statement.check-form' },
              // The checker's own words, field by field (the statement schema's messages are English).
              { issues: err.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ') },
            )
          : t({ id: 'plots.statement.failed' }, { reason: err instanceof Error ? err.message : String(err) }),
      );
      setBusy(false);
    }
  };

  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium">{t({ id: 'plots.statement' })}</summary>
      <form onSubmit={(e) => void submit(e)} className="mt-2 grid grid-cols-2 gap-2">
        <label>
          {t({ id: 'plots.statement.activity' })}
          <select name="activityType" className={field} defaultValue={ACTIVITIES[0]}>
            {ACTIVITIES.map((a) => (
              <option key={a} value={a}>
                {t({ id: `plots.statement.activity.${a}` })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t({ id: 'plots.statement.hs' })}
          <input name="hsHeading" required inputMode="numeric" placeholder={HS_EXAMPLE} className={field} />
        </label>
        <label className="col-span-2">
          {t({ id: 'plots.statement.goods' })}
          <input name="descriptionOfGoods" required className={field} />
        </label>
        <label>
          {t({ id: 'plots.statement.mass' })}
          <input name="netWeightKg" type="number" min="0" step="any" className={field} />
        </label>
        <label>
          {t({ id: 'plots.statement.reference' })}
          <input name="internalReferenceNumber" maxLength={50} className={field} />
        </label>
        <label>
          {t({ id: 'plots.statement.scientific' })}
          <input name="scientificName" className={field} />
        </label>
        <label>
          {t({ id: 'plots.statement.common' })}
          <input name="commonName" className={field} />
        </label>
        <p className="col-span-2 text-xs text-slate-600">
          {supplierId === null
            ? t({ id: 'plots.statement.report.several' }, { count: evidence.supplierIds.length })
            : t({ id: 'plots.statement.report.one' })}
        </p>
        <div className="col-span-2 flex items-center justify-end gap-2">
          <p role="status" className="text-xs text-slate-600">
            {status}
          </p>
          <button
            type="submit"
            disabled={busy || features.length === 0}
            className="rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-100 disabled:text-slate-400"
          >
            {t({ id: 'plots.statement.download' })}
          </button>
        </div>
        {report.status === 'failed' ? (
          <div
            role="alert"
            className="col-span-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900"
          >
            <p>{t({ id: 'plots.statement.report.failed' }, { reason: report.reason })}</p>
            <button
              type="button"
              disabled={busy}
              onClick={makeReport}
              className="mt-2 rounded-md bg-red-700 px-3 py-1 text-sm font-medium text-white hover:bg-red-800"
            >
              {t({ id: 'plots.statement.report.retry' })}
            </button>
          </div>
        ) : null}
        {report.status === 'building' && projectId && supplierId ? (
          // A new attempt is a new mount: the report is made afresh.
          <SupplierReportMaker
            key={report.attempt}
            projectId={projectId}
            supplierId={supplierId}
            onState={onReport}
          />
        ) : null}
        <div className="col-span-2">
          <PinStatus state={pin.state} onRetry={pin.retry} />
          {pin.state.status === 'pinned' && projectId ? (
            <FileStep
              projectId={projectId}
              snapshotId={pin.state.snapshot.id}
              supplierIds={evidence.supplierIds}
              statements={filable}
            />
          ) : null}
        </div>
      </form>
    </details>
  );
}
