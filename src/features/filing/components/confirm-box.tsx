/**
 * A confirmation asked in place (withdrawing a statement, removing the EU account): focus moves to the safe
 * choice when it opens, Escape cancels, and the failure of the confirmed action is said inside it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { buttonClass, dangerClass } from './styles.ts';

export function ConfirmBox({
  label,
  children,
  confirm,
  pending,
  onConfirm,
  onCancel,
  error,
}: {
  label: string;
  children: ReactNode;
  /** The words of the confirming button. */
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What went wrong, in the reader's words (null: nothing). */
  error: string | null;
}) {
  const t = useIntl().formatMessage;
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div
      role="alertdialog"
      aria-label={label}
      className="mt-2 space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm"
    >
      <p className="text-red-950">{children}</p>
      <div className="flex flex-wrap gap-2">
        <button ref={cancel} type="button" className={buttonClass} onClick={onCancel}>
          {t({ id: 'filing.cancel' })}
        </button>
        <button type="button" className={dangerClass} disabled={pending} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-white p-2 text-red-900">
          {error}
        </p>
      ) : null}
    </div>
  );
}
