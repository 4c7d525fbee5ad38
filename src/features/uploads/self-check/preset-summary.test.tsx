/**
 * What the buyer's link presets, as the supplier reads it before dropping a file. The buyer's name field is
 * shown as a suggestion: the supplier's own choice in the mapping step is the one checked (issue 52).
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EMPTY_PRESET } from '@/lib/self-check/check-link.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { PresetSummary } from './preset-summary.tsx';

describe('PresetSummary', () => {
  it('shows the buyer’s name field as a suggestion the supplier’s choice overrides', () => {
    renderWithProviders(
      <PresetSummary preset={{ ...EMPTY_PRESET, buyer: 'Cocoa Buyer', nameField: 'Nom' }} />,
    );
    const summary = screen.getByRole('region', { name: 'Rules set by Cocoa Buyer' });
    expect(summary).toHaveTextContent(
      'Suggested name field: “Nom”. If you match your columns, the name field you choose is the one checked.',
    );
    expect(summary).not.toHaveTextContent('is read from the “Nom” column');
  });

  it('says the default name field plainly when the link sets none', () => {
    renderWithProviders(<PresetSummary preset={EMPTY_PRESET} />, { locale: 'fr' });
    expect(screen.getByRole('region')).toHaveTextContent('ProductionPlace');
    expect(screen.getByRole('region')).not.toHaveTextContent('suggéré');
  });
});
