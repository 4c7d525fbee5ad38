/**
 * The Projects page in the reader's language: counts of suppliers and plots with each language's plurals
 * and digit grouping, dates with the month in words, and the project switch named for the project.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Locale } from '@core/i18n/locales.ts';
import type { renderWithProviders as RenderWithProviders } from '@tests/support/render.tsx';
import type { ProjectsPage as ProjectsPageComponent } from './projects-page.tsx';

const projects = [
  { id: 'p1', name: 'Cacao 2026', isActive: true, createdAt: '2026-01-05T08:00:00Z' },
  { id: 'p2', name: 'Café', isActive: false, createdAt: '2025-12-24T08:00:00Z' },
];

// vi.doMock and fresh imports: the dom project shares modules between files (isolate: false), and another file
// may have loaded the API client or the supplier queries before this one, where vi.mock would not apply (both
// tests then saw "Counts unavailable" when run after such a file).
let ProjectsPage: typeof ProjectsPageComponent;
let renderWithProviders: typeof RenderWithProviders;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('@/lib/project/use-current-project.ts', () => ({
    useCurrentProject: () => ({
      projects,
      projectId: 'p1',
      isPending: false,
      error: null,
      refetch: () => {},
    }),
  }));
  // The map needs WebGL: a stand-in that only names itself.
  vi.doMock('@/components/map/lazy-base-map.tsx', () => ({
    LazyBaseMap: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  }));
  vi.doMock('@/lib/api/client.ts', () => ({
    apiRequest: (path: string, { query }: { query: { projectId: string } }) =>
      Promise.resolve(
        path === '/v1/suppliers'
          ? {
              results:
                query.projectId === 'p1'
                  ? [
                      { id: 's1', name: 'A', projectId: 'p1', plotCount: 1234, createdAt: '' },
                      { id: 's2', name: 'B', projectId: 'p1', plotCount: 1, createdAt: '' },
                    ]
                  : [{ id: 's3', name: 'C', projectId: 'p2', plotCount: 1, createdAt: '' }],
            }
          : { results: [], next: null },
      ),
  }));
  ({ ProjectsPage } = await import('./projects-page.tsx'));
  ({ renderWithProviders } = await import('@tests/support/render.tsx'));
  // The catalogues as the page imports them after the reset (the set-up file loaded them into the old ones).
  const { loadCatalogue } = await import('@core/i18n/messages.ts');
  await Promise.all((['en', 'pt'] as const).map(loadCatalogue));
});

async function renderPage(locale: Locale) {
  const router = createRouter({
    routeTree: createRootRoute({ component: ProjectsPage }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { locale });
  await screen.findByRole('list');
}

describe('ProjectsPage', () => {
  it('speaks Portuguese: plurals, digit grouping, dates', async () => {
    await renderPage('pt');
    expect(screen.getByRole('heading', { name: 'Projetos' })).toBeInTheDocument();
    const counts = await screen.findAllByText(/fornecedor/);
    expect(counts.map((c) => c.textContent)).toEqual([
      '2 fornecedores · 1.235 parcelas',
      '1 fornecedor · 1 parcela',
    ]);
    expect(screen.getByText('Criado em 5 de jan. de 2026')).toBeInTheDocument();
    expect(screen.getByText('Em exibição')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mapa das parcelas do projeto' })).toBeInTheDocument();
  });

  it('keeps the English counts the journeys read', async () => {
    await renderPage('en');
    const counts = await screen.findAllByText(/supplier/);
    expect(counts.map((c) => c.textContent)).toEqual(['2 suppliers · 1,235 plots', '1 supplier · 1 plot']);
    expect(screen.getByText('Created 5 Jan 2026')).toBeInTheDocument();
  });
});
