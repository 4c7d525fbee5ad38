/** Query factories of the Uploads page: suppliers (for the picker and plot counts), an upload, ongoing uploads. */
import { queryOptions } from '@tanstack/react-query';
import {
  isTerminalUploadStatus,
  ongoingUploadListSchema,
  supplierListSchema,
  uploadSchema,
} from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';

/** How often a running upload is polled. The simulator walks states in seconds; the live service in minutes. */
export const STATUS_POLL_MS = 1500;
export const ONGOING_POLL_MS = 5000;

export const uploadQueries = {
  all: (connection: ConnectionKind) => ['uploads', connection] as const,
  suppliers: (connection: ConnectionKind, projectId: string | undefined) =>
    queryOptions({
      queryKey: ['suppliers', connection, projectId, 'list'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/v1/suppliers', { query: { projectId }, schema: supplierListSchema, signal }),
      enabled: projectId !== undefined,
    }),
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
  ongoing: (connection: ConnectionKind, projectId: string | undefined) =>
    queryOptions({
      queryKey: [...uploadQueries.all(connection), 'ongoing', projectId] as const,
      queryFn: ({ signal }) =>
        apiRequest('/v1/bulk-uploads/status', {
          query: { projectId },
          schema: ongoingUploadListSchema,
          signal,
        }),
      enabled: projectId !== undefined,
      refetchInterval: ONGOING_POLL_MS,
    }),
};
