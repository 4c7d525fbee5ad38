/**
 * Binary downloads from the API (export files): same origin, same bearer token and same errors as the
 * JSON client, but the body is returned as bytes. Absolute URLs from the service are reduced to our own
 * API base (resolveApiUrl), so the token never leaves our origin.
 */
import { sayNow } from '@core/i18n/messages.ts';
import { apiErrorOf, authHeaders, resolveApiUrl } from './client.ts';
import { NetworkError } from './errors.ts';

export async function apiDownload(
  url: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(resolveApiUrl(url), { headers: authHeaders(), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(sayNow('errors.download'), { cause: error });
  }
  // Stryker disable next-line ArrowFunction: an unreadable error body as undefined or null is the same to apiErrorOf (readErrorBody treats every non-object alike).
  if (!response.ok) throw apiErrorOf(response, await response.json().catch(() => null));
  try {
    return await response.arrayBuffer();
  } catch (error) {
    throw new NetworkError(sayNow('errors.download-dropped'), { cause: error });
  }
}
