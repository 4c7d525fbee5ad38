/**
 * The jurisdictions table is virtualised: of hundreds of countries and an open country's regions, only the
 * rows in view (and a few either side) are in the DOM, while aria-rowcount and aria-rowindex give the real
 * count and place. Grouping, the country toggle, selection and search work as before.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Jurisdiction } from '@core/api/schemas.ts';
import { renderWithProviders, withLayout } from '@tests/support/render.tsx';
import type { JurisdictionRow } from '../lib/grouped-rows.ts';
import { JurisdictionTable } from './jurisdiction-table.tsx';

let restoreLayout: () => void;
beforeAll(() => {
  // 800 px of box, rows of 36 px: about 22 rows in view.
  restoreLayout = withLayout(800, 36);
});
afterAll(() => restoreLayout());

const jurisdiction = (id: string, name: string, parentId: string | null = null): Jurisdiction => ({
  id,
  name,
  administrationLevel: parentId ? 1 : 0,
  administrationUnitName: parentId ? 'Region' : 'Country',
  parentId,
  gadmId: id,
  areaHa: 1,
  country: 'CI',
  boundingBox: { minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 },
  assessment: {
    assessmentDate: '2026-01-01',
    framework: 'EUDR',
    riskLevel: 'high',
    deforestation: { areaHa: 0, hasDeforestation: false },
    commodities: {},
  },
});

const COUNTRIES = 300;
const REGIONS = 111;
/** 300 countries of the same risk (so the default sort keeps their order); the first one has 111 regions. */
const ROWS: JurisdictionRow[] = Array.from({ length: COUNTRIES }, (_, i) => ({
  jurisdiction: jurisdiction(`c-${i}`, `Country ${i}`),
  tally: { plots: i, suppliers: 1 },
  subRows:
    i === 0
      ? Array.from({ length: REGIONS }, (_, k) => ({
          jurisdiction: jurisdiction(`c-0-r-${k}`, `Region ${k}`, 'c-0'),
          tally: { plots: k, suppliers: 1 },
        }))
      : undefined,
}));

function renderTable({
  openCountryId = null,
  search = '',
  onSelect = () => {},
  onToggleCountry = () => {},
}: {
  openCountryId?: string | null;
  search?: string;
  onSelect?: (id: string) => void;
  onToggleCountry?: (id: string, open: boolean) => void;
} = {}) {
  return renderWithProviders(
    <JurisdictionTable
      rows={ROWS}
      selectedId={undefined}
      openCountryId={openCountryId}
      search={search}
      onSelect={onSelect}
      onToggleCountry={onToggleCountry}
    />,
  );
}

const table = () => screen.getByRole('table');
/** The data rows in the DOM (the spacer rows above and below are hidden from assistive tech). */
const drawnRows = () => [...table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-level]')];

describe('JurisdictionTable', () => {
  it('draws only the rows in view of 300 countries, and gives assistive tech the real count and places', () => {
    renderTable();
    expect(table()).toHaveAttribute('aria-rowcount', String(COUNTRIES + 1));
    const rows = drawnRows();
    // A screenful (22) and the overscan below it, not 300.
    expect(rows.length).toBeGreaterThanOrEqual(22);
    expect(rows.length).toBeLessThanOrEqual(40);
    // The header row is 1; the data rows follow it, in order.
    expect(within(table()).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    expect(rows.map((r) => r.getAttribute('aria-rowindex'))).toEqual(rows.map((_, i) => String(i + 2)));
    expect(rows[0]).toHaveTextContent('Country 0');
    expect(screen.queryByRole('button', { name: `Country ${COUNTRIES - 1}` })).toBeNull();
  });

  it('counts an open country’s regions in the table, lists them under it, and its toggle closes it', async () => {
    const onToggleCountry = vi.fn();
    const { user } = renderTable({ openCountryId: 'c-0', onToggleCountry });
    expect(table()).toHaveAttribute('aria-rowcount', String(COUNTRIES + REGIONS + 1));
    const rows = drawnRows();
    expect(rows[0]).toHaveAttribute('data-level', '0');
    expect(rows.slice(1).every((r) => r.dataset.level === '1')).toBe(true);
    expect(rows[1]).toHaveTextContent('Region 0');
    await user.click(screen.getByRole('button', { name: 'Hide the regions of Country 0' }));
    expect(onToggleCountry).toHaveBeenCalledWith('c-0', false);
  });

  it('lays rows out at a set height and columns at set widths, so nothing is measured as rows arrive', () => {
    renderTable({ openCountryId: 'c-0' });
    expect(table()).toHaveClass('table-fixed');
    expect(drawnRows().map((r) => r.style.height)).toEqual(drawnRows().map(() => '36px'));
    // The spacer under the rows in view stands for the others at that same height.
    const spacer = table().querySelector<HTMLTableCellElement>('tbody tr[aria-hidden] td')!;
    const hidden = COUNTRIES + REGIONS - drawnRows().length;
    expect(spacer.style.height).toBe(`${hidden * 36}px`);
    // Every column but the name has its width; a name cut short keeps its whole text in its tooltip.
    const widths = [...table().querySelectorAll('col')].map((c) => c.style.width);
    expect(widths).toEqual(['', '5rem', '7rem', '12rem', '8rem', '8rem', '5rem', '6rem']);
    expect(screen.getByRole('button', { name: 'Region 7' })).toHaveAttribute('title', 'Region 7');
  });

  it('selects a row by a click on its name or Enter', async () => {
    const onSelect = vi.fn();
    const { user } = renderTable({ onSelect });
    await user.click(screen.getByRole('button', { name: 'Country 3' }));
    expect(onSelect).toHaveBeenLastCalledWith('c-3');
    screen.getByRole('button', { name: 'Country 4' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('c-4');
  });

  it('keeps a country when a region matches a search, accents and case aside, and says when none does', () => {
    const { rerender } = renderTable({ search: 'REGION 42' });
    expect(table()).toHaveAttribute('aria-rowcount', '3');
    expect(drawnRows().map((r) => r.dataset.level)).toEqual(['0', '1']);
    expect(drawnRows()[1]).toHaveTextContent('Region 42');
    rerender(
      <JurisdictionTable
        rows={ROWS}
        selectedId={undefined}
        openCountryId={null}
        search="nowhere"
        onSelect={() => {}}
        onToggleCountry={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('nowhere');
    expect(table()).toHaveAttribute('aria-rowcount', '1');
    expect(drawnRows()).toHaveLength(0);
  });
});
