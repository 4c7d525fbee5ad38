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
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useConnection } from '../api/use-connection.ts';
import { reviewMutations, type PendingBatch } from './review-queries.ts';

export function useDecide(projectId: string, supplierIdOf: (supplierName: string) => string | undefined) {
  const { kind } = useConnection();
  // The verdict's batch, kept across renders until it is stored whole, so a retry resumes it: a holder made
  // once, which the mutation reads and sets when it runs (never during a render).
  const [pending] = useState<{ current: PendingBatch | null }>(() => ({ current: null }));
  return useMutation(reviewMutations.decide(kind, projectId, supplierIdOf, pending));
}
