/**
 * The verdict form is offered only to whom the server would let record it: a signed-in person below
 * reviewer on the project is told why instead. With no session known (a server without people, or the panel
 * rendered alone), the form is offered and the server decides.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import { reviewItemKey } from '@core/api/review.ts';
import type { RoleGrant, SessionView } from '@core/api/team.ts';
import { sessionQueries } from '@/lib/session/session-queries.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
import { ReviewItemsPanel } from './review-items-panel.tsx';

const items: ReviewItem[] = [
  {
    key: reviewItemKey({ kind: 'risk', plotId: 'plot-1' }),
    kind: 'risk',
    plotId: 'plot-1',
    plotName: 'Farm A',
    supplier: 'Kumasi Cocoa',
    risk: 'high',
    areaHa: 2,
  },
];

async function renderAs(roles: RoleGrant[] | null, locale: 'en' | 'fr' = 'en') {
  const { queryClient } = renderWithProviders(
    <ReviewItemsPanel
      items={items}
      decisions={new Map()}
      onDecide={vi.fn()}
      pending={false}
      error={null}
      showPlot={false}
      projectId="p-cocoa"
    />,
    { locale },
  );
  const session: SessionView = {
    signedIn: true,
    person: { id: 'p-1', displayName: 'Lucas Meyer', email: null },
    team: { id: 't-1', name: 'Kumasi Cocoa Traders' },
    roles: roles ?? [],
    via: 'password',
    expiresAt: '2026-12-07T08:00:00Z',
    serverHoldsToken: { simulator: true, live: false },
  };
  if (roles) queryClient.setQueryData(sessionQueries.current().queryKey, session);
  // The query cache tells its observers in a task of its own: let the panel draw what it heard.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('ReviewItemsPanel and the person’s role', () => {
  it('says a viewer cannot record decisions, instead of offering the form', async () => {
    await renderAs([
      { projectId: 'p-cocoa', role: 'viewer' },
      { projectId: 'p-other', role: 'admin' },
    ]);
    expect(
      screen.getByText(
        'You are a viewer on this project: only a reviewer, approver or admin can record decisions.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record a verdict' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Record verdict/ })).not.toBeInTheDocument();
  });

  it('says so in the reader’s language, with the role in it', async () => {
    await renderAs([{ projectId: 'p-cocoa', role: 'viewer' }], 'fr');
    expect(screen.getByText(/^Vous êtes lecteur sur ce projet/)).toBeInTheDocument();
  });

  it('says it to a person with no role on the project at all', async () => {
    await renderAs([{ projectId: 'p-other', role: 'reviewer' }]);
    expect(screen.getByText(/^You have no role on this project/)).toBeInTheDocument();
  });

  it('offers the form to a reviewer', async () => {
    await renderAs([{ projectId: 'p-cocoa', role: 'reviewer' }]);
    expect(screen.getByRole('button', { name: 'Record verdict' })).toBeInTheDocument();
  });

  it('offers the form to an admin of every project', async () => {
    await renderAs([{ projectId: '*', role: 'admin' }]);
    expect(screen.getByRole('button', { name: 'Record verdict' })).toBeInTheDocument();
  });

  it('offers the form when no session is known, and leaves the decision to the server', async () => {
    await renderAs(null);
    expect(screen.getByRole('button', { name: 'Record verdict' })).toBeInTheDocument();
  });
});
