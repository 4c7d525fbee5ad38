/**
 * The "Test connection" button: calls GET /v1/projects with the current settings and shows the exact
 * outcome.
 */
import { useMutation } from '@tanstack/react-query';
import { projectListSchema } from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';
import { ApiError, describeError } from '@/lib/api/errors.ts';

export function CheckConnectionButton() {
  const test = useMutation({
    mutationFn: () => apiRequest('/v1/projects', { schema: projectListSchema }),
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => test.mutate()}
        disabled={test.isPending}
        className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-60"
      >
        {test.isPending ? 'Testing…' : 'Test connection'}
      </button>
      <div aria-live="polite" className="text-sm">
        {test.isSuccess ? (
          <span className="text-emerald-800">
            Connected. This token can access {test.data.results.length} project
            {test.data.results.length === 1 ? '' : 's'}.
          </span>
        ) : null}
        {test.isError ? (
          <span role="alert" className="text-red-800">
            Failed: {describeError(test.error)}
            {test.error instanceof ApiError ? ` (HTTP ${test.error.status}, ${test.error.errorCode})` : ''}
          </span>
        ) : null}
      </div>
    </div>
  );
}
