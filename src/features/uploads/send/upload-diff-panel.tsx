/**
 * "What this upload will do", before anything is sent: the checked plots compared with the supplier's
 * current plots under the chosen mode (append, match on name, overwrite; core/upload-diff): new, already
 * there, changed (area change), inside or overlapping a plot of the supplier, and the plots overwrite
 * removes. Plots already there can be left out: their files are written again without them
 * (leave-out.ts) and checked again, so what is PUT does not hold them. Plot names are shown as text.
 */
import { useMemo, useState, type ReactNode } from 'react';
import {
  DIFF_KINDS,
  type DiffKind,
  type DiffPlot,
  type ExistingRef,
  type UploadDiff,
  type UploadMode,
} from '@core/upload-diff/index.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import type { PreviewCollection } from '../check/check-protocol.ts';
import type { CheckStage } from '../check/use-check-stage.ts';
import type { UploadTarget } from '../shared/use-upload-target.ts';
import { withoutFeatures } from './leave-out.ts';
import { filePlotsOf } from './file-plots.ts';
import { useUploadDiff } from './use-upload-diff.ts';

const LISTED = 50;
const EMPTY_PREVIEW: PreviewCollection = { type: 'FeatureCollection', features: [] };

const KIND_TITLES: Record<DiffKind, string> = {
  new: 'New plots',
  identical: 'Already there (same boundary)',
  changed: 'Changed (same name, new boundary)',
  inside: 'New, inside a plot already there',
  overlapping: 'New, overlapping a plot already there',
};

const modeText = (mode: UploadMode, supplier: string, existing: number): string => {
  const plots = `${existing.toLocaleString('en')} plot${existing === 1 ? '' : 's'}`;
  if (mode.overwrite)
    return `Overwrite${mode.matchOnName ? ', matching on name' : ''}: the files replace ${supplier}’s ${plots}.`;
  if (mode.matchOnName)
    return `Matching on name: plots named like one of ${supplier}’s ${plots} update it; the others are added.`;
  return `Adding to ${supplier}’s ${plots}: every plot of the files is added.`;
};

const signedHa = (ha: number) => `${ha > 0 ? '+' : ha < 0 ? '−' : '±'}${formatHa(Math.abs(ha))}`;

function plotLabel(p: DiffPlot): string {
  return p.name ?? `Plot ${p.feature + 1}`;
}

function detail(p: DiffPlot): string {
  const other = p.existing ? `“${p.existing.name || p.existing.id}”` : '';
  switch (p.kind) {
    case 'identical':
      return p.existing && p.existing.name !== p.name ? `same boundary as ${other}` : '';
    case 'changed':
      return `${formatHa(p.existing?.areaHa ?? 0)} → ${formatHa(p.areaHa)} (${signedHa(p.areaChangeHa ?? 0)})`;
    case 'inside':
    case 'overlapping':
      return `${p.kind === 'inside' ? 'inside' : 'overlaps'} ${other} by ${formatHa(p.overlapHa ?? 0)} (${Math.round(
        (p.share ?? 0) * 100,
      )} % of the new plot)`;
    default:
      return formatHa(p.areaHa);
  }
}

function KindList({ kind, plots }: { kind: DiffKind; plots: DiffPlot[] }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer">
        {KIND_TITLES[kind]}: {plots.length.toLocaleString('en')}
      </summary>
      <ul className="mt-1 list-disc pl-6" aria-label={KIND_TITLES[kind]}>
        {plots.slice(0, LISTED).map((p) => (
          <li key={p.feature}>
            {plotLabel(p)}
            {detail(p) ? ` — ${detail(p)}` : ''}
          </li>
        ))}
      </ul>
      {plots.length > LISTED ? (
        <p className="pl-6">…and {(plots.length - LISTED).toLocaleString('en')} more.</p>
      ) : null}
    </details>
  );
}

function RemovedList({ removed, count }: { removed: ExistingRef[]; count: number }) {
  return (
    <details className="mt-1" open>
      <summary className="cursor-pointer font-medium text-red-900">
        Removed by overwrite: {count.toLocaleString('en')}
      </summary>
      <ul className="mt-1 list-disc pl-6" aria-label="Removed by overwrite">
        {removed.slice(0, LISTED).map((r) => (
          <li key={r.id}>
            {r.name || r.id} — {formatHa(r.areaHa)}
          </li>
        ))}
      </ul>
      {count > LISTED ? <p className="pl-6">…and {(count - LISTED).toLocaleString('en')} more.</p> : null}
    </details>
  );
}

