/**
 * The supplier's risk conclusion (issue 50, "a conclusion someone signs"; Regulation (EU) 2023/1115,
 * Articles 10 and 11): a reviewer (or above) prepares it (negligible, or mitigated with the measures taken,
 * and why), with the count of review items still open at that moment; an approver who is not the preparer
 * signs it off (four eyes). The server decides who may (core/api/statements.ts: 403 for the preparer or a
 * reviewer, 409 for a second sign-off); the page only hides what the person's role cannot do, and says why.
 * Earlier conclusions stay listed under the current one, newest first.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@tanstack/react-query';
import { REVIEW_LIMITS } from '@core/api/review.ts';
import {
  CONCLUSIONS,
  type Conclusion,
  type ConclusionKind,
  type ConclusionRequest,
} from '@core/api/statements.ts';
import { roleAllows } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { ChoiceGroup } from '@/components/choice-group.tsx';
import { ErrorState, Loading } from '@/components/states.tsx';
import { ApiError, describeError } from '@/lib/api/errors.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { reviewCounts } from '@/lib/review/portfolio-counts.ts';
import { reviewMutations, reviewQueries } from '@/lib/review/review-queries.ts';
import { supplierIdOf } from '@/lib/routing/supplier-link.ts';
import { sessionQueries } from '@/lib/session/session-queries.ts';
import { useProjectRole } from '@/lib/session/use-session.ts';
import { reportDate } from '../lib/report/report-text.ts';
import type { SupplierReviewView } from '../lib/use-supplier-review.ts';
import { SECTION } from './supplier-figures.tsx';

const INPUT = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1 text-sm';
const BUTTON =
  'rounded-md bg-sky-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-900 disabled:cursor-not-allowed disabled:opacity-60';
/** The server's minimum for a reasoning or a mitigation (core/api/statements.ts reasonSchema). */
const MIN_REASON = 10;

/**
 * The supplier page's mount: the store's supplier id, and the open items counted as every page counts them
 * (portfolio-counts.ts) from the page's view.
 */
export function SupplierConclusion({ v }: { v: SupplierReviewView }) {
  const storeId = v.name === null ? v.supplierId : supplierIdOf(v.suppliers.data, v.name);
  // Counted once the pair items are known too (or their scan failed: then what is known is counted).
  const counted = v.items !== null && Boolean(v.overlaps.data || v.overlaps.error);
  const openItems = useMemo(
    () => (counted && v.items ? reviewCounts(v.items, v.decided).open : null),
    [counted, v.items, v.decided],
  );
  return <ConclusionSection projectId={v.projectId} supplierId={storeId} openItems={openItems} />;
}

/** The signed-in person's id, from the session the app's gate read (undefined: no session known). */
function useMyId(): string | undefined {
  const { data } = useQuery({ ...sessionQueries.current(), enabled: false });
  return data?.signedIn ? data.person.id : undefined;
}

