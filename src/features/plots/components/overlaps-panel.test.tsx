/** The Plots page's overlaps panel: the summary and each pair, in English and in French. */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { OverlapReport } from '@core/geo/overlap-report.ts';
import { OverlapsPanel } from './overlaps-panel.tsx';

const report: OverlapReport = {
  pairs: [
    {
      a: {
        id: 'a',
        supplier: 'Coop Nawa',
        share: 0.125,
        areaHa: 12,
        name: 'Farm A',
        risk: 'low',
        statedHa: 12,
      },
      b: { id: 'b', supplier: 'Ferme Soubré', share: 0.5, areaHa: 3, name: 'b', risk: 'none', statedHa: 3 },
      overlapHa: 1.5,
      sameSupplier: false,
    },
  ],
  totalPairs: 1,
  plotIds: ['a', 'b'],
  bySupplier: {},
  scanned: 1200,
  ms: 3,
};

const renderPanel = (locale: 'en' | 'fr', shown: OverlapReport = report) =>
  renderWithProviders(
    <OverlapsPanel
      report={shown}
      pending={false}
      error={null}
      plotOf={(id) => (id === 'a' ? ({ name: 'Farm A' } as never) : undefined)}
      onlyOverlaps={false}
      onToggle={vi.fn()}
      onShowPair={vi.fn()}
    />,
    { locale },
  );

describe('OverlapsPanel', () => {
  it('says what overlaps, in English', () => {
    renderPanel('en');
    expect(screen.getByRole('status')).toHaveTextContent(/^2 plots in 1 overlapping pair$/);
    const counts = screen.getAllByRole('list')[0]!;
    expect([...counts.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '2 plots in 1 overlapping pair between suppliers (double claims)',
      'No overlap within a supplier',
      'No plot inside another plot',
    ]);
    const pairs = screen.getByRole('list', { name: 'Overlapping pairs' });
    expect(pairs).toHaveTextContent('Farm A (Coop Nawa) and b (Ferme Soubré)');
    expect(pairs).toHaveTextContent(
      '1.5 ha overlap: 12.5% of the first, 50% of the second · different suppliers: a double claim',
    );
  });

  it('names an overlap within one supplier apart from a double claim, and counts only the plots shown', () => {
    const within: OverlapReport = {
      ...report,
      pairs: [
        report.pairs[0]!,
        {
          a: { ...report.pairs[0]!.a, id: 'c', name: 'c', share: 0.96 },
          b: { ...report.pairs[0]!.a, id: 'd', name: 'd', share: 0.2 },
          overlapHa: 2,
          sameSupplier: true,
        },
      ],
      totalPairs: 3,
      // A filter shows Coop Nawa's plots only: b (Ferme Soubré) is not counted, its pair is.
      plotIds: ['a', 'c', 'd'],
    };
    renderPanel('en', within);
    expect(screen.getByRole('status')).toHaveTextContent(/^3 plots in 2 overlapping pairs$/);
    const counts = screen.getAllByRole('list')[0]!;
    expect([...counts.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '1 plot in 1 overlapping pair between suppliers (double claims)',
      '2 plots in 1 overlapping pair within a supplier',
      '1 plot inside another plot',
    ]);
    expect(screen.getByText(/largest of 3 overlapping pairs/)).toHaveTextContent(
      'Counted from the 2 largest of 3 overlapping pairs (the check lists the largest only).',
    );
    expect(screen.getByRole('list', { name: 'Overlapping pairs' })).toHaveTextContent(
      '96% of the first, 20% of the second · same supplier: an overlap within the supplier',
    );
  });

  it('says it in French, with French decimals and percent spacing', () => {
    renderPanel('fr');
    expect(
      screen.getByRole('heading', {
        name: 'Chevauchements : déclarations en double et chevauchements au sein d’un fournisseur',
      }),
    ).toBeInTheDocument();
    const pairs = screen.getByRole('list', { name: 'Paires qui se chevauchent' });
    expect(pairs).toHaveTextContent('Farm A (Coop Nawa) et b (Ferme Soubré)');
    expect(pairs).toHaveTextContent(
      /Chevauchement de 1,5 ha : 12,5\s% de la première, 50\s% de la seconde · fournisseurs différents : une déclaration en double/,
    );
    expect(screen.getByRole('button', { name: 'Voir Farm A et b sur la carte' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^2 parcelles dans 1 paire qui se chevauche$/);
  });
});
