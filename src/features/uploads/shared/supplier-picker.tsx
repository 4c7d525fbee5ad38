/** Pick an existing supplier or type a new name; says which it is and how many plots the supplier has. */
import { useId } from 'react';
import type { Supplier } from '@core/api/schemas.ts';
import { sameSupplierName } from './supplier-names.ts';

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
  const id = useId();
  const match = suppliers.find((s) => sameSupplierName(s.name, value));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Supplier
      </label>
      <input
        id={id}
        list={`${id}-list`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={loading ? 'Loading suppliers…' : 'Choose a supplier or type a new name'}
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
          ? `Existing suppliers could not be loaded (${error}); you can still type the supplier's name.`
          : value.trim() === ''
            ? `One supplier per upload. ${suppliers.length} suppliers in this project.`
            : match
              ? `Existing supplier "${match.name}" with ${match.plotCount.toLocaleString('en')} plots.`
              : `New supplier: "${value.trim()}" will be created when you upload.`}
      </p>
    </div>
  );
}
