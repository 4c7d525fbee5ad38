/**
 * A labelled text field of the sign-in forms, with an optional hint read with it (aria-describedby) and
 * marked invalid when its form says so.
 */
import { useId, type InputHTMLAttributes, type Ref } from 'react';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'aria-invalid'> & {
  label: string;
  hint?: string;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function Field({ label, hint, invalid = false, ref, ...input }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`mt-1 block w-full rounded-md border px-2 py-1.5 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700 ${
          invalid ? 'border-red-600' : 'border-slate-400'
        }`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const BUTTON =
  'rounded-md bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:opacity-60';

/** The e-mail address shape the server accepts (core/api/team.ts): something, an @, something, no spaces. */
export const looksLikeEmail = (s: string) => /^[^\s@]+@[^\s@]+$/.test(s);

/** An e-mail field a password manager recognises as the account's name. */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'username', inputMode: 'email' } as const;
/** A new password's field: a password manager offers to make one and save it. */
export const NEW_PASSWORD_INPUT = { type: 'password', autoComplete: 'new-password' } as const;
/** A person's own name, as the browser fills it in. */
export const NAME_INPUT = { autoComplete: 'name' } as const;
