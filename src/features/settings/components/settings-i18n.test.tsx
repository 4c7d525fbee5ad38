/**
 * Settings in the reader's language: the saved plots' deletion with the count written the locale's way
 * and each language's plural, and the connection test's outcome.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';

/**
 * The two components, loaded afresh with the plot cache and the API client replaced. The dom tests share
 * their modules (`isolate: false`): a top-level vi.mock reached only the modules not loaded yet, so when a
 * file before this one (the Settings page's) had loaded the button with the real client, the connection
 * test went to the network and said "Gagal: The service could not be reached" (seen with one worker).
 */
async function freshSettings() {
  vi.resetModules();
  vi.doMock('@/lib/plot-loader/shared/plot-cache.ts', () => ({
    clearPlotCache: () => Promise.resolve({ plots: 12_345, projects: 1 }),
  }));
  vi.doMock('@/lib/api/client.ts', () => ({
    apiRequest: () => Promise.resolve({ results: [{ id: 'p1' }, { id: 'p2' }] }),
  }));
  const [{ renderWithProviders }, { CheckConnectionButton }, { PlotCacheSettings }, { loadCatalogue }] =
    await Promise.all([
      import('@tests/support/render.tsx'),
      import('./check-connection-button.tsx'),
      import('./plot-cache-settings.tsx'),
      import('@core/i18n/messages.ts'),
    ]);
  // The fresh copy of core/i18n has English alone, as a page has before it loads its language.
  await Promise.all([loadCatalogue('fr'), loadCatalogue('id')]);
  return { renderWithProviders, CheckConnectionButton, PlotCacheSettings };
}

describe('PlotCacheSettings', () => {
  it('says what was deleted in French', async () => {
    const { renderWithProviders, PlotCacheSettings } = await freshSettings();
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
    const { renderWithProviders, PlotCacheSettings } = await freshSettings();
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
    const { renderWithProviders, CheckConnectionButton } = await freshSettings();
    const { user } = renderWithProviders(<CheckConnectionButton />, { locale: 'id' });
    await user.click(screen.getByRole('button', { name: 'Uji koneksi' }));
    expect(await screen.findByText('Terhubung. Token ini dapat mengakses 2 proyek.')).toBeInTheDocument();
  });

  it('and in English, as before', async () => {
    const { renderWithProviders, CheckConnectionButton } = await freshSettings();
    const { user } = renderWithProviders(<CheckConnectionButton />);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected. This token can access 2 projects.')).toBeInTheDocument();
  });
});
