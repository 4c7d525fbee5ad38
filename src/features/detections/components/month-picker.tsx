/**
 * The months of the export: a year and month from January 2016 to this month (future months cannot be
 * chosen), and optionally an end month for a range of up to MAX_RANGE_MONTHS months.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { monthNames } from '@/lib/format/dates.ts';
import { isFutureMonth, MAX_RANGE_MONTHS, yearsUpTo, type MonthRange, type YearMonth } from '../lib/month.ts';

const selectClass = 'mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm';

function YearMonthSelects({
  value,
  now,
  onChange,
  yearLabel,
  monthLabel,
}: {
  value: YearMonth;
  now: Date;
  onChange: (next: YearMonth) => void;
  yearLabel: string;
  monthLabel: string;
}) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const names = monthNames(intl.locale as Locale);
  return (
    <>
      <div>
        <label htmlFor={`${id}-year`} className="block text-sm font-medium text-slate-800">
          {yearLabel}
        </label>
        <select
          id={`${id}-year`}
          value={value.year}
          onChange={(e) => {
            const year = Number(e.target.value);
            // Moving to this year from a later month of another year: fall back to this month.
            const month = isFutureMonth({ year, month: value.month }, now)
              ? now.getUTCMonth() + 1
              : value.month;
            onChange({ year, month });
          }}
          className={selectClass}
        >
          {yearsUpTo(now).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-month`} className="block text-sm font-medium text-slate-800">
          {monthLabel}
        </label>
        <select
          id={`${id}-month`}
          value={value.month}
          onChange={(e) => onChange({ year: value.year, month: Number(e.target.value) })}
          className={selectClass}
        >
          {names.map((name, i) => {
            const future = isFutureMonth({ year: value.year, month: i + 1 }, now);
            return (
              <option key={name} value={i + 1} disabled={future}>
                {future ? t({ id: 'detections.not-yet' }, { month: name }) : name}
              </option>
            );
          })}
        </select>
      </div>
    </>
  );
}

export function MonthPicker({
  value,
  now,
  onChange,
}: {
  value: Pick<MonthRange, 'from' | 'to'>;
  now: Date;
  /** `to` null: a single month. */
  onChange: (from: YearMonth, to: YearMonth | null) => void;
}) {
  const t = useIntl().formatMessage;
  const single = value.from.year === value.to.year && value.from.month === value.to.month;
  const [ranged, setRanged] = useState(!single);
  const showRange = ranged || !single;
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t({ id: 'detections.months' })}</legend>
      <YearMonthSelects
        value={value.from}
        now={now}
        yearLabel={t({ id: 'detections.year' })}
        monthLabel={t({ id: 'detections.month' })}
        onChange={(from) => onChange(from, showRange ? value.to : null)}
      />
      <label className="flex items-center gap-1.5 pb-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={showRange}
          onChange={(e) => {
            setRanged(e.target.checked);
            if (!e.target.checked) onChange(value.from, null);
          }}
        />
        {t({ id: 'detections.several' }, { max: MAX_RANGE_MONTHS })}
      </label>
      {showRange ? (
        <YearMonthSelects
          value={value.to}
          now={now}
          yearLabel={t({ id: 'detections.until-year' })}
          monthLabel={t({ id: 'detections.until-month' })}
          onChange={(to) => onChange(value.from, to)}
        />
      ) : null}
    </fieldset>
  );
}
