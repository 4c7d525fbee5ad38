/** Pick an existing supplier or type a new name; says which it is and how many plots the supplier has. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Supplier } from '@core/api/schemas.ts';
import { sameSupplierName } from '@core/api/supplier-names.ts';

export function SupplierPicker({
  value,
  onChange,
  suppliers,
  loading,
  error,
}: {
  value: string;
  onChange: (name: string) => void;
  suppliers: Supplier[];
  loading: boolean;
  error: string | null;
}) {
  const t = useIntl().formatMessage;
  const id = useId();
  const match = suppliers.find((s) => sameSupplierName(s.name, value));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t({ id: 'uploads.supplier' })}
      </label>
      <input
        id={id}
        list={`${id}-list`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t({ id: loading ? 'uploads.supplier.loading' : 'uploads.supplier.placeholder' })}
        aria-describedby={`${id}-hint`}
        className="mt-1 w-full max-w-md rounded-md border border-slate-300 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        autoComplete="off"
      />
      <datalist id={`${id}-list`}>
        {suppliers.map((s) => (
          <option key={s.id} value={s.name} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {error
          ? t({ id: 'uploads.supplier.load-failed' }, { error })
          : value.trim() === ''
            ? t({ id: 'uploads.supplier.count' }, { count: suppliers.length })
            : match
              ? t({ id: 'uploads.supplier.existing' }, { name: match.name, plots: match.plotCount })
              : t({ id: 'uploads.supplier.new' }, { name: value.trim() })}
      </p>
    </div>
  );
}
