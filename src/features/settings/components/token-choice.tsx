/**
 * The connection's token in Settings: nothing to choose when the server holds the team's token (docs/people.md),
 * the demo account on the simulator, else the person's own API token for the live service.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SIMULATOR_ACCOUNTS, setConnection } from '@/lib/api/connection.ts';
import { useConnection } from '@/lib/api/use-connection.ts';

export function TokenChoice({ serverHoldsToken }: { serverHoldsToken: boolean }) {
  const t = useIntl().formatMessage;
  const connection = useConnection();
  const queryClient = useQueryClient();
  const [tokenDraft, setTokenDraft] = useState('');
  return (
    <>
      {serverHoldsToken ? (
        <p className="text-sm text-slate-700">{t({ id: 'settings.server-token' })}</p>
      ) : connection.kind === 'simulator' ? (
        <label className="block text-sm">
          <span className="font-medium">{t({ id: 'settings.demo-account' })}</span>
          <select
            className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1"
            value={connection.token ?? ''}
            onChange={(e) => {
              setConnection({ token: e.target.value });
              queryClient.clear();
            }}
          >
            {SIMULATOR_ACCOUNTS.map((a) => (
              <option key={a.token} value={a.token}>
                {t({ id: a.label })}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            setConnection({ token: tokenDraft.trim() || null });
            setTokenDraft('');
            queryClient.clear();
          }}
        >
          <label className="block text-sm">
            <span className="font-medium">{t({ id: 'settings.token' })}</span>
            <input
              type="password"
              autoComplete="off"
              className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1"
              value={tokenDraft}
              onChange={(e) => setTokenDraft(e.target.value)}
              placeholder={t({ id: connection.token ? 'settings.token.set' : 'settings.token.paste' })}
            />
          </label>
          <p className="text-xs text-slate-600">{t({ id: 'settings.token.kept' })}</p>
          <div className="flex gap-2">
            <button
              type="submit"
              className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white"
            >
              {t({ id: 'settings.token.use' })}
            </button>
            <button
              type="button"
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
              onClick={() => {
                setConnection({ token: null, rememberInTab: false });
                queryClient.clear();
              }}
            >
              {t({ id: 'settings.token.forget' })}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
