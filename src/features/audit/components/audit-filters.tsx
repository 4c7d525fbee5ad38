/**
 * The log's filters: who, what kind, which plot or supplier, and from which day to which. Edited as a draft
 * and applied together, so typing a plot id does not ask the server for every letter; applying puts them in
 * the URL (the page reads them from there).
 */
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AUDIT_KINDS } from '@core/api/audit.ts';
import { auditSearchSchema, type AuditSearch } from '../lib/audit-search.ts';
import { KIND_KEYS } from '../lib/kind-keys.ts';
import { buttonClass, inputClass, primaryClass } from './styles.ts';

interface Draft {
  personId: string;
  kind: string;
  plotId: string;
  supplierId: string;
  from: string;
  to: string;
}

const draftOf = (s: AuditSearch): Draft => ({
  personId: s.personId ?? '',
  kind: s.kind ?? '',
  plotId: s.plotId ?? '',
  supplierId: s.supplierId ?? '',
  from: s.from ?? '',
  to: s.to ?? '',
});

const EMPTY: AuditSearch = {
  personId: undefined,
  kind: undefined,
  plotId: undefined,
  supplierId: undefined,
  from: undefined,
  to: undefined,
};

export function AuditFiltersForm({
  search,
  people,
  onApply,
}: {
  search: AuditSearch;
  people: readonly { id: string; name: string }[];
  onApply: (next: AuditSearch) => void;
}) {
  const t = useIntl().formatMessage;
  const [draft, setDraft] = useState(() => draftOf(search));
  const set = (field: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));
  const filtered = Object.values(draftOf(search)).some(Boolean);
  // A person filtered on in a shared link stays choosable even when the people list says nothing of them.
  const choices =
    search.personId && !people.some((p) => p.id === search.personId)
      ? [...people, { id: search.personId, name: search.personId }]
      : people;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The same rules as a link's: anything malformed is dropped, an empty field means no filter.
    onApply({ ...EMPTY, ...auditSearchSchema.parse(draft) });
  };

  return (
    <form
      aria-label={t({ id: 'audit.filters' })}
      onSubmit={submit}
      className="mb-4 grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'audit.filter.person' })}
        <select className={inputClass} value={draft.personId} onChange={set('personId')}>
          <option value="">{t({ id: 'audit.filter.person.any' })}</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'audit.filter.kind' })}
        <select className={inputClass} value={draft.kind} onChange={set('kind')}>
          <option value="">{t({ id: 'audit.filter.kind.any' })}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t({ id: KIND_KEYS[kind] })}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'audit.filter.plot' })}
        <input className={inputClass} value={draft.plotId} onChange={set('plotId')} autoComplete="off" />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'audit.filter.supplier' })}
        <input
          className={inputClass}
          value={draft.supplierId}
          onChange={set('supplierId')}
          autoComplete="off"
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'audit.filter.from' })}
        <input type="date" className={inputClass} value={draft.from} onChange={set('from')} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'audit.filter.to' })}
        <input type="date" className={inputClass} value={draft.to} onChange={set('to')} />
      </label>
      <p className="text-xs text-slate-600 sm:col-span-2 lg:col-span-3">{t({ id: 'audit.filter.utc' })}</p>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={primaryClass}>
          {t({ id: 'audit.filter.apply' })}
        </button>
        {filtered ? (
          <button type="button" className={buttonClass} onClick={() => onApply(EMPTY)}>
            {t({ id: 'audit.filter.clear' })}
          </button>
        ) : null}
      </div>
    </form>
  );
}
