/**
 * "File with the EU", the step after a statement package is pinned (issue 51): each statement of the package
 * is filed from the server (`POST .../filings` with the snapshot, its part, the suppliers and the draft's
 * request), never from the browser. Filing needs the approver's sign-off of each supplier's risk conclusion
 * (issue 50, docs/review.md): the step says which supplier has none and links to its conclusion; a viewer or
 * a reviewer is told only an approver files. The Idempotency-Key of a statement is its snapshot and part,
 * so a retry after a lost answer, or a second click, never files it twice.
 *
 * A package split into several statements shares the person's net mass (and supplementary unit) among them by
 * plots (core/traces/statement.ts, `package.sharedQuantities`): a guess nobody stated. Such a package is not
 * filed as it is: the step asks, per statement, for the quantity of the goods it covers (empty, the share
 * shown only as a hint), with the form's rules (positive, at most 6 decimals: DecimalSixteenTotalSixPrecType),
 * puts the values in the statement's goodsMeasure and runs the rule module on the result before sending.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { FileRequest, Filing } from '@core/api/filing.ts';
import { decimal16x6Schema } from '@core/eudr/dds-v3.ts';
import type { RuleViolation } from '@core/eudr/rules.ts';
import { roleAllows } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { Loading } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { fileStatement, filingQueries } from '@/lib/filing/filing-queries.ts';
import type { FilableStatement, FileStepProps } from '@/lib/filing/filing-slots.tsx';
import { reviewQueries } from '@/lib/review/review-queries.ts';
import { supplierPageLink } from '@/lib/routing/supplier-link.ts';
import { useProjectRole } from '@/lib/session/use-session.ts';
import { phaseOf } from '../lib/filing-view.ts';
import { useSupplierNames } from '../lib/use-supplier-names.ts';
import { actionErrorText } from './action-error-text.ts';
import { alertClass, noteClass, primaryClass } from './styles.ts';

/** The supplier page's conclusion section (its heading's id). */
const CONCLUSION_ANCHOR = 'conclusion-title';

type PartState =
  | { status: 'sending' }
  | { status: 'filed'; filing: Filing }
  | { status: 'failed'; error: unknown };

type Quantity = 'netWeight' | 'supplementaryUnit';
/** A quantity the person gives for one statement (the field's key is `${part}.${quantity}`). */
interface QuantityField {
  part: number;
  quantity: Quantity;
  share: number;
  total: number;
  qualifier: string;
}

function quantityFields(statements: readonly FilableStatement[]): QuantityField[] {
  return statements.flatMap((s) => {
    const q = s.sharedQuantities;
    if (!q) return [];
    const out: QuantityField[] = [];
    if (q.netWeight) out.push({ part: s.part, quantity: 'netWeight', qualifier: 'kg', ...q.netWeight });
    if (q.supplementaryUnit)
      out.push({ part: s.part, quantity: 'supplementaryUnit', ...q.supplementaryUnit });
    return out;
  });
}

/** The value typed, when it is one the statement takes: positive, at most 16 digits and 6 decimals. */
function quantityOf(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return n > 0 && decimal16x6Schema.safeParse(n).success ? n : null;
}

/** The request with the person's quantities in its goods measure, in place of the shares by plots. */
function withQuantities(
  request: FileRequest['request'],
  values: Partial<Record<Quantity, number>>,
): FileRequest['request'] {
  const [first, ...rest] = request.statement.commodities;
  if (!first) return request;
  const goodsMeasure = { ...first.descriptors.goodsMeasure, ...values };
  const commodity = { ...first, descriptors: { ...first.descriptors, goodsMeasure } };
  return {
    ...request,
    statement: { ...request.statement, commodities: [commodity, ...rest] },
  } as FileRequest['request'];
}

/** A statement's internal reference (required to file: it is how a lost answer is found again). */
function withReference(s: FilableStatement, snapshotId: string): FileRequest['request'] {
  if (s.request.statement.internalReferenceNumber) return s.request;
  const ref = `${snapshotId.replace(/[^A-Za-z0-9]/g, '').slice(0, 28)}-${s.part}`;
  return {
    ...s.request,
    statement: { ...s.request.statement, internalReferenceNumber: ref },
  } as FileRequest['request'];
}

