/**
 * Optional endpoints: the first 404 or 405 marks one as not offered for that connection, the page is told so
 * in words, and it is not asked again. Each test loads capabilities.ts afresh: what it learnt lives in the
 * module for the page's life.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Capabilities from './capabilities.ts';
import type * as Errors from './errors.ts';

let ApiError: typeof Errors.ApiError;

/** capabilities.ts afresh, and the ApiError class it knows (a fresh module graph has its own). */
async function load(): Promise<typeof Capabilities> {
  vi.resetModules();
  ({ ApiError } = await import('./errors.ts'));
  return import('./capabilities.ts');
}

const refusal = (status: number) => async () => {
  throw new ApiError(status, `http_${status}`, 'No such endpoint');
};

describe('optional endpoints', () => {
  it('learns from a 404 that the service does not offer it, and then stops asking', async () => {
    const { isOffered, NotOfferedError, requestOptional } = await load();
    const request = vi.fn(refusal(404));
    await expect(requestOptional('live', 'suppliers', request)).rejects.toBeInstanceOf(NotOfferedError);
    await expect(requestOptional('live', 'suppliers', request)).rejects.toThrow(
      'The service does not offer supplier management.',
    );
    expect(request).toHaveBeenCalledTimes(1);
    expect(isOffered('live', 'suppliers')).toBe(false);
    // Per connection and per capability.
    expect(isOffered('simulator', 'suppliers')).toBe(true);
    expect(isOffered('live', 'detectionsExport')).toBe(true);
  });

  it('takes a 405 the same way, and names the detections export', async () => {
    const { isOffered, requestOptional } = await load();
    const error = await requestOptional('live', 'detectionsExport', refusal(405)).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'NotOfferedError',
      capability: 'detectionsExport',
      message: 'The service does not offer the monthly detections export.',
    });
    expect(isOffered('live', 'detectionsExport')).toBe(false);
    expect(isOffered('live', 'suppliers')).toBe(true);
  });

  it('passes other failures and answers on untouched (403, 400, 500 say nothing about the endpoint)', async () => {
    const { isOffered, requestOptional } = await load();
    for (const status of [400, 403, 500]) {
      const error = new ApiError(status, 'x', 'y');
      await expect(
        requestOptional('simulator', 'suppliers', async () => {
          throw error;
        }),
      ).rejects.toBe(error);
    }
    const offline = new TypeError('Failed to fetch');
    await expect(
      requestOptional('simulator', 'suppliers', async () => {
        throw offline;
      }),
    ).rejects.toBe(offline);
    expect(isOffered('simulator', 'suppliers')).toBe(true);
    await expect(requestOptional('simulator', 'suppliers', async () => 42)).resolves.toBe(42);
  });

  it('a 404 or 405 from the service means not offered; the same status from elsewhere does not', async () => {
    const { meansNotOffered } = await load();
    expect(meansNotOffered(new ApiError(404, 'http_404', 'Not Found'))).toBe(true);
    expect(meansNotOffered(new ApiError(405, 'http_405', 'Method Not Allowed'))).toBe(true);
    for (const status of [403, 406, 410]) {
      expect(meansNotOffered(new ApiError(status, 'x', 'y')), String(status)).toBe(false);
    }
    expect(meansNotOffered({ status: 404 })).toBe(false);
  });
});
