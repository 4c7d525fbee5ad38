/** What the Plots page says when the project has no plot yet, or no plot passes the filters. */
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { EmptyState } from '@/components/states.tsx';

export function NoPlotsYet() {
  const t = useIntl().formatMessage;
  return (
    <EmptyState title={t({ id: 'plots.empty' })}>
      {t(
        { id: 'plots.empty.hint' },
        {
          link: (text) => (
            <Link to="/uploads" className="underline">
              {text}
            </Link>
          ),
        },
      )}
    </EmptyState>
  );
}

export function NoPlotMatches({ onClear }: { onClear: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <EmptyState title={t({ id: 'plots.no-match' })}>
      {t(
        { id: 'plots.no-match.hint' },
        {
          clear: (text) => (
            <button type="button" onClick={onClear} className="underline">
              {text}
            </button>
          ),
        },
      )}
    </EmptyState>
  );
}
