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
 *
 * The drafts are V3 requests (issue 51): a due diligence statement, or a simplified declaration of a micro or
 * small primary operator; the operator's fields in a fieldset, the represented operator's only for an
 * authorised representative, the percentage of estimation or deviation only for domestic production
 * (CF2 v1.4), the supplementary unit only when customs count the HS heading in one (core/eudr/annex-i.ts).
 * Each field shows its limit (the XSD's, §4.1.4); a field the schema refuses says what to enter, and a draft
 * the rule module refuses lists its violations with their EU codes.
 */
import { useRef, useState, type FormEvent } from 'react';
import { strToU8, zipSync } from 'fflate';
import { useIntl } from 'react-intl';
import { ZodError } from 'zod';
import { EUROPEAN_COUNTRIES } from '@core/eudr/dds-v3.ts';
import {
  buildStatementPackage,
  INPUT_LIMITS,
  StatementRulesFailed,
  supplementaryUnitOf,
} from '@core/traces/statement.ts';
import { downloadBlob } from '@/lib/download.ts';
import {
  SupplierReportMaker,
  useSupplierReportMaker,
  type SupplierReportMakerState,
  type SupplierReportPdf,
} from '@/lib/report/supplier-report-maker.ts';
import { FileStep, filableStatements, type FilableStatement } from '@/lib/filing/filing-slots.tsx';
import { PinStatus, usePinEvidence, type EvidenceBase } from './evidence-pin.tsx';
import { Field } from './statement-field.tsx';
import { ACTIVITIES, fieldErrorsOf, HS_EXAMPLE, inputOf, ROLES } from './statement-input.ts';
import { OperatorFields } from './statement-operator-fields.tsx';

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
  // What decides which fields the form shows.
  const [kind, setKind] = useState<'dds' | 'sd'>('dds');
  const [role, setRole] = useState<string>(ROLES.dds[0]);
  const [activity, setActivity] = useState<string>(ACTIVITIES[0]);
  const [code, setCode] = useState({ hs: '', cn: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unit = supplementaryUnitOf(code.cn || code.hs);
  const chars = (max: number) => t({ id: 'plots.statement.limit.chars' }, { max });

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

  /** One sentence per refused field, saying what to enter. */
  const fieldErrors = (err: ZodError) => fieldErrorsOf(err, kind, t);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = inputOf(new FormData(e.currentTarget), { kind, role, activity, unit });
    setErrors({});
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
      if (err instanceof ZodError) {
        const refused = fieldErrors(err);
        setErrors(refused);
        setStatus(t({ id: 'plots.statement.check-form' }, { issues: Object.values(refused).join(' ') }));
      } else if (err instanceof StatementRulesFailed)
        setStatus(
          t(
            { id: 'plots.statement.rules-failed' },
            // The rule module's own words (English), with the EU's code of each rule.
            { violations: err.violations.map((v) => `${v.message} (${v.code})`).join(' ') },
          ),
        );
      else
        setStatus(
          t({ id: 'plots.statement.failed' }, { reason: err instanceof Error ? err.message : String(err) }),
        );
      setBusy(false);
    }
  };

  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium">{t({ id: 'plots.statement' })}</summary>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-2 grid grid-cols-2 gap-2">
        <OperatorFields
          kind={kind}
          role={role}
          errors={errors}
          onKind={(k) => {
            setKind(k);
            setRole(ROLES[k][0]);
          }}
          onRole={setRole}
        />
        <Field label={t({ id: 'plots.statement.activity' })}>
          {(control) => (
            <select
              {...control}
              name="activityType"
              value={activity}
              onChange={(e) => setActivity(e.target.value)}
            >
              {ACTIVITIES.map((a) => (
                <option key={a} value={a}>
                  {t({ id: `plots.statement.activity.${a}` })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t({ id: 'plots.statement.reference' })}
          hint={t({ id: 'plots.statement.limit.reference' })}
          error={errors['internalReferenceNumber']}
        >
          {(control) => (
            <input
              {...control}
              name="internalReferenceNumber"
              maxLength={INPUT_LIMITS.internalReferenceNumber}
            />
          )}
        </Field>
        <Field label={t({ id: 'plots.statement.country-activity' })}>
          {(control) => (
            <select {...control} name="countryOfActivity" defaultValue="">
              <option value="">{t({ id: 'plots.statement.none' })}</option>
              {EUROPEAN_COUNTRIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t({ id: 'plots.statement.border-country' })}>
          {(control) => (
            <select {...control} name="borderCrossCountry" defaultValue="">
              <option value="">{t({ id: 'plots.statement.none' })}</option>
              {EUROPEAN_COUNTRIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t({ id: 'plots.statement.hs' })}
          hint={t({ id: 'plots.statement.limit.hs' })}
          error={errors['hsHeading']}
        >
          {(control) => (
            <input
              {...control}
              name="hsHeading"
              required
              inputMode="numeric"
              maxLength={6}
              placeholder={HS_EXAMPLE}
              onChange={(e) => setCode((c) => ({ ...c, hs: e.target.value.trim() }))}
            />
          )}
        </Field>
        <Field
          label={t({ id: 'plots.statement.cn' })}
          hint={t({ id: 'plots.statement.limit.cn' })}
          error={errors['cnCode']}
        >
          {(control) => (
            <input
              {...control}
              name="cnCode"
              inputMode="numeric"
              maxLength={8}
              onChange={(e) => setCode((c) => ({ ...c, cn: e.target.value.trim() }))}
            />
          )}
        </Field>
        <Field
          label={t({ id: 'plots.statement.goods' })}
          hint={chars(INPUT_LIMITS.descriptionOfGoods)}
          error={errors['descriptionOfGoods']}
          wide
        >
          {(control) => (
            <input
              {...control}
              name="descriptionOfGoods"
              required
              maxLength={INPUT_LIMITS.descriptionOfGoods}
            />
          )}
        </Field>
        <Field
          label={t({ id: 'plots.statement.mass' })}
          hint={t({ id: 'plots.statement.limit.mass' })}
          error={errors['netWeightKg']}
        >
          {(control) => <input {...control} name="netWeightKg" type="number" min="0" step="any" />}
        </Field>
        {activity === 'DOMESTIC' ? (
          <Field
            label={t({ id: 'plots.statement.percentage' })}
            hint={t({ id: 'plots.statement.limit.percentage' })}
            error={errors['percentageEstimationOrDeviation']}
          >
            {(control) => <input {...control} name="percentage" type="number" min="0" step="any" />}
          </Field>
        ) : null}
        {unit ? (
          <Field
            label={t({ id: 'plots.statement.unit' }, { qualifier: unit.qualifier })}
            hint={t({ id: 'plots.statement.limit.unit' }, { unit: unit.unit })}
            error={errors['supplementaryUnit'] ?? errors['supplementaryUnitQualifier']}
          >
            {(control) => <input {...control} name="supplementaryUnit" type="number" min="0" step="any" />}
          </Field>
        ) : null}
        {kind === 'dds' ? (
          <>
            <Field
              label={t({ id: 'plots.statement.scientific' })}
              hint={chars(INPUT_LIMITS.speciesName)}
              error={errors['species']}
            >
              {(control) => <input {...control} name="scientificName" maxLength={INPUT_LIMITS.speciesName} />}
            </Field>
            <Field label={t({ id: 'plots.statement.common' })} hint={chars(INPUT_LIMITS.speciesName)}>
              {(control) => <input {...control} name="commonName" maxLength={INPUT_LIMITS.speciesName} />}
            </Field>
          </>
        ) : null}
        <Field
          label={t({ id: 'plots.statement.comment' })}
          hint={chars(INPUT_LIMITS.comment)}
          error={errors['comment']}
          wide
        >
          {(control) => <textarea {...control} name="comment" rows={2} maxLength={INPUT_LIMITS.comment} />}
        </Field>
        <Field
          label={t({ id: kind === 'dds' ? 'plots.statement.grouped' : 'plots.statement.grouped.sd' })}
          error={errors['groupedDeclarations'] ?? errors['groupedSimplifiedDeclarations']}
          wide
        >
          {(control) => <textarea {...control} name="grouped" rows={2} />}
        </Field>
        <label className="col-span-2 flex items-center gap-2">
          <input type="checkbox" name="geoLocationConfidential" />
          {t({ id: 'plots.statement.confidential' })}
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
