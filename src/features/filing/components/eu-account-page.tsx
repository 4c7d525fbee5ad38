/**
 * The team's EU account (issue 51; Operator API Reference §1.2.3 and §2.2), for an admin: where filings go
 * (the stand-in, the Information System's acceptance or production environment), the EU Login username of
 * the web service user, its authentication key and the client id. The server keeps them and never sends
 * them back: the page shows only what GET /api/filing/eu-account answers (set or not, by whom, when, the
 * last connection test). The key is typed in a password field, sent once, and the form is cleared as soon
 * as the server answered; nothing of it goes to the query cache or the browser's storage.
 */
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { filingQueries } from '@/lib/filing/filing-queries.ts';
import { AccountForm } from './eu-account-form.tsx';
import { AccountSummary } from './eu-account-summary.tsx';
import { noteClass } from './styles.ts';

export function EuAccountPage() {
  const t = useIntl().formatMessage;
  const account = useQuery(filingQueries.euAccount());
  return (
    <div className="max-w-3xl space-y-4 p-4 lg:p-6">
      <PageHeader title={t({ id: 'nav.eu-account' })} />
      <p className="text-sm text-slate-700">{t({ id: 'eu-account.intro' })}</p>
      {account.isPending ? (
        <Loading label={t({ id: 'eu-account.loading' })} />
      ) : account.error instanceof ApiError && account.error.status === 403 ? (
        <div role="alert" className={noteClass}>
          <p className="font-semibold">{t({ id: 'eu-account.admin-only' })}</p>
          <p className="mt-1">{t({ id: 'eu-account.admin-only.hint' })}</p>
        </div>
      ) : account.isError ? (
        <ErrorState
          title={t({ id: 'eu-account.failed' })}
          error={account.error}
          onRetry={() => void account.refetch()}
        />
      ) : (
        <>
          <AccountSummary view={account.data} />
          <AccountForm view={account.data} />
        </>
      )}
    </div>
  );
}
