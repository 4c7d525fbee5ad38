/** The supplier's name (a link to its page), turned into a form while it is renamed; Escape or Cancel leaves it unchanged. */
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { describeError } from '@/lib/api/errors.ts';
import { supplierPageLink } from '@/lib/routing/supplier-link.ts';
import type { SupplierActions } from '../lib/use-supplier-actions.ts';
import type { SupplierRow } from '../lib/supplier-rows.ts';
import { inputClass } from './input-class.ts';

export function RenameSupplierForm({
  row,
  actions: { renaming, setRenaming, rename },
}: {
  row: SupplierRow;
  actions: SupplierActions;
}) {
  const t = useIntl().formatMessage;
  // The name opens the supplier's own page (its review).
  if (renaming?.id !== row.id)
    return (
      <Link {...supplierPageLink(row.id)} className="text-sky-900 underline">
        {row.name}
      </Link>
    );
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (renaming.name.trim()) rename.mutate({ id: row.id, name: renaming.name.trim() });
      }}
    >
      <label className="sr-only" htmlFor={`rename-${row.id}`}>
        {t({ id: 'suppliers.rename.label' }, { name: row.name })}
      </label>
      <input
        id={`rename-${row.id}`}
        value={renaming.name}
        onChange={(e) => setRenaming({ id: row.id, name: e.target.value })}
        onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
        className={inputClass}
        maxLength={200}
      />
      <button
        type="submit"
        disabled={rename.isPending}
        className="rounded-md bg-sky-800 px-2 py-1 text-xs font-medium text-white"
      >
        {t({ id: 'suppliers.rename.save' })}
      </button>
      <button
        type="button"
        onClick={() => setRenaming(null)}
        className="rounded-md border border-slate-300 px-2 py-1 text-xs"
      >
        {t({ id: 'suppliers.cancel' })}
      </button>
      {rename.error ? (
        <span role="alert" className="basis-full text-xs font-normal text-red-800">
          {describeError(rename.error)}
        </span>
      ) : null}
    </form>
  );
}
