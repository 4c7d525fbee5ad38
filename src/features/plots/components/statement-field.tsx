/** A labelled field of the statement package form with its limit under it and, when refused, what to enter. */
import { useId, type ReactNode } from 'react';

const field = 'mt-0.5 w-full rounded border border-slate-300 px-2 py-1 text-sm';

/** A labelled field with its limit under it and, when refused, what to enter instead. */
export function Field({
  label,
  hint,
  error,
  wide,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  wide?: boolean;
  /** Renders the control with the props that tie it to its label, limit and error. */
  children: (control: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': boolean;
    className: string;
  }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error), className: field })}
      {error ? (
        <p id={errorId!} className="mt-0.5 text-xs text-red-800">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId!} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
