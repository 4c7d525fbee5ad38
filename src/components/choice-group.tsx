/**
 * A set of radio buttons under a legend: one choice of a few words (a verdict, a risk conclusion). The
 * labels come in already worded; the group owns only the markup every such choice shares.
 */
import type { ReactNode } from 'react';

export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labelOf,
  stacked = false,
}: {
  legend: ReactNode;
  /** The radios' shared name (unique on the page: a useId()). */
  name: string;
  options: readonly T[];
  /** '' while nothing is chosen. */
  value: T | '';
  onChange: (value: T) => void;
  labelOf: (option: T) => ReactNode;
  /** One choice per line (longer labels), instead of side by side. */
  stacked?: boolean;
}) {
  return (
    <fieldset>
      <legend className="font-medium text-slate-800">{legend}</legend>
      <div className={stacked ? 'mt-1 flex flex-col gap-1' : 'mt-1 flex flex-wrap gap-x-4 gap-y-1'}>
        {options.map((option) => (
          <label key={option} className="flex items-center gap-1.5">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
