/**
 * The statements filed with the EU for a supplier (supplier page) or for the plots shown (Plots page), newest
 * first, each with its state, numbers, the authority's messages and its actions (filing-card.tsx); statuses
 * are asked again while any filing is not final (filing-queries.ts). Approvers may group AVAILABLE
 * statements into a new one naming their reference numbers (Operator API Reference §5.1.2).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Filing } from '@core/api/filing.ts';
import { roleAllows } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { EmptyState, ErrorState, Loading } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { filingMutations, filingQueries } from '@/lib/filing/filing-queries.ts';
import type { FilingsPanelProps } from '@/lib/filing/filing-slots.tsx';
import { useProjectRole } from '@/lib/session/use-session.ts';
import { groupRequest, mayGroup, newestFirst } from '../lib/filing-view.ts';
import { useSupplierNames } from '../lib/use-supplier-names.ts';
import { actionErrorText } from './action-error-text.ts';
import { FilingCard, type FilingAbilities } from './filing-card.tsx';
import { alertClass, buttonClass, inputClass, primaryClass, sectionClass } from './styles.ts';

/** The time the cards measure the 72-hour window against, moved on each minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function FilingsPanel({ projectId, supplierId, supplierName, className = '' }: FilingsPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { kind } = useConnection();
  const role = useProjectRole(projectId);
  const names = useSupplierNames(projectId);
  const query = useQuery(filingQueries.list(kind, projectId, supplierId));
  const now = useNow();
  // The Plots page filtered to a supplier: the filings naming it.
  const wanted = supplierName === undefined ? null : names.idOf(supplierName);
  const filings = useMemo(
    () => newestFirst(query.data ?? []).filter((f) => wanted === null || f.supplierIds.includes(wanted)),
    [query.data, wanted],
  );
  // Unknown role (no session read): offer it and let the server decide, as the other forms do.
  const may: FilingAbilities = {
    check: role === undefined || roleAllows(role, 'reviewer'),
    change: role === undefined || roleAllows(role, 'approver'),
  };
  const groupable = filings.filter(mayGroup);

  return (
    <section aria-labelledby="filings-title" className={`${sectionClass} ${className}`}>
      <h2 id="filings-title" className="text-lg font-semibold">
        {t({ id: 'filing.panel.title' })}
      </h2>
      <p className="text-sm text-slate-600">{t({ id: 'filing.panel.intro' })}</p>
      {query.error ? (
        <ErrorState
          title={t({ id: 'filing.panel.failed' })}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Loading label={t({ id: 'filing.panel.loading' })} />
      ) : filings.length === 0 ? (
        <EmptyState title={t({ id: 'filing.panel.empty' })}>
          {t({ id: 'filing.panel.empty.hint' })}
        </EmptyState>
      ) : (
        <>
          {query.isFetching ? (
            <p role="status" className="text-xs text-slate-600">
              {t({ id: 'filing.panel.refreshing' })}
            </p>
          ) : null}
          <ol className="space-y-3">
            {filings.map((f) => (
              <li key={f.id}>
                <FilingCard
                  filing={f}
                  projectId={projectId}
                  may={may}
                  now={now}
                  supplierNames={f.supplierIds.map(names.nameOf).join(', ')}
                />
              </li>
            ))}
          </ol>
          {may.change ? (
            <GroupForm projectId={projectId} candidates={groupable} />
          ) : (
            <p className="text-sm text-slate-600">{t({ id: 'filing.panel.read-only' })}</p>
          )}
        </>
      )}
    </section>
  );
}

/** Chooses AVAILABLE filings and files a new statement grouping them. */
function GroupForm({ projectId, candidates }: { projectId: string; candidates: readonly Filing[] }) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const { kind } = useConnection();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const attempt = useRef<{ text: string; key: string } | null>(null);
  const file = useMutation(filingMutations.file(kind, projectId));
  // The requests as last sent are needed to build the new statement: a list may leave them out.
  const picked = candidates.filter((f) => chosen.has(f.id));
  const needed = picked.filter((f) => !f.request).map((f) => f.id);
  const full = useQuery(filingQueries.requests(kind, projectId, needed));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const ref = reference.trim();
    if (picked.length < 2) return setProblem(t({ id: 'filing.group.two' }));
    if (!ref) return setProblem(t({ id: 'filing.group.reference-missing' }));
    if (new Set(picked.map((f) => f.kind)).size > 1) return setProblem(t({ id: 'filing.group.mixed' }));
    const withRequests = picked.map((f) => (f.request ? f : (full.data?.find((x) => x.id === f.id) ?? f)));
    const body = groupRequest(withRequests, ref);
    if (!body)
      return setProblem(t({ id: full.isPending ? 'filing.group.loading' : 'filing.group.failed-build' }));
    setProblem(null);
    const text = JSON.stringify(body);
    // The same body sent again (after a lost answer) keeps its key, so it is not filed twice.
    if (attempt.current?.text !== text) attempt.current = { text, key: crypto.randomUUID() };
    file.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (stored) => {
          setChosen(new Set());
          setReference('');
          setDone(stored.internalReferenceNumber);
        },
      },
    );
  };

  return (
    <details className="rounded-md border border-slate-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-sky-900">{t({ id: 'filing.group' })}</summary>
      {candidates.length < 2 ? (
        <p className="mt-2 text-slate-700">{t({ id: 'filing.group.too-few' })}</p>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t({ id: 'filing.group' })} className="mt-2 space-y-3">
          <p className="text-slate-700">{t({ id: 'filing.group.intro' })}</p>
          <fieldset>
            <legend className="font-medium">{t({ id: 'filing.group.choose' })}</legend>
            <ul className="mt-1 space-y-1">
              {candidates.map((f) => (
                <li key={f.id}>
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={chosen.has(f.id)}
                      onChange={(e) =>
                        setChosen((s) => {
                          const next = new Set(s);
                          if (e.target.checked) next.add(f.id);
                          else next.delete(f.id);
                          return next;
                        })
                      }
                    />
                    <span className="break-all">
                      {t(
                        { id: 'filing.group.option' },
                        { reference: f.referenceNumber ?? '', internal: f.internalReferenceNumber },
                      )}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <label className="block" htmlFor={`${id}-ref`}>
            {t({ id: 'filing.group.reference' })}
          </label>
          <input
            id={`${id}-ref`}
            className={inputClass}
            value={reference}
            maxLength={35}
            onChange={(e) => setReference(e.target.value)}
          />
          {problem ? (
            <p role="alert" className={alertClass}>
              {problem}
            </p>
          ) : null}
          {file.isError ? (
            <p role="alert" className={alertClass}>
              {actionErrorText(t, intl.locale as Locale, file.error)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryClass} disabled={file.isPending}>
              {t(
                { id: file.isPending ? 'filing.group.pending' : 'filing.group.send' },
                { count: picked.length },
              )}
            </button>
            <button type="button" className={buttonClass} onClick={() => setChosen(new Set())}>
              {t({ id: 'filing.group.clear' })}
            </button>
          </div>
        </form>
      )}
      <p role="status" className="mt-1 text-emerald-900">
        {done ? t({ id: 'filing.group.done' }, { reference: done }) : null}
      </p>
    </details>
  );
}
