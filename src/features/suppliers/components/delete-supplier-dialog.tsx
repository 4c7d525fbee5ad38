/**
 * Confirmation before deleting a supplier. The service refuses (409) while the supplier has plots or an
 * upload in progress; its reason is shown with what to do about it, in the same dialog.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { ApiError, describeError } from '@/lib/api/errors.ts';

export interface DeleteSupplierDialogProps {
  supplier: { id: string; name: string; plotCount: number } | null;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteSupplierDialog({
  supplier,
  pending,
  error,
  onConfirm,
  onClose,
}: DeleteSupplierDialogProps) {
  const t = useIntl().formatMessage;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (supplier && !d.open) d.showModal();
    if (!supplier && d.open) d.close();
  }, [supplier]);

  const refused = error instanceof ApiError && error.status === 409;
  return (
    <dialog
      ref={ref}
      aria-labelledby="delete-supplier-title"
      onClose={onClose}
      className="m-auto max-w-md rounded-lg p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      {supplier ? (
        <div className="p-5">
          <h2 id="delete-supplier-title" className="text-lg font-semibold">
            {t({ id: 'suppliers.delete.title' }, { name: supplier.name })}
          </h2>
          {refused ? (
            <div
              role="alert"
              className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <p className="font-semibold">{t({ id: 'suppliers.delete.refused' })}</p>
              <p className="mt-1">{(error as ApiError).errorMessage}</p>
              <p className="mt-1">
                {t(
                  { id: 'suppliers.delete.refused.hint' },
                  {
                    link: (chunks: ReactNode[]) => (
                      <Link to="/uploads" className="underline">
                        {chunks}
                      </Link>
                    ),
                  },
                )}
              </p>
            </div>
          ) : error ? (
            <p
              role="alert"
              className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            >
              {describeError(error)}
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              {t({ id: 'suppliers.delete.plots' }, { count: supplier.plotCount })}
            </p>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <button
              type="button"
              onClick={onClose}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
            >
              {t({ id: refused ? 'suppliers.close' : 'suppliers.cancel' })}
            </button>
            {refused ? null : (
              <button
                type="button"
                onClick={onConfirm}
                disabled={pending}
                className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 disabled:bg-slate-400"
              >
                {t({ id: pending ? 'suppliers.delete.deleting' : 'suppliers.delete.confirm' })}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
