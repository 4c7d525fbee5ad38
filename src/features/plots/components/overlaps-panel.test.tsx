/** The Plots page's overlaps panel: the summary and each pair, in English and in French. */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { OverlapReport } from '@/lib/plot-loader/worker/overlaps.ts';
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

const renderPanel = (locale: 'en' | 'fr') =>
  renderWithProviders(
    <OverlapsPanel
      report={report}
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
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 plots overlap another plot, in 1 pairs (1 between different suppliers).',
    );
    const pairs = screen.getByRole('list', { name: 'Overlapping pairs' });
    expect(pairs).toHaveTextContent('Farm A (Coop Nawa) and b (Ferme Soubré)');
    expect(pairs).toHaveTextContent(
      '1.5 ha overlap: 12.5% of the first, 50% of the second · different suppliers',
    );
  });

  it('says it in French, with French decimals and percent spacing', () => {
    renderPanel('fr');
    expect(
      screen.getByRole('heading', { name: 'Chevauchements (déclarations en double)' }),
    ).toBeInTheDocument();
    const pairs = screen.getByRole('list', { name: 'Paires qui se chevauchent' });
    expect(pairs).toHaveTextContent('Farm A (Coop Nawa) et b (Ferme Soubré)');
    expect(pairs).toHaveTextContent(
      /Chevauchement de 1,5 ha : 12,5\s% de la première, 50\s% de la seconde · fournisseurs différents/,
    );
    expect(screen.getByRole('button', { name: 'Voir Farm A et b sur la carte' })).toBeInTheDocument();
  });
});
