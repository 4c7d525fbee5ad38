/**
 * The overlap report as the Plots page's filters see it (issue 28: the panel ignored the supplier filter):
 * the pairs with at least one plot among the filtered rows, and the overlapping plots among them. The scan
 * runs once over the whole project (in the loader worker); this only narrows its answer. Pure.
 */
import { rowOfPosition, type PlotRows } from '@/lib/plot-loader/page/plot-list.ts';
import type { OverlapReport } from '@core/geo/overlap-report.ts';

export function overlapsInView(
  report: OverlapReport | null | undefined,
  rows: PlotRows,
  filtering: boolean,
): OverlapReport | null | undefined {
  if (!report || !filtering) return report;
  const positions = rows.list.positionsOfIds(
    new Set([...report.plotIds, ...report.pairs.flatMap((p) => [p.a.id, p.b.id])]),
  );
  const shown = (id: string) => {
    const position = positions.get(id);
    return position !== undefined && rowOfPosition(rows, position) >= 0;
  };
  const pairs = report.pairs.filter((p) => shown(p.a.id) || shown(p.b.id));
  return {
    ...report,
    pairs,
    // Of the listed pairs (the scan lists the MAX_LISTED_PAIRS largest): past them it keeps no pairs to filter.
    totalPairs: pairs.length,
    plotIds: report.plotIds.filter(shown),
    scanned: Math.min(report.scanned, rows.length),
  };
}
