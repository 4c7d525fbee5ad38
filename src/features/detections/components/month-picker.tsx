/** Year and month of the export: from January 2016 to this month; future months cannot be chosen. */
import { useId } from 'react';
import { isFutureMonth, MONTH_NAMES, yearsUpTo, type YearMonth } from '../lib/month.ts';

export function MonthPicker({
  value,
  now,
  onChange,
}: {
  value: YearMonth;
  now: Date;
  onChange: (next: YearMonth) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Month of detections</legend>
      <div>
        <label htmlFor={`${id}-year`} className="block text-sm font-medium text-slate-800">
          Year
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
          className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
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
          Month
        </label>
        <select
          id={`${id}-month`}
          value={value.month}
          onChange={(e) => onChange({ year: value.year, month: Number(e.target.value) })}
          className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        >
          {MONTH_NAMES.map((name, i) => {
            const future = isFutureMonth({ year: value.year, month: i + 1 }, now);
            return (
              <option key={name} value={i + 1} disabled={future}>
                {name}
                {future ? ' (not yet)' : ''}
              </option>
            );
          })}
        </select>
      </div>
    </fieldset>
  );
}
