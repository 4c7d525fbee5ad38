/** Loading, empty and error states that say what is happening and what to do. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { describeError } from '@/lib/api/errors.ts';

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 p-4 text-slate-600">
      {/* Turns only for those who have not asked for less motion (the label says it is loading either way);
          a turning ring also costs a software-composited frame 60 times a second for as long as it shows. */}
      <span
        aria-hidden="true"
        className="h-4 w-4 rounded-full border-2 border-slate-300 border-t-slate-700 motion-safe:animate-spin"
      />
      {label}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
      <p className="font-medium text-slate-800">{title}</p>
      {children ? <div className="mt-2 text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}

export function ErrorState({
  title,
  error,
  onRetry,
}: {
  title?: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title ?? t({ id: 'states.error' })}</p>
      <p className="mt-1 text-sm">{describeError(error, intl.locale as Locale)}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800"
        >
          {t({ id: 'states.retry' })}
        </button>
      ) : null}
    </div>
  );
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}