export function ConclusionSection({
  projectId,
  supplierId,
  openItems,
}: {
  projectId: string;
  /** The supplier's id in the review store (the service's id, or `name:` + its name). */
  supplierId: string;
  /** Review items open now; null while they are still being counted. */
  openItems: number | null;
}) {
  const t = useIntl().formatMessage;
  const { kind } = useConnection();
  const role = useProjectRole(projectId);
  const me = useMyId();
  const query = useQuery(reviewQueries.conclusions(kind, projectId, supplierId));
  // Newest first whatever order the answer came in (the contract says newest first; the page does not rely on it).
  const list = useMemo(
    () =>
      [...(query.data?.conclusions ?? [])].sort((a, b) =>
        a.preparedAt < b.preparedAt ? 1 : a.preparedAt > b.preparedAt ? -1 : 0,
      ),
    [query.data],
  );
  const prepare = useMutation(reviewMutations.prepareConclusion(kind, projectId, supplierId));
  const sign = useMutation(reviewMutations.signOff(kind, projectId, supplierId, me));
  // Unknown role (no session known): offer it and let the server decide, as the review form does.
  const mayPrepare = role === undefined || roleAllows(role, 'reviewer');
  const maySign = role === undefined || roleAllows(role, 'approver');
  const [current, ...earlier] = list;

  return (
    <section aria-labelledby="conclusion-title" className={SECTION}>
      <h2 id="conclusion-title" className="text-lg font-semibold">
        {t({ id: 'conclusion.title' })}
      </h2>
      <p className="mb-2 text-sm text-slate-600">{t({ id: 'conclusion.intro' })}</p>
      {query.error ? (
        <ErrorState
          title={t({ id: 'conclusion.failed' })}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Loading label={t({ id: 'conclusion.loading' })} />
      ) : (
        <>
          {current ? (
            <ConclusionCard
              c={current}
              heading={t({ id: 'conclusion.current' })}
              signer={signerOf(current, me, maySign)}
              onSign={() => sign.mutate(current.id)}
              signing={sign.isPending}
              signError={sign.error}
            />
          ) : (
            <p className="text-sm text-slate-700">{t({ id: 'conclusion.none' })}</p>
          )}
          {mayPrepare ? (
            <PrepareForm
              key={current?.id ?? 'none'}
              open={!current}
              openItems={openItems}
              send={(body, idempotencyKey) => prepare.mutateAsync({ body, idempotencyKey })}
            />
          ) : (
            <p className="mt-3 text-sm text-slate-600">{t({ id: 'conclusion.read-only' })}</p>
          )}
          {earlier.length ? (
            <div className="mt-4">
              <h3 className="font-semibold text-slate-800">{t({ id: 'conclusion.history' })}</h3>
              <ol className="mt-1 space-y-2">
                {earlier.map((c) => (
                  <li key={c.id}>
                    <ConclusionCard c={c} signer={null} compact />
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Who looks at an unsigned conclusion: its preparer, a person who may sign it, or anyone else. */
type Signer = 'preparer' | 'approver' | 'other' | null;

function signerOf(c: Conclusion, me: string | undefined, maySign: boolean): Signer {
  if (c.signOff) return null;
  // Four eyes: the preparer never signs, whatever their role (the server refuses it too).
  if (me !== undefined && me === c.preparedById) return 'preparer';
  return maySign ? 'approver' : 'other';
}

function ConclusionCard({
  c,
  heading,
  signer,
  onSign,
  signing = false,
  signError = null,
  compact = false,
}: {
  c: Conclusion;
  heading?: string;
  signer: Signer;
  onSign?: () => void;
  signing?: boolean;
  signError?: unknown;
  compact?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <article
      aria-label={heading ?? t({ id: `conclusion.kind.${c.conclusion}` })}
      className={`rounded-md border border-slate-200 text-sm ${compact ? 'p-2' : 'p-3'}`}
    >
      {heading ? <h3 className="font-semibold text-slate-800">{heading}</h3> : null}
      <p className="font-medium">{t({ id: `conclusion.kind.${c.conclusion}` })}</p>
      <p className="whitespace-pre-wrap">{t({ id: 'conclusion.reasoning' }, { text: c.reasoning })}</p>
      {c.mitigation ? (
        <p className="whitespace-pre-wrap">{t({ id: 'conclusion.mitigation' }, { text: c.mitigation })}</p>
      ) : null}
      <p className="text-slate-700">
        {t({ id: 'conclusion.prepared-by' }, { by: c.preparedBy, date: reportDate(c.preparedAt) })}
      </p>
      <p className={c.openItems > 0 ? 'text-amber-900' : 'text-slate-700'}>
        {c.openItems > 0 ? <span aria-hidden="true">⚠ </span> : null}
        {t({ id: 'conclusion.open-at' }, { count: c.openItems })}
      </p>
      {c.signOff ? (
        <p className="font-medium text-emerald-900">
          {t(
            { id: 'conclusion.signed-by' },
            { by: c.signOff.signedBy, date: reportDate(c.signOff.signedAt) },
          )}
        </p>
      ) : signer === 'preparer' ? (
        <p className="font-medium text-slate-800">{t({ id: 'conclusion.waiting' })}</p>
      ) : signer === 'approver' ? (
        <div className="mt-2">
          <p className="text-slate-700">{t({ id: 'conclusion.unsigned' })}</p>
          <button type="button" onClick={onSign} disabled={signing} className={`mt-2 ${BUTTON}`}>
            {signing ? t({ id: 'conclusion.signing' }) : t({ id: 'conclusion.sign' })}
          </button>
          {signError ? (
            <p role="alert" className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-red-900">
              {signErrorText(intl.locale as Locale, t, signError)}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-slate-700">{t({ id: 'conclusion.unsigned' })}</p>
      )}
    </article>
  );
}

function signErrorText(
  locale: Locale,
  t: ReturnType<typeof useIntl>['formatMessage'],
  error: unknown,
): string {
  if (error instanceof ApiError && error.status === 403) return t({ id: 'conclusion.sign.forbidden' });
  if (error instanceof ApiError && error.status === 409) return t({ id: 'conclusion.sign.conflict' });
  return t({ id: 'conclusion.sign.failed' }, { detail: describeError(error, locale) });
}

function PrepareForm({
  open,
  openItems,
  send,
}: {
  open: boolean;
  openItems: number | null;
  /** Stores the conclusion under `idempotencyKey`; resolves once stored. */
  send: (body: Omit<ConclusionRequest, 'supplierId'>, idempotencyKey: string) => Promise<unknown>;
}) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const [kind, setKind] = useState<ConclusionKind | ''>('');
  const [reasoning, setReasoning] = useState('');
  const [mitigation, setMitigation] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  // One key per conclusion as typed: a retry of the same text after a failure cannot store it twice.
  const attempt = useRef<{ text: string; key: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing: MessageKey | null = !kind
      ? 'conclusion.form.missing-kind'
      : reasoning.trim().length < MIN_REASON
        ? 'conclusion.form.short-reasoning'
        : kind === 'mitigated' && mitigation.trim().length < MIN_REASON
          ? 'conclusion.form.short-mitigation'
          : openItems === null
            ? 'conclusion.form.counting'
            : null;
    setProblem(missing);
    if (missing || !kind || openItems === null) return;
    const body = {
      conclusion: kind,
      reasoning: reasoning.trim(),
      mitigation: kind === 'mitigated' ? mitigation.trim() : undefined,
      openItems,
    };
    const text = JSON.stringify(body);
    if (attempt.current?.text !== text) attempt.current = { text, key: crypto.randomUUID() };
    setPending(true);
    setError(null);
    send(body, attempt.current.key).then(
      () => setPending(false),
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };

  return (
    <details open={open} className="mt-3 rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer font-medium text-sky-900">
        {t({ id: open ? 'conclusion.form' : 'conclusion.form.new' })}
      </summary>
      <form
        onSubmit={submit}
        aria-label={t({ id: 'conclusion.form' })}
        className="mt-2 space-y-3 text-sm"
        noValidate
      >
        <ChoiceGroup
          legend={t({ id: 'conclusion.form.kind' })}
          name={`${id}-kind`}
          options={CONCLUSIONS}
          value={kind}
          onChange={setKind}
          labelOf={(k) => t({ id: `conclusion.form.${k}` })}
          stacked
        />
        <label className="block font-medium text-slate-800">
          {t({ id: 'conclusion.form.reasoning' })}{' '}
          <span className="font-normal text-slate-600">{t({ id: 'conclusion.form.reasoning.hint' })}</span>
          <textarea
            value={reasoning}
            maxLength={REVIEW_LIMITS.maxReasonLength}
            onChange={(e) => setReasoning(e.target.value)}
            rows={3}
            className={INPUT}
          />
        </label>
        {kind === 'mitigated' ? (
          <label className="block font-medium text-slate-800">
            {t({ id: 'conclusion.form.mitigation' })}{' '}
            <span className="font-normal text-slate-600">{t({ id: 'conclusion.form.mitigation.hint' })}</span>
            <textarea
              value={mitigation}
              maxLength={REVIEW_LIMITS.maxReasonLength}
              onChange={(e) => setMitigation(e.target.value)}
              rows={3}
              className={INPUT}
            />
          </label>
        ) : null}
        {openItems === null ? (
          <p role="status" className="text-slate-600">
            {t({ id: 'conclusion.form.counting' })}
          </p>
        ) : openItems > 0 ? (
          <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950">
            {t({ id: 'conclusion.form.open-warning' }, { count: openItems })}
          </p>
        ) : (
          <p className="text-slate-700">{t({ id: 'conclusion.form.none-open' })}</p>
        )}
        {problem ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950">
            {t({ id: problem })}
          </p>
        ) : null}
        {error && !problem ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-red-900">
            {error instanceof ApiError && error.status === 403
              ? t({ id: 'conclusion.form.forbidden' })
              : t({ id: 'conclusion.form.failed' }, { detail: describeError(error, intl.locale as Locale) })}
          </p>
        ) : null}
        <button type="submit" disabled={pending} className={BUTTON}>
          {pending ? t({ id: 'conclusion.form.sending' }) : t({ id: 'conclusion.form.submit' })}
        </button>
      </form>
    </details>
  );
}