export function FileStep({ projectId, snapshotId, supplierIds, statements }: FileStepProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { kind } = useConnection();
  const role = useProjectRole(projectId);
  const names = useSupplierNames(projectId);
  const queryClient = useQueryClient();
  const [parts, setParts] = useState<Record<number, PartState>>({});
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<{ part: number; violations: RuleViolation[] }[]>([]);
  const fieldId = useId();
  const conclusions = useQueries({
    queries: supplierIds.map((id) => reviewQueries.conclusions(kind, projectId, id)),
  });
  if (statements.length === 0) return null;

  const mayFile = role === undefined || roleAllows(role, 'approver');
  const loading = conclusions.some((q) => q.isPending);
  const failed = conclusions.find((q) => q.error);
  // Signed: the newest conclusion of the supplier carries a sign-off.
  const unsigned = supplierIds.filter((_id, i) => {
    const list = conclusions[i]?.data?.conclusions ?? [];
    const newest = [...list].sort((a, b) => (a.preparedAt < b.preparedAt ? 1 : -1))[0];
    return !newest?.signOff;
  });
  const sending = Object.values(parts).some((p) => p.status === 'sending');
  const todo = statements.filter((s) => parts[s.part]?.status !== 'filed');
  const fields = quantityFields(todo);
  const keyOf = (f: QuantityField) => `${f.part}.${f.quantity}`;
  const missing = fields.filter((f) => quantityOf(typed[keyOf(f)]) === null);
  const number = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 6 });

  /** Each statement as it will be filed; null while a quantity is missing (the button is off then). */
  const requestsToFile = () =>
    todo.map((s) => {
      const values: Partial<Record<Quantity, number>> = {};
      for (const f of fields.filter((f) => f.part === s.part))
        values[f.quantity] = quantityOf(typed[keyOf(f)])!;
      const request = withReference(s, snapshotId);
      return {
        s,
        request: Object.keys(values).length ? withQuantities(request, values) : request,
        changed: Object.keys(values).length > 0,
      };
    });

  const fileAll = async () => {
    const planned = requestsToFile();
    // The person's quantities make a request nobody checked yet: the rule module checks it before any is sent.
    if (planned.some((p) => p.changed)) {
      const { checkDdsRequest, checkSdRequest } = await import('@core/eudr/rules.ts');
      const found = planned
        .filter((p) => p.changed)
        .map((p) => ({
          part: p.s.part,
          violations: p.s.kind === 'sd' ? checkSdRequest(p.request) : checkDdsRequest(p.request),
        }))
        .filter((r) => r.violations.length > 0);
      setRefused(found);
      if (found.length) return;
    }
    for (const { s, request } of planned) {
      setParts((p) => ({ ...p, [s.part]: { status: 'sending' } }));
      try {
        const body = {
          kind: s.kind,
          snapshotId,
          part: s.part,
          supplierIds: [...supplierIds],
          request,
        } as FileRequest;
        const filing = await fileStatement(kind, projectId, body, `filing:${snapshotId}:${s.part}`);
        setParts((p) => ({ ...p, [s.part]: { status: 'filed', filing } }));
      } catch (error) {
        setParts((p) => ({ ...p, [s.part]: { status: 'failed', error } }));
      }
    }
    void queryClient.invalidateQueries({ queryKey: filingQueries.all(kind) });
  };

  return (
    <section
      aria-labelledby={`file-step-${snapshotId}`}
      className="mt-3 space-y-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm"
    >
      <h3 id={`file-step-${snapshotId}`} className="font-semibold text-sky-950">
        {t({ id: 'filing.file.title' })}
      </h3>
      <p className="text-slate-800">{t({ id: 'filing.file.intro' }, { count: statements.length })}</p>
      {!mayFile ? (
        <p role="note" className={noteClass}>
          {t({ id: 'filing.file.role' })}
        </p>
      ) : loading ? (
        <Loading label={t({ id: 'filing.file.checking-sign-off' })} />
      ) : failed ? (
        <p role="alert" className={alertClass}>
          {actionErrorText(t, intl.locale as Locale, failed.error)}
        </p>
      ) : unsigned.length ? (
        <div role="note" className={noteClass}>
          <p>{t({ id: 'filing.file.unsigned' }, { count: unsigned.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {unsigned.map((id) => (
              <li key={id}>
                <Link {...supplierPageLink(id)} hash={CONCLUSION_ANCHOR} className="text-sky-900 underline">
                  {t({ id: 'filing.file.unsigned.link' }, { supplier: names.nameOf(id) })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : todo.length ? (
        // Once every statement is filed there is nothing left to file: the panel follows them.
        <>
          {fields.length ? (
            <fieldset className="space-y-2">
              <legend className="font-medium text-slate-900">
                {t({ id: 'filing.file.quantities.legend' })}
              </legend>
              <p className="text-slate-800">{t({ id: 'filing.file.quantities.intro' })}</p>
              {fields.map((f) => {
                const id = `${fieldId}-${f.part}-${f.quantity}`;
                const value = typed[keyOf(f)] ?? '';
                const invalid = value.trim() !== '' && quantityOf(value) === null;
                return (
                  <div key={id}>
                    <label htmlFor={id} className="block font-medium text-slate-900">
                      {t(
                        { id: `filing.file.quantities.${f.quantity}` },
                        { part: f.part, qualifier: f.qualifier },
                      )}
                    </label>
                    <input
                      id={id}
                      type="text"
                      inputMode="decimal"
                      required
                      autoComplete="off"
                      value={value}
                      disabled={sending}
                      aria-invalid={invalid || undefined}
                      aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
                      onChange={(e) => setTyped((v) => ({ ...v, [keyOf(f)]: e.target.value }))}
                      className="mt-1 w-48 rounded border border-slate-400 bg-white px-2 py-1"
                    />
                    <p id={`${id}-hint`} className="text-slate-700">
                      {t(
                        { id: 'filing.file.quantities.hint' },
                        { share: number(f.share), total: number(f.total), unit: f.qualifier },
                      )}
                    </p>
                    {invalid ? (
                      <p id={`${id}-error`} className="text-red-800">
                        {t({ id: 'filing.file.quantities.invalid' })}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
          ) : null}
          <button
            type="button"
            className={primaryClass}
            disabled={sending || missing.length > 0}
            aria-describedby={missing.length ? `${fieldId}-missing` : undefined}
            onClick={() => void fileAll()}
          >
            {t({ id: sending ? 'filing.file.sending' : 'filing.file.send' }, { count: todo.length })}
          </button>
          {missing.length ? (
            <p id={`${fieldId}-missing`} className="text-slate-800">
              {t(
                { id: 'filing.file.quantities.missing' },
                {
                  list: intl.formatList(
                    missing.map((f) =>
                      t({ id: `filing.file.quantities.missing.${f.quantity}` }, { part: f.part }),
                    ),
                    { type: 'conjunction' },
                  ),
                },
              )}
            </p>
          ) : null}
          {refused.length ? (
            <div role="alert" className={alertClass}>
              {refused.map((r) => (
                <div key={r.part}>
                  <p>{t({ id: 'filing.file.quantities.refused' }, { part: r.part })}</p>
                  <ul className="list-disc pl-5">
                    {r.violations.map((v) => (
                      <li key={`${v.path}-${v.code}`}>
                        {v.code}: {v.message}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ) : null}
        </>
      ) : null}
      {Object.keys(parts).length ? (
        <ol className="space-y-1" aria-label={t({ id: 'filing.file.results' })}>
          {statements.map((s) => {
            const p = parts[s.part];
            if (!p) return null;
            return (
              <li key={s.part} className={p.status === 'failed' ? alertClass : 'text-slate-800'}>
                {p.status === 'sending'
                  ? t({ id: 'filing.file.part.sending' }, { part: s.part })
                  : p.status === 'filed'
                    ? t(
                        { id: 'filing.file.part.filed' },
                        {
                          part: s.part,
                          reference: p.filing.internalReferenceNumber,
                          state: t({ id: `filing.phase.${phaseOf(p.filing)}` }),
                        },
                      )
                    : t(
                        { id: 'filing.file.part.failed' },
                        { part: s.part, reason: actionErrorText(t, intl.locale as Locale, p.error) },
                      )}
              </li>
            );
          })}
        </ol>
      ) : null}
      {Object.values(parts).some((p) => p.status === 'filed') ? (
        <p role="status" className="text-slate-700">
          {t({ id: 'filing.file.follow' })}
        </p>
      ) : null}
    </section>
  );
}
