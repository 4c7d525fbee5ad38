/**
 * How fresh plots from the team's copy on the dashboard server are (docs/portfolio.md): "Team copy of 08:18
 * (12 min ago), read from the service by the dashboard server · a newer copy is being read", on the Plots
 * page (with whether this device keeps a copy of its own) and on a supplier's page.
 */
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { formatTime } from '@/lib/format/dates.ts';
import type { PlotLoad } from '@/lib/plot-loader/page/plot-queries.ts';

/** "less than a minute ago", "12 min ago", "3 h ago", "2 days ago". */
export function agoText(t: IntlShape['formatMessage'], ms: number, now: number): string {
  const minutes = Math.round((now - ms) / 60_000);
  if (minutes < 1) return t({ id: 'plots.ago.now' });
  if (minutes < 60) return t({ id: 'plots.ago.minutes' }, { n: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t({ id: 'plots.ago.hours' }, { n: hours });
  return t({ id: 'plots.ago.days' }, { n: Math.round(hours / 24) });
}

export function ServerCopyNote({
  walkedAt,
  refreshing,
  kept,
  className = '',
  children,
}: {
  walkedAt: number;
  refreshing: boolean;
  /** This device keeps a copy of the plots for the next visit. */
  kept: boolean;
  className?: string;
  children?: ReactNode;
}) {
  // The time of the first render is precise enough for "12 min ago".
  const [now] = useState(() => Date.now());
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <p className={`text-slate-600 ${className}`} data-testid="plots-freshness">
      {t(
        { id: 'plots.fresh.server' },
        {
          time: formatTime(walkedAt, intl.locale as Locale),
          ago: agoText(t, walkedAt, now),
          refreshing: refreshing ? 'yes' : 'no',
          kept: kept ? 'yes' : 'no',
        },
      )}
      {children}
    </p>
  );
}

/** The note for a complete load from the server's copy (none while loading, from the device, or walked). */
export function LoadCopyNote({ load, className }: { load: PlotLoad | undefined; className?: string }) {
  if (!load?.complete || load.fromCache || !load.serverCopy) return null;
  const { walkedAt, refreshing } = load.serverCopy;
  return (
    <ServerCopyNote
      walkedAt={walkedAt}
      refreshing={refreshing}
      kept={load.storage === 'kept'}
      className={className}
    />
  );
}
