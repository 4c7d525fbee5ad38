import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import { TouchedPlotsSection } from './touched-plots-section.tsx';

const base = {
  monthLabel: 'March 2026',
  plots: { complete: true, loaded: 3, failed: false },
  empty: false,
  focusedId: null,
  onFocus: () => undefined,
};

describe('the touched plots section', () => {
  it('says the touched plots could not be worked out, why, and offers to try again', () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <TouchedPlotsSection
        {...base}
        touched={null}
        error={new Error('Invalid geometry')}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not work out which plots the detections touch');
    expect(alert).toHaveTextContent('Invalid geometry');
    // Not an empty list, which would read as "no plot touched".
    expect(screen.queryByText('No detection touches your plots this month')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says no detection touches the plots when none does', () => {
    renderWithProviders(
      <TouchedPlotsSection {...base} touched={[]} error={null} onRetry={() => undefined} />,
    );
    expect(screen.getByText('No detection touches your plots this month')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
