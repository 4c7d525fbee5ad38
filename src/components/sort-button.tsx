/**
 * The button inside a sortable column header: the column's name, then an arrow that shows the order
 * (hidden from screen readers, which read the header's aria-sort instead).
 */
import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc' | false;

export function SortButton({
  sorted,
  onClick,
  className = 'inline-flex items-center gap-1 hover:text-slate-950',
  children,
}: {
  sorted: SortOrder;
  onClick: ((event: unknown) => void) | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} className={className}>
      {children}
      <span aria-hidden="true" className="text-xs text-slate-500">
        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
      </span>
    </button>
  );
}

/** aria-sort for a header whose column is sorted `sorted`. */
export const ariaSort = (sorted: SortOrder) =>
  sorted === 'asc' ? ('ascending' as const) : sorted === 'desc' ? ('descending' as const) : ('none' as const);
