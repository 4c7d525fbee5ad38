/**
 * Settings: the connection (the built-in simulator or the live service, the demo account or the API token),
 * the basemap, the plots saved on this device, and the person's access tokens for scripts.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/states.tsx';
import { SIMULATOR_ACCOUNTS, setConnection, type ConnectionKind } from '@/lib/api/connection.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { serverConfigQueries } from '../api/server-config-queries.ts';
import { CheckConnectionButton } from './check-connection-button.tsx';
import { BasemapSettings } from './basemap-settings.tsx';
import { PlotCacheSettings } from './plot-cache-settings.tsx';
import { AccessTokens } from './access-tokens.tsx';

export function SettingsPage() {
  const t = useIntl().formatMessage;
  const connection = useConnection();
  const queryClient = useQueryClient();
  const config = useQuery(serverConfigQueries.config());
  const liveAvailable = config.data?.connections.live.available ?? false;
  const serverHoldsToken = config.data?.connections.live.serverHoldsToken ?? false;
  const [tokenDraft, setTokenDraft] = useState('');

  const switchTo = (kind: ConnectionKind) => {
    setConnection({ kind, token: kind === 'simulator' ? SIMULATOR_ACCOUNTS[0].token : null });
    // Cached answers belong to the other backend.
    queryClient.clear();
  };

  return (
    <div className="max-w-3xl space-y-8 p-6">
      <PageHeader title={t({ id: 'nav.settings' })} />

      <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">{t({ id: 'settings.connection' })}</legend>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="connection"
            checked={connection.kind === 'simulator'}
            onChange={() => switchTo('simulator')}
          />
          <span>
            <span className="font-medium">{t({ id: 'settings.simulator' })}</span>
            <span className="block text-slate-600">{t({ id: 'settings.simulator.hint' })}</span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="connection"
            checked={connection.kind === 'live'}
            disabled={!liveAvailable}
            onChange={() => switchTo('live')}
          />
          <span>
            <span className="font-medium">{t({ id: 'app.live' })}</span>
            <span className="block text-slate-600">
              {liveAvailable
                ? t({ id: 'settings.live.hint' })
                : t({ id: 'settings.live.off' }, { variable: 'SATELLIGENCE_API_URL' })}
            </span>
          </span>
        </label>

        {connection.kind === 'simulator' ? (
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
        ) : serverHoldsToken ? (
          <p className="text-sm text-slate-700">{t({ id: 'settings.server-token' })}</p>
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

        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={connection.rememberInTab}
            onChange={(e) => setConnection({ rememberInTab: e.target.checked })}
          />
          {t({ id: 'settings.remember' })}
        </label>

        <CheckConnectionButton />
      </fieldset>

      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BasemapSettings />
      </div>
      <PlotCacheSettings />
      <AccessTokens />
    </div>
  );
}
