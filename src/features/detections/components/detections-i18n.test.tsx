/**
 * The Detections page speaks the reader's language: the touched plots (kinds, areas in the locale's digits,
 * what a confidence label means), the empty states and the month picker's month names.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { TouchedPlot } from '@/lib/detections/touched-plots.ts';
import { MonthPicker } from './month-picker.tsx';
import { TouchedPlotsSection } from './touched-plots-section.tsx';

const flat = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const square: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};
const touched: TouchedPlot[] = [
  {
    plot: { id: 'p1', name: 'Kossou 7', supplier: 'Coop Nord', geometry: square },
    detections: [
      {
        id: 'd1',
        kind: 'deforestation',
        date: '2024-03-05',
        confidence: null,
        areaHa: 1234.5,
        geometry: square,
      },
      { id: 'f1', kind: 'fire', date: '2024-03-09', confidence: 'nominal', areaHa: null, geometry: square },
    ],
  },
];
const base = {
  monthLabel: 'mars 2024',
  plots: { complete: true, loaded: 3, failed: false },
  focusedId: null,
  onFocus: () => undefined,
  error: null,
  onRetry: () => undefined,
};

describe('the Detections page in the reader’s language', () => {
  it('lists the touched plots in English as before', () => {
    renderWithProviders(
      <TouchedPlotsSection {...base} monthLabel="March 2024" touched={touched} empty={false} />,
    );
    expect(screen.getByRole('heading', { name: 'Your plots touched (1)' })).toBeVisible();
    const cell = within(screen.getByRole('table', { name: /touched by this month/ })).getAllByRole(
      'listitem',
    );
    expect(cell.map((li) => li.textContent)).toEqual([
      '■ Deforestation 5 Mar 2024, 1,234.5 ha',
      '▲ Fire 9 Mar 2024 (nominal confidence)',
    ]);
  });

  it('lists them in French, with French digits and the meaning of the confidence', () => {
    renderWithProviders(<TouchedPlotsSection {...base} touched={touched} empty={false} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: 'Vos parcelles touchées (1)' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Fournisseur' })).toBeVisible();
    const items = screen.getAllByRole('listitem').map((li) => flat(li.textContent));
    expect(items).toEqual([
      '■ Déforestation 5 mars 2024, 1 234,5 ha',
      '▲ Feu 9 mars 2024 (confiance nominale)',
    ]);
    expect(screen.getByTitle(/^Confiance nominale : un signal net/)).toHaveTextContent('nominale');
  });

  it('says in French that a month has no detection', () => {
    renderWithProviders(<TouchedPlotsSection {...base} touched={[]} empty />, { locale: 'fr' });
    expect(screen.getByText('Aucune détection en mars 2024')).toBeVisible();
    expect(screen.getByText('Choisissez un autre mois pour voir ses détections.')).toBeVisible();
  });

  it('names the months in Portuguese and marks those still to come', () => {
    renderWithProviders(
      <MonthPicker
        value={{ from: { year: 2026, month: 10 }, to: { year: 2026, month: 10 } }}
        now={new Date(Date.UTC(2026, 10, 21))}
        onChange={() => undefined}
      />,
      { locale: 'pt' },
    );
    const months = screen.getByRole('combobox', { name: 'Mês' });
    const names = [...months.querySelectorAll('option')].map((o) => o.textContent);
    expect(names[0]).toBe('janeiro');
    expect(names[9]).toBe('outubro');
    expect(names[11]).toBe('dezembro (ainda não)');
    expect(screen.getByRole('checkbox', { name: 'Vários meses (até 12)' })).not.toBeChecked();
  });
});
