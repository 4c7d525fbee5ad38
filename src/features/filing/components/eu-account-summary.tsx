/** What the page may know of the team's EU account, its connection test, and removing it (eu-account-page.tsx). */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@tanstack/react-query';
import type { EuAccountView } from '@core/api/filing.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { describeError } from '@/lib/api/errors.ts';
import { euAccountMutations } from '@/lib/filing/filing-queries.ts';
import { formatDateTime } from '@/lib/format/dates.ts';
import { ConfirmBox } from './confirm-box.tsx';
import { alertClass, buttonClass, dangerClass, sectionClass } from './styles.ts';

export function AccountSummary({ view }: { view: EuAccountView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const test = useMutation(euAccountMutations.test());
  const remove = useMutation(euAccountMutations.remove());
  const [confirm, setConfirm] = useState(false);
  const closeConfirm = useCallback(() => setConfirm(false), []);
  return (
    <section aria-labelledby="eu-account-now" className={sectionClass}>
      <h2 id="eu-account-now" className="text-lg font-semibold">
        {t({ id: 'eu-account.now' })}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t({ id: 'eu-account.state' })}</dt>
        <dd>
          {t({
            id: view.demo
              ? 'eu-account.state.demo'
              : view.configured
                ? 'eu-account.state.set'
                : 'eu-account.state.none',
          })}
        </dd>
        <dt className="text-slate-600">{t({ id: 'eu-account.environment' })}</dt>
        <dd>{view.environment ? t({ id: `eu-account.environment.${view.environment}` }) : '—'}</dd>
        {view.updatedAt ? (
          <>
            <dt className="text-slate-600">{t({ id: 'eu-account.updated' })}</dt>
            <dd>
              {t(
                { id: 'eu-account.updated-by' },
                { by: view.updatedBy ?? '—', date: formatDateTime(view.updatedAt, locale) },
              )}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t({ id: 'eu-account.last-test' })}</dt>
        <dd>
          {view.lastTest
            ? t(
                { id: view.lastTest.ok ? 'eu-account.test.ok' : 'eu-account.test.failed' },
                { date: formatDateTime(view.lastTest.at, locale), message: view.lastTest.message },
              )
            : t({ id: 'eu-account.test.never' })}
        </dd>
      </dl>
      <p className="text-xs text-slate-600">{t({ id: 'eu-account.never-shown' })}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={test.isPending || (!view.configured && !view.demo)}
          onClick={() => test.mutate()}
        >
          {t({ id: test.isPending ? 'eu-account.test.pending' : 'eu-account.test' })}
        </button>
        {view.configured && !confirm ? (
          <button type="button" className={dangerClass} onClick={() => setConfirm(true)}>
            {t({ id: 'eu-account.remove' })}
          </button>
        ) : null}
      </div>
      {test.isSuccess && test.data ? (
        <p role="status" className={test.data.ok ? 'text-sm text-emerald-900' : `text-sm ${alertClass}`}>
          {t(
            { id: test.data.ok ? 'eu-account.test.now-ok' : 'eu-account.test.now-failed' },
            { message: test.data.message },
          )}
        </p>
      ) : null}
      {test.isError ? (
        <p role="alert" className={alertClass}>
          {t({ id: 'eu-account.test.error' }, { reason: describeError(test.error, locale) })}
        </p>
      ) : null}
      {confirm ? (
        <ConfirmBox
          label={t({ id: 'eu-account.remove' })}
          confirm={t({ id: 'eu-account.remove.yes' })}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirm(false) })}
          onCancel={closeConfirm}
          error={
            remove.isError
              ? t({ id: 'eu-account.save.failed' }, { reason: describeError(remove.error, locale) })
              : null
          }
        >
          {t({ id: 'eu-account.remove.confirm' })}
        </ConfirmBox>
      ) : null}
    </section>
  );
}
