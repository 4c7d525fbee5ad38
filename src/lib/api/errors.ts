/** Typed errors thrown by the API client. No UI effects here: pages decide what to show. */
import { currentLocale, type Locale } from '@core/i18n/locales.ts';
import { msg, render } from '@core/i18n/messages.ts';

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

/**
 * A sentence a person can act on, for any error the client throws, in the reader's language (the service's
 * own words, `errorMessage`, are shown as they came).
 */
export function describeError(error: unknown, locale: Locale = currentLocale()): string {
  if (error instanceof ApiError) {
    const detail = error.errorMessage;
    switch (error.status) {
      case 401:
        return render(locale, msg('errors.token-refused', { detail }));
      case 403:
        return render(locale, msg('errors.forbidden', { detail }));
      case 404:
        return render(locale, msg('errors.not-found', { detail }));
      case 429:
        return error.retryAfterSeconds
          ? render(locale, msg('errors.retry-in', { detail, seconds: error.retryAfterSeconds }))
          : detail;
      default:
        return error.status >= 500
          ? render(locale, msg('errors.server', { detail, status: error.status }))
          : detail;
    }
  }
  if (error instanceof NetworkError) return render(locale, msg('errors.network', { detail: error.message }));
  if (error instanceof Error) return error.message;
  return String(error);
}
