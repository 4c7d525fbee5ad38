/** Amending a filed statement from its card (filing-card.tsx): the form and its fields. */
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Filing } from '@core/api/filing.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { Loading } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { amendFiling, filingQueries } from '@/lib/filing/filing-queries.ts';
import { amendedStatement, editsOf, type CommodityEdit } from '../lib/filing-view.ts';
import { alertClass, buttonClass, inputClass, primaryClass } from './styles.ts';
import { actionErrorText } from './action-error-text.ts';

/**
 * Amending: each commodity's description of goods and quantities, then the whole statement sent again
 * (amendDds). It starts from the request as last sent, read from the filing itself.
 */
export function AmendForm({
  filing,
  projectId,
  onDone,
  onCancel,
}: {
  filing: Filing;
  projectId: string;
  onDone: (stored: Filing) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useIntl().formatMessage;
  const { kind } = useConnection();
  const one = useQuery(filingQueries.one(kind, projectId, filing.id));
  const request = one.data?.request ?? filing.request;
  if (!request) {
    if (one.isPending) return <Loading label={t({ id: 'filing.amend.loading' })} />;
    return (
      <p role="alert" className={`mt-2 ${alertClass}`}>
        {t({ id: one.isError ? 'filing.amend.load-failed' : 'filing.amend.no-statement' })}
      </p>
    );
  }
  return (
    <AmendFields
      filing={filing}
      projectId={projectId}
      statement={request.statement}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

function AmendFields({
  filing,
  projectId,
  statement,
  onDone,
  onCancel,
}: {
  filing: Filing;
  projectId: string;
  statement: NonNullable<Filing['request']>['statement'];
  onDone: (stored: Filing) => Promise<unknown>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { kind } = useConnection();
  const [edits, setEdits] = useState<CommodityEdit[]>(() => editsOf(statement));
  const [problem, setProblem] = useState<string | null>(null);
  // One key per statement as edited: a retry of the same edit after a lost answer is not sent twice.
  const attempt = useRef<{ text: string; key: string } | null>(null);
  const send = useMutation({
    mutationFn: (body: ReturnType<typeof amendedStatement>) => {
      const text = JSON.stringify(body);
      if (attempt.current?.text !== text) attempt.current = { text, key: crypto.randomUUID() };
      return amendFiling(kind, projectId, filing.id, body, attempt.current.key);
    },
    onSuccess: onDone,
  });
  const set = (i: number, patch: Partial<CommodityEdit>) =>
    setEdits((all) => all.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const empty = edits.findIndex((x) => !x.descriptionOfGoods.trim());
    if (empty >= 0) {
      setProblem(t({ id: 'filing.amend.missing-description' }, { position: empty + 1 }));
      return;
    }
    setProblem(null);
    send.mutate(amendedStatement(statement, edits));
  };
  const number = (v: string) => (v.trim() === '' ? null : Number(v));
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t({ id: 'filing.amend.form' })}
      className="mt-2 space-y-3 rounded-md border border-slate-300 bg-slate-50 p-3"
    >
      <p className="text-slate-700">{t({ id: 'filing.amend.intro' })}</p>
      {edits.map((e, i) => (
        <fieldset key={i} className="space-y-2">
          <legend className="font-medium">{t({ id: 'filing.amend.commodity' }, { position: i + 1 })}</legend>
          <label className="block">
            {t({ id: 'filing.amend.description' })}
            <input
              className={inputClass}
              value={e.descriptionOfGoods}
              maxLength={150}
              onChange={(ev) => set(i, { descriptionOfGoods: ev.target.value })}
            />
          </label>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <label className="block">
              {t({ id: 'filing.amend.net-weight' })}
              <input
                className={inputClass}
                type="number"
                min="0"
                step="any"
                value={e.netWeight ?? ''}
                onChange={(ev) => set(i, { netWeight: number(ev.target.value) })}
              />
            </label>
            <label className="block">
              {t({ id: 'filing.amend.supplementary' })}
              <input
                className={inputClass}
                type="number"
                min="0"
                step="any"
                value={e.supplementaryUnit ?? ''}
                onChange={(ev) => set(i, { supplementaryUnit: number(ev.target.value) })}
              />
            </label>
          </div>
        </fieldset>
      ))}
      {problem ? (
        <p role="alert" className={alertClass}>
          {problem}
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className={alertClass}>
          {actionErrorText(t, intl.locale as Locale, send.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryClass} disabled={send.isPending}>
          {t({ id: send.isPending ? 'filing.amend.pending' : 'filing.amend.send' })}
        </button>
        <button type="button" className={buttonClass} onClick={onCancel}>
          {t({ id: 'filing.cancel' })}
        </button>
      </div>
    </form>
  );
}
