/**
 * "File with the EU", the step after a statement package is pinned (issue 51): each statement of the package
 * is filed from the server (`POST .../filings` with the snapshot, its part, the suppliers and the draft's
 * request), never from the browser. Filing needs the approver's sign-off of each supplier's risk conclusion
 * (issue 50, docs/review.md): the step says which supplier has none and links to its conclusion; a viewer or
 * a reviewer is told only an approver files. The Idempotency-Key of a statement is its snapshot and part,
 * so a retry after a lost answer, or a second click, never files it twice.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { FileRequest, Filing } from '@core/api/filing.ts';
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
import { actionErrorText } from './filing-card.tsx';
import { alertClass, noteClass, primaryClass } from './styles.ts';

/** The supplier page's conclusion section (its heading's id). */
const CONCLUSION_ANCHOR = 'conclusion-title';

type PartState =
  { status: 'sending' } | { status: 'filed'; filing: Filing } | { status: 'failed'; error: unknown };

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

  const fileAll = async () => {
    for (const s of todo) {
      setParts((p) => ({ ...p, [s.part]: { status: 'sending' } }));
      try {
        const body = {
          kind: s.kind,
          snapshotId,
          part: s.part,
          supplierIds: [...supplierIds],
          request: withReference(s, snapshotId),
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
        <button type="button" className={primaryClass} disabled={sending} onClick={() => void fileAll()}>
          {t({ id: sending ? 'filing.file.sending' : 'filing.file.send' }, { count: todo.length })}
        </button>
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
