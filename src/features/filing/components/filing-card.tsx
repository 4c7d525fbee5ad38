/**
 * One filed statement as its page shows it (issue 51): its state in words (sending, answer lost and being
 * checked, refused with the system's errors, submitted, available, rejected with its reason, withdrawn,
 * grouped), its reference and verification numbers (copyable), our internal reference, who filed it and when
 * (UTC), the 72-hour window, the competent authority's messages (communicationToOperator), and what the
 * person's role lets them do: check the status now, amend the statement, withdraw it (after a confirmation).
 * The server decides who may (core/api/filing.ts); the page hides only what the role cannot do.
 */
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Filing } from '@core/api/filing.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { checkFiling, filingQueries, withdrawFiling } from '@/lib/filing/filing-queries.ts';
import { formatDateTime } from '@/lib/format/dates.ts';
import { mayAmend, mayWithdraw, phaseOf, toneOf } from '../lib/filing-view.ts';
import { actionErrorText } from './action-error-text.ts';
import { AmendForm } from './amend-form.tsx';
import { ConfirmBox } from './confirm-box.tsx';
import { alertClass, buttonClass, dangerClass } from './styles.ts';

const AMENDED: MessageKey = 'filing.amend.done';

const TONES = {
  good: 'bg-emerald-100 text-emerald-900',
  waiting: 'bg-sky-100 text-sky-900',
  bad: 'bg-red-100 text-red-900',
  neutral: 'bg-slate-200 text-slate-800',
} as const;

export interface FilingAbilities {
  /** Reviewer or above: ask the status now. */
  check: boolean;
  /** Approver or admin: amend and withdraw. */
  change: boolean;
}

