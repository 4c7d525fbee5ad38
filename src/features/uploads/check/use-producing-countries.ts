/**
 * The project's producing countries for the check's far-from-producing-area rule (docs/plot-rules.md): the
 * countries of the project's plots the plot loader already holds (a device copy is good enough for
 * countries), from PRODUCING_SHARE of them. Undefined while none are loaded: the rule then measures from
 * the file's own plots.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { producingCountriesOf } from '@core/plot-rules/index.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { plotQueries } from '@/lib/plot-loader/page/plot-queries.ts';

export function useProducingCountries(
  kind: ConnectionKind,
  projectId: string | null | undefined,
): string | undefined {
  // Read from what is loaded (Plots, Suppliers, or this page's comparisons), never loaded for it: the
  // project's plots walking at page open competed with the check and its map for the cores.
  const plots = useQuery({ ...plotQueries.project(kind, projectId), enabled: false });
  const batches = plots.data?.complete ? plots.data.packs : null;
  // A string, so a reload of the same countries does not change the check's options (and re-check).
  return useMemo(() => {
    if (!batches) return undefined;
    const codes = producingCountriesOf(new PlotList(batches).countByCountry());
    return codes.length ? codes.join(',') : undefined;
  }, [batches]);
}
