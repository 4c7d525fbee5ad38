/**
 * Pinning a saved export or statement package to what it was built from (issue 50): an evidence snapshot in
 * the dashboard server's store (core/api/statements.ts) with the geometry hash of every plot handed over,
 * the plots left out and why, the risk data's date, each file's name, size and SHA-256, and the package's
 * report when it carries one. The hashes are worked out in a worker (evidence-hash.ts). Until the store has
 * answered, the files are not pinned, and the page says so: a failure offers to try again with the same
 * Idempotency-Key, so a snapshot stored whose answer was lost is not stored twice.
 */
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import type { SnapshotKind, SnapshotRequest, SnapshotSummary } from '@core/api/statements.ts';
import { describeError } from '@/lib/api/errors.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { createSnapshot, reviewQueries } from '@/lib/review/review-queries.ts';
import { fileHashesOf, geometryHashesOf } from '../lib/evidence-hash.ts';

/** What an export was built from, before anything is saved (export-panel.tsx works it out). */
export interface EvidenceBase {
  /** The plots handed over, in the order of the features. */
  plots: { plotId: string; supplierId?: string }[];
  supplierIds: string[];
  leftOut: { plotId: string; why: string }[];
  riskDataAt: string | null;
}

export interface PinInput {
  kind: SnapshotKind;
  base: EvidenceBase;
  /** The serialised features handed over, in the order of base.plots. */
  features: readonly string[];
  files: { name: string; blob: Blob }[];
  report?: { fileName: string; bytes: Uint8Array };
}

export type PinState =
  | { status: 'idle' }
  | { status: 'pinning' }
  | { status: 'pinned'; snapshot: SnapshotSummary }
  | { status: 'failed'; error: unknown };

function base64Of(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export function usePinEvidence(projectId: string | null | undefined) {
  const { kind: connection } = useConnection();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PinState>({ status: 'idle' });
  /** The body and key of the last attempt: a retry sends them again. */
  const last = useRef<{ body: SnapshotRequest; key: string } | { input: PinInput } | null>(null);
  const run = useRef(0);

  const send = useCallback(
    async (attempt: { body: SnapshotRequest; key: string } | { input: PinInput }) => {
      const mine = ++run.current;
      last.current = attempt;
      setState({ status: 'pinning' });
      try {
        if (!projectId) throw new Error('no project');
        let ready = attempt;
        if ('input' in ready) {
          const { input } = ready;
          const [hashes, files] = await Promise.all([
            geometryHashesOf(input.features),
            fileHashesOf(input.files.map((f) => f.blob)),
          ]);
          const body: SnapshotRequest = {
            kind: input.kind,
            supplierIds: input.base.supplierIds,
            plots: input.base.plots.map((p, i) => ({ ...p, geometrySha256: hashes[i]! })),
            leftOut: input.base.leftOut,
            riskDataAt: input.base.riskDataAt,
            files: input.files.map((f, i) => ({ name: f.name, ...files[i]! })),
            ...(input.report
              ? { report: { fileName: input.report.fileName, pdfBase64: base64Of(input.report.bytes) } }
              : {}),
          };
          ready = { body, key: crypto.randomUUID() };
          last.current = ready;
        }
        const answer = await createSnapshot(connection, projectId, ready.body, ready.key);
        if (mine !== run.current) return;
        setState({ status: 'pinned', snapshot: answer.snapshot });
        void queryClient.invalidateQueries({ queryKey: reviewQueries.all(connection) });
      } catch (error) {
        if (mine === run.current) setState({ status: 'failed', error });
      }
    },
    [connection, projectId, queryClient],
  );

  const pin = useCallback((input: PinInput) => void send({ input }), [send]);
  const retry = useCallback(() => {
    if (last.current) void send(last.current);
  }, [send]);
  const reset = useCallback(() => {
    run.current++;
    last.current = null;
    setState({ status: 'idle' });
  }, []);
  return { state, pin, retry, reset };
}

/** Where the pin stands, after a save: pinning, pinned (its id and how long it is kept), or not pinned. */
export function PinStatus({ state, onRetry }: { state: PinState; onRetry: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (state.status === 'idle') return null;
  if (state.status === 'pinning')
    return (
      <p role="status" className="mt-2 text-sm text-slate-700">
        {t({ id: 'plots.pin.pinning' })}
      </p>
    );
  if (state.status === 'pinned')
    return (
      <p role="status" className="mt-2 rounded-md bg-emerald-50 p-2 text-sm text-emerald-900">
        {t(
          { id: 'plots.pin.pinned' },
          {
            id: state.snapshot.id,
            until: intl.formatDate(state.snapshot.keepUntil, { dateStyle: 'long', timeZone: 'UTC' }),
            b: (text) => <strong>{text}</strong>,
          },
        )}
        {/* Said only from the store's answer: a report the store did not keep is never called pinned. */}
        {state.snapshot.reportSha256 ? (
          <>
            {' '}
            {t({ id: 'plots.statement.report.pinned' }, { sha: state.snapshot.reportSha256.slice(0, 12) })}
          </>
        ) : null}
      </p>
    );
  return (
    <div role="alert" className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
      <p>
        {t(
          { id: 'plots.pin.failed' },
          { reason: describeError(state.error, intl.locale as Locale), b: (text) => <strong>{text}</strong> },
        )}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 rounded-md bg-red-700 px-3 py-1 text-sm font-medium text-white hover:bg-red-800"
      >
        {t({ id: 'plots.pin.retry' })}
      </button>
    </div>
  );
}
