/**
 * The statement package of the plots in the TRACES export (core/traces/statement.ts, docs/statement-package.md):
 * what the goods are, then one zip with, per due diligence statement, its geolocation file and its draft,
 * split within the Information System's limits. Every file is checked by the rule module before the zip is made.
 * The features are the export's, so only the plots the decisions allow (export-panel.tsx); a saved package
 * is pinned as an evidence snapshot (evidence-pin.tsx) with the zip and, while they fit in the snapshot's
 * hundred files, each file inside it.
 */
import { useState, type FormEvent } from 'react';
import { strToU8, zipSync } from 'fflate';
import { useIntl } from 'react-intl';
import { ZodError } from 'zod';
import { buildStatementPackage, type StatementInput } from '@core/traces/statement.ts';
import { downloadBlob } from '@/lib/download.ts';
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
    setStatus(t({ id: 'plots.statement.building' }));
    try {
      const pkg = await buildStatementPackage(features, input, base);
      const files: Record<string, Uint8Array> = {};
      for (const s of pkg) {
        files[s.geolocationFileName] = strToU8(s.geolocation.join(''));
        files[s.draftFileName] = strToU8(`${JSON.stringify(s.draft, null, 2)}\n`);
      }
      const zipName = `${base}-statement-package.zip`;
      const zip = new Blob([zipSync(files)], { type: 'application/zip' });
      downloadBlob(zip, zipName);
      setStatus(t({ id: 'plots.statement.saved' }, { count: pkg.length, file: zipName }));
      const inner = Object.entries(files);
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
      });
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
    } finally {
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
        <div className="col-span-2">
          <PinStatus state={pin.state} onRetry={pin.retry} />
        </div>
      </form>
    </details>
  );
}
