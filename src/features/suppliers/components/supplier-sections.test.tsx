/**
 * One supplier's page sections in the reader's language: figures with French plurals, hectares and
 * country names, and the upload history with its counts, dates and flags.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Locale } from '@core/i18n/locales.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { SupplierProfile } from '../lib/supplier-profile.ts';
import { SupplierCountries, SupplierFindings, SupplierRisk } from './supplier-figures.tsx';
import { SupplierUploads } from './supplier-uploads.tsx';

const tally = (plots: number, areaHa: number) => ({ plots, areaHa });
const profile: SupplierProfile = {
  plots: 1,
  areaHa: 1234.5,
  byRisk: {
    high: tally(1, 1234.5),
    medium: tally(0, 0),
    low: tally(0, 0),
    none: tally(0, 0),
    unassessed: tally(2, 0),
  },
  countries: [{ code: 'CI', tier: 'standard', ...tally(1, 1234.5) }],
  findings: {
    deforestation: tally(1, 0.6),
    protectedAreas: tally(0, 0),
    indigenousTerritories: tally(2, 3.25),
  },
};

async function renderFigures(locale: Locale) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <SupplierRisk profile={profile} />
          <SupplierFindings profile={profile} name="Kumasi" />
          <SupplierCountries profile={profile} />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { locale });
  await screen.findAllByRole('table');
}

describe('supplier figures', () => {
  it('speak French: plurals, hectares, country names', async () => {
    await renderFigures('fr');
    expect(
      screen.getByRole('heading', { name: 'Parcelles par risque évalué (service)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 parcelle, 1 235 ha au total.')).toBeInTheDocument();
    expect(screen.getByText('1 parcelle, 0,6 ha déboisés')).toBeInTheDocument();
    expect(screen.getByText('2 parcelles, 3,25 ha de chevauchement')).toBeInTheDocument();
    expect(screen.getByText('Aucune')).toBeInTheDocument();
    expect(screen.getByText('Côte d’Ivoire (CI)')).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: 'Classement des pays de l’UE (officiel)' }),
    ).toBeInTheDocument();
  });

  it('say one plot in the singular in English', async () => {
    await renderFigures('en');
    expect(screen.getByText('1 plot, 1,235 ha in all.')).toBeInTheDocument();
    expect(screen.getByText('1 plot, 0.6 ha deforested')).toBeInTheDocument();
    expect(screen.getByText('2 plots, 3.25 ha of overlap')).toBeInTheDocument();
  });
});

describe('SupplierUploads', () => {
  const records = {
    isPending: false,
    error: null,
    data: {
      records: [
        {
          uploadId: 'u1',
          recordedAt: '2026-03-02T09:00:00Z',
          endedAt: '2026-03-02T09:05:00Z',
          fileNames: ['farms.geojson'],
          added: 1200,
          changed: 3,
          removed: 0,
          plotCount: 1,
          overwrite: true,
          shouldMatchOnName: false,
          recordedBy: 'amara@example.org',
        },
      ],
    },
  } as unknown as Parameters<typeof SupplierUploads>[0]['records'] satisfies UseQueryResult<unknown>;

  it('writes the history in Spanish', () => {
    renderWithProviders(<SupplierUploads records={records} ongoing={[]} />, { locale: 'es' });
    expect(screen.getByRole('heading', { name: 'Historial de envíos' })).toBeInTheDocument();
    expect(screen.getByText('2 mar 2026: farms.geojson')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1200 agregadas, 3 modificadas, 0 quitadas; 1 parcela después del envío (sobrescritura).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Registrado por amara@example.org')).toBeInTheDocument();
  });

  it('keeps the English sentence', () => {
    renderWithProviders(<SupplierUploads records={records} ongoing={[]} />);
    expect(
      screen.getByText('1,200 added, 3 changed, 0 removed; 1 plot after it (overwrite).'),
    ).toBeInTheDocument();
  });
});
