/**
 * The list of repaired and refused plots speaks the page's language: what a repair changed and why a plot
 * has no clean repair come from core as message references, and are written in French on a French page,
 * the English sentences on an English one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setCurrentLocale, type Locale } from '@core/i18n/locales.ts';
import { msg, said } from '@core/i18n/messages.ts';
import type { PlotFixReport } from '@core/plot-rules/index.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { FixedPlots } from './fixed-plots.tsx';

// The map needs WebGL: a stand-in that only names itself.
vi.mock('@/components/map/lazy-base-map.tsx', () => ({
  LazyBaseMap: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const SQUARE: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-5.1, 7.1],
      [-5.09, 7.1],
      [-5.09, 7.11],
      [-5.1, 7.1],
    ],
  ],
};

const PLOTS: PlotFixReport[] = [
  {
    index: 3,
    name: 'Kouassi',
    before: SQUARE,
    after: [],
    fixed: false,
    reason: said('fix.refused', { reason: msg('fix.refused.vanishes') }),
    changes: [],
    areaChange: null,
  },
  {
    index: 7,
    name: null,
    before: SQUARE,
    after: [SQUARE, SQUARE],
    fixed: true,
    reason: null,
    changes: [said('fix.made-valid', { parts: 1 }), said('fix.split-holes', { holes: 1, plots: 2 })],
    areaChange: { beforeHa: 2, afterHa: 2, ha: 0, percent: 0 },
  },
];

function renderIn(locale: Locale) {
  // The page's language follows the language picker (language-choice.ts), as in the app.
  setCurrentLocale(locale);
  renderWithProviders(<FixedPlots plots={PLOTS} omitted={0} fileName="farms.geojson" />, { locale });
}

const rowText = (name: RegExp) => screen.getByRole('row', { name }).textContent;

describe('FixedPlots', () => {
  afterEach(() => setCurrentLocale('en'));

  it('says what changed and why a plot was not fixed, in English', () => {
    renderIn('en');
    // Plots are numbered from 1 as everywhere a person reads them (issue 52): the plot at index 3 is the fourth.
    expect(screen.queryByRole('row', { name: /Plot 3\b/ })).toBeNull();
    expect(rowText(/Plot 4 /)).toContain(
      'Not fixed. No fix offered: the shape vanishes on the 0.000001° grid',
    );
    expect(rowText(/Plot 8/)).toContain(
      'repaired the boundary with GEOS make-valid (1 part); cut 1 hole open: 2 hole-free plots covering the same land',
    );
  });

  it('writes the notes and the refusal in French on a French page', () => {
    renderIn('fr');
    expect(rowText(/Parcelle 4 /)).toContain(
      'Non corrigée. Aucune correction proposée : la forme disparaît sur la grille de 0,000001°',
    );
    expect(rowText(/Parcelle 8/)).toContain(
      'contour réparé avec GEOS make-valid (1 partie) ; 1 trou ouvert par découpage : 2 parcelles sans trou sur la même terre',
    );
    expect(screen.queryByText(/No fix offered|repaired the boundary|hole-free/)).not.toBeInTheDocument();
  });
});
