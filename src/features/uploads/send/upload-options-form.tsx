/**
 * The start options, each explained, with the contract's rules enforced as the person changes them:
 * match on name turns duplicate geometries on. The default name field is ProductionPlace, which for a
 * mapped file holds the name the person chose in the mapping step, so matching uses that name.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatCount } from '@/lib/format/numbers.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { DEFAULT_NAME_FIELD, normaliseOptions, type UploadOptions } from '../shared/start-options.ts';

const DIMMED = 'opacity-70';

function Check({
  checked,
  disabled,
  onChange,
  title,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <label className={`flex gap-3 ${disabled ? DIMMED : ''}`}>
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 accent-emerald-700"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <span className="block font-medium text-slate-800">{title}</span>
        <span className="block text-sm text-slate-600">{children}</span>
      </span>
    </label>
  );
}

export function UploadOptionsForm({
  options,
  onChange,
  propertyNames,
  repeatedNames = [],
  mappedNameFields = [],
}: {
  options: UploadOptions;
  onChange: (o: UploadOptions) => void;
  propertyNames: string[];
  /** Names that repeat in the mapped files: said before matching on name is chosen. */
  repeatedNames?: { value: string; count: number }[];
  /** The fields the mapping step wrote into ProductionPlace, one per mapped file (repeats allowed). */
  mappedNameFields?: string[];
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const id = useId();
  const set = (change: Partial<UploadOptions>) => onChange(normaliseOptions({ ...options, ...change }));
  const names = propertyNames.filter((n) => n !== DEFAULT_NAME_FIELD);
  const mapped = [...new Set(mappedNameFields)];
  const defaultLabel = mapped.length
    ? t({ id: 'uploads.options.name-default-mapped' }, { fields: mapped.join(', ') })
    : t({ id: 'uploads.options.name-default' });
  const matchedField = options.designatedNameField || DEFAULT_NAME_FIELD;
  return (
    // min-w-0: a fieldset is at least as wide as its widest content by default, and a long mapped name
    // in the select below made the page 418 px wide on a 390 px phone.
    <fieldset className="min-w-0 space-y-3">
      <legend className="font-semibold text-slate-900">{t({ id: 'uploads.options.legend' })}</legend>
      <div>
        <label htmlFor={`${id}-name`} className="block font-medium text-slate-800">
          {t({ id: 'uploads.options.name-field' })}
        </label>
        <select
          id={`${id}-name`}
          value={options.designatedNameField}
          onChange={(e) => set({ designatedNameField: e.target.value })}
          className="mt-1 max-w-full rounded-md border border-slate-300 px-2 py-1.5"
          aria-describedby={`${id}-name-hint`}
        >
          <option value="">{defaultLabel}</option>
          {names.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
          {options.designatedNameField && !names.includes(options.designatedNameField) ? (
            <option value={options.designatedNameField}>{options.designatedNameField}</option>
          ) : null}
        </select>
        <p id={`${id}-name-hint`} className="text-sm text-slate-600">
          {t({ id: 'uploads.options.name-hint' })}
        </p>
      </div>
      <Check
        title={t({ id: 'uploads.options.match' })}
        checked={options.shouldMatchOnName}
        onChange={(v) => set({ shouldMatchOnName: v })}
      >
        {t({ id: 'uploads.options.match-hint' }, { field: matchedField })}
        {repeatedNames.length && !options.designatedNameField ? (
          <span className="mt-1 block text-amber-900">
            {t(
              { id: 'uploads.options.names-repeat' },
              {
                list: repeatedNames.map((r) => `“${r.value}” ×${formatCount(r.count, locale)}`).join(', '),
              },
            )}
          </span>
        ) : null}
      </Check>
      <Check
        title={t({ id: 'uploads.options.duplicates' })}
        checked={options.allowDuplicateGeometries}
        disabled={options.shouldMatchOnName}
        onChange={(v) => set({ allowDuplicateGeometries: v })}
      >
        {t({
          id: options.shouldMatchOnName
            ? 'uploads.options.duplicates-forced'
            : 'uploads.options.duplicates-hint',
        })}
      </Check>
      <Check
        title={t({ id: 'uploads.options.traces' })}
        checked={options.validateForTraces}
        onChange={(v) => set({ validateForTraces: v })}
      >
        {t({ id: 'uploads.options.traces-hint' })}
      </Check>
      <Check
        title={t({ id: 'uploads.options.overwrite' })}
        checked={options.overwrite}
        onChange={(v) => set({ overwrite: v })}
      >
        {t({ id: 'uploads.options.overwrite-hint' })}
      </Check>
    </fieldset>
  );
}
