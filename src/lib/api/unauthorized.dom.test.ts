/**
 * A refused token (401) raises one token prompt, whichever request met it. Each test loads unauthorized.ts
 * afresh: whether the token was refused lives in the module for the page's life.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Errors from './errors.ts';
import type * as Unauthorized from './unauthorized.ts';

let ApiError: typeof Errors.ApiError;

/** unauthorized.ts afresh, and the ApiError class it knows (a fresh module graph has its own). */
async function load(): Promise<typeof Unauthorized> {
  vi.resetModules();
  ({ ApiError } = await import('./errors.ts'));
  return import('./unauthorized.ts');
}

const api = (status: number) => new ApiError(status, 'some_code', 'Something went wrong.');

afterEach(cleanup);

describe('a refused token', () => {
  it('is a 401 from the service, nothing else', async () => {
    const { isUnauthorized } = await load();
    expect(isUnauthorized(api(401))).toBe(true);
    expect(isUnauthorized(api(403))).toBe(false);
    expect(isUnauthorized(api(400))).toBe(false);
    expect(isUnauthorized({ status: 401 })).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
  });

  it('raises the token prompt once, until cleared', async () => {
    const { clearUnauthorized, reportIfUnauthorized, useTokenRefused } = await load();
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

  it('tells every component that shows the prompt, once per change', async () => {
    const { clearUnauthorized, reportIfUnauthorized, useTokenRefused } = await load();
    let renders = 0;
    const first = renderHook(() => {
      renders += 1;
      return useTokenRefused();
    });
    const second = renderHook(() => useTokenRefused());
    const before = renders;
    act(() => reportIfUnauthorized(api(401)));
    expect(first.result.current).toBe(true);
    expect(second.result.current).toBe(true);
    expect(renders).toBe(before + 1);
    act(() => reportIfUnauthorized(api(401)));
    expect(renders).toBe(before + 1);
    act(() => clearUnauthorized());
    expect(first.result.current).toBe(false);
    expect(second.result.current).toBe(false);
  });

  it('a page rendered on the server shows the prompt when the token was refused', async () => {
    const { reportIfUnauthorized, useTokenRefused } = await load();
    function Prompt() {
      return createElement('span', null, useTokenRefused() ? 'refused' : 'fine');
    }
    expect(renderToString(createElement(Prompt))).toBe('<span>fine</span>');
    reportIfUnauthorized(api(401));
    expect(renderToString(createElement(Prompt))).toBe('<span>refused</span>');
  });
});
