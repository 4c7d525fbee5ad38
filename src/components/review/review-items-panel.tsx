/**
 * Review items with their state, a checkbox each (native, so keyboard and screen readers work as usual), a
 * "select all" and the verdict form for the selection. "Needs attention" lists the items without a decision
 * and empties as decisions are recorded; decided items can be shown too, with their current verdict.
 * Used by the supplier page and the plot page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { VERDICT_LABELS, type DecideRequest, type Decision } from '@core/api/review.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
import { RISK_STYLE } from '@/lib/risk/risk-classes.ts';
import { DecisionForm } from './decision-form.tsx';

/** Rows drawn at once; "Show more" adds as many. Selection covers every item, drawn or not. */
const PAGE = 100;

const pct = (share: number | undefined) => `${Math.round((share ?? 0) * 100)}%`;

export function describeItem(item: ReviewItem): string {
  const other = `${item.otherPlotName ?? item.otherPlotId} (${item.otherSupplier})`;
  switch (item.kind) {
    case 'risk':
      return `Assessed risk (service): ${RISK_STYLE[item.risk].label}`;
    case 'inside-another':
      return `Inside ${other}: ${pct(item.share)} of this plot covered`;
    default:
      return `Overlaps ${other} by ${formatHa(item.overlapHa ?? 0)} (${pct(item.share)} of this plot)`;
  }
}

const KIND_LABEL = {
  risk: 'At risk',
  'double-claim': 'Double claim',
  'inside-another': 'Inside another plot',
};

export function ReviewItemsPanel({
  items,
  decisions,
  onDecide,
  pending,
  error,
  showPlot = true,
}: {
  items: readonly ReviewItem[];
  decisions: ReadonlyMap<string, Decision>;
  /** Records the verdict for the items; resolves once the server stored it. */
  onDecide: (items: ReviewItem[], body: Omit<DecideRequest, 'items'>) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  /** Name each item's plot with a link (the supplier page); the plot page leaves it out. */
  showPlot?: boolean;
}) {
  const [showDecided, setShowDecided] = useState(false);
  const [shownCount, setShownCount] = useState(PAGE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const open = useMemo(() => items.filter((i) => !decisions.has(i.key)), [items, decisions]);
  const listed = showDecided ? items : open;
  // A selection never outlives its items (decided and hidden, or gone with a new scan).
  const chosen = useMemo(() => listed.filter((i) => selected.has(i.key)), [listed, selected]);
  const allChosen = listed.length > 0 && chosen.length === listed.length;
  // "Select all" shows a partial selection as mixed (screen readers say so), as a native box can only by script.
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = chosen.length > 0 && !allChosen;
  }, [chosen.length, allChosen]);
  const toggle = (key: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div>
        <p role="status" className="text-sm text-slate-700">
          {open.length
            ? `${formatCount(open.length)} of ${formatCount(items.length)} review items need attention.`
            : items.length
              ? `All ${formatCount(items.length)} review items have a decision.`
              : 'Nothing to review: no plot at risk, no double claim, no plot inside another.'}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-4 text-sm">
          <label className="flex items-center gap-1.5">
            <input
              ref={allRef}
              type="checkbox"
              checked={allChosen}
              disabled={!listed.length}
              onChange={(e) => setSelected(new Set(e.target.checked ? listed.map((i) => i.key) : []))}
            />
            Select all {formatCount(listed.length)} listed
          </label>
          <label className="flex items-center gap-1.5">
            <input type="checkbox" checked={showDecided} onChange={(e) => setShowDecided(e.target.checked)} />
            Show decided items too
          </label>
        </div>
        {listed.length ? (
          <ul
            aria-label="Review items"
            className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200"
          >
            {listed.slice(0, shownCount).map((item) => {
              const d = decisions.get(item.key);
              return (
                <li key={item.key} className="flex items-start gap-2 px-2 py-1.5 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={selected.has(item.key)}
                    onChange={(e) => toggle(item.key, e.target.checked)}
                    aria-label={`Select ${KIND_LABEL[item.kind]}: ${item.plotName}`}
                  />
                  <div className="min-w-0">
                    <p>
                      <span className="mr-1 rounded bg-slate-100 px-1 text-xs font-medium text-slate-800">
                        {KIND_LABEL[item.kind]}
                      </span>
                      {showPlot ? (
                        <Link
                          to="/plots/$plotId"
                          params={{ plotId: item.plotId }}
                          className="font-medium text-sky-900 underline"
                        >
                          {item.plotName}
                        </Link>
                      ) : null}
                    </p>
                    <p className="text-slate-700">{describeItem(item)}</p>
                    {d ? (
                      <p className="text-slate-600">
                        Decided: <strong>{VERDICT_LABELS[d.verdict]}</strong> by {d.decidedBy} on{' '}
                        {formatDate(d.decidedAt)}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        {listed.length > shownCount ? (
          <button
            type="button"
            onClick={() => setShownCount((n) => n + PAGE)}
            className="mt-2 rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50"
          >
            Show {formatCount(Math.min(PAGE, listed.length - shownCount))} more of{' '}
            {formatCount(listed.length - shownCount)}
          </button>
        ) : null}
      </div>
      <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
        <h3 className="mb-2 font-semibold text-slate-900">Record a verdict</h3>
        <DecisionForm
          count={chosen.length}
          pending={pending}
          error={error}
          onSubmit={(body) => onDecide(chosen, body).then(() => setSelected(new Set()))}
        />
      </div>
    </div>
  );
}
