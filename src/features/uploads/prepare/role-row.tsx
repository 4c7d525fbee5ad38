/**
 * One role of the field mapping step (name, producer, country, area): the field chosen for it among the
 * file's fields, with a sample of what that field holds and what it means for the plots (mapping-words.ts);
 * the area role also asks the unit.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  statsOf,
  TRACES_FIELD,
  type AreaUnit,
  type FileReading,
  type MappingRole,
} from '../model/field-mapping.ts';
import { AREA_UNITS, quoted, roleNotes } from './mapping-words.ts';

export function RoleRow({
  reading,
  role,
  value,
  onChange,
  unit,
}: {
  reading: FileReading;
  role: MappingRole;
  value: string | null;
  onChange: (field: string | null) => void;
  /** The area's unit and its setter (area role only). */
  unit?: { value: AreaUnit; onChange: (u: AreaUnit) => void };
}) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const s = statsOf(reading, value);
  const notes = roleNotes(intl, reading, role, value);
  return (
    <div className="grid gap-1 border-t border-slate-100 py-3 sm:grid-cols-[12rem_1fr]">
      <div>
        <label htmlFor={id} className="block font-medium text-slate-800">
          {t({ id: `mapping.role.${role}` })}
        </label>
        <span className="text-xs text-slate-600">
          {t({ id: 'mapping.fills' }, { field: TRACES_FIELD[role] })}
        </span>
      </div>
      <div className="min-w-0 space-y-1">
        <select
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          aria-describedby={`${id}-sample ${id}-notes`}
          className="w-full max-w-sm rounded-md border border-slate-300 px-2 py-1.5"
        >
          <option value="">
            {t({
              id:
                role === 'country'
                  ? 'mapping.none.country'
                  : role === 'area'
                    ? 'mapping.none.area'
                    : 'mapping.none',
            })}
          </option>
          {reading.fields.map((f) => (
            <option key={f.key} value={f.key}>
              {t(
                { id: 'mapping.field-option' },
                { field: f.key, filled: f.filled, total: reading.featureCount },
              )}
            </option>
          ))}
        </select>
        {unit && value !== null ? (
          <label className="ml-2 inline-flex items-center gap-1 text-sm text-slate-800">
            {t({ id: 'mapping.unit.in' })}
            <select
              aria-label={t({ id: 'mapping.unit.label' }, { field: value })}
              value={unit.value}
              onChange={(e) => unit.onChange(e.target.value as AreaUnit)}
              className="rounded-md border border-slate-300 px-1 py-1"
            >
              {AREA_UNITS.map((u) => (
                <option key={u} value={u}>
                  {t({ id: `mapping.unit.${u}` })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <p id={`${id}-sample`} className="break-words text-sm text-slate-700">
          {s
            ? s.samples.length
              ? t({ id: 'mapping.sample' }, { samples: s.samples.map(quoted).join(', ') })
              : t({ id: 'mapping.sample.empty' })
            : null}
        </p>
        <ul id={`${id}-notes`} className="space-y-0.5 text-sm text-amber-900">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
