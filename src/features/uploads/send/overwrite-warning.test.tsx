/**
 * The overwrite warning asks for the supplier's name only while that name is what the upload waits on: with
 * every plot left out as already uploaded, the overwrite is refused whatever is typed, so no box is shown.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import { OverwriteWarning } from './overwrite-warning.tsx';

const warning = (askConfirmation: boolean) => (
  <OverwriteWarning
    supplierName="Coop A"
    plotCount={3}
    newPlots={0}
    emptyUpload
    askConfirmation={askConfirmation}
    confirmText=""
    onConfirmText={() => {}}
  />
);

describe('OverwriteWarning: the confirmation of an empty overwrite', () => {
  it('asks for the name when the typed name is what the upload waits on', () => {
    renderWithProviders(warning(true));
    expect(screen.getByRole('alert')).toHaveTextContent('all of them will be removed');
    expect(screen.getByRole('textbox', { name: /type the supplier's name \(Coop A\)/ })).toBeInTheDocument();
  });

  it('shows no inert box when another refusal stops the overwrite whatever is typed', () => {
    renderWithProviders(warning(false));
    // The warning still says what overwrite would do; only the box that could change nothing is gone.
    expect(screen.getByRole('alert')).toHaveTextContent('all of them will be removed');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
