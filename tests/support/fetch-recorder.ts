/**
 * fetch replaced, for each test of a file, by a recorder: every request is kept in `sent` and answered
 * with what `answer` gives (set it in a test; it starts as `first` again before each test).
 */
import { afterEach, beforeEach, vi } from 'vitest';

export interface SentRequest {
  url: string;
  init: RequestInit;
}

export interface FetchRecorder {
  sent: SentRequest[];
  answer: () => Promise<Response> | Response;
}

export function recordFetch(first: () => Response): FetchRecorder {
  const recorder: FetchRecorder = { sent: [], answer: first };
  beforeEach(() => {
    recorder.sent = [];
    recorder.answer = first;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      recorder.sent.push({ url, init });
      return Promise.resolve(recorder.answer());
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return recorder;
}

/** What a promise failed with, or 'no error'. */
export const caught = async (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => 'no error',
    (e: unknown) => e,
  );

/** A JSON response with this status, body and headers. */
export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
