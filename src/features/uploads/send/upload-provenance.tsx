/**
 * What an upload's record keeps of where its plots came from (provenance.ts): each file as received and as
 * sent with their SHA-256 (shortened; the whole value on focus, in the tooltip, and a button that copies
 * it), the field mapping used and the fixes applied with how many plots each changed. Every value from the
 * file (names, columns, plots) is shown as text.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AppliedFix, FileFact } from '@core/api/review.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { formatBytes } from '@/lib/format/bytes.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { LEAVE_OUT_KIND } from '../check/applied-fixes.ts';
import type { UploadProvenance } from './provenance.ts';

/** Plots named per fix on the page (the record keeps up to 10,000). */
const PLOTS_SHOWN = 20;
/** Characters of a hash shown before it is focused (the field scrolls to the rest). */
const SHORT_HASH = 12;

const FIX_TITLES: Record<string, MessageKey> = {
  'close-rings': 'uploads.fix.close-rings',
  'drop-duplicate-vertices': 'uploads.fix.drop-duplicate-vertices',
  'truncate-6-decimals': 'uploads.fix.truncate-6-decimals',
  'swap-axes': 'uploads.fix.swap-axes',
  'make-valid': 'uploads.fix.make-valid',
  'split-holes': 'uploads.fix.split-holes',
  'fill-holes': 'uploads.fix.fill-holes',
  'remove-exact-duplicates': 'uploads.fix.remove-exact-duplicates',
  [LEAVE_OUT_KIND]: 'uploads.provenance.left-out',
};

/** A SHA-256, short until focused (then whole and selected); the copy button copies it whole. */
export function HashValue({ value, file }: { value: string; file: string }) {
  const t = useIntl().formatMessage;
  const [focused, setFocused] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <input
        readOnly
        value={value}
        size={focused ? value.length : SHORT_HASH}
        title={value}
        aria-label={t({ id: 'uploads.provenance.hash' }, { file })}
        onFocus={(e) => {
          setFocused(true);
          e.target.select();
        }}
        onBlur={() => setFocused(false)}
        className="max-w-full rounded border border-slate-200 bg-slate-50 px-1 font-mono text-xs text-ellipsis"
      />
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t({ id: 'uploads.provenance.copy-label' }, { file })}
        className="rounded border border-slate-300 px-1.5 text-xs hover:bg-slate-100 max-sm:min-h-11"
      >
        {t({ id: 'uploads.provenance.copy' })}
      </button>
      <span role="status" className="text-xs text-slate-600">
        {copied === 'yes'
          ? t({ id: 'uploads.provenance.copied' })
          : copied === 'no'
            ? t({ id: 'uploads.provenance.copy-failed' })
            : null}
      </span>
    </span>
  );
}

const FILE_LABEL = {
  original: 'uploads.provenance.original',
  sent: 'uploads.provenance.sent',
} as const satisfies Record<string, MessageKey>;

function FileLine({ label, fact }: { label: MessageKey; fact: FileFact }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  return (
    <li>
      {t({ id: label }, { file: fact.name, size: formatBytes(fact.sizeBytes, locale) })}{' '}
      <HashValue value={fact.sha256} file={fact.name} />
    </li>
  );
}

function FixLine({ fix }: { fix: AppliedFix }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const titleKey = FIX_TITLES[fix.kind];
  const shown = fix.plots.slice(0, PLOTS_SHOWN);
  return (
    <li>
      {t(
        { id: 'uploads.provenance.fix' },
        { title: titleKey ? t({ id: titleKey }) : fix.kind, count: fix.plotCount },
      )}
      {shown.length ? (
        <span className="block text-slate-600">
          {t(
            { id: 'uploads.provenance.fix-plots' },
            {
              plots: shown.join(', '),
              more: formatCount(Math.max(0, fix.plotCount - shown.length), locale),
              hasMore: fix.plotCount > shown.length ? 'yes' : 'no',
            },
          )}
        </span>
      ) : null}
    </li>
  );
}

export function UploadProvenancePanel({ provenance }: { provenance: UploadProvenance }) {
  const t = useIntl().formatMessage;
  const { originalFiles, sentFiles, fieldMapping, fixes } = provenance;
  const mapping = Object.entries(fieldMapping ?? {});
  if (!originalFiles && !sentFiles && !fieldMapping && !fixes) return null;
  return (
    <section
      aria-labelledby="upload-provenance-title"
      className="space-y-2 border-t border-slate-200 pt-2"
      data-testid="upload-provenance"
    >
      <h3 id="upload-provenance-title" className="font-medium">
        {t({ id: 'uploads.provenance.title' })}
      </h3>
      {originalFiles || sentFiles ? (
        <ul className="space-y-1" aria-label={t({ id: 'uploads.provenance.files' })}>
          {originalFiles?.map((f, i) => (
            <FileLine key={`o${i}`} label={FILE_LABEL.original} fact={f} />
          ))}
          {sentFiles?.map((f, i) => (
            <FileLine key={`s${i}`} label={FILE_LABEL.sent} fact={f} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t({ id: 'uploads.provenance.no-hashes' })}</p>
      )}
      {fieldMapping ? (
        mapping.length ? (
          <div>
            <h4 className="font-medium">{t({ id: 'uploads.provenance.mapping' })}</h4>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3">
              {mapping.map(([field, column]) => (
                <div key={field} className="contents">
                  <dt className="font-mono text-xs">{field}</dt>
                  <dd className="font-mono text-xs break-all">{column}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : (
          <p>{t({ id: 'uploads.provenance.no-mapping' })}</p>
        )
      ) : null}
      {fixes ? (
        fixes.length ? (
          <div>
            <h4 className="font-medium">{t({ id: 'uploads.provenance.fixes' })}</h4>
            <ul className="list-disc space-y-1 pl-5">
              {fixes.map((f, i) => (
                <FixLine key={i} fix={f} />
              ))}
            </ul>
          </div>
        ) : (
          <p>{t({ id: 'uploads.provenance.no-fixes' })}</p>
        )
      ) : null}
    </section>
  );
}
