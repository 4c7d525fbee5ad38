/** The errors the client throws, and the sentence a person reads for each. */
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, ResponseShapeError, describeError, isAbortError } from './errors.ts';

describe('errors a person reads', () => {
  it('an ApiError carries status, code, message and Retry-After, and says them in its own message', () => {
    const e = new ApiError(429, 'upload_in_progress', 'An upload is running.', 30);
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ApiError');
    expect(e.message).toBe('429 upload_in_progress: An upload is running.');
    expect(e).toMatchObject({
      status: 429,
      errorCode: 'upload_in_progress',
      errorMessage: 'An upload is running.',
      retryAfterSeconds: 30,
    });
    expect(new ApiError(500, 'x', 'y').retryAfterSeconds).toBeNull();
  });

  it('network and shape errors keep their message, name and cause', () => {
    const cause = new TypeError('fetch failed');
    const n = new NetworkError('The service could not be reached.', { cause });
    expect(n).toMatchObject({ name: 'NetworkError', message: 'The service could not be reached.', cause });
    expect(new ResponseShapeError('odd')).toMatchObject({ name: 'ResponseShapeError', message: 'odd' });
  });

  it('tells an abort from other errors', () => {
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbortError(new DOMException('Timed out', 'TimeoutError'))).toBe(false);
    const notDom = new Error('aborted');
    notDom.name = 'AbortError';
    expect(isAbortError(notDom)).toBe(false);
  });

  it('says what to do for each status', () => {
    expect(describeError(new ApiError(401, 'unauthorized', 'Token unknown.'))).toBe(
      'The API token was refused (Token unknown.). Check it in Settings.',
    );
    expect(describeError(new ApiError(403, 'forbidden', 'Not your project.'))).toBe(
      'This account cannot access that project (Not your project.).',
    );
    expect(describeError(new ApiError(404, 'not_found', 'No upload u1.'))).toBe('Not found: No upload u1.');
    expect(describeError(new ApiError(429, 'upload_in_progress', 'Busy.', 12))).toBe(
      'Busy. Try again in 12 s.',
    );
    expect(describeError(new ApiError(429, 'upload_in_progress', 'Busy.'))).toBe('Busy.');
    expect(describeError(new ApiError(429, 'upload_in_progress', 'Busy.', 0))).toBe('Busy.');
    expect(describeError(new ApiError(500, 'http_500', 'Internal.'))).toBe(
      'The service had a problem (500). Try again in a moment. Internal.',
    );
    expect(describeError(new ApiError(502, 'http_502', 'Bad gateway.'))).toMatch(
      /^The service had a problem \(502\)/,
    );
    expect(describeError(new ApiError(499, 'closed', 'Client closed.'))).toBe('Client closed.');
    expect(describeError(new ApiError(400, 'invalid_request', 'limit must be ≤ 1000.'))).toBe(
      'limit must be ≤ 1000.',
    );
  });

  it('adds a next step to network errors and passes other errors through', () => {
    expect(describeError(new NetworkError('The service could not be reached.'))).toBe(
      'The service could not be reached. Check your connection, then retry.',
    );
    expect(describeError(new ResponseShapeError('Unexpected answer.'))).toBe('Unexpected answer.');
    expect(describeError('plain text')).toBe('plain text');
    expect(describeError(42)).toBe('42');
  });
});
