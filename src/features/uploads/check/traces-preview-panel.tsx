/**
 * "What TRACES will do to this file": before upload, the changes the EU system makes without saying so, by
 * kind (outlines that break or lose area first, points taken as 4 ha, text Areas read as 0), each with its
 * plots behind "show all"; positions merely cut to 6 decimals are one count, not a list of every plot.
 * Worked out in the checking worker (run-traces-preview.ts).
 */
import { useEffect, useState } from 'react';
import type { CheckOptions } from '@core/plot-rules/index.ts';
import type { TracesPreviewOutcome } from './run-traces-preview.ts';

export function TracesPreviewPanel({
  file,
  options,
  requestTracesPreview,
}: {
  file: File;
  options: CheckOptions;
  requestTracesPreview: (file: File, options: CheckOptions) => Promise<TracesPreviewOutcome>;
}) {
  const [state, setState] = useState<
    | { status: 'working' }
    | { status: 'done'; outcome: TracesPreviewOutcome }
    | { status: 'error'; message: string }
  >({ status: 'working' });
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    let live = true;
    requestTracesPreview(file, JSON.parse(optionsKey) as CheckOptions).then(
      (outcome) => live && setState({ status: 'done', outcome }),
      (e: Error) => live && setState({ status: 'error', message: e.message }),
    );
    return () => {
      live = false;
    };
  }, [file, optionsKey, requestTracesPreview]);

  const id = `traces-${file.name}`;
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      <h3 id={id} className="font-semibold text-slate-900">
        What TRACES will do to {file.name}
      </h3>
      {state.status === 'working' ? (
        <p role="status" className="text-sm text-slate-600">
          Working out what TRACES changes silently…
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className="text-sm text-red-900">
          Could not work out the TRACES changes: {state.message}
        </p>
      ) : state.outcome.changed === 0 ? (
        <p className="text-sm text-slate-700">
          TRACES stores all {state.outcome.plotCount.toLocaleString('en')} plots as they are.
        </p>
      ) : (
        <Outcome outcome={state.outcome} fileName={file.name} />
      )}
    </section>
  );
}

/** A move in metres as a person reads it: centimetres below a metre. */
const formatShift = (m: number): string =>
  m < 1 ? `${Math.max(1, Math.round(m * 100))} cm` : `${m.toFixed(1)} m`;

function Outcome({ outcome, fileName }: { outcome: TracesPreviewOutcome; fileName: string }) {
  const o = outcome;
  const n = (v: number) => v.toLocaleString('en');
  const shape = o.lines.find((l) => l.code === 'shape-changes');
  return (
    <>
      <p className="text-sm text-slate-700">
        TRACES changes {n(o.changed)} of {n(o.plotCount)} plots without telling you. None of this blocks the
        upload.
        {shape ? (
          <>
            {' '}
            <strong className="text-amber-900">
              {n(shape.plots)} {shape.plots === 1 ? 'outline changes' : 'outlines change'} shape
            </strong>
            : TRACES will keep the changed outline, so check {shape.plots === 1 ? 'it' : 'them'} below.
          </>
        ) : null}
      </p>
      {o.lines.length ? (
        <ul className="space-y-1 text-sm" aria-label={`Changes that matter in ${fileName}`}>
          {o.lines.map((line) => (
            <li
              key={line.code}
              data-kind={line.code}
              className={line.code === 'shape-changes' ? 'rounded bg-amber-50 p-1 text-amber-950' : ''}
            >
              <span className="font-semibold tabular-nums">{n(line.plots)}</span> {line.title}
              <details className="ml-4">
                <summary className="cursor-pointer underline">
                  Show all {n(line.plots)}
                  <span className="sr-only"> {line.title}</span>
                </summary>
                <ul className="list-disc pl-5" aria-label={`Every ${line.title} in ${fileName}`}>
                  {line.items.map((item) => (
                    <li key={item.featureIndex}>
                      Plot {item.featureIndex}
                      {item.featureName ? ` (“${item.featureName}”)` : ''}: {item.message}
                    </li>
                  ))}
                </ul>
                {line.plots > line.items.length ? (
                  <p>…and {n(line.plots - line.items.length)} more plots.</p>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      ) : null}
      {o.onlyTruncated ? (
        <p className="text-sm text-slate-700">
          {n(o.onlyTruncated)} {o.onlyTruncated === 1 ? 'plot only has its' : 'plots only have their'}{' '}
          positions cut to 6 decimals (moved by {formatShift(o.maxShiftM)} at most): nothing to do.
        </p>
      ) : null}
    </>
  );
}
