/**
 * "What this upload will do", before anything is sent: the checked plots compared with the supplier's
 * current plots under the chosen mode (append, match on name, overwrite; core/upload-diff): new, already
 * there, changed (area change), inside or overlapping a plot of the supplier, and the plots overwrite
 * removes. Plots already there can be left out: their files are written again without them
 * (leave-out.ts) and checked again, so what is PUT does not hold them. Plot names are shown as text.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AppliedFix } from '@core/api/review.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import {
  DIFF_KINDS,
  type DiffKind,
  type DiffPlot,
  type ExistingRef,
  type UploadDiff,
  type UploadMode,
} from '@core/upload-diff/index.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { leftOutFix } from '../check/applied-fixes.ts';
import type { CheckResult, PreviewCollection } from '../check/check-protocol.ts';
import type { UploadTarget } from '../shared/use-upload-target.ts';
import { alreadyThereOf } from './already-there.ts';
import { withoutFeatures } from './leave-out.ts';
import { filePlotsOf } from './file-plots.ts';
import { useUploadDiff } from './use-upload-diff.ts';

const LISTED = 50;
const EMPTY_PREVIEW: PreviewCollection = { type: 'FeatureCollection', features: [] };

type Translate = IntlShape['formatMessage'];

const KIND_TITLES: Record<DiffKind, MessageKey> = {
  new: 'uploads.diff.new',
  identical: 'uploads.diff.identical',
  changed: 'uploads.diff.changed',
  inside: 'uploads.diff.inside',
  overlapping: 'uploads.diff.overlapping',
};

const modeText = (t: Translate, mode: UploadMode, supplier: string, existing: number): string =>
  t(
    {
      id: mode.overwrite
        ? 'uploads.diff.mode.overwrite'
        : mode.matchOnName
          ? 'uploads.diff.mode.match'
          : 'uploads.diff.mode.append',
    },
    { supplier, count: existing, matching: mode.matchOnName ? 'yes' : 'no' },
  );

const signedHa = (ha: number, locale: Locale) =>
  `${ha > 0 ? '+' : ha < 0 ? '−' : '±'}${formatHa(Math.abs(ha), locale)}`;

function plotLabel(t: Translate, p: DiffPlot): string {
  return p.name ?? t({ id: 'uploads.diff.plot' }, { number: p.feature + 1 });
}

function detail(t: Translate, locale: Locale, p: DiffPlot): string {
  const other = p.existing ? `“${p.existing.name || p.existing.id}”` : '';
  switch (p.kind) {
    case 'identical':
      return p.existing && p.existing.name !== p.name ? t({ id: 'uploads.diff.same-as' }, { other }) : '';
    case 'changed':
      return `${formatHa(p.existing?.areaHa ?? 0, locale)} → ${formatHa(p.areaHa, locale)} (${signedHa(p.areaChangeHa ?? 0, locale)})`;
    case 'inside':
    case 'overlapping':
      return t(
        { id: p.kind === 'inside' ? 'uploads.diff.inside-by' : 'uploads.diff.overlaps-by' },
        { other, area: formatHa(p.overlapHa ?? 0, locale), share: Math.round((p.share ?? 0) * 100) },
      );
    default:
      return formatHa(p.areaHa, locale);
  }
}

function KindList({ kind, plots }: { kind: DiffKind; plots: DiffPlot[] }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const title = t({ id: KIND_TITLES[kind] });
  return (
    <details className="mt-1">
      <summary className="cursor-pointer">
        {t({ id: 'uploads.groups.count' }, { title, count: formatCount(plots.length, locale) })}
      </summary>
      <ul className="mt-1 list-disc pl-6" aria-label={title}>
        {plots.slice(0, LISTED).map((p) => {
          const more = detail(t, locale, p);
          return (
            <li key={p.feature}>
              {plotLabel(t, p)}
              {more ? ` — ${more}` : ''}
            </li>
          );
        })}
      </ul>
      {plots.length > LISTED ? (
        <p className="pl-6">
          {t({ id: 'uploads.groups.more' }, { count: formatCount(plots.length - LISTED, locale) })}
        </p>
      ) : null}
    </details>
  );
}

function RemovedList({ removed, count }: { removed: ExistingRef[]; count: number }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const title = t({ id: 'uploads.diff.removed' });
  return (
    <details className="mt-1" open>
      <summary className="cursor-pointer font-medium text-red-900">
        {t({ id: 'uploads.groups.count' }, { title, count: formatCount(count, locale) })}
      </summary>
      <ul className="mt-1 list-disc pl-6" aria-label={title}>
        {removed.slice(0, LISTED).map((r) => (
          <li key={r.id}>
            {r.name || r.id} — {formatHa(r.areaHa, locale)}
          </li>
        ))}
      </ul>
      {count > LISTED ? (
        <p className="pl-6">
          {t({ id: 'uploads.groups.more' }, { count: formatCount(count - LISTED, locale) })}
        </p>
      ) : null}
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
  onReplaceFile: (original: File, corrected: File, applied: AppliedFix[]) => void;
}) {
  const t = useIntl().formatMessage;
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const n = diff.leaveOut.length;
  const { copies, updates } = alreadyThereOf(diff);
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
      const rewritten: [File, File, AppliedFix[]][] = [];
      for (const [fileIndex, indexes] of byFile) {
        const original = files[fileIndex];
        if (!original) throw new Error(t({ id: 'uploads.diff.files-changed' }));
        // The plots left out change the file sent: the upload's record names them like a fix's.
        rewritten.push([original, (await withoutFeatures(original, indexes)).file, [leftOutFix(indexes)]]);
      }
      // Replaced only once every file is written: a failure leaves the upload as it was.
      for (const [original, corrected, applied] of rewritten) onReplaceFile(original, corrected, applied);
      setState({ busy: false, error: null });
    } catch (e) {
      setState({ busy: false, error: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <div className="mt-2 space-y-1">
      {/* What sending them again would do follows the match option (already-there.ts). */}
      {copies ? <p>{t({ id: 'uploads.diff.second-copies' }, { count: copies })}</p> : null}
      {updates ? <p>{t({ id: 'uploads.diff.same-again' }, { count: updates })}</p> : null}
      <button
        type="button"
        onClick={() => void leaveOut()}
        disabled={state.busy}
        className="rounded-md border border-amber-700 bg-white px-3 py-1.5 font-medium text-amber-900 hover:bg-amber-100 disabled:opacity-50"
      >
        {state.busy
          ? t({ id: 'uploads.diff.leaving-out' })
          : t({ id: 'uploads.diff.leave-out' }, { count: n })}
      </button>
      {state.error ? (
        <p role="alert" className="text-red-800">
          {t({ id: 'uploads.diff.leave-out-failed' }, { reason: state.error })}
        </p>
      ) : null}
    </div>
  );
}

