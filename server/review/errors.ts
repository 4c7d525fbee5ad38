/** Error answers of the review store, in the service's shape `{ errorCode, errorMessage }`. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ReviewError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ReviewError';
  }
}

export const errorJson = (status: ContentfulStatusCode, errorCode: string, errorMessage: string) =>
  Response.json({ errorCode, errorMessage }, { status });
