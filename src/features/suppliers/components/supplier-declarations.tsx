/**
 * "Declarations from this supplier" (issue 51, "Downstream"; docs/declarations.md): the reference numbers of
 * due diligence statements (or declaration identifiers of simplified declarations) the supplier sent, with
 * their verification numbers, as the register keeps them (Regulation (EU) 2023/1115 Article 5: downstream
 * operators and traders collect and keep them). Each is checked by the server with the EU Information
 * System's verify-declaration (Downstream Operator and Trader API Reference §4.1) when it is added and on
 * "Check again": usable, not usable (with the statement's status), not found, or could not be checked. The
 * server decides who may write (reviewer or above); the page only hides what the person's role cannot do.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Declaration } from '@core/api/filing.ts';
import { roleAllows } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { ErrorState, Loading } from '@/components/states.tsx';
import { ApiError, describeError } from '@/lib/api/errors.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import {
  declarationMutations,
  declarationQueries,
  REFERENCE_NUMBER_RULE,
  VERIFICATION_NUMBER_LENGTH,
} from '@/lib/filing/declaration-queries.ts';
import { lastCheck, verdictOf, type DeclarationVerdict } from '@/lib/filing/declaration-verdict.ts';
import { supplierIdOf } from '@/lib/routing/supplier-link.ts';
import { useProjectRole } from '@/lib/session/use-session.ts';
import { reportDate } from '../lib/report/report-text.ts';
import type { SupplierReviewView } from '../lib/use-supplier-review.ts';
import { SupplierConclusion } from './supplier-conclusion.tsx';
import { SECTION } from './supplier-figures.tsx';

const INPUT = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1 text-sm';
const BUTTON =
  'rounded-md bg-sky-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-900 disabled:cursor-not-allowed disabled:opacity-60';
const SECONDARY =
  'rounded-md border border-sky-800 px-3 py-1 text-sm font-medium text-sky-900 hover:bg-sky-50 disabled:cursor-not-allowed disabled:opacity-60';

const BADGE: Record<DeclarationVerdict, string> = {
  usable: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  'not-usable': 'border-red-300 bg-red-50 text-red-900',
  'not-found': 'border-red-300 bg-red-50 text-red-900',
  'not-checked': 'border-amber-300 bg-amber-50 text-amber-950',
  unchecked: 'border-slate-300 bg-slate-50 text-slate-800',
};
const MARK: Record<DeclarationVerdict, string> = {
  usable: '✓',
  'not-usable': '✕',
  'not-found': '?',
  'not-checked': '⚠',
  unchecked: '–',
};

type Say = ReturnType<typeof useIntl>['formatMessage'];

/** What a failed write says: the server's refusals in the reader's words, anything else with its detail. */
function writeErrorText(locale: Locale, t: Say, error: unknown, adding: boolean): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t({ id: 'declarations.error.forbidden' });
    if (error.status === 409 && error.errorCode === 'no_eu_account')
      return t({ id: 'declarations.error.no-account' });
    if (error.status === 409) return t({ id: 'declarations.error.duplicate' });
    // The check could not be made: the server kept the declaration and the failed check, and says why.
    if (error.status === 502 || error.status === 503)
      return t(
        { id: adding ? 'declarations.error.kept' : 'declarations.error.check' },
        { detail: error.errorMessage },
      );
  }
  return t({ id: 'declarations.error.failed' }, { detail: describeError(error, locale) });
}

/**
 * The supplier page's mount: the risk conclusion, then this register right under it (one line of the page,
 * which is at its length limit), by the review store's supplier id as the conclusion's.
 */
export function SupplierConclusionAndDeclarations({ v }: { v: SupplierReviewView }) {
  const storeId = v.name === null ? v.supplierId : supplierIdOf(v.suppliers.data, v.name);
  return (
    <>
      <SupplierConclusion v={v} />
      <SupplierDeclarations projectId={v.projectId} supplierId={storeId} />
    </>
  );
}

