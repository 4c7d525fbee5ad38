/**
 * The "Test connection" button: calls GET /v1/projects with the current settings and shows the exact
 * outcome.
 */
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ApiError, describeError } from '@/lib/api/errors.ts';
import { projectMutations } from '@/lib/project/project-queries.ts';

export function CheckConnectionButton() {
  const t = useIntl().formatMessage;
  const test = useMutation(projectMutations.testConnection());
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => test.mutate()}
        disabled={test.isPending}
        className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-60"
      >
        {t({ id: test.isPending ? 'settings.test.testing' : 'settings.test' })}
      </button>
      <div aria-live="polite" className="text-sm">
        {test.isSuccess ? (
          <span className="text-emerald-800">
            {t({ id: 'settings.test.connected' }, { count: test.data.results.length })}
          </span>
        ) : null}
        {test.isError ? (
          <span role="alert" className="text-red-800">
            {test.error instanceof ApiError
              ? t(
                  { id: 'settings.test.failed.http' },
                  {
                    reason: describeError(test.error),
                    status: test.error.status,
                    code: test.error.errorCode,
                  },
                )
              : t({ id: 'settings.test.failed' }, { reason: describeError(test.error) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
