/** A refused token (401) raises one token prompt, whichever request met it. */
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { clearUnauthorized, isUnauthorized, reportIfUnauthorized } from './unauthorized.ts';

const api = (status: number, retryAfter: number | null = null) =>
  new ApiError(status, 'some_code', 'Something went wrong.', retryAfter);

describe('a refused token', () => {
  it('is a 401 from the service, nothing else', () => {
    expect(isUnauthorized(api(401))).toBe(true);
    expect(isUnauthorized(api(403))).toBe(false);
    expect(isUnauthorized({ status: 401 })).toBe(false);
  });

  it('raises the token prompt once, until cleared', async () => {
    const { useTokenRefused } = await import('./unauthorized.ts');
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => useTokenRefused());
    expect(result.current).toBe(false);
    act(() => reportIfUnauthorized(api(404)));
    expect(result.current).toBe(false);
    act(() => reportIfUnauthorized(api(401)));
    expect(result.current).toBe(true);
    act(() => reportIfUnauthorized(api(401)));
    expect(result.current).toBe(true);
    act(() => clearUnauthorized());
    expect(result.current).toBe(false);
  });
});
