import { describe, expect, it, vi } from 'vitest';
import { isOffered, NotOfferedError, requestOptional } from './capabilities.ts';
import { ApiError } from './errors.ts';

describe('optional endpoints', () => {
  it('learns from a 404 that the service does not offer it, and then stops asking', async () => {
    const request = vi.fn(async () => {
      throw new ApiError(404, 'http_404', 'Not Found');
    });
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

  it('takes a 405 the same way', async () => {
    await expect(
      requestOptional('live', 'detectionsExport', async () => {
        throw new ApiError(405, 'http_405', 'Method Not Allowed');
      }),
    ).rejects.toBeInstanceOf(NotOfferedError);
    expect(isOffered('live', 'detectionsExport')).toBe(false);
  });

  it('passes other failures and answers on untouched (403, 400, 500 say nothing about the endpoint)', async () => {
    for (const status of [400, 403, 500]) {
      const error = new ApiError(status, 'x', 'y');
      await expect(
        requestOptional('simulator', 'suppliers', async () => {
          throw error;
        }),
      ).rejects.toBe(error);
    }
    expect(isOffered('simulator', 'suppliers')).toBe(true);
    await expect(requestOptional('simulator', 'suppliers', async () => 42)).resolves.toBe(42);
  });
});
