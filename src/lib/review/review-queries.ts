/**
 * The dashboard server's review store (core/api/review.ts): the current decision of each review item, the
 * append-only history of decisions, and upload records. One query factory per resource (TkDodo's query
 * options), through the one API client with the store's own root on our origin; the same Authorization
 * header as the service's requests, so the server scopes every answer to what the token may see.
 *
 * Shared in src/lib because the supplier page, the Plots page (review-state filter) and the plot page all
 * read decisions; a decision invalidates `reviewQueries.all`, so every view of them refreshes.
 *
 * Also what turns decisions into statements (core/api/statements.ts): approvers' overrides, the evidence
 * snapshots exports and packages are pinned to (and their report's PDF), and risk conclusions with their
 * four-eyes sign-off. They live under the same key root: a write invalidates `reviewQueries.all` too.
 */
import { mutationOptions, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import {
  decisionHistorySchema,
  decisionListSchema,
  uploadRecordAnswerSchema,
  uploadRecordListSchema,
  REVIEW_LIMITS,
  reviewItemKey,
  type DecideRequest,
  type Decision,
  type ReviewItemRef,
  type UploadRecordInput,
} from '@core/api/review.ts';
import {
  conclusionAnswerSchema,
  conclusionListSchema,
  overrideListSchema,
  snapshotAnswerSchema,
  snapshotListSchema,
  type Conclusion,
  type ConclusionRequest,
  type OverrideRequest,
  type SnapshotRequest,
} from '@core/api/statements.ts';
import { sayNow } from '@core/i18n/messages.ts';
import { apiErrorOf, apiRequest, authHeaders } from '../api/client.ts';
import { ApiError, NetworkError } from '../api/errors.ts';
import type { ConnectionKind } from '../api/connection.ts';

const reviewBase = (connection: ConnectionKind) => `/api/review/${connection}`;
const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;

export const reviewQueries = {
  all: (connection: ConnectionKind) => ['review', connection] as const,
  /** The current decision of every review item of the project (or of one supplier). */
  decisions: (connection: ConnectionKind, projectId: string | null | undefined, supplierId?: string) =>
    queryOptions({
      queryKey: [...reviewQueries.all(connection), projectId, 'decisions', supplierId ?? null] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest(`${projectPath(projectId)}/decisions`, {
              base: reviewBase(connection),
              query: { supplierId },
              schema: decisionListSchema,
              signal,
            })
        : skipToken,
      staleTime: 30_000,
    }),
  /** Every decision ever taken on a plot's items, or a supplier's, newest first. */
  history: (
    connection: ConnectionKind,
    projectId: string | null | undefined,
    of: { plotId: string } | { supplierId: string },
  ) =>
    queryOptions({
      queryKey: [...reviewQueries.all(connection), projectId, 'history', of] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest(`${projectPath(projectId)}/history`, {
              base: reviewBase(connection),
              query: of,
              schema: decisionHistorySchema,
              signal,
            })
        : skipToken,
      staleTime: 30_000,
    }),
  /** What each upload of the supplier did (recorded by the upload page when it ended), newest first. */
  uploadRecords: (connection: ConnectionKind, projectId: string | null | undefined, supplierId?: string) =>
    queryOptions({
      queryKey: [...reviewQueries.all(connection), projectId, 'upload-records', supplierId ?? null] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest(`${projectPath(projectId)}/upload-records`, {
              base: reviewBase(connection),
              query: { supplierId },
              schema: uploadRecordListSchema,
              signal,
            })
        : skipToken,
      staleTime: 30_000,
    }),
  /** The approvers' overrides in force (plots let into statements despite open items), newest first. */
  overrides: (connection: ConnectionKind, projectId: string | null | undefined, supplierId?: string) =>
    queryOptions({
      queryKey: [...reviewQueries.all(connection), projectId, 'overrides', supplierId ?? null] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest(`${projectPath(projectId)}/statement-overrides`, {
              base: reviewBase(connection),
              query: { supplierId },
              schema: overrideListSchema,
              signal,
            })
        : skipToken,
      staleTime: 30_000,
    }),
  /** Summaries of the evidence snapshots of exports and packages, newest first. */
  snapshots: (connection: ConnectionKind, projectId: string | null | undefined, supplierId?: string) =>
    queryOptions({
      queryKey: [...reviewQueries.all(connection), projectId, 'snapshots', supplierId ?? null] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest(`${projectPath(projectId)}/evidence-snapshots`, {
              base: reviewBase(connection),
              query: { supplierId },
              schema: snapshotListSchema,
              signal,
            })
        : skipToken,
      staleTime: 30_000,
    }),
  /** One evidence snapshot, whole, as stored (it never changes: no need to ask again). */
  snapshot: (
    connection: ConnectionKind,
    projectId: string | null | undefined,
    snapshotId: string | null | undefined,
  ) =>
    queryOptions({
      queryKey: [...reviewQueries.all(connection), projectId, 'snapshot', snapshotId] as const,
      queryFn:
        projectId && snapshotId
          ? ({ signal }) =>
              apiRequest(`${snapshotPath(projectId, snapshotId)}`, {
                base: reviewBase(connection),
                schema: snapshotAnswerSchema,
                signal,
              })
          : skipToken,
      staleTime: Infinity,
    }),
  /** Risk conclusions of the project (or of one supplier), newest first, each with its sign-off or null. */
  conclusions: (connection: ConnectionKind, projectId: string | null | undefined, supplierId?: string) =>
    queryOptions({
      queryKey: [...reviewQueries.all(connection), projectId, 'conclusions', supplierId ?? null] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest(`${projectPath(projectId)}/conclusions`, {
              base: reviewBase(connection),
              query: { supplierId },
              schema: conclusionListSchema,
              signal,
            })
        : skipToken,
      staleTime: 30_000,
    }),
};

const snapshotPath = (projectId: string, snapshotId: string) =>
  `${projectPath(projectId)}/evidence-snapshots/${encodeURIComponent(snapshotId)}`;

/** Records one verdict for the items (one transaction on the server); answers the decisions as stored. */
export const decide = (
  connection: ConnectionKind,
  projectId: string,
  body: DecideRequest,
  idempotencyKey: string,
) =>
  apiRequest(`${projectPath(projectId)}/decisions`, {
    base: reviewBase(connection),
    method: 'POST',
    body,
    schema: decisionListSchema,
    idempotencyKey,
  });

/**
 * Records what an upload did (the end of an upload, src/features/uploads/send). Idempotent by upload id:
 * the same upload again answers 200 with the first record, so a retry or a reload never doubles it.
 */
export const recordUpload = (connection: ConnectionKind, projectId: string, body: UploadRecordInput) =>
  apiRequest(`${projectPath(projectId)}/upload-records`, {
    base: reviewBase(connection),
    method: 'POST',
    body,
    schema: uploadRecordAnswerSchema,
    // A retry of the same record sends the same key; the store keeps one record per upload id either way.
    idempotencyKey: `upload-record:${body.uploadId.slice(0, 128)}:${hash53(JSON.stringify(body))}`,
  });

/**
 * An approver lets plots with open items into statements, with a reason (a reviewer is refused: 403).
 * Answers the overrides as stored, one per plot.
 */
export const createOverride = (
  connection: ConnectionKind,
  projectId: string,
  body: OverrideRequest,
  idempotencyKey: string,
) =>
  apiRequest(`${projectPath(projectId)}/statement-overrides`, {
    base: reviewBase(connection),
    method: 'POST',
    body,
    schema: overrideListSchema,
    idempotencyKey,
  });

/**
 * Pins an export or a package to what it was built from: the server adds the current decisions and
 * overrides of the named plots and the named conclusions, and keeps it five years. Answers the snapshot.
 */
export const createSnapshot = (
  connection: ConnectionKind,
  projectId: string,
  body: SnapshotRequest,
  idempotencyKey: string,
) =>
  apiRequest(`${projectPath(projectId)}/evidence-snapshots`, {
    base: reviewBase(connection),
    method: 'POST',
    body,
    schema: snapshotAnswerSchema,
    idempotencyKey,
  });

/** The path of a snapshot's report PDF on our origin (for a link; it needs the same Authorization). */
export const snapshotReportUrl = (connection: ConnectionKind, projectId: string, snapshotId: string) =>
  `${reviewBase(connection)}${snapshotPath(projectId, snapshotId)}/report`;

/** The snapshot's report PDF, as stored (404 when the snapshot has none). */
export async function fetchSnapshotReport(
  connection: ConnectionKind,
  projectId: string,
  snapshotId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(snapshotReportUrl(connection, projectId, snapshotId), {
      headers: { accept: 'application/pdf, application/json', ...authHeaders() },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(sayNow('errors.download'), { cause: error });
  }
  if (!response.ok) throw apiErrorOf(response, await response.json().catch(() => null));
  try {
    return await response.arrayBuffer();
  } catch (error) {
    throw new NetworkError(sayNow('errors.download-dropped'), { cause: error });
  }
}

/** A reviewer (or above) prepares a supplier's risk conclusion; it waits for a second person's sign-off. */
export const prepareConclusion = (
  connection: ConnectionKind,
  projectId: string,
  body: ConclusionRequest,
  idempotencyKey: string,
) =>
  apiRequest(`${projectPath(projectId)}/conclusions`, {
    base: reviewBase(connection),
    method: 'POST',
    body,
    schema: conclusionAnswerSchema,
    idempotencyKey,
  });

/**
 * An approver signs a conclusion off: never the person who prepared it (403), and once (409). Answers the
 * conclusion with its sign-off.
 */
export const signOffConclusion = (
  connection: ConnectionKind,
  projectId: string,
  conclusionId: string,
  idempotencyKey: string,
) =>
  apiRequest(`${projectPath(projectId)}/conclusions/${encodeURIComponent(conclusionId)}/sign-off`, {
    base: reviewBase(connection),
    method: 'POST',
    schema: conclusionAnswerSchema,
    idempotencyKey,
  });

/**
 * A stored conclusion adopted at once (the sign button goes, the sign-off shows), then everything of the
 * store refreshed: the audit log and the report read it too.
 */
function adoptConclusion(
  client: QueryClient,
  connection: ConnectionKind,
  projectId: string,
  supplierId: string,
) {
  return ({ conclusion }: { conclusion: Conclusion }) => {
    client.setQueryData(reviewQueries.conclusions(connection, projectId, supplierId).queryKey, (old) => ({
      conclusions: [conclusion, ...(old?.conclusions ?? []).filter((c) => c.id !== conclusion.id)],
    }));
    return client.invalidateQueries({ queryKey: reviewQueries.all(connection) });
  };
}

export interface DecideInput {
  items: readonly ReviewItemOfDecision[];
  body: Omit<DecideRequest, 'items'>;
}
/** What a verdict needs of a review item (review-items.ts ReviewItem). */
interface ReviewItemOfDecision {
  plotId: string;
  kind: ReviewItemRef['kind'];
  otherPlotId?: string;
  signalId?: string;
  supplier: string;
}

/** The batch a verdict is sent as; kept until it is stored whole, so a retry resumes it. */
export interface PendingBatch {
  /** The verdict's requests, as sent: a retry of the same verdict has the same text. */
  fingerprint: string;
  id: string;
}

export const reviewMutations = {
  /**
   * A verdict on review items (use-decide.ts says how it is batched and why a retry stores nothing twice):
   * the stored decisions merged into the project's cached decisions at once, then every review query
   * refreshed. `pending` holds the batch across renders (the hook's ref).
   */
  decide: (
    connection: ConnectionKind,
    projectId: string,
    supplierIdOf: (supplierName: string) => string | undefined,
    pending: { current: PendingBatch | null },
  ) =>
    mutationOptions({
      mutationKey: [...reviewQueries.all(connection), projectId, 'decide'] as const,
      mutationFn: async ({ items, body }: DecideInput): Promise<Decision[]> => {
        const refs = items.map((i) => ({
          plotId: i.plotId,
          kind: i.kind,
          otherPlotId: i.otherPlotId,
          // A deforestation item names its signal (the assessment or a detection): each is decided apart.
          signalId: i.signalId,
          supplierId: supplierIdOf(i.supplier),
        }));
        const fingerprint = JSON.stringify([connection, projectId, refs, body]);
        if (pending.current?.fingerprint !== fingerprint)
          pending.current = { fingerprint, id: crypto.randomUUID() };
        const batch = pending.current;
        const stored: Decision[] = [];
        for (let from = 0, n = 0; from < refs.length; from += REVIEW_LIMITS.maxItems, n++) {
          const answer = await decide(
            connection,
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
      onSuccess: (stored, _input, _result, { client }) => {
        client.setQueryData(reviewQueries.decisions(connection, projectId).queryKey, (old) => {
          const byKey = new Map((old?.decisions ?? []).map((d) => [reviewItemKey(d), d]));
          for (const d of stored) byKey.set(reviewItemKey(d), d);
          return { decisions: [...byKey.values()] };
        });
        return client.invalidateQueries({ queryKey: reviewQueries.all(connection) });
      },
    }),
  /** A reviewer prepares the supplier's conclusion (`idempotencyKey`: the form's, the same for a retry). */
  prepareConclusion: (connection: ConnectionKind, projectId: string, supplierId: string) =>
    mutationOptions({
      mutationKey: [...reviewQueries.all(connection), projectId, 'prepare-conclusion'] as const,
      mutationFn: ({
        body,
        idempotencyKey,
      }: {
        body: Omit<ConclusionRequest, 'supplierId'>;
        idempotencyKey: string;
      }) => prepareConclusion(connection, projectId, { ...body, supplierId }, idempotencyKey),
      onSuccess: (answer, _vars, _result, { client }) =>
        adoptConclusion(client, connection, projectId, supplierId)(answer),
    }),
  /**
   * An approver signs a conclusion off (`me`: who signs, part of the idempotency key). Someone signed first
   * (409): their sign-off is read.
   */
  signOff: (connection: ConnectionKind, projectId: string, supplierId: string, me: string | undefined) =>
    mutationOptions({
      mutationKey: [...reviewQueries.all(connection), projectId, 'sign-off'] as const,
      mutationFn: (conclusionId: string) =>
        signOffConclusion(
          connection,
          projectId,
          conclusionId,
          `conclusion-sign-off:${conclusionId}:${me ?? ''}`,
        ),
      onSuccess: (answer, _id, _result, { client }) =>
        adoptConclusion(client, connection, projectId, supplierId)(answer),
      onError: (error, _id, _result, { client }) => {
        if (error instanceof ApiError && error.status === 409)
          void client.invalidateQueries({
            queryKey: reviewQueries.conclusions(connection, projectId, supplierId).queryKey,
          });
      },
    }),
};

/** cyrb53, a fast 53-bit string hash: tells two bodies apart in a key, no security asked of it. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
