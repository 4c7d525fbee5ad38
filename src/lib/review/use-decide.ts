/**
 * Recording a verdict: the items go to the review store in requests of at most REVIEW_LIMITS.maxItems
 * (one transaction each), the stored decisions are merged into the project's cached decisions at once (so
 * "needs attention" empties without waiting for a refetch), then every review query is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REVIEW_LIMITS, reviewItemKey, type DecideRequest, type Decision } from '@core/api/review.ts';
import { useConnection } from '../api/use-connection.ts';
import type { ReviewItem } from './review-items.ts';
import { decide, reviewQueries } from './review-queries.ts';

export interface DecideInput {
  items: readonly ReviewItem[];
  body: Omit<DecideRequest, 'items'>;
}

export function useDecide(projectId: string, supplierIdOf: (supplierName: string) => string | undefined) {
  const { kind } = useConnection();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ items, body }: DecideInput): Promise<Decision[]> => {
      const refs = items.map((i) => ({
        plotId: i.plotId,
        kind: i.kind,
        otherPlotId: i.otherPlotId,
        supplierId: supplierIdOf(i.supplier),
      }));
      const stored: Decision[] = [];
      for (let from = 0; from < refs.length; from += REVIEW_LIMITS.maxItems) {
        const answer = await decide(kind, projectId, {
          ...body,
          items: refs.slice(from, from + REVIEW_LIMITS.maxItems),
        });
        stored.push(...answer.decisions);
      }
      return stored;
    },
    onSuccess: (stored) => {
      queryClient.setQueryData(reviewQueries.decisions(kind, projectId).queryKey, (old) => {
        const byKey = new Map((old?.decisions ?? []).map((d) => [reviewItemKey(d), d]));
        for (const d of stored) byKey.set(reviewItemKey(d), d);
        return { decisions: [...byKey.values()] };
      });
      return queryClient.invalidateQueries({ queryKey: reviewQueries.all(kind) });
    },
  });
}
