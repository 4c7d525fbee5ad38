/**
 * Review items with their state, a checkbox each (native, so keyboard and screen readers work as usual), a
 * "select all" and the verdict form for the selection. "Needs attention" lists the items without a decision
 * and those waiting for information (labelled so: only cleared and excluded settle an item), and empties as
 * they are settled; settled items can be shown too, with their current verdict. A `plot` item (the plot as a
 * whole, the plot page's) is always listed and never counted as needing attention: any plot can be decided on.
 * Used by the supplier page and the plot page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { DecideRequest, Decision } from '@core/api/review.ts';
import { roleAllows } from '@core/api/team.ts';
import { currentLocale, type Locale } from '@core/i18n/locales.ts';
import { msg, render } from '@core/i18n/messages.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { countryName, formatCount, formatPercent } from '@/lib/format/numbers.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
import { isSettled } from '@core/review/review-decisions.ts';
import { NEAR_M } from '@core/review/review-signals.ts';
import { useRoleName } from '@/lib/session/role-name.ts';
import { useProjectRole } from '@/lib/session/use-session.ts';
import { DecisionForm } from './decision-form.tsx';

/**
 * Rows drawn at once; "Show more" adds as many. Selection covers every item, drawn or not. Fifty fill more
 * than a screen; a hundred doubled the task that draws the list after a supplier's figures, the last step
 * before the supplier page is ready (bench/supplier-page.ts).
 */
export const REVIEW_PAGE_ROWS = 50;

