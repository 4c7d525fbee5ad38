/**
 * The button inside a sortable column header: the column's name, then an arrow that shows the order
 * (hidden from screen readers, which read the header's aria-sort instead).
 */
import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc' | false;

// Symbols, not words: the same in every language.
const arrow = (sorted: SortOrder) => (sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕');

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
        {arrow(sorted)}
      </span>
    </button>
  );
}

/** aria-sort for a header whose column is sorted `sorted`. */
export const ariaSort = (sorted: SortOrder) =>
  sorted === 'asc' ? ('ascending' as const) : sorted === 'desc' ? ('descending' as const) : ('none' as const);
