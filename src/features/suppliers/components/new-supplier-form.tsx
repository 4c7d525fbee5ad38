/** The "New supplier" form in the page header; empties itself once the supplier is created. */
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SupplierActions } from '../lib/use-supplier-actions.ts';
import { inputClass } from './input-class.ts';

export function NewSupplierForm({ create }: { create: SupplierActions['create'] }) {
  const t = useIntl().formatMessage;
  const [name, setName] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-2"
      aria-label={t({ id: 'suppliers.new' })}
    >
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'suppliers.new.name' })}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={`${inputClass} ml-2`}
          maxLength={200}
        />
      </label>
      <button
        type="submit"
        disabled={!name.trim() || create.isPending}
        className="rounded-md bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 disabled:bg-slate-400"
      >
        {t({ id: create.isPending ? 'suppliers.new.creating' : 'suppliers.new.create' })}
      </button>
    </form>
  );
}
