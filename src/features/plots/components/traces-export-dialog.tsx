/**
 * What the TRACES export holds before it is saved: how many plots pass, what the decisions left out and why
 * (statement-decisions.tsx: excluded plots, plots held by open items, plots an approver let in), which ones
 * the rules refuse and why (one line per kind, every plot under "show all"), exact repeats left out, plots
 * without a producer (the file leaves ProducerName out, it never fills one in), what the cut to 6 decimals
 * changed, and the file name(s), split within the Information System's limits when one file would be over
 * them (25 MB in decimal megabytes and 1,000 producers of a commodity, Operator API Reference §10.3). Once saved, whether the file is pinned as an evidence snapshot (evidence-pin.tsx). When the review
 * store cannot be read, TracesExportUnavailable says so and offers nothing to save.
 */
import { useIntl } from 'react-intl';
import type { Role } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { messageIn } from '@core/i18n/messages.ts';
import { plotNumber } from '@core/plot-rules/index.ts';
import { exportParts, isExportRefusal, refusedByKind } from '@core/traces/traces-export.ts';
import { TRACES_LIMITS, formatDecimalMb, partFileName } from '@core/traces/geojson-file.ts';
import { ErrorState } from '@/components/states.tsx';
import type { HeldPlot } from '@/lib/review/statement-eligibility.ts';
import type { Prepared } from './export-panel.tsx';
import { PinStatus, type PinState } from './evidence-pin.tsx';
import { StatementDecisions } from './statement-decisions.tsx';
import { StatementPackageForm } from './statement-package-form.tsx';

/** The review store could not be read: without decisions nothing is offered (a file must never skip them). */
export function TracesExportUnavailable({
  error,
  busy,
  onRetry,
  onCancel,
}: {
  error: unknown;
  busy: boolean;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <div className="p-5">
      <h2 id="traces-export-title" className="text-lg font-semibold">
        {t({ id: 'plots.traces.unavailable' })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t({ id: 'plots.traces.unavailable.why' })}</p>
      <div className="mt-3">
        <ErrorState
          title={t({ id: 'plots.traces.unavailable.store' })}
          error={error}
          onRetry={busy ? undefined : onRetry}
        />
      </div>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
        >
          {t({ id: 'plots.traces.cancel' })}
        </button>
      </div>
    </div>
  );
}

