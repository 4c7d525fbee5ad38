/**
 * A secret the server shows once (an invitation's link, an access token): in the page's memory only while it
 * is on screen, with a button that copies it. Closing it forgets it; nothing else keeps it.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';

const buttonClass = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium';
const primaryClass = 'rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white';

export function SecretOnce({
  label,
  secret,
  note,
  onClose,
}: {
  label: string;
  secret: string;
  note: string;
  onClose: () => void;
}) {
  const t = useIntl().formatMessage;
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  return (
    <div
      role="region"
      aria-label={label}
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3"
    >
      <p className="text-sm font-medium text-amber-950">{note}</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          aria-label={label}
          value={secret}
          onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm"
        />
        <button type="button" className={primaryClass} onClick={() => void copy()}>
          {t({ id: 'secret.copy' })}
        </button>
        <button type="button" className={buttonClass} onClick={onClose}>
          {t({ id: 'secret.done' })}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {copied === 'yes'
          ? t({ id: 'secret.copied' })
          : copied === 'no'
            ? t({ id: 'secret.copy-failed' })
            : null}
      </p>
    </div>
  );
}
