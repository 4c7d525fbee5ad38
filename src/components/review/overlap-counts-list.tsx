/**
 * The overlap figures in the words every page uses (portfolio-counts.ts counts them): plots in overlapping
 * pairs with other suppliers (double claims), within a supplier (not a double claim), and plots inside
 * another. The supplier page and the Plots page show this one list, so they cannot word it apart.
 */
import { useIntl } from 'react-intl';
import type { OverlapCounts } from '@/lib/review/portfolio-counts.ts';

export function OverlapCountsList({
  counts,
  oneSupplier = false,
  className = '',
}: {
  counts: OverlapCounts;
  /** One supplier's plots ("with other suppliers", "within the supplier"), else the project's. */
  oneSupplier?: boolean;
  className?: string;
}) {
  const t = useIntl().formatMessage;
  const scope = oneSupplier ? 'supplier' : 'project';
  return (
    <ul className={`list-inside list-disc ${className}`}>
      <li>{t({ id: 'counts.overlaps.between' }, { ...counts.betweenSuppliers, scope })}</li>
      <li>{t({ id: 'counts.overlaps.within' }, { ...counts.withinSupplier, scope })}</li>
      <li>{t({ id: 'counts.overlaps.inside' }, { plots: counts.insideAnother })}</li>
    </ul>
  );
}
