/**
 * The Jurisdictions page speaks the reader's language: its status line (plurals, grouped digits), its
 * filters (country names, the framework's cut-off) and its legend, in English as before and in French.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import { JurisdictionsLoadStatus } from './jurisdictions-load-status.tsx';
import { JurisdictionFiltersPanel } from './jurisdiction-filters.tsx';
import { JurisdictionLegend } from './jurisdiction-legend.tsx';
import { JurisdictionSearchBox, RegionMapStatus } from './jurisdiction-view-controls.tsx';

// French groups digits with a narrow no-break space.
const flat = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const loaded = (count: number, pagesLoaded: number, plots: number) => ({
  list: { complete: true, failed: false, count, pagesLoaded },
  plots: { complete: true, failed: false, count: plots },
});

describe('the Jurisdictions page in the reader’s language', () => {
  it('says how many jurisdictions match, with plurals and grouped digits, in English as before', () => {
    const { container, rerender } = renderWithProviders(
      <JurisdictionsLoadStatus {...loaded(1234, 13, 5000)} />,
    );
    expect(container.textContent).toBe(
      '1,234 jurisdictions match (13 pages of up to 100). 5,000 of your plots counted.',
    );
    rerender(<JurisdictionsLoadStatus {...loaded(1, 1, 1)} />);
    expect(container.textContent).toBe(
      '1 jurisdiction matches (1 page of up to 100). 1 of your plots counted.',
    );
  });

  it('says it in French', () => {
    const { container } = renderWithProviders(<JurisdictionsLoadStatus {...loaded(1234, 13, 5000)} />, {
      locale: 'fr',
    });
    expect(flat(container.textContent)).toBe(
      '1 234 territoires correspondent (13 pages sur 100 au plus). 5 000 de vos parcelles comptées.',
    );
  });

  it('names the filters, the framework’s cut-off and the countries in French', () => {
    renderWithProviders(
      <JurisdictionFiltersPanel
        filters={{
          framework: 'EUDR',
          riskLevels: [],
          countries: ['DE'],
          flags: {
            hasRemainingForest: true,
            hasProtectedAreas: undefined,
            hasIndigenousTerritories: undefined,
          },
        }}
        countryOptions={[
          { iso2: 'DE', name: 'Germany' },
          { iso2: 'GH', name: 'Ghana' },
          { iso2: 'CI', name: "Côte d'Ivoire" },
        ]}
        onChange={() => undefined}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('option', { name: 'EUDR (date butoir 31 déc. 2020)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer Allemagne' })).toBeVisible();
    const added = screen.getByRole('combobox', { name: 'Ajouter un pays' });
    expect([...added.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Ajouter un pays…',
      'Côte d’Ivoire (CI)',
      'Ghana (GH)',
    ]);
    expect(screen.getByRole('combobox', { name: 'Forêt restante' })).toHaveDisplayValue('Oui');
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeVisible();
  });

  it('says the countries are loading while their shapes are on their way, then offers them', () => {
    const filters = {
      framework: 'EUDR' as const,
      riskLevels: [],
      countries: [],
      flags: {
        hasRemainingForest: undefined,
        hasProtectedAreas: undefined,
        hasIndigenousTerritories: undefined,
      },
    };
    const { rerender } = renderWithProviders(
      <JurisdictionFiltersPanel filters={filters} countryOptions={null} onChange={() => undefined} />,
    );
    const options = () =>
      [...screen.getByRole('combobox', { name: 'Add a country' }).querySelectorAll('option')].map(
        (o) => o.textContent,
      );
    expect(options()).toEqual(['Loading the countries…']);
    rerender(
      <JurisdictionFiltersPanel
        filters={filters}
        countryOptions={[{ iso2: 'GH', name: 'Ghana' }]}
        onChange={() => undefined}
      />,
    );
    expect(options()).toEqual(['Add a country…', 'Ghana (GH)']);
  });

  it('explains the map in French, and counts regions with French plurals', () => {
    renderWithProviders(
      <>
        <JurisdictionLegend
          layer="risk"
          framework="RSPO"
          cutoffDate={undefined}
          counts={new Map([['high', 2]])}
        />
        <RegionMapStatus
          layer="risk"
          openName="Brésil"
          boundaries={{ list: 'complete', done: true, failed: 1, count: 27 }}
          drawn={26}
        />
      </>,
      { locale: 'fr' },
    );
    expect(screen.getByRole('heading', { name: 'Légende : risque évalué (service)' })).toBeVisible();
    expect(screen.getByText(/^Date butoir/)).toHaveTextContent(/^Date butoir RSPO : 15 nov\. 2018\./);
    expect(screen.getByText('(2 listés)')).toBeVisible();
    expect(screen.getByText('Peu de déforestation depuis la date butoir.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '26 régions de Brésil tracées selon leur risque évalué ; 1 limite n’a pas pu être chargée.',
    );
  });

  it('says the regions are loading until their list is in, not that there are none, and when it failed', () => {
    const status = (list: 'loading' | 'complete' | 'failed', count: number) => (
      <RegionMapStatus
        layer="risk"
        openName="Indonesia"
        // While no region is listed there is no boundary to wait for: done.
        boundaries={{ list, done: true, failed: 0, count }}
        drawn={0}
      />
    );
    const { rerender } = renderWithProviders(status('loading', 0));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the regions of Indonesia…');
    rerender(status('complete', 0));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The service lists no regions of Indonesia under these filters.',
    );
    rerender(status('failed', 0));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The regions of Indonesia could not be loaded; the map shows the country as a whole.',
    );
  });

  it('says how many regions a search has loaded so far, then nothing once all are in', () => {
    const box = (regions: { complete: boolean; failed: boolean; count: number } | null) => (
      <JurisdictionSearchBox value="cote" onChange={() => {}} regions={regions} />
    );
    const { rerender } = renderWithProviders(box({ complete: false, failed: false, count: 2300 }), {
      locale: 'fr',
    });
    expect(flat(screen.getByRole('status').textContent)).toBe(
      'Chargement de toutes les régions pour les chercher… 2 300 pour l’instant.',
    );
    rerender(box({ complete: true, failed: false, count: 4482 }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
