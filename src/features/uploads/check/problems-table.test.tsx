import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { setCurrentLocale } from '@core/i18n/locales.ts';
import { renderWithProviders, withLayout } from '@tests/support/render.tsx';
import { problemRow } from '@tests/support/uploads.ts';
import type { ProblemRow } from './check-protocol.ts';
import { ProblemsTable, type ProblemFilters } from './problems-table.tsx';

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = withLayout();
});
afterAll(() => restoreLayout());

const PROBLEMS: ProblemRow[] = [
  problemRow({ uid: 1, featureIndex: 0, featureName: 'Bravo', code: 'hole', severity: 'error' }),
  problemRow({
    uid: 2,
    featureIndex: 1,
    featureName: 'Alpha',
    code: 'duplicate-vertex',
    severity: 'warning',
  }),
  problemRow({
    uid: null,
    featureIndex: undefined,
    featureName: undefined,
    code: 'file-empty',
    severity: 'warning',
    fileName: 'other.geojson',
    fileIndex: 1,
    message: 'The file has no features.',
  }),
];

/** The table as the page uses it: filters held by the parent, fed back in. */
function Harness({
  problems = PROBLEMS,
  omitted = 0,
  fileNames = ['farms.geojson', 'other.geojson'],
  onShow = () => {},
  initial = {},
}: {
  problems?: ProblemRow[];
  omitted?: number;
  fileNames?: string[];
  onShow?: (row: ProblemRow) => void;
  initial?: ProblemFilters;
}) {
  const [filters, setFilters] = useState<ProblemFilters>(initial);
  return (
    <ProblemsTable
      problems={problems}
      omitted={omitted}
      fileNames={fileNames}
      filters={filters}
      onFiltersChange={setFilters}
      onShow={onShow}
      selectedUid={null}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Problems' }))
    .getAllByRole('row')
    .slice(1)
    .filter((r) => r.getAttribute('aria-hidden') !== 'true');

describe('ProblemsTable', () => {
  it('lists every problem with its count, and a Show button only for problems on a plot', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('heading', { name: 'Problems (3)' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Show feature/ })).toHaveLength(2);
    expect(screen.getByText('The file has no features.')).toBeInTheDocument();
  });

  it('filters by severity and says how many of all are shown', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by severity' }), 'Errors');
    expect(screen.getByRole('heading', { name: 'Problems (1 of 3)' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByText('Bravo')).toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by severity' }),
      'Errors and warnings',
    );
    expect(screen.getByRole('heading', { name: 'Problems (3)' })).toBeInTheDocument();
  });

  it('offers only the rules present, by title, and filters by rule and by file', async () => {
    const { user } = renderWithProviders(<Harness />);
    const rule = screen.getByRole('combobox', { name: 'Filter by rule' });
    expect(
      within(rule)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All rules',
      'Repeated vertex (duplicate-vertex)',
      'No features (file-empty)',
      'Polygon with a hole (hole)',
    ]);

    await user.selectOptions(rule, 'hole');
    expect(bodyRows()).toHaveLength(1);
    await user.selectOptions(rule, '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by file' }), 'other.geojson');
    expect(screen.getByRole('heading', { name: 'Problems (1 of 3)' })).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('other.geojson')).toBeInTheDocument();
  });

  it('falls back to all rules when the rule filtered on is no longer there: menu and rows agree', async () => {
    // The URL kept a filter on a rule the fixes removed: every problem listed, "All rules" chosen.
    const { user } = renderWithProviders(<Harness initial={{ rule: 'self-intersection' }} />);
    const rule = screen.getByRole('combobox', { name: 'Filter by rule' });
    expect(rule).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Problems (3)' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByText('No problems match these filters.')).not.toBeInTheDocument();
    // Choosing a severity then starts from all rules, not from the rule gone.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by severity' }), 'Errors');
    expect(screen.getByRole('heading', { name: 'Problems (1 of 3)' })).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Bravo')).toBeInTheDocument();
  });

  it('keeps a rule filter while its rule is there, and falls back from a file no longer checked', () => {
    const { unmount } = renderWithProviders(<Harness initial={{ rule: 'hole' }} />);
    expect(screen.getByRole('combobox', { name: 'Filter by rule' })).toHaveValue('hole');
    expect(screen.getByRole('heading', { name: 'Problems (1 of 3)' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness initial={{ file: 'removed.geojson' }} />);
    expect(screen.getByRole('combobox', { name: 'Filter by file' })).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Problems (3)' })).toBeInTheDocument();
  });

  it('has a file filter only when there is more than one file', () => {
    const { unmount } = renderWithProviders(<Harness fileNames={['farms.geojson']} />);
    expect(screen.queryByRole('combobox', { name: 'Filter by file' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness fileNames={['farms.geojson', 'other.geojson']} />);
    expect(screen.getByRole('combobox', { name: 'Filter by file' })).toBeInTheDocument();
  });

  it('says when no problem matches, and then offers no export', async () => {
    const { user } = renderWithProviders(<Harness problems={PROBLEMS.slice(1)} />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by severity' }), 'Errors');
    expect(screen.getByText('No problems match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says how many problems the list leaves out, only when it leaves some out', () => {
    const { unmount } = renderWithProviders(<Harness omitted={0} />);
    expect(screen.queryByText(/more are counted in the totals/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness omitted={1_250} />);
    expect(
      screen.getByText(/The list shows the first 3 problems; 1,250 more are counted/),
    ).toBeInTheDocument();
  });

  it('sorts by a column header, announcing the order', async () => {
    const { user } = renderWithProviders(<Harness />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      '',
      'Alpha',
      'Bravo',
    ]);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Bravo',
      'Alpha',
      '',
    ]);
  });

  it('shows a problem on the map from the keyboard', async () => {
    const onShow = vi.fn();
    const { user } = renderWithProviders(<Harness onShow={onShow} />);
    const show = screen.getByRole('button', { name: 'Show feature 2 of farms.geojson on the map' });
    show.focus();
    await user.keyboard('{Enter}');
    expect(onShow).toHaveBeenCalledTimes(1);
    expect(onShow.mock.calls[0]![0]).toMatchObject({ uid: 2, featureName: 'Alpha' });
  });
});

describe('ProblemsTable in Spanish', () => {
  // The page's number locale follows the language picker (language-choice.ts), as in the app.
  afterEach(() => setCurrentLocale('en'));

  it('titles, filters, severities and the omitted count in Spanish; file names and codes as they are', () => {
    setCurrentLocale('es');
    renderWithProviders(<Harness omitted={12000} />, { locale: 'es' });
    expect(screen.getByRole('heading', { name: 'Problemas (3)' })).toBeInTheDocument();
    const rule = screen.getByRole('combobox', { name: 'Filtrar por regla' });
    expect(within(rule).getByRole('option', { name: 'Polígono con hueco (hole)' })).toBeInTheDocument();
    expect(within(rule).getByRole('option', { name: 'Todas las reglas' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problemas' });
    expect(within(table).getByText('✖ error')).toBeInTheDocument();
    expect(within(table).getAllByText('▲ advertencia')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Ver el elemento 1 de farms.geojson en el mapa' }),
    ).toBeInTheDocument();
    // Counts with the locale’s grouping: 12.000 in Spanish.
    expect(screen.getByText(/otros 12\.000 se cuentan en los totales/)).toBeInTheDocument();
  });
});