/** A distance in metres, as a unit the locale writes ("500 m"). */
const formatDistance = (metres: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(metres);

/** A share as a whole percentage in `locale`: "12%" (en), "12 %" (fr). */
const pct = (share: number | undefined, locale: Locale) => formatPercent(share ?? 0, 0, locale);

/** What an item is about, in one line, in `locale` (the page's language by default). */
export function describeItem(item: ReviewItem, locale: Locale = currentLocale()): string {
  const other = render(
    locale,
    msg('review.item.other', {
      name: item.otherPlotName ?? item.otherPlotId ?? '',
      supplier: item.otherSupplier ?? '',
    }),
  );
  switch (item.kind) {
    case 'risk':
      return render(locale, msg('review.item.risk', { risk: msg(`risk-class.${item.risk}`) }));
    case 'protected-area':
      return render(
        locale,
        msg('review.item.protected', {
          protected: formatHa(item.protectedHa ?? 0, locale),
          indigenous: formatHa(item.indigenousHa ?? 0, locale),
        }),
      );
    case 'deforestation':
      return item.detection
        ? render(
            locale,
            msg('review.item.detection', {
              touches: item.detection.touches ? 'yes' : 'no',
              distance: formatDistance(NEAR_M, locale),
              date: formatDate(item.detection.date, locale),
              area: item.detection.areaHa === null ? '—' : formatHa(item.detection.areaHa, locale),
              id: item.signalId ?? '',
            }),
          )
        : render(
            locale,
            msg('review.item.deforestation', { area: formatHa(item.deforestedHa ?? 0, locale) }),
          );
    case 'high-risk-country':
      return render(locale, msg('review.item.country', { country: countryName(item.country ?? '', locale) }));
    case 'traces-refused':
      return render(locale, msg('review.item.traces'));
    case 'plot':
      return render(locale, msg('review.item.plot'));
    case 'inside-another':
      return render(locale, msg('review.item.inside', { other, share: pct(item.share, locale) }));
    default:
      return render(
        locale,
        msg('review.item.overlap', {
          other,
          area: formatHa(item.overlapHa ?? 0, locale),
          share: pct(item.share, locale),
        }),
      );
  }
}

export function ReviewItemsPanel({
  items,
  decisions,
  onDecide,
  pending,
  error,
  showPlot = true,
  projectId,
}: {
  items: readonly ReviewItem[];
  decisions: ReadonlyMap<string, Decision>;
  /** Records the verdict for the items; resolves once the server stored it. */
  onDecide: (items: ReviewItem[], body: Omit<DecideRequest, 'items'>) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  /** Name each item's plot with a link (the supplier page); the plot page leaves it out. */
  showPlot?: boolean;
  /** The project the items belong to: the person's role on it decides whether the form is offered. */
  projectId?: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const count = (n: number) => formatCount(n, locale);
  const role = useProjectRole(projectId);
  const roleName = useRoleName();
  // Unknown (no session read): offered, and the server decides. Known and below reviewer: said instead of a
  // form the server would refuse.
  const mayDecide = role === undefined || roleAllows(role, 'reviewer');
  const [showDecided, setShowDecided] = useState(false);
  const [shownCount, setShownCount] = useState(REVIEW_PAGE_ROWS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The signals; the plot-as-a-whole item is offered beside them, never counted among them.
  const signals = useMemo(() => items.filter((i) => i.kind !== 'plot'), [items]);
  const wholePlot = useMemo(() => items.filter((i) => i.kind === 'plot'), [items]);
  const open = useMemo(() => signals.filter((i) => !isSettled(decisions.get(i.key))), [signals, decisions]);
  const waiting = open.filter((i) => decisions.has(i.key)).length;
  const listed = useMemo(
    () => (showDecided ? signals : open).concat(wholePlot),
    [showDecided, signals, open, wholePlot],
  );
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
            ? t(
                { id: waiting ? 'review.attention.waiting' : 'review.attention' },
                { open: count(open.length), total: count(signals.length), waiting: count(waiting) },
              )
            : signals.length
              ? t({ id: 'review.all-decided' }, { total: count(signals.length) })
              : t({ id: 'review.nothing' })}
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
            {t({ id: 'review.select-all' }, { count: count(listed.length) })}
          </label>
          <label className="flex items-center gap-1.5">
            <input type="checkbox" checked={showDecided} onChange={(e) => setShowDecided(e.target.checked)} />
            {t({ id: 'review.show-decided' })}
          </label>
        </div>
        {listed.length ? (
          <ul
            aria-label={t({ id: 'review.items' })}
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
                    aria-label={t(
                      { id: 'review.select-item' },
                      { kind: t({ id: `review.kind.${item.kind}` }), plot: item.plotName },
                    )}
                  />
                  <div className="min-w-0">
                    <p>
                      <span className="mr-1 rounded bg-slate-100 px-1 text-xs font-medium text-slate-800">
                        {t({ id: `review.kind.${item.kind}` })}
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
                    <p className="text-slate-700">{describeItem(item, locale)}</p>
                    {d?.verdict === 'needs-information' ? (
                      <p className="font-medium text-amber-900">{t({ id: 'review.waiting' })}</p>
                    ) : null}
                    {d ? (
                      <p className="text-slate-600">
                        {t(
                          { id: 'review.decided' },
                          {
                            verdict: t({ id: `review.verdict.${d.verdict}` }),
                            who: d.decidedBy,
                            date: formatDate(d.decidedAt, locale),
                            b: (chunks) => <strong>{chunks}</strong>,
                          },
                        )}
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
            onClick={() => setShownCount((n) => n + REVIEW_PAGE_ROWS)}
            className="mt-2 rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50"
          >
            {t(
              { id: 'review.show-more' },
              {
                count: count(Math.min(REVIEW_PAGE_ROWS, listed.length - shownCount)),
                left: count(listed.length - shownCount),
              },
            )}
          </button>
        ) : null}
      </div>
      <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
        <h3 className="mb-2 font-semibold text-slate-900">{t({ id: 'review.form' })}</h3>
        {!mayDecide ? (
          <p role="note" className="text-sm text-slate-700">
            {role
              ? t({ id: 'auth.review.below' }, { role: roleName(role) })
              : t({ id: 'auth.review.no-role' })}
          </p>
        ) : (
          <DecisionForm
            count={chosen.length}
            pending={pending}
            error={error}
            onSubmit={(body) => onDecide(chosen, body).then(() => setSelected(new Set()))}
          />
        )}
      </div>
    </div>
  );
}
