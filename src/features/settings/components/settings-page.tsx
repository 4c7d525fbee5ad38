/**
 * Settings: the connection (the built-in simulator or the live service, the demo account or the API token),
 * the basemap, the plots saved on this device, and the person's access tokens for scripts.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/states.tsx';
import {
  SIMULATOR_ACCOUNTS,
  serverHoldsToken as serverHoldsTokenFor,
  setConnection,
  type ConnectionKind,
} from '@/lib/api/connection.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { serverConfigQueries } from '../api/server-config-queries.ts';
import { CheckConnectionButton } from './check-connection-button.tsx';
import { BasemapSettings } from './basemap-settings.tsx';
import { PlotCacheSettings } from './plot-cache-settings.tsx';
import { AccessTokens } from './access-tokens.tsx';
import { TokenChoice } from './token-choice.tsx';

export function SettingsPage() {
  const t = useIntl().formatMessage;
  const connection = useConnection();
  const queryClient = useQueryClient();
  const config = useQuery(serverConfigQueries.config());
  const liveAvailable = config.data?.connections.live.available ?? false;
  // The team's token held for the signed-in person (docs/people.md), or SATELLIGENCE_API_TOKEN for live.
  const serverHoldsToken =
    serverHoldsTokenFor(connection.kind) ||
    (connection.kind === 'live' && (config.data?.connections.live.serverHoldsToken ?? false));

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

        <TokenChoice serverHoldsToken={serverHoldsToken} />

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
