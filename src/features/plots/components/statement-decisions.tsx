/**
 * What the decisions did to an export (issue 50): how many plots were left out because a decision excluded
 * them, how many are held by open items (by kind: "1 plot held: open high-risk item"), how many went in by an
 * approver's override, and each of them under a disclosure. An approver (or admin) may let a held plot in
 * with a reason of at least 10 characters ("Override with a reason…"); anyone else is told who can. Excluded
 * plots offer nothing: no override lets them in. statement-eligibility.ts decides; this only shows it.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { roleAllows, type Role } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { describeError } from '@/lib/api/errors.ts';
import { useRoleName } from '@/lib/session/role-name.ts';
import {
  HOLD_REASONS,
  type HeldPlot,
  type HoldReason,
  type StatementEligibility,
} from '@/lib/review/statement-eligibility.ts';

/** The shortest reason the store takes (core/api/statements.ts). */
const MIN_REASON = 10;

export function StatementDecisions({
  eligibility,
  labelOf,
  projectRole: role,
  onOverride,
}: {
  eligibility: StatementEligibility;
  /** A plot's name as the person reads it (its name and supplier), by id. */
  labelOf: (plotId: string) => string;
  /** The person's role on the project; undefined when unknown (offered, and the server decides). */
  projectRole: Role | null | undefined;
  /** Records an override of the plot's open items; resolves once stored (the export is then prepared again). */
  onOverride: (plot: HeldPlot, reason: string) => Promise<unknown>;
}) {
  const t = useIntl().formatMessage;
  const roleName = useRoleName();
  const { excluded, held, heldGroups, overridden } = eligibility;
  const mayOverride = role === undefined || roleAllows(role, 'approver');
  const reasonText = (r: HoldReason) => t({ id: `plots.decisions.reason.${r}` });
  const leftOut = excluded.length + held.length;
  return (
    <section aria-labelledby="traces-decisions-title" className="mt-3 rounded-md border border-slate-200 p-3">
      <h3 id="traces-decisions-title" className="text-sm font-semibold">
        {t({ id: 'plots.decisions.title' })}
      </h3>
      <ul className="mt-1 space-y-0.5 text-sm">
        {excluded.length ? (
          <li className="text-red-800">
            {t({ id: 'plots.decisions.excluded' }, { count: excluded.length })}
          </li>
        ) : null}
        {heldGroups.map((g) => (
          <li key={g.reasons.join()} className="text-amber-900">
            {t(
              { id: 'plots.decisions.held' },
              { count: g.plots.length, reason: g.reasons.map(reasonText).join(', ') },
            )}
          </li>
        ))}
        {overridden.length ? (
          <li>{t({ id: 'plots.decisions.overridden' }, { count: overridden.length })}</li>
        ) : null}
        {!leftOut && !overridden.length ? <li>{t({ id: 'plots.decisions.all-in' })}</li> : null}
      </ul>
      {held.length && !mayOverride ? (
        <p role="note" className="mt-1 text-xs text-slate-700">
          {role
            ? t({ id: 'plots.decisions.who-can' }, { role: roleName(role) })
            : t({ id: 'plots.decisions.who-can.no-role' })}
        </p>
      ) : null}
      {leftOut || overridden.length ? (
        <details className="mt-1 text-sm" open={held.length > 0 && held.length <= 5}>
          <summary className="cursor-pointer underline">
            {t({ id: 'plots.decisions.show' }, { count: leftOut + overridden.length })}
          </summary>
          <ul
            className="mt-1 max-h-64 space-y-1 overflow-auto"
            aria-label={t({ id: 'plots.decisions.list' })}
          >
            {excluded.map((p) => (
              <li key={p.plotId}>
                <span className="font-medium">{labelOf(p.plotId)}</span>:{' '}
                {t({ id: 'plots.decisions.plot-excluded' })}
              </li>
            ))}
            {held.map((p) => (
              <HeldRow
                key={p.plotId}
                plot={p}
                label={labelOf(p.plotId)}
                reasons={HOLD_REASONS.filter((r) => p.uncovered.some((i) => i.reason === r))
                  .map(reasonText)
                  .join(', ')}
                asked={p.uncovered.some((i) => i.state === 'needs-information')}
                mayOverride={mayOverride}
                onOverride={onOverride}
              />
            ))}
            {overridden.map((p) => (
              <li key={p.plotId}>
                <span className="font-medium">{labelOf(p.plotId)}</span>:{' '}
                {t(
                  { id: 'plots.decisions.plot-overridden' },
                  {
                    who: p.overrides[0]?.overriddenBy ?? '',
                    reason: p.overrides[0]?.reason ?? '',
                  },
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function HeldRow({
  plot,
  label,
  reasons,
  asked,
  mayOverride,
  onOverride,
}: {
  plot: HeldPlot;
  label: string;
  reasons: string;
  asked: boolean;
  mayOverride: boolean;
  onOverride: (plot: HeldPlot, reason: string) => Promise<unknown>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [tooShort, setTooShort] = useState(false);
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < MIN_REASON) {
      setTooShort(true);
      area.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onOverride(plot, reason.trim());
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <span className="font-medium">{label}</span>:{' '}
      {t({ id: 'plots.decisions.plot-held' }, { reasons, asked: asked ? 'yes' : 'no' })}
      {mayOverride && !open ? (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => area.current?.focus());
          }}
          className="ml-2 rounded border border-slate-400 px-2 py-0.5 text-xs hover:bg-slate-100"
          aria-label={t({ id: 'plots.decisions.override.of' }, { plot: label })}
        >
          {t({ id: 'plots.decisions.override' })}
        </button>
      ) : null}
      {open ? (
        <form
          onSubmit={(e) => void submit(e)}
          className="mt-1 rounded border border-slate-200 bg-slate-50 p-2"
          aria-label={t({ id: 'plots.decisions.override.form' }, { plot: label })}
        >
          <label htmlFor={id} className="block text-xs font-medium">
            {t({ id: 'plots.decisions.override.reason' })}
          </label>
          <textarea
            id={id}
            ref={area}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim().length >= MIN_REASON) setTooShort(false);
            }}
            rows={2}
            maxLength={4000}
            aria-invalid={tooShort}
            aria-describedby={`${id}-hint`}
            className="mt-0.5 w-full rounded border border-slate-300 px-2 py-1 text-sm"
          />
          <p id={`${id}-hint`} className={`text-xs ${tooShort ? 'text-red-800' : 'text-slate-600'}`}>
            {t({ id: 'plots.decisions.override.hint' }, { min: MIN_REASON, keys: plot.openItems.length })}
          </p>
          {error ? (
            <p role="alert" className="text-xs text-red-800">
              {t(
                { id: 'plots.decisions.override.failed' },
                { reason: describeError(error, intl.locale as Locale) },
              )}
            </p>
          ) : null}
          <div className="mt-1 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setError(null);
              }}
              className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100"
            >
              {t({ id: 'plots.decisions.override.cancel' })}
            </button>
            <button
              type="submit"
              disabled={busy}
              className="rounded bg-emerald-800 px-2 py-0.5 text-xs font-medium text-white hover:bg-emerald-900 disabled:bg-slate-400"
            >
              {busy
                ? t({ id: 'plots.decisions.override.saving' })
                : t({ id: 'plots.decisions.override.save' })}
            </button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
