/** Error answers of the review store, in the service's shape `{ errorCode, errorMessage }`. */
import type { ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ReviewError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    /** Seconds to wait before asking again (a 429's Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ReviewError';
  }
}

export const errorJson = (status: ContentfulStatusCode, errorCode: string, errorMessage: string) =>
  Response.json({ errorCode, errorMessage }, { status });

/**
 * The error answer of the dashboard's own routes: a ReviewError as it says (with its Retry-After), anything
 * else a fixed 500. Never the exception's text: it can hold SQL, paths and connection details; the log line
 * names the routes (`label`).
 */
export const answerError =
  (label: string): ErrorHandler =>
  (err) => {
    if (err instanceof ReviewError) {
      const response = errorJson(err.status, err.errorCode, err.message);
      if (err.retryAfter !== undefined) response.headers.set('retry-after', String(err.retryAfter));
      return response;
    }
    console.error(`${label}: ${err.name}: ${err.message}`);
    return errorJson(500, 'internal', 'Internal error of the dashboard server; see its log, then try again.');
  };
