/**
 * useConnection: a component sees the current connection and follows every change of it (another kind,
 * another token), also when rendered on the server. Each test loads connection.ts afresh.
 */
import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function load() {
  vi.resetModules();
  const connection = await import('./connection.ts');
  const { useConnection } = await import('./use-connection.ts');
  return { ...connection, useConnection };
}

beforeEach(() => sessionStorage.clear());

describe('useConnection', () => {
  it('starts on the connection the page opened on', async () => {
    const { useConnection } = await load();
    const { result } = renderHook(() => useConnection());
    expect(result.current).toEqual({ kind: 'simulator', token: 'demo-token-amara', rememberInTab: false });
  });

  it('re-renders with every change of connection', async () => {
    const { useConnection, setConnection } = await load();
    const { result } = renderHook(() => useConnection());
    act(() => setConnection({ kind: 'live', token: 'abc' }));
    expect(result.current).toEqual({ kind: 'live', token: 'abc', rememberInTab: false });
    act(() => setConnection({ token: 'def' }));
    expect(result.current.token).toBe('def');
    act(() => setConnection({ kind: 'simulator', token: null }));
    expect(result.current).toEqual({ kind: 'simulator', token: 'demo-token-amara', rememberInTab: false });
  });

  it('renders the current connection on the server too', async () => {
    const { useConnection, setConnection } = await load();
    setConnection({ kind: 'live', token: 'abc' });
    function Kind() {
      return createElement('span', null, useConnection().kind);
    }
    expect(renderToString(createElement(Kind))).toBe('<span>live</span>');
  });
});
