/**
 * The filing feature's components as the app shows them: inside a memory router (they link to supplier
 * pages), signed in with a role on the project (or no session known), over a stubbed fetch that records
 * what was sent and answers by method and path.
 */
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { vi } from 'vitest';
import type { Role, SessionView } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { sessionQueries } from '@/lib/session/session-queries.ts';
import { renderWithProviders } from './render.tsx';

export interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

/** Answers `[status, body]` per request (null: 404); every request is recorded in order. */
export function stubFetch(answer: (method: string, path: string, body: unknown) => [number, unknown] | null) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      const body = init.body ? (JSON.parse(init.body as string) as unknown) : null;
      sent.push({ method, path, body, key: headers['idempotency-key'] ?? null });
      const [status, json] = answer(method, path, body) ?? [
        404,
        { errorCode: 'not_found', errorMessage: 'none' },
      ];
      return status === 204 ? new Response(null, { status }) : Response.json(json, { status });
    }),
  );
  return sent;
}

export async function renderFiling(
  ui: ReactElement,
  { role, projectId = 'p-palm', locale = 'en' }: { role: Role | null; projectId?: string; locale?: Locale },
) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const rendered = renderWithProviders(<RouterProvider router={router} />, { locale });
  if (role) {
    const session: SessionView = {
      signedIn: true,
      person: { id: 'demo-ines', displayName: 'Inês Costa', email: null },
      team: { id: 't-1', name: 'Palm Traders' },
      roles: [{ projectId, role }],
      via: 'demo',
      expiresAt: '2026-12-07T08:00:00Z',
      serverHoldsToken: { simulator: true, live: false },
    };
    rendered.queryClient.setQueryData(sessionQueries.current().queryKey, session);
  }
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered;
}
