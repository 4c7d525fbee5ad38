import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { PlotFilters } from '../lib/plot-filters.ts';
import { PlotFiltersBar, type FilterPatch } from './plot-filters-bar.tsx';

const SUPPLIERS = ['Coop Nawa', 'Ferme Soubré'];
const COUNTRIES = ['CI', 'GH'];

function renderBar(filters: PlotFilters = {}, locale: 'en' | 'fr' = 'en') {
  const onChange = vi.fn<(patch: FilterPatch) => void>();
  const onClear = vi.fn();
  const view = renderWithProviders(
    <PlotFiltersBar
      filters={filters}
      suppliers={SUPPLIERS}
      countries={COUNTRIES}
      onChange={onChange}
      onClear={onClear}
    />,
    { locale },
  );
  return { ...view, onChange, onClear };
}

describe('PlotFiltersBar', () => {
  it('speaks French: labels, risk classes and country names in French', () => {
    renderBar({ country: 'CI', risk: ['high'] }, 'fr');
    expect(screen.getByRole('search', { name: 'Filtrer les parcelles' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fournisseur' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Tous les fournisseurs' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Côte d’Ivoire (CI)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Oui, déforestation détectée' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Non examinée' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Risque élevé' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Non évalué' })).not.toBeChecked();
  });

  it('is a search landmark whose fields show the filters in the URL', () => {
    renderBar({ supplier: 'Coop Nawa', country: 'GH', deforestation: 'yes', q: 'nawa', risk: ['high'] });
    expect(screen.getByRole('search', { name: 'Filter plots' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name or id' })).toHaveValue('nawa');
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue('Coop Nawa');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GH');
    expect(screen.getByRole('combobox', { name: 'Deforestation since cut-off' })).toHaveValue('yes');
    expect(screen.getByRole('checkbox', { name: 'High risk' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Low risk' })).not.toBeChecked();
  });

  it('keeps an option for a supplier or country from the URL that no loaded plot has (yet)', () => {
    renderBar({ supplier: 'Late Supplier', country: 'BR' });
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue('Late Supplier');
    expect(screen.getByRole('option', { name: 'Late Supplier' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('BR');
    expect(screen.getAllByRole('option', { name: /\(BR\)$/ })).toHaveLength(1);
  });

  it('offers each loaded supplier and country once when the URL names one of them', () => {
    renderBar({ supplier: 'Coop Nawa', country: 'CI' });
    expect(screen.getAllByRole('option', { name: 'Coop Nawa' })).toHaveLength(1);
    expect(screen.getAllByRole('option', { name: /\(CI\)$/ })).toHaveLength(1);
  });

  it('sends a chosen supplier, country and deforestation answer, and "All" as no filter', async () => {
    const { user, onChange } = renderBar({ supplier: 'Coop Nawa' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Supplier' }), 'Ferme Soubré');
    expect(onChange).toHaveBeenLastCalledWith({ supplier: 'Ferme Soubré' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Supplier' }), 'All suppliers');
    expect(onChange).toHaveBeenLastCalledWith({ supplier: undefined });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GH');
    expect(onChange).toHaveBeenLastCalledWith({ country: 'GH' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deforestation since cut-off' }), 'no');
    expect(onChange).toHaveBeenLastCalledWith({ deforestation: 'no' });
  });

  it('toggles risk levels from the keyboard, in the legend order, and none as no filter', async () => {
    const { user, onChange } = renderBar({ risk: ['low'] });
    screen.getByRole('checkbox', { name: 'High risk' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ risk: 'high,low' });
    screen.getByRole('checkbox', { name: 'Low risk' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ risk: undefined });
  });

  it('clears every filter with one button', async () => {
    const { user, onClear } = renderBar({ supplier: 'Coop Nawa' });
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('sends the search text once typing pauses (250 ms), trimmed', () => {
    vi.useFakeTimers();
    try {
      const { onChange } = renderBar();
      const box = screen.getByRole('searchbox', { name: 'Search by name or id' });
      fireEvent.change(box, { target: { value: ' naw' } });
      act(() => vi.advanceTimersByTime(200));
      fireEvent.change(box, { target: { value: ' nawa ' } });
      act(() => vi.advanceTimersByTime(249));
      expect(onChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ q: 'nawa' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends an emptied search box as no filter', () => {
    vi.useFakeTimers();
    try {
      const { onChange } = renderBar({ q: 'nawa' });
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: '   ' } });
      act(() => vi.advanceTimersByTime(250));
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ q: undefined });
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a search changed elsewhere (Back, a link) into the box', () => {
    function FromUrl() {
      const [filters, setFilters] = useState<PlotFilters>({ q: 'nawa' });
      return (
        <>
          <button type="button" onClick={() => setFilters({ q: 'soubre' })}>
            Back
          </button>
          <PlotFiltersBar
            filters={filters}
            suppliers={[]}
            countries={[]}
            onChange={() => {}}
            onClear={() => {}}
          />
        </>
      );
    }
    renderWithProviders(<FromUrl />);
    expect(screen.getByRole('searchbox')).toHaveValue('nawa');
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    expect(screen.getByRole('searchbox')).toHaveValue('soubre');
  });
});