export function FilingCard({
  filing: f,
  projectId,
  may,
  supplierNames,
  now,
}: {
  filing: Filing;
  projectId: string;
  may: FilingAbilities;
  /** The names of the suppliers it covers, as the page knows them. */
  supplierNames: string;
  now: number;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const { kind } = useConnection();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'amend' | 'withdraw' | null>(null);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const phase = phaseOf(f);
  const adopt = (stored: Filing) => {
    queryClient.setQueryData(filingQueries.one(kind, projectId, stored.id).queryKey, stored);
    return queryClient.invalidateQueries({ queryKey: filingQueries.all(kind) });
  };
  const check = useMutation({
    mutationFn: () => checkFiling(kind, projectId, f.id),
    onSuccess: (stored) => {
      setNotice('filing.check.done');
      return adopt(stored);
    },
  });
  const withdrawKey = useRef(crypto.randomUUID());
  const withdraw = useMutation({
    mutationFn: () => withdrawFiling(kind, projectId, f.id, withdrawKey.current),
    onSuccess: (stored) => {
      setOpen(null);
      setNotice('filing.withdraw.done');
      return adopt(stored);
    },
  });
  const closeWithdraw = useCallback(() => setOpen(null), []);
  const amendable = mayAmend(f, now);
  const withdrawable = mayWithdraw(f, now);
  const title = t({ id: 'filing.card.title' }, { reference: f.internalReferenceNumber, part: f.part });

  return (
    <article aria-label={title} className="rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="break-all font-semibold text-slate-900">{title}</h3>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${TONES[toneOf(phase)]}`}>
          {t({ id: `filing.phase.${phase}` })}
        </span>
      </div>
      <p className="mt-1 text-slate-700">{t({ id: `filing.phase.${phase}.hint` })}</p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-slate-600">{t({ id: 'filing.reference' })}</dt>
        <dd>
          <Copyable value={f.referenceNumber} />
        </dd>
        <dt className="text-slate-600">{t({ id: 'filing.verification' })}</dt>
        <dd>
          <Copyable value={f.verificationNumber} />
        </dd>
        <dt className="text-slate-600">{t({ id: 'filing.internal' })}</dt>
        <dd className="break-all font-mono">{f.internalReferenceNumber}</dd>
        <dt className="text-slate-600">{t({ id: 'filing.kind' })}</dt>
        <dd>{t({ id: `filing.kind.${f.kind}` })}</dd>
        <dt className="text-slate-600">{t({ id: 'filing.suppliers' })}</dt>
        <dd className="break-words">{supplierNames}</dd>
        <dt className="text-slate-600">{t({ id: 'filing.filed' })}</dt>
        <dd>
          {t(
            { id: 'filing.filed-by' },
            { by: f.filedBy, date: formatDateTime(f.filedAt, locale), environment: f.environment },
          )}
        </dd>
        {f.lastCheckedAt ? (
          <>
            <dt className="text-slate-600">{t({ id: 'filing.checked' })}</dt>
            <dd>{formatDateTime(f.lastCheckedAt, locale)}</dd>
          </>
        ) : null}
        {f.groups.length ? (
          <>
            <dt className="text-slate-600">{t({ id: 'filing.groups' })}</dt>
            <dd className="break-all font-mono">{f.groups.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {phase === 'rejected' ? (
        <p role="note" className={`mt-2 ${alertClass}`}>
          {t(
            { id: 'filing.rejected.reason' },
            { reason: f.rejectionReason ?? t({ id: 'filing.none-given' }) },
          )}
        </p>
      ) : null}
      {phase === 'refused' && f.errors.length ? (
        <div role="note" className={`mt-2 ${alertClass}`}>
          <p className="font-medium">{t({ id: 'filing.refused.errors' })}</p>
          <ul className="mt-1 list-disc pl-5">
            {f.errors.map((e, i) => (
              <li key={i} className="break-words">
                <span className="font-mono">{e.code}</span>
                {e.field ? ` (${e.field})` : ''}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {f.communications.length ? (
        <div className="mt-2 rounded-md border border-sky-200 bg-sky-50 p-2">
          <p className="font-medium text-sky-950">{t({ id: 'filing.communications' })}</p>
          <ul className="mt-1 space-y-1">
            {f.communications.map((c, i) => (
              <li key={i} className="whitespace-pre-wrap break-words">
                <span className="text-slate-600">{formatDateTime(c.date, locale)}: </span>
                {c.content}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-2 text-slate-700">
        {amendable
          ? t({ id: 'filing.window.open' }, { until: formatDateTime(f.amendableUntil, locale) })
          : phase === 'submitted' || phase === 'available'
            ? t({ id: 'filing.window.closed' }, { until: formatDateTime(f.amendableUntil, locale) })
            : null}
      </p>
      {may.check || may.change ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {may.check && phase !== 'refused' ? (
            <button
              type="button"
              className={buttonClass}
              disabled={check.isPending}
              onClick={() => {
                setNotice(null);
                check.mutate();
              }}
            >
              {t({ id: check.isPending ? 'filing.check.pending' : 'filing.check' })}
            </button>
          ) : null}
          {may.change && amendable ? (
            <button
              type="button"
              className={buttonClass}
              aria-expanded={open === 'amend'}
              onClick={() => setOpen(open === 'amend' ? null : 'amend')}
            >
              {t({ id: 'filing.amend' })}
            </button>
          ) : null}
          {may.change && withdrawable ? (
            <button
              type="button"
              className={dangerClass}
              aria-expanded={open === 'withdraw'}
              onClick={() => setOpen(open === 'withdraw' ? null : 'withdraw')}
            >
              {t({ id: 'filing.withdraw' })}
            </button>
          ) : null}
        </div>
      ) : null}
      {check.isError ? (
        <p role="alert" className={`mt-2 ${alertClass}`}>
          {actionErrorText(t, locale, check.error)}
        </p>
      ) : null}
      {open === 'withdraw' ? (
        <ConfirmBox
          label={t({ id: 'filing.withdraw.confirm.title' })}
          confirm={t({ id: withdraw.isPending ? 'filing.withdraw.pending' : 'filing.withdraw.yes' })}
          pending={withdraw.isPending}
          onConfirm={() => withdraw.mutate()}
          onCancel={closeWithdraw}
          error={withdraw.error ? actionErrorText(t, locale, withdraw.error) : null}
        >
          {t({ id: 'filing.withdraw.confirm' }, { title })}
        </ConfirmBox>
      ) : null}
      {open === 'amend' ? (
        <AmendForm
          filing={f}
          projectId={projectId}
          onDone={(stored) => {
            setOpen(null);
            setNotice(AMENDED);
            return adopt(stored);
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      <p role="status" className="mt-1 min-h-0 text-emerald-900">
        {notice ? t({ id: notice }) : null}
      </p>
    </article>
  );
}

/** A number with a button that copies it (none yet: says so). */
function Copyable({ value }: { value: string | null }) {
  const t = useIntl().formatMessage;
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  if (value === null) return <span className="text-slate-600">{t({ id: 'filing.not-yet' })}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="break-all font-mono font-semibold">{value}</span>
      <button
        type="button"
        className="rounded border border-slate-300 px-1.5 py-0.5 text-xs text-slate-700 hover:bg-slate-100"
        aria-label={t({ id: 'filing.copy.label' }, { value })}
        onClick={() =>
          void navigator.clipboard.writeText(value).then(
            () => setCopied('yes'),
            () => setCopied('no'),
          )
        }
      >
        {t({ id: copied === 'yes' ? 'filing.copied' : 'filing.copy' })}
      </button>
      {copied === 'no' ? (
        <span role="alert" className="text-xs text-red-900">
          {t({ id: 'filing.copy.failed' })}
        </span>
      ) : null}
    </span>
  );
}
