import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/states.tsx';
import { SIMULATOR_ACCOUNTS, setConnection, type ConnectionKind } from '@/lib/api/connection.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { serverConfigQueries } from '../api/server-config-queries.ts';
import { CheckConnectionButton } from './check-connection-button.tsx';
import { BasemapSettings } from './basemap-settings.tsx';
import { PlotCacheSettings } from './plot-cache-settings.tsx';

export function SettingsPage() {
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
      <PageHeader title="Settings" />

      <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">Connection</legend>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="connection"
            checked={connection.kind === 'simulator'}
            onChange={() => switchTo('simulator')}
          />
          <span>
            <span className="font-medium">Built-in simulator</span>
            <span className="block text-slate-600">
              A faithful local copy of the risk service with demo data. Nothing leaves this computer.
            </span>
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
            <span className="font-medium">Live service</span>
            <span className="block text-slate-600">
              {liveAvailable
                ? 'The real risk service, through this dashboard’s server.'
                : 'Not configured: start the dashboard server with SATELLIGENCE_API_URL set (see the README).'}
            </span>
          </span>
        </label>

        {connection.kind === 'simulator' ? (
          <label className="block text-sm">
            <span className="font-medium">Demo account</span>
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
                  {a.label}
                </option>
              ))}
            </select>
          </label>
        ) : serverHoldsToken ? (
          <p className="text-sm text-slate-700">The server holds the API token: the browser never sees it.</p>
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
              <span className="font-medium">API token</span>
              <input
                type="password"
                autoComplete="off"
                className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1"
                value={tokenDraft}
                onChange={(e) => setTokenDraft(e.target.value)}
                placeholder={
                  connection.token ? 'A token is set (hidden). Type to replace it.' : 'Paste your API token'
                }
              />
            </label>
            <p className="text-xs text-slate-600">
              Kept in this page’s memory only, never in the browser’s long-term storage, never in a link.
            </p>
            <div className="flex gap-2">
              <button
                type="submit"
                className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white"
              >
                Use this token
              </button>
              <button
                type="button"
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
                onClick={() => {
                  setConnection({ token: null, rememberInTab: false });
                  queryClient.clear();
                }}
              >
                Forget token
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
          Remember the connection in this tab (until the tab is closed)
        </label>

        <CheckConnectionButton />
      </fieldset>

      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BasemapSettings />
      </div>

      <PlotCacheSettings />
    </div>
  );
}
