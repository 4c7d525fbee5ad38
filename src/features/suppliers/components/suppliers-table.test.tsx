/**
 * The Suppliers table and the delete dialog in the reader's language: French column headings, risk words,
 * dates and counts written the French way, names in the accessible labels, and the dialog's plural (French
 * says "1 parcelle", English "1 plot"). English stays as the journeys read it.
 */
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Locale } from '@core/i18n/locales.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { NO_OVERLAPS, type ReviewCounts } from '@/lib/review/portfolio-counts.ts';
import type { SupplierRow } from '../lib/supplier-rows.ts';
import type { SupplierActions } from '../lib/use-supplier-actions.ts';
import { DeleteSupplierDialog } from './delete-supplier-dialog.tsx';
import { SuppliersTable } from './suppliers-table.tsx';

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

/** Links need a router: the component as the one page of a memory router. */
async function renderRouted(ui: ReactElement, locale: Locale) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const rendered = renderWithProviders(<RouterProvider router={router} />, { locale });
  await screen.findByRole('table');
  return rendered;
}

const row = (over: Partial<SupplierRow>): SupplierRow => ({
  id: 's1',
  name: 'Coopérative Yamoussoukro',
  plotCount: 12_345,
  byRisk: { high: 3, medium: 0, low: 12_342, none: 0, unassessed: 0 },
  lastPlotChange: '2025-11-07T10:00:00Z',
  ongoingUpload: null,
  overlaps: {
    betweenSuppliers: { plots: 2, pairs: 3 },
    withinSupplier: { plots: 0, pairs: 0 },
    all: { plots: 2, pairs: 3 },
    insideAnother: 0,
  },
  review: null,
  ...over,
});

const actions = { renaming: null } as unknown as SupplierActions;

const table = (rows: SupplierRow[]) => (
  <SuppliersTable
    rows={rows}
    sort="name"
    dir="asc"
    onSort={() => {}}
    countingLabel="…"
    overlapsLabel="…"
    reviewLabel="Counting…"
    actions={actions}
  />
);

describe('SuppliersTable', () => {
  it('speaks French: headings, risk words, counts, dates and labels', async () => {
    await renderRouted(
      table([row({}), row({ id: 's2', name: 'Kumasi', byRisk: null, lastPlotChange: null })]),
      'fr',
    );
    const headings = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/, ''));
    expect(headings).toEqual([
      'Fournisseur',
      'Parcelles',
      'Parcelles par niveau de risque',
      'Chevauchements',
      'À examiner',
      'Dernier envoi',
      'Actions',
    ]);
    const first = screen.getAllByRole('row')[1]!;
    // French groups thousands with a narrow no-break space and writes the month in words.
    expect(within(first).getByText('12 345')).toBeInTheDocument();
    expect(within(first).getByText('7 nov. 2025')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Parcelles par niveau de risque' })).toHaveTextContent(
      /Élevé : 3.*Faible : 12 342/,
    );
    expect(
      within(first).getByText(
        '2 parcelles dans 3 paires qui se chevauchent avec d’autres fournisseurs (déclarations en double)',
      ),
    ).toBeInTheDocument();
    expect(within(first).getByText('Aucun chevauchement au sein du fournisseur')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Voir les parcelles de Coopérative Yamoussoukro' }),
    ).toHaveTextContent('Voir les parcelles');
    expect(
      within(first).getByRole('button', { name: 'Supprimer Coopérative Yamoussoukro' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('…');
  });

  it('keeps the English words the journeys read', async () => {
    await renderRouted(table([row({})]), 'en');
    expect(screen.getByRole('columnheader', { name: 'Last upload' })).toBeInTheDocument();
    expect(screen.getByText('7 Nov 2025')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Plots by risk level' })).toHaveTextContent(
      /High: 3.*Low: 12,342/,
    );
    expect(screen.getByRole('link', { name: 'New upload for Coopérative Yamoussoukro' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Overlapping plots of Coopérative Yamoussoukro: 2 plots in 3 overlapping pairs with other suppliers (double claims); No overlap within the supplier',
      }),
    ).toBeInTheDocument();
  });

  it('says “None” for a supplier in no overlap, and one plot and one pair in the singular', async () => {
    const one = {
      betweenSuppliers: { plots: 0, pairs: 0 },
      withinSupplier: { plots: 1, pairs: 1 },
      all: { plots: 1, pairs: 1 },
      insideAnother: 0,
    };
    await renderRouted(
      table([row({ overlaps: one }), row({ id: 's2', name: 'Kumasi', overlaps: NO_OVERLAPS })]),
      'en',
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('1 plot in 1 overlapping pair within the supplier')).toBeInTheDocument();
    expect(within(first!).getByText('No overlap with other suppliers')).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'None' })).toBeInTheDocument();
  });

  it('says what needs review, links to the supplier, and what it waits for before it is counted', async () => {
    const counted: ReviewCounts = {
      total: 5,
      open: 3,
      byKind: { risk: { total: 4, open: 2 }, 'double-claim': { total: 1, open: 1 } },
      plotsWithItems: 4,
      plotsNeedingAttention: 1,
    };
    const nothing: ReviewCounts = {
      total: 0,
      open: 0,
      byKind: {},
      plotsWithItems: 0,
      plotsNeedingAttention: 0,
    };
    await renderRouted(
      table([
        row({ review: counted }),
        row({ id: 's2', name: 'Kumasi', review: nothing }),
        row({ id: 's3', name: 'Tema', review: null }),
      ]),
      'en',
    );
    const [, first, second, third] = screen.getAllByRole('row');
    const link = within(first!).getByRole('link', {
      name: 'Review of Coopérative Yamoussoukro: 1 plot needs attention; 3 of 5 items open',
    });
    expect(link).toHaveAttribute('href', '/suppliers/s1');
    expect(within(second!).getByText('Nothing to review')).toBeInTheDocument();
    expect(within(second!).queryByRole('link', { name: /^Review of/ })).toBeNull();
    expect(within(third!).getByText('Counting…')).toBeInTheDocument();
  });

  it('speaks the review in French, plural and singular', async () => {
    const review: ReviewCounts = {
      total: 1,
      open: 1,
      byKind: {},
      plotsWithItems: 1,
      plotsNeedingAttention: 2,
    };
    await renderRouted(table([row({ review })]), 'fr');
    expect(screen.getByText('2 parcelles demandent attention')).toBeInTheDocument();
    expect(screen.getByText('1 ouvert sur 1 élément')).toBeInTheDocument();
  });
});

describe('DeleteSupplierDialog', () => {
  const dialog = (plotCount: number, locale: Locale) =>
    renderWithProviders(
      <DeleteSupplierDialog
        supplier={{ id: 's1', name: 'Kumasi', plotCount }}
        pending={false}
        error={null}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
      { locale },
    );

  it('counts plots with each language’s plural', () => {
    dialog(1, 'fr');
    expect(screen.getByRole('heading')).toHaveTextContent('Supprimer le fournisseur « Kumasi » ?');
    expect(screen.getByText(/^Il a 1 parcelle : le service refusera/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer le fournisseur' })).toBeInTheDocument();
  });

  it('says a supplier without plots can be deleted for good, and 1 plot in the singular', () => {
    const { unmount } = dialog(0, 'en');
    expect(screen.getByText('It has no plots. This cannot be undone.')).toBeInTheDocument();
    unmount();
    dialog(1, 'en');
    expect(
      screen.getByText('It has 1 plot: the service will refuse until it is removed.'),
    ).toBeInTheDocument();
  });
});