export function SupplierDeclarations({
  projectId,
  supplierId,
}: {
  projectId: string;
  /** The supplier's id in the review store (the service's id, or `name:` + its name). */
  supplierId: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const { kind } = useConnection();
  const role = useProjectRole(projectId);
  const query = useQuery(declarationQueries.list(kind, projectId, supplierId));
  // Newest first whatever order the answer came in.
  const list = useMemo(
    () =>
      [...(query.data?.declarations ?? [])].sort((a, b) =>
        a.addedAt < b.addedAt ? 1 : a.addedAt > b.addedAt ? -1 : 0,
      ),
    [query.data],
  );
  // Unknown role (no session known): offer it and let the server decide.
  const mayWrite = role === undefined || roleAllows(role, 'reviewer');
  const add = useMutation(declarationMutations.add(kind, projectId, supplierId));
  const check = useMutation(declarationMutations.verify(kind, projectId, supplierId));

  return (
    <section aria-labelledby="declarations-title" className={SECTION}>
      <h2 id="declarations-title" className="text-lg font-semibold">
        {t({ id: 'declarations.title' })}
      </h2>
      <p className="mb-2 text-sm text-slate-600">{t({ id: 'declarations.intro' })}</p>
      {query.error ? (
        <ErrorState
          title={t({ id: 'declarations.failed' })}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Loading label={t({ id: 'declarations.loading' })} />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">{t({ id: 'declarations.none' })}</p>
      ) : (
        <ul className="space-y-2" aria-label={t({ id: 'declarations.list' })}>
          {list.map((d) => (
            <DeclarationItem
              key={d.id}
              d={d}
              mayCheck={mayWrite}
              checking={check.isPending && check.variables === d.id}
              busy={check.isPending}
              onCheck={() => check.mutate(d.id)}
              checkError={
                check.variables === d.id && check.error ? writeErrorText(locale, t, check.error, false) : null
              }
            />
          ))}
        </ul>
      )}
      {mayWrite ? (
        <AddForm
          // Opens when the list comes empty; then as the person leaves it (it stays open after an add).
          openWhenEmpty={query.data !== undefined && list.length === 0}
          // Kept with its failed check (502/503) too: the list then shows it with "Check again".
          send={(body, key) => add.mutateAsync({ body, idempotencyKey: key })}
        />
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t({ id: 'declarations.read-only' })}</p>
      )}
    </section>
  );
}

