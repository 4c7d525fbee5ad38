/**
 * Recording a verdict: the items go to the review store in requests of at most REVIEW_LIMITS.maxItems (one
 * transaction each), the stored decisions are merged into the project's cached decisions at once (so "needs
 * attention" empties without waiting for a refetch), then every review query is refreshed.
 *
 * A verdict of more items than one request holds is a batch with its own id: request n carries the
 * Idempotency-Key `<batch id>:<n>`. When a request fails mid-way, sending the same verdict again reuses the
 * batch id, so the requests stored before answer again without storing anything, and each decision is kept
 * exactly once (docs/people.md, "Only true records").
 */
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REVIEW_LIMITS, reviewItemKey, type DecideRequest, type Decision } from '@core/api/review.ts';
import { useConnection } from '../api/use-connection.ts';
import type { ReviewItem } from './review-items.ts';
import { decide, reviewQueries } from './review-queries.ts';

export interface DecideInput {
  items: readonly ReviewItem[];
  body: Omit<DecideRequest, 'items'>;
}

/** The batch a verdict is sent as; kept until it is stored whole, so a retry resumes it. */
interface PendingBatch {
  /** The verdict's requests, as sent: a retry of the same verdict has the same text. */
  fingerprint: string;
  id: string;
}

export function useDecide(projectId: string, supplierIdOf: (supplierName: string) => string | undefined) {
  const { kind } = useConnection();
  const queryClient = useQueryClient();
  const pending = useRef<PendingBatch | null>(null);
  return useMutation({
    mutationFn: async ({ items, body }: DecideInput): Promise<Decision[]> => {
      const refs = items.map((i) => ({
        plotId: i.plotId,
        kind: i.kind,
        otherPlotId: i.otherPlotId,
        // A deforestation item names its signal (the assessment or a detection): each is decided apart.
        signalId: i.signalId,
        supplierId: supplierIdOf(i.supplier),
      }));
      const fingerprint = JSON.stringify([kind, projectId, refs, body]);
      if (pending.current?.fingerprint !== fingerprint)
        pending.current = { fingerprint, id: crypto.randomUUID() };
      const batch = pending.current;
      const stored: Decision[] = [];
      for (let from = 0, n = 0; from < refs.length; from += REVIEW_LIMITS.maxItems, n++) {
        const answer = await decide(
          kind,
          projectId,
          { ...body, items: refs.slice(from, from + REVIEW_LIMITS.maxItems) },
          `${batch.id}:${n}`,
        );
        stored.push(...answer.decisions);
      }
      // Stored whole: the same verdict sent again is a new decision, not a retry.
      if (pending.current === batch) pending.current = null;
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
