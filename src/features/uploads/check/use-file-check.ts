/**
 * Runs the checking worker for the chosen files and options: one worker for the page's life (replaced if it
 * crashes or hangs), a new run whenever files or options change (the previous run is cancelled), progress
 * and result as React state.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CheckOptions, FixKind } from '@core/plot-rules/index.ts';
import { WorkerStopped, type WorkerClient } from '@/lib/worker-rpc/index.ts';
import { useWorkerClient } from '@/lib/worker-rpc/use-worker-client.ts';
import type { CheckMethods, CheckProgress, CheckResult, FeatureDetail } from './check-protocol.ts';
import { stoppedMessage } from '../shared/worker-stopped.ts';

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking'; progress: CheckProgress | null }
  | { status: 'done'; result: CheckResult }
  /** `stopped`: the worker crashed or hung and the message says so whole; otherwise the check's own error. */
  | { status: 'error'; message: string; stopped: boolean };

const startChecker = () => new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });

/** Stands in once the page has left: every call is cancelled. */
const idleChecker = {
  call: () => Promise.reject(new DOMException('The page has left.', 'AbortError')),
} as unknown as WorkerClient<CheckMethods>;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useFileCheck(files: File[], options: CheckOptions) {
  const clientRef = useWorkerClient<CheckMethods>(startChecker);
  const [state, setState] = useState<CheckState>({ status: 'idle' });

  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    const client = clientRef.current;
    if (!client) return;
    // The run starts here, in the effect that talks to the worker: the state says so at once.
    if (files.length === 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- mirrors the worker run just (not) started
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'checking', progress: null });
    const run = new AbortController();
    let reading = files[0]!.name;
    client
      .call(
        'check',
        { files, options: JSON.parse(optionsKey) as CheckOptions },
        {
          signal: run.signal,
          onEvent: (progress) => {
            reading = progress.fileName;
            setState({ status: 'checking', progress });
          },
        },
      )
      .then(
        (result) => setState({ status: 'done', result }),
        (error: unknown) => {
          if (isAbort(error)) return;
          const message = stoppedMessage('checker', reading, error);
          setState({ status: 'error', message, stopped: error instanceof WorkerStopped });
        },
      );
    return () => run.abort();
  }, [clientRef, files, optionsKey]);

  const requestFeature = useCallback(
    (uid: number): Promise<FeatureDetail> =>
      (clientRef.current ?? idleChecker)
        .call('feature', { uid })
        .catch(() => ({ properties: null, problems: [] })),
    [clientRef],
  );

  /** A fix or a preview of one file; a stopped checker is reported with that file's name. */
  const requestFix = useCallback(
    (file: File, fixes: FixKind[], opts: CheckOptions) =>
      (clientRef.current ?? idleChecker)
        .call('fix', { file, fixes, options: opts })
        .catch((error: unknown) => Promise.reject(new Error(stoppedMessage('checker', file.name, error)))),
    [clientRef],
  );

  const requestTracesPreview = useCallback(
    (file: File, opts: CheckOptions) =>
      (clientRef.current ?? idleChecker)
        .call('tracesPreview', { file, options: opts })
        .catch((error: unknown) => Promise.reject(new Error(stoppedMessage('checker', file.name, error)))),
    [clientRef],
  );

  return { state, requestFeature, requestFix, requestTracesPreview };
}

export type FileCheck = ReturnType<typeof useFileCheck>;
