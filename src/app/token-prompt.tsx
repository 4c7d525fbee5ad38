/**
 * Shown over the page when the service refuses the token (401): asks for a new one without leaving the
 * page, so nothing the person was doing is lost. A native modal <dialog> traps focus and closes on Escape.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SIMULATOR_ACCOUNTS, setConnection } from '@/lib/api/connection.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { clearUnauthorized, useTokenRefused } from '@/lib/api/unauthorized.ts';

export function TokenPrompt() {
  const refused = useTokenRefused();
  const connection = useConnection();
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const [token, setToken] = useState('');
  const t = useIntl().formatMessage;

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (refused && !d.open) d.showModal();
    if (!refused && d.open) d.close();
  }, [refused]);

  const apply = (next: string) => {
    setConnection({ token: next });
    setToken('');
    clearUnauthorized();
    // Fetch again only what failed; data already on screen stays.
    void queryClient.refetchQueries({ predicate: (q) => q.state.status === 'error' });
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="token-prompt-title"
      className="m-auto w-full max-w-md rounded-lg p-0 shadow-xl backdrop:bg-slate-900/50"
      onCancel={() => clearUnauthorized()}
    >
      <form
        method="dialog"
        className="space-y-3 p-5"
        onSubmit={(e) => {
          e.preventDefault();
          if (token.trim()) apply(token.trim());
        }}
      >
        <h2 id="token-prompt-title" className="text-lg font-semibold">
          {t({ id: 'app.token.title' })}
        </h2>
        <p className="text-sm text-slate-700">{t({ id: 'app.token.intro' })}</p>
        {connection.kind === 'simulator' ? (
          <div className="flex flex-wrap gap-2">
            {SIMULATOR_ACCOUNTS.map((a) => (
              <button
                key={a.token}
                type="button"
                className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100"
                onClick={() => apply(a.token)}
              >
                {t({ id: 'app.token.demo' }, { account: t({ id: a.label }) })}
              </button>
            ))}
          </div>
        ) : null}
        <label className="block text-sm">
          <span className="font-medium">{t({ id: 'app.token.label' })}</span>
          <input
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
            onClick={clearUnauthorized}
          >
            {t({ id: 'app.token.later' })}
          </button>
          <button
            type="submit"
            className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white"
          >
            {t({ id: 'app.token.use' })}
          </button>
        </div>
      </form>
    </dialog>
  );
}
