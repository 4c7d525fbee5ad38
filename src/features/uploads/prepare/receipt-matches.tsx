/**
 * What the self-check receipts dropped on Uploads say of the dropped plot files: for each file, whether it is
 * the very file a receipt describes (same SHA-256: who it was checked for, when, with which rules, plots
 * checked and accepted), a changed copy (the receipt's name, other bytes), or a file no receipt names. The
 * hash is the one each file's record holds (hashed once, in the hashing worker, as it was dropped).
 * Everything from a receipt is shown as text.
 */
import { useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format/dates.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { verdictOf, type ReceiptVerdict } from '@/lib/self-check/receipt-match.ts';
import type { Receipt } from '@/lib/self-check/receipt.ts';
import type { FileRecord, SourceHash } from '../model/file-record.ts';
import type { Receipts } from './use-receipts.ts';

// The verdict's mark, read by the eye only (the sentence after it says the same in words).
const TICK = '✓ ';
const CROSS = '✗ ';

function Verdict({
  file,
  hash,
  receipts,
}: {
  file: File;
  hash: SourceHash | undefined;
  receipts: Receipt[];
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  if (!hash) return <li role="status">{t({ id: 'receipts.hashing' }, { file: file.name })}</li>;
  if ('error' in hash)
    return (
      <li className="text-red-900">
        {t({ id: 'receipts.hash-failed' }, { file: file.name, reason: hash.error })}
      </li>
    );
  const verdict: ReceiptVerdict = verdictOf(file.name, hash.sha256, receipts);
  if (verdict.kind === 'none') return <li>{t({ id: 'receipts.none' }, { file: file.name })}</li>;
  const { receipt, file: described } = verdict;
  const date = formatDateTime(receipt.checkedAt, locale);
  if (verdict.kind === 'changed')
    return (
      <li className="rounded-md border border-red-300 bg-red-50 p-2 text-red-900">
        <span aria-hidden="true">{CROSS}</span>
        {t({ id: 'receipts.changed' }, { file: file.name, date })}
      </li>
    );
  const values = {
    file: file.name,
    date,
    version: receipt.rulesVersion,
    plots: described.plots,
    accepted: described.accepted,
  };
  return (
    <li className="rounded-md border border-emerald-300 bg-emerald-50 p-2 text-emerald-950">
      <span aria-hidden="true">{TICK}</span>
      {receipt.buyer
        ? t({ id: 'receipts.match.for' }, { ...values, buyer: receipt.buyer })
        : t({ id: 'receipts.match' }, values)}
      {described.corrected ? ` ${t({ id: 'receipts.corrected' })}` : null}
    </li>
  );
}

export function ReceiptMatches({
  receipts,
  records,
}: {
  receipts: Receipts;
  records: readonly FileRecord[];
}) {
  const t = useIntl().formatMessage;
  const kept = receipts.kept.map((r) => r.receipt);
  if (!kept.length && !receipts.damaged.length) return null;

  return (
    <section
      aria-labelledby="uploads-receipts"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900"
    >
      <h2 id="uploads-receipts" className="text-base font-semibold">
        {t({ id: 'receipts.title' })}
      </h2>
      {receipts.damaged.length ? (
        <ul role="alert" className="space-y-1 text-red-900">
          {receipts.damaged.map((name) => (
            <li key={name}>{t({ id: 'receipts.damaged' }, { file: name })}</li>
          ))}
        </ul>
      ) : null}
      {kept.length ? (
        <>
          <p className="text-slate-700">{t({ id: 'receipts.intro' }, { count: kept.length })}</p>
          {records.length ? (
            <ul aria-live="polite" aria-label={t({ id: 'receipts.files' })} className="space-y-2">
              {records.map((r) => (
                <Verdict key={r.id} file={r.source} hash={r.hash} receipts={kept} />
              ))}
            </ul>
          ) : (
            <p>{t({ id: 'receipts.no-files' })}</p>
          )}
          <button
            type="button"
            className="min-h-11 rounded-md border border-slate-400 px-3 py-2 hover:bg-slate-100"
            onClick={receipts.forget}
          >
            {t({ id: 'receipts.forget' }, { count: kept.length })}
          </button>
        </>
      ) : null}
    </section>
  );
}
