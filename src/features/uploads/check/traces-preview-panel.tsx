/**
 * "What TRACES will do to this file": before upload, the changes the EU system makes without saying so,
 * per plot (positions cut to 6 decimals, outlines that break or lose area, points taken as 4 ha, text Areas
 * read as 0), plots whose outline changes highlighted and listed first. Worked out in the checking worker.
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

function Outcome({ outcome, fileName }: { outcome: TracesPreviewOutcome; fileName: string }) {
  const o = outcome;
  return (
    <>
      <p className="text-sm text-slate-700">
        TRACES changes {o.changed.toLocaleString('en')} of {o.plotCount.toLocaleString('en')} plots without
        telling you
        {o.shapeChanges ? (
          <>
            ; <strong className="text-red-900">{o.shapeChanges.toLocaleString('en')} change shape</strong>{' '}
            (highlighted: fix them before uploading)
          </>
        ) : null}
        {o.pointsAssumed4ha ? `; ${o.pointsAssumed4ha.toLocaleString('en')} points are taken as 4 ha` : ''}
        {o.areasReadAsZero ? `; ${o.areasReadAsZero.toLocaleString('en')} text Areas are read as 0 ha` : ''}.
      </p>
      <table className="w-full text-sm" aria-label={`Plots TRACES changes in ${fileName}`}>
        <thead>
          <tr className="text-left text-slate-700">
            <th className="pr-3">Plot</th>
            <th>What TRACES does</th>
          </tr>
        </thead>
        <tbody>
          {o.plots.map((p) => (
            <tr key={p.index} className={p.shapeChanges ? 'bg-amber-50 font-medium text-amber-950' : ''}>
              <th scope="row" className="pr-3 text-left font-normal">
                {p.shapeChanges ? <span aria-label="shape changes">⚠ </span> : null}
                Plot {p.index}
                {p.name ? ` (“${p.name}”)` : ''}
              </th>
              <td>{p.changes.map((c) => c.message).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {o.omitted > 0 ? (
        <p className="text-sm text-slate-700">…and {o.omitted.toLocaleString('en')} more plots.</p>
      ) : null}
    </>
  );
}
