/**
 * The file to send and its receipt: each checked file (corrected when fixes were applied) to download, and a
 * receipt naming it by the SHA-256 of those very bytes, with the plots checked and accepted, the rules'
 * version, the date and the buyer. Shown on screen in the supplier's language, downloaded as JSON. The files
 * (up to 2 GB each) are hashed in the streaming hash worker (hash-file.ts), never read whole on the page, and
 * how far it has read is shown meanwhile.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RULES_VERSION } from '@core/plot-rules/index.ts';
import { downloadBlob } from '@/lib/download.ts';
import { formatDateTime } from '@/lib/format/dates.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { CheckPreset } from '@/lib/self-check/check-link.ts';
import { downloadNameOf, receiptOf, type Receipt } from '@/lib/self-check/receipt.ts';
import { hashFile, type HashProgress } from '@/lib/self-check/hash-file.ts';
import type { CheckResult } from '../check/check-protocol.ts';

export function ReceiptPanel({
  files,
  result,
  preset,
  corrected,
}: {
  files: File[];
  result: CheckResult;
  preset: CheckPreset;
  corrected: ReadonlySet<string>;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  // Made for one check result: a new result (a fix, another file) shows "preparing" until its own is made.
  const [made, setMade] = useState<{ of: CheckResult; receipt: Receipt } | null>(null);
  const receipt = made?.of === result ? made.receipt : null;
  // How far the hashing has read, and why it stopped if it did, for this result too.
  const [progress, setProgress] = useState<{ of: CheckResult; share: number } | null>(null);
  const [failure, setFailure] = useState<{ of: CheckResult; reason: string } | null>(null);
  const share = progress?.of === result ? progress.share : 0;
  const failed = failure?.of === result ? failure.reason : null;

  useEffect(() => {
    let live = true;
    const checkedAt = new Date();
    // Each file's bytes read, added up over all the files: one share for the page to show.
    const read = files.map(() => 0);
    const total = files.reduce((sum, f) => sum + f.size, 0);
    const follow = (i: number) => (p: HashProgress) => {
      read[i] = p.done;
      if (live && total > 0) setProgress({ of: result, share: read.reduce((a, b) => a + b, 0) / total });
    };
    Promise.all(
      files.map(async (file, i) => {
        const fr = result.files[i];
        const fixed = corrected.has(file.name);
        return {
          name: downloadNameOf(file.name, fixed),
          sha256: await hashFile(file, follow(i)),
          bytes: file.size,
          plots: fr?.featureCount ?? 0,
          // As the summary counts them: not a plot TRACES would refuse (issue 52).
          accepted: fr ? fr.featureCount - fr.notAccepted - fr.tracesRefused : 0,
          errors: fr?.errors ?? 0,
          warnings: fr?.warnings ?? 0,
          corrected: fixed,
        };
      }),
    ).then(
      (receiptFiles) => {
        if (live)
          setMade({
            of: result,
            receipt: receiptOf({ checkedAt, rulesVersion: RULES_VERSION, preset, files: receiptFiles }),
          });
      },
      (error: unknown) => {
        // A file that cannot be read again (removed from the device meanwhile) has no receipt: said, with what
        // to do.
        if (live) setFailure({ of: result, reason: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [files, result, preset, corrected]);

  return (
    <section
      aria-labelledby="self-check-receipt"
      className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-slate-900"
    >
      <h2 id="self-check-receipt" className="text-lg font-semibold">
        {t({ id: 'selfcheck.receipt.title' })}
      </h2>
      {failed !== null ? (
        <p role="alert" className="text-red-900">
          {t({ id: 'selfcheck.receipt.failed' }, { reason: failed })}
        </p>
      ) : !receipt ? (
        <div role="status" className="space-y-1">
          <p>
            {share > 0
              ? t({ id: 'selfcheck.receipt.hashing' }, { percent: Math.floor(share * 100) / 100 })
              : t({ id: 'selfcheck.receipt.preparing' })}
          </p>
          <progress
            className="h-2 w-full accent-emerald-700"
            max={1}
            value={share}
            aria-label={t({ id: 'selfcheck.receipt.progress' })}
          />
        </div>
      ) : (
        <>
          <p>{t({ id: 'selfcheck.receipt.intro' })}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="font-medium">{t({ id: 'selfcheck.receipt.date' })}</dt>
            <dd>{formatDateTime(receipt.checkedAt, locale)}</dd>
            <dt className="font-medium">{t({ id: 'selfcheck.receipt.rules' })}</dt>
            <dd>{receipt.rulesVersion}</dd>
            {receipt.buyer ? (
              <>
                <dt className="font-medium">{t({ id: 'selfcheck.receipt.buyer' })}</dt>
                <dd className="break-words">{receipt.buyer}</dd>
              </>
            ) : null}
          </dl>
          <ul className="space-y-3">
            {receipt.files.map((f, i) => (
              <li key={f.name} className="space-y-1 rounded-md bg-white p-2">
                <p className="break-words font-medium">{f.name}</p>
                <p>{t({ id: 'selfcheck.receipt.plots' }, { plots: f.plots, accepted: f.accepted })}</p>
                <p>
                  {t({ id: 'selfcheck.receipt.sha256' })}{' '}
                  <code className="break-all" data-testid="receipt-sha256">
                    {f.sha256}
                  </code>
                </p>
                <button
                  type="button"
                  className="min-h-11 rounded-md bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800"
                  onClick={() => {
                    const file = files[i];
                    if (file) downloadBlob(file, f.name);
                  }}
                >
                  {t({ id: 'selfcheck.receipt.download-file' }, { file: f.name })}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="min-h-11 rounded-md border border-slate-500 bg-white px-4 py-2 font-medium hover:bg-slate-100"
            onClick={() =>
              downloadBlob(
                new Blob([`${JSON.stringify(receipt, null, 2)}\n`], { type: 'application/json' }),
                `self-check-receipt-${receipt.checkedAt.slice(0, 10)}.json`,
              )
            }
          >
            {t({ id: 'selfcheck.receipt.download' })}
          </button>
        </>
      )}
    </section>
  );
}
