/**
 * Runs the checking worker for the chosen files and options: one worker for the page's life, a new run
 * whenever files or options change (the previous run is dropped), progress and result as React state.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckOptions, FixKind } from '@core/plot-rules/index.ts';
import type { FixOutcome } from './run-fix.ts';
import type { TracesPreviewOutcome } from './run-traces-preview.ts';
import type { CheckResult, ProgressMessage, ProblemRow, WorkerResponse } from './check-protocol.ts';

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking'; progress: ProgressMessage | null }
  | { status: 'done'; result: CheckResult }
  | { status: 'error'; message: string };

export interface FeatureDetail {
  properties: Record<string, unknown> | null;
  problems: ProblemRow[];
}

export function useFileCheck(files: File[], options: CheckOptions) {
  const workerRef = useRef<Worker | null>(null);
  const runRef = useRef(0);
  const pending = useRef(new Map<number, (d: FeatureDetail) => void>());
  const fixPending = useRef(
    new Map<number, { resolve: (o: FixOutcome) => void; reject: (e: Error) => void }>(),
  );
  const fixSeq = useRef(0);
  const previewPending = useRef(
    new Map<number, { resolve: (o: TracesPreviewOutcome) => void; reject: (e: Error) => void }>(),
  );
  const [state, setState] = useState<CheckState>({ status: 'idle' });

  useEffect(() => {
    const worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
    workerRef.current = worker;
    const waiting = pending.current;
    const fixWaiting = fixPending.current;
    const previewWaiting = previewPending.current;
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const msg = event.data;
      if (msg.type === 'fixed' || msg.type === 'fixFailed') {
        const done = fixWaiting.get(msg.requestId);
        fixWaiting.delete(msg.requestId);
        if (msg.type === 'fixed') done?.resolve(msg.outcome);
        else done?.reject(new Error(msg.message));
        return;
      }
      if (msg.type === 'tracesPreview' || msg.type === 'tracesPreviewFailed') {
        const done = previewWaiting.get(msg.requestId);
        previewWaiting.delete(msg.requestId);
        if (msg.type === 'tracesPreview') done?.resolve(msg.outcome);
        else done?.reject(new Error(msg.message));
        return;
      }
      if (msg.runId !== runRef.current) return;
      switch (msg.type) {
        case 'progress':
          setState({ status: 'checking', progress: msg });
          break;
        case 'done':
          setState({ status: 'done', result: msg.result });
          break;
        case 'error':
          setState({ status: 'error', message: msg.message });
          break;
        case 'feature':
          waiting.get(msg.uid)?.({ properties: msg.properties, problems: msg.problems });
          waiting.delete(msg.uid);
          break;
      }
    };
    worker.onerror = (event) =>
      setState({ status: 'error', message: event.message || 'The checker stopped.' });
    return () => {
      worker.terminate();
      workerRef.current = null;
      waiting.clear();
    };
  }, []);

  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    const worker = workerRef.current;
    const runId = ++runRef.current;
    if (!worker) return;
    // The run starts here, in the effect that talks to the worker: the state says so at once.
    if (files.length === 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- mirrors the worker run just (not) started
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'checking', progress: null });
    worker.postMessage({ type: 'check', runId, files, options: JSON.parse(optionsKey) as CheckOptions });
  }, [files, optionsKey]);

  const requestFeature = useCallback(
    (uid: number) =>
      new Promise<FeatureDetail>((resolve) => {
        pending.current.set(uid, resolve);
        workerRef.current?.postMessage({ type: 'feature', runId: runRef.current, uid });
      }),
    [],
  );

  const requestFix = useCallback(
    (file: File, fixes: FixKind[], opts: CheckOptions) =>
      new Promise<FixOutcome>((resolve, reject) => {
        const requestId = ++fixSeq.current;
        fixPending.current.set(requestId, { resolve, reject });
        workerRef.current?.postMessage({ type: 'fix', requestId, file, fixes, options: opts });
      }),
    [],
  );

  const requestTracesPreview = useCallback(
    (file: File, opts: CheckOptions) =>
      new Promise<TracesPreviewOutcome>((resolve, reject) => {
        const requestId = ++fixSeq.current;
        previewPending.current.set(requestId, { resolve, reject });
        workerRef.current?.postMessage({ type: 'tracesPreview', requestId, file, options: opts });
      }),
    [],
  );

  return { state, requestFeature, requestFix, requestTracesPreview };
}
