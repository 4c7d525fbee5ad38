/** Error answers in the contract's shape: `{ errorCode, errorMessage }` (contract §1). */
import { HTTPException } from 'hono/http-exception';
import type { ErrorCode } from '@core/api/schemas.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function errorResponse(
  status: ContentfulStatusCode,
  errorCode: ErrorCode,
  errorMessage: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ errorCode, errorMessage }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Throw from anywhere in a handler; the simulator's onError turns it into the contract's error body. */
export function apiError(
  status: ContentfulStatusCode,
  errorCode: ErrorCode,
  errorMessage: string,
  headers: Record<string, string> = {},
): never {
  throw new HTTPException(status, { res: errorResponse(status, errorCode, errorMessage, headers) });
}
