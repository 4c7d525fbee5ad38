/** Query factory of one upload's status; the suppliers and ongoing uploads are shared (src/lib/project). */
import { queryOptions } from '@tanstack/react-query';
import { isTerminalUploadStatus, uploadSchema } from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { uploadsKey } from '@/lib/project/ongoing-upload-queries.ts';

/** How often a running upload is polled. The simulator walks states in seconds; the live service in minutes. */
export const STATUS_POLL_MS = 1500;

export const uploadQueries = {
  all: uploadsKey,
  status: (connection: ConnectionKind, uploadId: string) =>
    queryOptions({
      queryKey: [...uploadQueries.all(connection), 'status', uploadId] as const,
      queryFn: ({ signal }) =>
        apiRequest('/v1/bulk-uploads/status', { query: { uploadId }, schema: uploadSchema, signal }),
      // Poll until the upload reaches a terminal state; `evaluated` waits for the person but may change
      // elsewhere (another tab proceeds), so it is polled too, more slowly.
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        if (status && isTerminalUploadStatus(status)) return false;
        return status === 'evaluated' ? STATUS_POLL_MS * 3 : STATUS_POLL_MS;
      },
    }),
};
