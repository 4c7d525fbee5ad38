/**
 * The team's service connection: the live service's token the server holds for everyone in the team (no
 * browser ever gets it). The page shows only whether one is held and its last four characters; an admin sets
 * a new one (a password field, cleared once sent) or makes the server forget it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { ErrorState, Loading } from '@/components/states.tsx';
import { describeError } from '@/lib/api/errors.ts';
import { sessionQueries } from '@/lib/session/session-queries.ts';
import { teamMutations, teamQueries } from '../api/team-queries.ts';
import { buttonClass, dangerClass, inputClass, primaryClass, sectionClass } from './styles.ts';

export function ConnectionSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const queryClient = useQueryClient();
  const connection = useQuery(teamQueries.connection());
  const save = useMutation(teamMutations.setConnection());
  const [draft, setDraft] = useState('');
  const [confirmForget, setConfirmForget] = useState(false);
  const [notice, setNotice] = useState<'set' | 'forgotten' | null>(null);

  const send = (liveToken: string | null) => {
    setNotice(null);
    save.mutate(liveToken, {
      onSuccess: () => {
        setDraft('');
        setConfirmForget(false);
        setNotice(liveToken === null ? 'forgotten' : 'set');
        // The session says which connections' tokens the server holds: the page reads it again.
        void queryClient.invalidateQueries({ queryKey: sessionQueries.all });
        // The token sent is part of the mutation's state: dropped as soon as it is stored.
        save.reset();
      },
    });
  };

  return (
    <section aria-labelledby="team-connection" className={sectionClass}>
      <h2 id="team-connection" className="text-lg font-semibold">
        {t({ id: 'team.connection' })}
      </h2>
      {connection.isPending ? (
        <Loading label={t({ id: 'team.connection.loading' })} />
      ) : connection.isError ? (
        <ErrorState
          title={t({ id: 'team.connection.failed' })}
          error={connection.error}
          onRetry={() => void connection.refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-slate-800">
            {connection.data.live.tokenHeld
              ? t({ id: 'team.connection.held' }, { ending: connection.data.live.tokenEnding ?? '' })
              : t({ id: 'team.connection.none' })}
          </p>
          {connection.data.live.available ? null : (
            <p className="text-sm text-amber-900">{t({ id: 'team.connection.unavailable' })}</p>
          )}
          <form
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (draft.trim()) send(draft.trim());
            }}
          >
            <label className="block text-sm font-medium text-slate-700">
              {t({ id: 'team.connection.new' })}
              <input
                type="password"
                autoComplete="off"
                className={inputClass}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
              />
            </label>
            <p className="text-xs text-slate-600">{t({ id: 'team.connection.kept' })}</p>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={primaryClass} disabled={save.isPending || !draft.trim()}>
                {t({ id: 'team.connection.save' })}
              </button>
              {connection.data.live.tokenHeld && !confirmForget ? (
                <button type="button" className={dangerClass} onClick={() => setConfirmForget(true)}>
                  {t({ id: 'team.connection.forget' })}
                </button>
              ) : null}
            </div>
          </form>
          {confirmForget ? (
            <div role="alertdialog" aria-label={t({ id: 'team.connection.forget' })} className="space-y-2">
              <p className="text-sm text-slate-800">{t({ id: 'team.connection.forget.confirm' })}</p>
              <div className="flex gap-2">
                <button type="button" className={dangerClass} onClick={() => send(null)}>
                  {t({ id: 'team.connection.forget.yes' })}
                </button>
                <button type="button" className={buttonClass} onClick={() => setConfirmForget(false)}>
                  {t({ id: 'team.cancel' })}
                </button>
              </div>
            </div>
          ) : null}
          {save.isError ? (
            <p role="alert" className="text-sm text-red-900">
              {t({ id: 'team.connection.save-failed' }, { reason: describeError(save.error, locale) })}
            </p>
          ) : null}
          <p role="status" className="min-h-5 text-sm text-emerald-900">
            {notice
              ? t({ id: notice === 'set' ? 'team.connection.set' : 'team.connection.forgotten' })
              : null}
          </p>
        </>
      )}
    </section>
  );
}