export function UploadDiffPanel({
  target,
  result,
  files,
  onReplaceFile,
}: {
  target: UploadTarget;
  result: CheckResult | null;
  /** The checked files, in the order checked. */
  files: File[];
  onReplaceFile: (original: File, corrected: File, applied: AppliedFix[]) => void;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const { kind, projectId, supplier, options } = target;
  const preview = result?.preview ?? EMPTY_PREVIEW;
  const previewTotal = result?.previewTotal ?? 0;
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
        {t({ id: 'uploads.diff.title' })}
      </h3>
      {body}
    </section>
  );
  if (error)
    return frame(
      <p role="alert" className="text-red-800">
        {t({ id: 'uploads.diff.failed' }, { supplier: name, reason: error })}
      </p>,
    );
  if (loading || !diff)
    return frame(
      <p role="status" className="text-slate-600">
        {t({ id: 'uploads.diff.comparing' }, { supplier: name })}
      </p>,
    );
  const by = (k: DiffKind) => diff.plots.filter((p) => p.kind === k);
  const partial = previewTotal > diff.plots.length;
  return frame(
    <div role="status" aria-live="polite">
      <p>{modeText(t, diff.mode, name, diff.existingCount)}</p>
      {diff.existingCount === 0 && !diff.mode.overwrite ? (
        <p>{t({ id: 'uploads.diff.none-yet' }, { supplier: name })}</p>
      ) : null}
      <ul className="mt-1" aria-label={t({ id: 'uploads.diff.counted' })}>
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
          {t(
            { id: 'uploads.diff.partial' },
            { compared: formatCount(diff.plots.length, locale), total: formatCount(previewTotal, locale) },
          )}
        </p>
      ) : null}
      {diff.counts.identical > 0 && diff.mode.overwrite ? (
        <p>{t({ id: 'uploads.diff.overwrite-identical' })}</p>
      ) : null}
      {diff.leaveOut.length > 0 ? (
        <LeaveOut diff={diff} preview={preview} files={files} onReplaceFile={onReplaceFile} />
      ) : null}
    </div>,
  );
}
