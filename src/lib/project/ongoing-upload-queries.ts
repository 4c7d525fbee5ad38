/** Query factory of a project's ongoing uploads (and the key every upload query lives under), shared by the Uploads and Suppliers pages. */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { ongoingUploadListSchema } from '@core/api/schemas.ts';
import { apiRequest } from '../api/client.ts';
import type { ConnectionKind } from '../api/connection.ts';

/** How often the list of ongoing uploads is refreshed while someone looks at it. */
export const ONGOING_POLL_MS = 5000;

/**
 * Uploads of a project not over yet (docs/api-contract.md, "Upload status" without uploadId). Shared: the
 * Uploads page lists them and warns before a second upload of a supplier; the Suppliers page shows "upload in
 * progress". Keys live under `uploadsKey`, so invalidating the uploads refreshes this list too.
 */
export const uploadsKey = (connection: ConnectionKind) => ['uploads', connection] as const;

export const ongoingUploadQueries = {
  list: (connection: ConnectionKind, projectId: string | null | undefined) =>
    queryOptions({
      queryKey: [...uploadsKey(connection), 'ongoing', projectId] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest('/v1/bulk-uploads/status', {
              query: { projectId },
              schema: ongoingUploadListSchema,
              signal,
            })
        : skipToken,
      refetchInterval: ONGOING_POLL_MS,
    }),
};
