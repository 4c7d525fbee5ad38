/**
 * Settings in the reader's language: the saved plots' deletion with the count written the locale's way
 * and each language's plural, and the connection test's outcome.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import { CheckConnectionButton } from './check-connection-button.tsx';
import { PlotCacheSettings } from './plot-cache-settings.tsx';

vi.mock('@/lib/plot-loader/shared/plot-cache.ts', () => ({
  clearPlotCache: () => Promise.resolve({ plots: 12_345, projects: 1 }),
}));
vi.mock('@/lib/api/client.ts', () => ({
  apiRequest: () => Promise.resolve({ results: [{ id: 'p1' }, { id: 'p2' }] }),
}));

describe('PlotCacheSettings', () => {
  it('says what was deleted in French', async () => {
    const { user } = renderWithProviders(<PlotCacheSettings />, { locale: 'fr' });
    expect(
      screen.getByRole('group', { name: 'Parcelles enregistrées sur cet appareil' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer les parcelles enregistrées' }));
    expect(
      await screen.findByText(/^Copie enregistrée de 12 345 parcelles de 1 projet supprimée\./),
    ).toBeInTheDocument();
  });

  it('keeps the English sentence, one project in the singular', async () => {
    const { user } = renderWithProviders(<PlotCacheSettings />);
    await user.click(screen.getByRole('button', { name: 'Delete saved plots' }));
    expect(
      await screen.findByText(
        'Deleted the saved copy of 12,345 plots of 1 project. The next visit loads them from the service again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('CheckConnectionButton', () => {
  it('reports the connection in Indonesian', async () => {
    const { user } = renderWithProviders(<CheckConnectionButton />, { locale: 'id' });
    await user.click(screen.getByRole('button', { name: 'Uji koneksi' }));
    expect(await screen.findByText('Terhubung. Token ini dapat mengakses 2 proyek.')).toBeInTheDocument();
  });

  it('and in English, as before', async () => {
    const { user } = renderWithProviders(<CheckConnectionButton />);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected. This token can access 2 projects.')).toBeInTheDocument();
  });
});
