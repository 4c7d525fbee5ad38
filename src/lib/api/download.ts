/**
 * Binary downloads from the API (export files): same origin, same bearer token and same errors as the
 * JSON client, but the body is returned as bytes. Absolute URLs from the service are reduced to our own
 * API base (resolveApiUrl), so the token never leaves our origin.
 */
import { errorBodySchema } from '../../../core/api/schemas.ts';
import { resolveApiUrl } from './client.ts';
import { getConnection } from './connection.ts';
import { ApiError, NetworkError } from './errors.ts';

export async function apiDownload(
  url: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ArrayBuffer> {
  const headers: Record<string, string> = {};
  const { token } = getConnection();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(resolveApiUrl(url), { headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError('The file could not be downloaded.', { cause: error });
  }
  if (!response.ok) {
    const body = errorBodySchema.safeParse(await response.json().catch(() => null));
    if (body.success) throw new ApiError(response.status, body.data.errorCode, body.data.errorMessage);
    throw new ApiError(response.status, `http_${response.status}`, response.statusText || 'Download failed');
  }
  try {
    return await response.arrayBuffer();
  } catch (error) {
    throw new NetworkError('The connection dropped during the download.', { cause: error });
  }
}