export function TracesExportSummary({
  prepared,
  projectId,
  role,
  busy,
  saved,
  pin,
  onRetryPin,
  onOverride,
  onCattle,
  onSave,
  onCancel,
}: {
  prepared: Prepared;
  projectId: string | null;
  role: Role | null | undefined;
  /** The export is being prepared again (after an override, or the cattle box). */
  busy: boolean;
  /** What was saved, in words, once the person saved the file(s); null before. */
  saved: string | null;
  pin: PinState;
  onRetryPin: () => void;
  onOverride: (plot: HeldPlot, reason: string) => Promise<unknown>;
  onCattle: (on: boolean) => void;
  onSave: (split: boolean) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const { result, scope, base, cattle, eligibility, labels, evidence } = prepared;
  // Decimal megabytes, as the 25 MB limit beside it is meant (§10.3 "25Mb" = 25,000,000 bytes).
  const size = formatDecimalMb(result.totalBytes, locale);
  const n = result.features.length;
  const parts = exportParts(result).length;
  const over = parts > 1;
  const pointRefusals = result.refused.some((r) => r.problems.some((p) => p.code === 'point-over-4-ha'));
  return (
    <div className="p-5">
      <h2 id="traces-export-title" className="text-lg font-semibold">
        {n > 0 ? t({ id: 'plots.traces.ready' }, { count: n }) : t({ id: 'plots.traces.none' })}
      </h2>
      <p className="mt-1 text-sm font-medium">{t({ id: 'plots.traces.from' }, { scope })}</p>
      <p className="mt-1 text-sm text-slate-700">{t({ id: 'plots.traces.how' })}</p>
      <StatementDecisions
        eligibility={eligibility}
        labelOf={(id) => labels.get(id) ?? id}
        projectRole={role}
        onOverride={onOverride}
      />
      <ul className="mt-3 space-y-1 text-sm" aria-label={t({ id: 'plots.traces.summary' })}>
        {result.refused.length > 0 ? (
          <li className="text-red-800">
            {t(
              { id: 'plots.traces.refused' },
              { count: result.refused.length, b: (text) => <strong>{text}</strong> },
            )}
            <ul className="ml-4 list-disc">
              {refusedByKind(result.refused).map((g) => (
                <li key={g.code}>
                  {t(
                    { id: 'plots.traces.kind' },
                    {
                      // The EU's refusals in the reader's language; the rule codes' titles as the rules give them.
                      title: isExportRefusal(g.code) ? t({ id: `plots.traces.refusal.${g.code}` }) : g.title,
                      count: g.plots.length,
                    },
                  )}
                </li>
              ))}
            </ul>
            <details className="mt-1">
              <summary className="cursor-pointer underline">
                {t({ id: 'plots.traces.show-all' }, { count: result.refused.length })}
              </summary>
              <ul className="mt-1 max-h-48 overflow-auto text-xs">
                {result.refused.map((r) => (
                  <li key={r.index}>{r.problems.map((p) => p.message).join(' ')}</li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
        {result.repeats.length > 0 ? (
          <li>{t({ id: 'plots.traces.repeats' }, { count: result.repeats.length })}</li>
        ) : null}
        {result.withoutProducer > 0 ? (
          <li className="text-amber-900">
            {t({ id: 'plots.traces.no-producer' }, { count: result.withoutProducer })}
          </li>
        ) : null}
        {result.withoutCountry > 0 ? (
          <li className="text-amber-900">
            {t({ id: 'plots.traces.no-country' }, { count: result.withoutCountry })}
          </li>
        ) : null}
        {result.cutPlots > 0 ? (
          <li>
            {t(
              { id: 'plots.traces.cut' },
              {
                count: result.cutPlots,
                changed: result.outlineChanged.length,
                // The rule module's own description of each change, after the plot's name.
                examples: [
                  ...result.outlineChanged
                    .slice(0, 3)
                    .map(
                      (c) =>
                        `${c.name ?? t({ id: 'plots.traces.cut.plot' }, { index: plotNumber(c.index) })}: ${messageIn(locale, c)}`,
                    ),
                  ...(result.outlineChanged.length > 3 ? ['…'] : []),
                ].join('; '),
              },
            )}
          </li>
        ) : null}
        {result.pointsAssumed4Ha > 0 ? (
          <li>{t({ id: 'plots.traces.points' }, { count: result.pointsAssumed4Ha })}</li>
        ) : null}
      </ul>
      {pointRefusals || cattle ? (
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={cattle}
            disabled={busy}
            onChange={(e) => onCattle(e.target.checked)}
          />
          {t({ id: 'plots.traces.cattle' })}
        </label>
      ) : null}
      {n > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {over
            ? t(
                { id: 'plots.traces.over' },
                {
                  size,
                  producers: result.producerCount,
                  max: TRACES_LIMITS.maxProducers,
                  parts,
                  first: partFileName(base, 1, parts, 'geojson'),
                },
              )
            : t({ id: 'plots.traces.file' }, { file: `${base}.geojson`, size })}
        </p>
      ) : null}
      {n > 0 ? (
        <StatementPackageForm
          // A new preparation (an override let a plot in) is a new package form, pinned anew.
          key={result.features.length}
          features={result.features}
          base={base}
          evidence={evidence}
          projectId={projectId}
        />
      ) : null}
      {saved ? (
        <p role="status" className="mt-3 text-sm font-medium">
          {saved}
        </p>
      ) : null}
      <PinStatus state={pin} onRetry={onRetryPin} />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
        >
          {saved ? t({ id: 'plots.traces.close' }) : t({ id: 'plots.traces.cancel' })}
        </button>
        {n > 0 && over ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onSave(false)}
            className="rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-100"
          >
            {t({ id: 'plots.traces.one-file' })}
          </button>
        ) : null}
        {n > 0 ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onSave(over)}
            className="rounded-md bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 disabled:bg-slate-400"
          >
            {over ? t({ id: 'plots.traces.download-parts' }, { parts }) : t({ id: 'plots.traces.download' })}
          </button>
        ) : null}
      </div>
    </div>
  );
}