function DeclarationItem({
  d,
  mayCheck,
  checking,
  busy,
  onCheck,
  checkError,
}: {
  d: Declaration;
  mayCheck: boolean;
  checking: boolean;
  busy: boolean;
  onCheck: () => void;
  checkError: string | null;
}) {
  const t = useIntl().formatMessage;
  const last = lastCheck(d);
  const verdict = verdictOf(last);
  const badge =
    verdict === 'not-usable'
      ? t({ id: 'declarations.verdict.not-usable' }, { status: last?.euStatus ?? '—' })
      : t({ id: `declarations.verdict.${verdict}` });
  return (
    <li
      aria-label={t({ id: 'declarations.item' }, { reference: d.referenceNumber, verdict: badge })}
      className="rounded-md border border-slate-200 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold break-all">{d.referenceNumber}</span>
        <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${BADGE[verdict]}`}>
          <span aria-hidden="true">{MARK[verdict]} </span>
          {badge}
        </span>
      </div>
      <p className="text-slate-700">
        {t({ id: 'declarations.verification' }, { number: d.verificationNumber })}
      </p>
      {last ? (
        <p className="text-slate-700">
          {t(
            { id: 'declarations.checked' },
            { date: reportDate(last.checkedAt), by: last.checkedBy ?? t({ id: 'declarations.by-server' }) },
          )}
        </p>
      ) : null}
      {last && last.result === null && last.error ? (
        <p className="text-amber-950">{t({ id: 'declarations.check-error' }, { detail: last.error })}</p>
      ) : null}
      {d.note ? (
        <p className="whitespace-pre-wrap text-slate-700">
          {t({ id: 'declarations.note' }, { text: d.note })}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">
        {t({ id: 'declarations.added' }, { by: d.addedBy, date: reportDate(d.addedAt) })}
      </p>
      {mayCheck ? (
        <button
          type="button"
          onClick={onCheck}
          disabled={busy}
          aria-label={t({ id: 'declarations.check-again.label' }, { reference: d.referenceNumber })}
          className={`mt-2 ${SECONDARY}`}
        >
          {checking ? t({ id: 'declarations.checking' }) : t({ id: 'declarations.check-again' })}
        </button>
      ) : null}
      {checkError ? (
        <p role="alert" className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-red-900">
          {checkError}
        </p>
      ) : null}
    </li>
  );
}

/** The form's problems, before anything is sent (the server checks the same: core/api/filing.ts). */
export function declarationProblems(reference: string, verification: string): MessageKey[] {
  const problems: MessageKey[] = [];
  if (!REFERENCE_NUMBER_RULE.test(reference)) problems.push('declarations.form.bad-reference');
  const { min, max } = VERIFICATION_NUMBER_LENGTH;
  if (verification.length < min || verification.length > max)
    problems.push('declarations.form.bad-verification');
  return problems;
}

function AddForm({
  openWhenEmpty,
  send,
}: {
  openWhenEmpty: boolean;
  /** Adds the declaration under `idempotencyKey`; resolves once stored and checked. */
  send: (
    body: { referenceNumber: string; verificationNumber: string; note?: string },
    idempotencyKey: string,
  ) => Promise<unknown>;
}) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const [reference, setReference] = useState('');
  const [verification, setVerification] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<MessageKey[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  // Open when the list came empty, until the person opens or closes it themselves (then as they left it):
  // derived at each render, so it never shows closed for a moment after the list came empty. The form was
  // once made again when the list came, and a click at that moment closed what had just opened.
  const [choice, setChoice] = useState<boolean | null>(null);
  // Kept open once opened so (it stays open after an add): set while rendering, before anything is shown.
  if (openWhenEmpty && choice === null) setChoice(true);
  const open = choice ?? openWhenEmpty;
  // One key per declaration as typed: a retry of the same after a lost answer cannot add or ask twice.
  const attempt = useRef<{ text: string; key: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const referenceNumber = reference.trim();
    const verificationNumber = verification.trim();
    const found = declarationProblems(referenceNumber, verificationNumber);
    setProblems(found);
    setAdded(null);
    if (found.length) return;
    const body = { referenceNumber, verificationNumber, ...(note.trim() ? { note: note.trim() } : {}) };
    const text = JSON.stringify(body);
    if (attempt.current?.text !== text) attempt.current = { text, key: crypto.randomUUID() };
    setPending(true);
    setError(null);
    send(body, attempt.current.key).then(
      () => {
        setPending(false);
        setAdded(referenceNumber);
        setReference('');
        setVerification('');
        setNote('');
        attempt.current = null;
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };

  return (
    <details
      open={open}
      onToggle={(e) => {
        // The toggle event follows every change of `open`, the list's too: only a difference is the person's.
        if (e.currentTarget.open !== open) setChoice(e.currentTarget.open);
      }}
      className="mt-3 rounded-md border border-slate-200 p-3"
    >
      <summary className="cursor-pointer font-medium text-sky-900">{t({ id: 'declarations.form' })}</summary>
      <form
        onSubmit={submit}
        aria-label={t({ id: 'declarations.form' })}
        className="mt-2 space-y-3 text-sm"
        noValidate
      >
        <label className="block font-medium text-slate-800" htmlFor={`${id}-reference`}>
          {t({ id: 'declarations.form.reference' })}{' '}
          <span className="font-normal text-slate-600">{t({ id: 'declarations.form.reference.hint' })}</span>
        </label>
        <input
          id={`${id}-reference`}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problems.includes('declarations.form.bad-reference')}
          className={`${INPUT} font-mono`}
        />
        <label className="block font-medium text-slate-800" htmlFor={`${id}-verification`}>
          {t({ id: 'declarations.form.verification' })}{' '}
          <span className="font-normal text-slate-600">
            {t({ id: 'declarations.form.verification.hint' })}
          </span>
        </label>
        <input
          id={`${id}-verification`}
          value={verification}
          onChange={(e) => setVerification(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problems.includes('declarations.form.bad-verification')}
          className={`${INPUT} font-mono`}
        />
        <label className="block font-medium text-slate-800">
          {t({ id: 'declarations.form.note' })}
          <textarea
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
            className={INPUT}
          />
        </label>
        {problems.length ? (
          <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950">
            {problems.map((p) => (
              <p key={p}>{t({ id: p })}</p>
            ))}
          </div>
        ) : null}
        {error && !problems.length ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-red-900">
            {writeErrorText(intl.locale as Locale, t, error, true)}
          </p>
        ) : null}
        {added ? (
          <p role="status" className="text-emerald-900">
            {t({ id: 'declarations.form.added' }, { reference: added })}
          </p>
        ) : null}
        <button type="submit" disabled={pending} className={BUTTON}>
          {pending ? t({ id: 'declarations.form.sending' }) : t({ id: 'declarations.form.submit' })}
        </button>
      </form>
    </details>
  );
}
