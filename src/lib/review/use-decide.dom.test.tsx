/**
 * A verdict of more items than one request holds is a batch (use-decide.ts): request n carries the key
 * `<batch id>:<n>`; sent again after a failure it keeps the batch id, so the server answers the requests it
 * stored already as the first time and each decision is kept once. Stored whole, the next verdict is a new batch.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { REVIEW_LIMITS } from '@core/api/review.ts';
import type { ReviewItem } from './review-items.ts';
import { useDecide } from './use-decide.ts';

afterEach(() => vi.unstubAllGlobals());

const item = (i: number): ReviewItem =>
  ({
    key: `k${i}`,
    kind: 'risk',
    plotId: `plt-${i}`,
    plotName: `Plot ${i}`,
    supplier: 'Kofi',
    risk: 'high',
    areaHa: 1,
  }) as ReviewItem;
const body = { verdict: 'cleared', reason: 'no-deforestation-verified' } as const;

function setUp() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDecide('p-palm', () => 'sup-1'), { wrapper });
}

it('sends a large verdict as one batch, resumes it with the same keys after a failure, and starts anew after', async () => {
  const keys: string[] = [];
  let failSecond = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const key = (init.headers as Record<string, string>)['idempotency-key']!;
      keys.push(key);
      const { items } = JSON.parse(init.body as string) as { items: { plotId: string }[] };
      if (key.endsWith(':1') && failSecond) return new Response('{}', { status: 503 });
      const decisions = items.map((i) => ({
        id: i.plotId,
        plotId: i.plotId,
        kind: 'risk',
        verdict: 'cleared',
        reason: 'no-deforestation-verified',
        note: '',
        evidence: null,
        decidedBy: 'A',
        decidedAt: '2026-12-06T00:00:00Z',
      }));
      return new Response(JSON.stringify({ decisions }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const { result } = setUp();
  const items = Array.from({ length: REVIEW_LIMITS.maxItems + 5 }, (_, i) => item(i));

  await act(async () => {
    await result.current.mutateAsync({ items, body }).catch(() => undefined);
  });
  expect(keys).toHaveLength(2);
  const batch = keys[0]!.replace(/:0$/, '');
  expect(keys).toEqual([`${batch}:0`, `${batch}:1`]);

  failSecond = false;
  let stored = 0;
  await act(async () => {
    stored = (await result.current.mutateAsync({ items, body })).length;
  });
  expect(stored).toBe(items.length);
  expect(keys.slice(2)).toEqual([`${batch}:0`, `${batch}:1`]);

  // Stored whole: the same verdict again is a new decision, with a new batch.
  await act(async () => {
    await result.current.mutateAsync({ items: items.slice(0, 1), body });
  });
  await waitFor(() => expect(keys).toHaveLength(5));
  expect(keys[4]).not.toContain(batch);
  expect(keys[4]).toMatch(/:0$/);

  // Another verdict is another batch, even after a failure of the first.
  failSecond = true;
  await act(async () => {
    await result.current.mutateAsync({ items, body }).catch(() => undefined);
  });
  const failed = keys.at(-1)!.replace(/:1$/, '');
  await act(async () => {
    await result.current.mutateAsync({ items, body: { ...body, note: 'other' } }).catch(() => undefined);
  });
  expect(keys.at(-2)).not.toContain(failed);
});

it('names a deforestation item’s signal, so each detection is decided apart; other kinds send none', async () => {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { items } = JSON.parse(init.body as string) as { items: unknown[] };
      sent.push(...items);
      return new Response(JSON.stringify({ decisions: [] }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const { result } = setUp();
  const detection = { ...item(1), kind: 'deforestation', signalId: 'DEF-202611-0001' } as ReviewItem;
  await act(() => result.current.mutateAsync({ items: [detection, item(2)], body }));
  expect(sent).toEqual([
    { plotId: 'plt-1', kind: 'deforestation', signalId: 'DEF-202611-0001', supplierId: 'sup-1' },
    { plotId: 'plt-2', kind: 'risk', supplierId: 'sup-1' },
  ]);
});
