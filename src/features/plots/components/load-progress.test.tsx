/** The loading and freshness notes of the Plots page, in English and French: counts, plurals and times. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import { LoadProgress, type Freshness } from './load-progress.tsx';

const fresh: Freshness = {
  savedAt: Date.UTC(2026, 10, 27, 9, 5),
  fromCache: false,
  refreshLoaded: null,
  storage: 'kept',
  serverCopy: null,
  serverWalking: null,
};

describe('LoadProgress', () => {
  it('says how many plots loaded and match, with English grouping', () => {
    renderWithProviders(
      <LoadProgress
        loaded={12345}
        expected={20000}
        complete
        shown={7}
        filtering
        refreshing={false}
        freshness={fresh}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'All 12,345 plots of the project loaded; 7 match the filters.',
    );
    expect(screen.getByTestId('plots-freshness')).toHaveTextContent(
      /^Up to date \(\d\d:\d\d\) · saved on this device$/,
    );
  });

  it('speaks French, with French digit grouping, while loading and once loaded', () => {
    const { rerender } = renderWithProviders(
      <LoadProgress
        loaded={1500}
        expected={12000}
        complete={false}
        shown={3}
        filtering
        refreshing={false}
        freshness={fresh}
      />,
      { locale: 'fr' },
    );
    // French groups thousands with a (narrow) no-break space.
    expect(screen.getByTestId('plots-progress')).toHaveTextContent(
      /^1\s500 parcelles chargées sur environ 12\s000$/,
    );
    expect(screen.getByText(/correspondent aux filtres pour l’instant/)).toBeInTheDocument();
    expect(screen.getByLabelText('Parcelles chargées')).toBeInTheDocument();
    rerender(
      <LoadProgress
        loaded={12000}
        expected={12000}
        complete
        shown={3}
        filtering={false}
        refreshing={false}
        freshness={{ ...fresh, storage: 'unavailable' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Les 12\s000 parcelles du projet sont chargées\.$/);
    expect(screen.getByTestId('plots-freshness')).toHaveTextContent(
      /^À jour \(\d\d:\d\d\) · Ce navigateur ne peut pas/,
    );
  });

  it('from the team’s server copy: its progress while the server walks, then its time and whether a newer one comes', () => {
    const { rerender } = renderWithProviders(
      <LoadProgress
        loaded={0}
        expected={3000}
        complete={false}
        shown={0}
        filtering={false}
        refreshing={false}
        freshness={{ ...fresh, savedAt: null, serverWalking: 1200 }}
      />,
    );
    expect(screen.getByTestId('plots-progress')).toHaveTextContent(
      'The dashboard server is reading the project’s plots from the service: 1,200 so far…',
    );
    // Once plots arrive, the count is the page's own again.
    rerender(
      <LoadProgress
        loaded={200}
        expected={3000}
        complete={false}
        shown={0}
        filtering={false}
        refreshing={false}
        freshness={{ ...fresh, savedAt: null, serverWalking: 1200 }}
      />,
    );
    expect(screen.getByTestId('plots-progress')).toHaveTextContent(/^200 of about 3,000 plots loaded$/);
    const walkedAt = Date.now() - 12 * 60_000;
    rerender(
      <LoadProgress
        loaded={3000}
        expected={3000}
        complete
        shown={0}
        filtering={false}
        refreshing={false}
        freshness={{ ...fresh, savedAt: walkedAt, serverCopy: { walkedAt, refreshing: true } }}
      />,
    );
    expect(screen.getByTestId('plots-freshness')).toHaveTextContent(
      /^Team copy of \d\d:\d\d \(12 min ago\), read from the service by the dashboard server · a newer copy is being read · saved on this device$/,
    );
  });
});
