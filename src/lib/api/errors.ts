/** Typed errors thrown by the API client. No UI effects here: pages decide what to show. */

/** The service answered with an error status; errorCode/errorMessage come from its error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly errorMessage: string;
  /** Seconds from a Retry-After header, when the response carried one. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    errorCode: string,
    errorMessage: string,
    retryAfterSeconds: number | null = null,
  ) {
    super(`${status} ${errorCode}: ${errorMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.errorMessage = errorMessage;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The request never got an HTTP answer (offline, connection dropped, server down). */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/** The answer did not have the shape the contract promises. */
export class ResponseShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResponseShapeError';
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A sentence a person can act on, for any error the client throws. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.status) {
      case 401:
        return `The API token was refused (${error.errorMessage}). Check it in Settings.`;
      case 403:
        return `This account cannot access that project (${error.errorMessage}).`;
      case 404:
        return `Not found: ${error.errorMessage}`;
      case 429:
        return `${error.errorMessage}${error.retryAfterSeconds ? ` Try again in ${error.retryAfterSeconds} s.` : ''}`;
      default:
        return error.status >= 500
          ? `The service had a problem (${error.status}). Try again in a moment. ${error.errorMessage}`
          : error.errorMessage;
    }
  }
  if (error instanceof NetworkError) return `${error.message} Check your connection, then retry.`;
  if (error instanceof Error) return error.message;
  return String(error);
}
