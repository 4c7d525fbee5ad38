/**
 * Overwrite replaces every plot of the supplier; an empty file removes them all. Say how many, and for the
 * empty case make the person type the supplier's name before the upload can go, unless another refusal
 * (plots left out as already uploaded) stops the overwrite whatever is typed: `askConfirmation` is false then.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { sameSupplierName } from '@core/api/supplier-names.ts';

export function OverwriteWarning({
  supplierName,
  plotCount,
  newPlots,
  emptyUpload,
  askConfirmation,
  confirmText,
  onConfirmText,
}: {
  supplierName: string;
  /** Existing plots of the supplier (0 for a new supplier). */
  plotCount: number;
  newPlots: number;
  emptyUpload: boolean;
  /** The typed name is what the upload waits on (upload-blockers.ts, asksEmptyOverwriteConfirmation). */
  askConfirmation: boolean;
  confirmText: string;
  onConfirmText: (v: string) => void;
}) {
  const t = useIntl().formatMessage;
  const id = useId();
  return (
    <div role="alert" className="rounded-lg border-2 border-red-300 bg-red-50 p-3 text-red-950">
      <p className="font-semibold">
        {t(
          { id: emptyUpload ? 'uploads.overwrite.empty' : 'uploads.overwrite.replaced' },
          { count: plotCount, supplier: supplierName, plots: newPlots },
        )}
      </p>
      {askConfirmation ? (
        <div className="mt-2">
          <label htmlFor={id} className="block text-sm">
            {t({ id: 'uploads.overwrite.confirm' }, { supplier: supplierName })}
          </label>
          <input
            id={id}
            value={confirmText}
            onChange={(e) => onConfirmText(e.target.value)}
            autoComplete="off"
            className="mt-1 w-full max-w-sm rounded-md border border-red-400 bg-white px-2 py-1.5"
          />
        </div>
      ) : null}
    </div>
  );
}

export const emptyOverwriteConfirmed = (supplierName: string, typed: string) =>
  typed.trim() !== '' && sameSupplierName(supplierName, typed);
