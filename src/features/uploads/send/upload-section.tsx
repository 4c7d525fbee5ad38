/**
 * The "Upload" section: the start options, the overwrite warning, what the service will refuse, what still
 * blocks the upload, and the button (or a note while an upload is under way).
 */
import { useIntl } from 'react-intl';
import type { CheckResult } from '../check/check-protocol.ts';
import { currentRepeats } from '../check/repeated-names.ts';
import type { FileRecord } from '../model/file-record.ts';
import { checkedOf, mappedNameFieldsOf, repeatedNamesOf } from '../model/selectors.ts';
import type { UploadTarget } from '../shared/use-upload-target.ts';
import type { SendStage } from './use-send-stage.ts';
import { OverwriteWarning } from './overwrite-warning.tsx';
import { UploadOptionsForm } from './upload-options-form.tsx';

export function UploadSection({
  target,
  records,
  result,
  send,
}: {
  target: UploadTarget;
  records: readonly FileRecord[];
  result: CheckResult | null;
  send: SendStage;
}) {
  const t = useIntl().formatMessage;
  const { options, supplier, match } = target;
  const { blockers, uploading } = send;
  const fileCount = checkedOf(records).length;
  return (
    <section
      aria-labelledby="upload-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="upload-title" className="text-lg font-semibold text-slate-900">
        {t({ id: 'uploads.send.title' })}
      </h2>
      {send.offline ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t({ id: 'uploads.send.offline' })}
        </p>
      ) : null}
      <UploadOptionsForm
        options={options}
        onChange={target.setOptions}
        propertyNames={result?.propertyNames ?? []}
        repeatedNames={currentRepeats(repeatedNamesOf(records), result)}
        mappedNameFields={mappedNameFieldsOf(records)}
      />
      {options.overwrite && supplier.trim() ? (
        <OverwriteWarning
          supplierName={match?.name ?? supplier.trim()}
          plotCount={match?.plotCount ?? 0}
          newPlots={result?.totals.featureCount ?? 0}
          emptyUpload={send.emptyUpload}
          askConfirmation={send.asksConfirmation}
          confirmText={send.confirmText}
          onConfirmText={send.setConfirmText}
        />
      ) : null}
      {result && result.totals.notAccepted > 0 ? (
        <p className="text-sm text-amber-900">
          {t({ id: 'uploads.send.will-refuse' }, { count: result.totals.notAccepted })}
        </p>
      ) : null}
      {blockers.length && !uploading ? (
        <ul className="list-disc pl-5 text-sm text-slate-700" aria-label={t({ id: 'uploads.send.blockers' })}>
          {blockers.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
      {uploading ? (
        <p className="text-sm text-slate-700">{t({ id: 'uploads.send.under-way' })}</p>
      ) : (
        <button
          type="button"
          disabled={blockers.length > 0}
          onClick={send.beginUpload}
          className="rounded-md bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {supplier.trim()
            ? t({ id: 'uploads.send.button-for' }, { count: fileCount, supplier: supplier.trim() })
            : t({ id: 'uploads.send.button' }, { count: fileCount })}
        </button>
      )}
    </section>
  );
}