function LeaveOut({
  diff,
  preview,
  files,
  onReplaceFile,
}: {
  diff: UploadDiff;
  preview: PreviewCollection;
  files: File[];
  onReplaceFile: (original: File, corrected: File) => void;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const n = diff.leaveOut.length;
  const leaveOut = async () => {
    setState({ busy: true, error: null });
    try {
      const { places } = filePlotsOf(preview);
      const byFile = new Map<number, Set<number>>();
      for (const k of diff.leaveOut) {
        const place = places[k];
        if (!place) continue;
        const set = byFile.get(place.fileIndex) ?? new Set<number>();
        set.add(place.index);
        byFile.set(place.fileIndex, set);
      }
      const rewritten: [File, File][] = [];
      for (const [fileIndex, indexes] of byFile) {
        const original = files[fileIndex];
        if (!original) throw new Error('The files changed meanwhile; compare again.');
        rewritten.push([original, (await withoutFeatures(original, indexes)).file]);
      }
      // Replaced only once every file is written: a failure leaves the upload as it was.
      for (const [original, corrected] of rewritten) onReplaceFile(original, corrected);
      setState({ busy: false, error: null });
    } catch (e) {
      setState({ busy: false, error: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <div className="mt-2 space-y-1">
      <p>
        Sent again,{' '}
        {n === 1
          ? 'this plot becomes a second copy'
          : `these ${n.toLocaleString('en')} plots become second copies`}{' '}
        of plots the supplier already has.
      </p>
      <button
        type="button"
        onClick={() => void leaveOut()}
        disabled={state.busy}
        className="rounded-md border border-amber-700 bg-white px-3 py-1.5 font-medium text-amber-900 hover:bg-amber-100 disabled:opacity-50"
      >
        {state.busy
          ? 'Leaving them out…'
          : `Leave out the ${n.toLocaleString('en')} plot${n === 1 ? '' : 's'} already uploaded`}
      </button>
      {state.error ? (
        <p role="alert" className="text-red-800">
          Could not leave them out: {state.error}
        </p>
      ) : null}
    </div>
  );
}

export function UploadDiffPanel({ target, check }: { target: UploadTarget; check: CheckStage }) {
  const { kind, projectId, supplier, options } = target;
  const preview = check.result?.preview ?? EMPTY_PREVIEW;
  const previewTotal = check.result?.previewTotal ?? 0;
  const mode = useMemo(
    () => ({ overwrite: options.overwrite, matchOnName: options.shouldMatchOnName }),
    [options.overwrite, options.shouldMatchOnName],
  );
  const { wanted, loading, error, diff } = useUploadDiff(kind, projectId, preview, supplier, mode);
  if (!wanted) return null;
  const name = supplier.trim();
  const frame = (body: ReactNode) => (
    <section
      aria-labelledby="upload-diff-title"
      className="space-y-1 rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-800"
    >
      <h3 id="upload-diff-title" className="font-semibold text-slate-900">
        What this upload will do
      </h3>
      {body}
    </section>
  );
  if (error)
    return frame(
      <p role="alert" className="text-red-800">
        Could not compare the files with {name}’s plots: {error} The upload itself still works.
      </p>,
    );
  if (loading || !diff)
    return frame(
      <p role="status" className="text-slate-600">
        Comparing the files with {name}’s current plots…
      </p>,
    );
  const by = (k: DiffKind) => diff.plots.filter((p) => p.kind === k);
  const partial = previewTotal > diff.plots.length;
  return frame(
    <div role="status" aria-live="polite">
      <p>{modeText(diff.mode, name, diff.existingCount)}</p>
      {diff.existingCount === 0 && !diff.mode.overwrite ? (
        <p>{name} has no plots in this project yet: every plot of the files is new.</p>
      ) : null}
      <ul className="mt-1" aria-label="What this upload will do, counted">
        {DIFF_KINDS.map((k) =>
          diff.counts[k] ? (
            <li key={k}>
              <KindList kind={k} plots={by(k)} />
            </li>
          ) : null,
        )}
        {diff.mode.overwrite ? (
          <li>
            <RemovedList removed={diff.removed} count={diff.counts.removed} />
          </li>
        ) : null}
      </ul>
      {partial ? (
        <p className="text-amber-900">
          Only the first {diff.plots.length.toLocaleString('en')} of {previewTotal.toLocaleString('en')} plots
          were compared (the preview’s limit).
        </p>
      ) : null}
      {diff.counts.identical > 0 && diff.mode.overwrite ? (
        <p>
          With overwrite, the plots already there are replaced by the same boundaries; left out of the file,
          they would be removed.
        </p>
      ) : null}
      {diff.leaveOut.length > 0 ? (
        <LeaveOut
          diff={diff}
          preview={preview}
          files={check.files}
          onReplaceFile={check.replaceCheckedFile}
        />
      ) : null}
    </div>,
  );
}
