/**
 * The printable report in the reader's language: the page's language, not the language the report's model
 * was made in, with French headings, plurals, digit grouping and country names; English as the journeys
 * read it.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { testPlot } from '@tests/support/plots.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { supplierReport } from '../lib/report/report-model.ts';
import { SupplierReportView } from './supplier-report-view.tsx';

const report = (locale: 'en' | 'es') =>
  supplierReport({
    projectName: 'Cacao 2026',
    supplierName: 'Coopérative Yamoussoukro',
    list: PlotList.of(
      Array.from({ length: 1200 }, (_, i) =>
        testPlot(`p${i}`, { name: `Farm ${i}`, supplier: 'Coopérative Yamoussoukro', country: 'CI' }),
      ),
    ),
    items: null,
    overlapScan: null,
    decisions: [],
    history: { entries: [], truncated: false },
    uploads: [],
    conclusions: [],
    declarations: [],
    generatedAt: '2026-11-26T21:05:00.000Z',
    appVersion: '0.1.0',
    rulesVersion: '2026.11.1',
    locale,
  });

describe('SupplierReportView', () => {
  it('speaks French on a French page', () => {
    renderWithProviders(<SupplierReportView r={report('es')} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Rapport de diligence raisonnée : Coopérative Yamoussoukro',
    );
    expect(screen.getByText('1 200 parcelles, 1 200 ha au total.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pays de production' })).toBeInTheDocument();
    expect(screen.getByText('Côte d’Ivoire (CI)')).toBeInTheDocument();
    expect(screen.getByText('Aucune décision enregistrée pour l’instant.')).toBeInTheDocument();
    expect(screen.getByText(/^La vérification des chevauchements n’était pas terminée/)).toBeInTheDocument();
  });

  it('keeps the English words', () => {
    renderWithProviders(<SupplierReportView r={report('en')} />);
    expect(screen.getByText('1,200 plots, 1,200 ha in all.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Decisions and their history' })).toHaveTextContent(
      'No decision recorded yet.',
    );
  });
});
