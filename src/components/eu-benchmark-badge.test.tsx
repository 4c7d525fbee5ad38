/** The EU benchmark badge says the tier in words; in a table's cell (compact) its share of checks moves to the tooltip. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import { EuBenchmarkBadge } from './eu-benchmark-badge.tsx';

const badge = () => screen.getByText(/Standard risk country/).closest('span')!;

describe('EuBenchmarkBadge', () => {
  it('shows the tier and its share of checks beside it', () => {
    renderWithProviders(<EuBenchmarkBadge tier="standard" />);
    expect(badge()).toHaveTextContent(/^EUEU country benchmark: Standard risk country· 3 % checked$/);
    expect(badge()).not.toHaveAttribute('title');
  });

  it('compact: the tier only, the share in its tooltip', () => {
    renderWithProviders(<EuBenchmarkBadge tier="standard" compact />);
    expect(badge()).toHaveTextContent(/^EUEU country benchmark: Standard risk country$/);
    expect(badge()).toHaveAttribute('title', '· 3 % checked');
  });

  it('an unknown country has no share, compact or not', () => {
    renderWithProviders(<EuBenchmarkBadge tier={null} compact />);
    expect(screen.getByText(/Country unknown/).closest('span')).not.toHaveAttribute('title');
  });
});
