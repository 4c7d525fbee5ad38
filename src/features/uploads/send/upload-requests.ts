/** The upload's JSON calls (contract §2): create, start, cancel. Never retried blindly: start is not idempotent. */
import {
  createUploadResponseSchema,
  uploadActionResponseSchema,
  type CancelUploadRequest,
  type StartUploadRequest,
} from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';

export function createUpload(body: { projectId: string | undefined; supplier: string; fileNames: string[] }) {
  return apiRequest('/v1/bulk-uploads', { method: 'POST', body, schema: createUploadResponseSchema });
}

export function startUpload(body: StartUploadRequest) {
  return apiRequest('/v1/bulk-uploads/start', { method: 'POST', body, schema: uploadActionResponseSchema });
}

export function cancelUpload(uploadId: string) {
  return apiRequest('/v1/bulk-uploads/cancel', {
    method: 'POST',
    body: { uploadId } satisfies CancelUploadRequest,
    schema: uploadActionResponseSchema,
  });
}
