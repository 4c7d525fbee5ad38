/**
 * The header's account menu: who is signed in and in which team, and "Sign out". A button that opens a
 * small panel (the name alone would crowd a 390 px header); Escape or a click elsewhere closes it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { describeError } from '@/lib/api/errors.ts';
import { sessionMutations } from '@/lib/session/session-queries.ts';
import { useSession } from '@/lib/session/use-session.ts';

export function AccountMenu() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useSession();
  const queryClient = useQueryClient();
  const signOut = useMutation(sessionMutations.signOut(queryClient));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // A server without people has no session to show or end.
  if (!data?.signedIn) return null;
  const { person, team } = data;
  return (
    <div ref={box} className="relative text-sm">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t({ id: 'auth.account' }, { name: person.displayName })}
        onClick={() => setOpen((o) => !o)}
        className="flex max-w-[12rem] items-center lg:max-w-[20rem] gap-1 rounded-md border border-slate-500 px-2 py-1 hover:bg-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
      >
        <span className="truncate">{person.displayName}</span>
        {/* The team beside the name where the header has room; in the panel on a phone. */}
        <span className="hidden truncate text-xs text-slate-300 lg:inline">{team.name}</span>
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" className="shrink-0">
          <path d="M1 3 5 7 9 3" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      {open ? (
        // On a phone the header wraps, and the button may sit at its left edge, where a panel hung from the
        // button's right would be cut off: there the panel takes its place in the header's flow.
        <div
          id={panelId}
          className="mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-3 text-slate-900 shadow-lg sm:absolute sm:right-0 sm:z-50"
        >
          <p className="break-words">{t({ id: 'auth.account.signed-in' }, { name: person.displayName })}</p>
          {person.email ? <p className="break-words text-slate-600">{person.email}</p> : null}
          <p className="mt-1 break-words">{t({ id: 'auth.account.team' }, { team: team.name })}</p>
          {signOut.error ? (
            <p role="alert" className="mt-2 rounded border border-red-200 bg-red-50 p-2 text-red-900">
              {t(
                { id: 'auth.sign-out.failed' },
                { reason: describeError(signOut.error, intl.locale as Locale) },
              )}
            </p>
          ) : null}
          <button
            type="button"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
            className="mt-3 w-full rounded-md border border-slate-400 px-3 py-1.5 font-medium hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {signOut.isPending ? t({ id: 'auth.sign-out.sending' }) : t({ id: 'auth.sign-out' })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
