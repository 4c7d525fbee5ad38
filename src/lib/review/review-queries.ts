/**
 * The dashboard server's review store (core/api/review.ts): the current decision of each review item, the
 * append-only history of decisions, and upload records. One query factory per resource (TkDodo's query
 * options), through the one API client with the store's own root on our origin; the same Authorization
 * header as the service's requests, so the server scopes every answer to what the token may see.
 *
 * Shared in src/lib because the supplier page, the Plots page (review-state filter) and the plot page all
 * read decisions; a decision invalidates `reviewQueries.all`, so every view of them refreshes.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  decisionHistorySchema,
  decisionListSchema,
  uploadRecordAnswerSchema,
  uploadRecordListSchema,
  type DecideRequest,
  type UploadRecordInput,
} from '@core/api/review.ts';
import { apiRequest } from '../api/client.ts';
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
};

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
