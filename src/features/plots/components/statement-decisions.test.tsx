/** The export dialog's decisions: what was left out and why, and who may let a held plot in. */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { reviewItemKey, type Decision } from '@core/api/review.ts';
import type { StatementOverride } from '@core/api/statements.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { decisionIndex } from '@core/review/review-decisions.ts';
import { statementEligibility } from '@/lib/review/statement-eligibility.ts';
import { StatementDecisions } from './statement-decisions.tsx';

const risk = (plotId: string, level: 'high' | 'medium' = 'high') => ({
  key: reviewItemKey({ kind: 'risk', plotId }),
  kind: 'risk' as const,
  plotId,
  risk: level,
});
const excluded: Decision = {
  id: 'd1',
  plotId: 'x',
  kind: 'plot',
  verdict: 'excluded',
  reason: 'deforestation-confirmed',
  note: '',
  evidence: null,
  decidedBy: 'Lucas',
  decidedAt: '2026-01-01T00:00:00Z',
};
const override: StatementOverride = {
  id: 'o1',
  plotId: 'o',
  itemKeys: [risk('o').key],
  reason: 'Visited on 3 May: no clearing.',
  overriddenBy: 'Inès',
  overriddenById: 'demo-ines',
  overriddenAt: '2026-02-01T00:00:00Z',
};
const eligibility = statementEligibility({
  plots: ['x', 'h', 'o', 'c'].map((id) => ({ id })),
  items: [risk('h'), risk('o', 'medium')],
  decisions: decisionIndex([excluded]),
  overrides: [override],
});
const labels: Record<string, string> = { x: 'Plot X (Coop)', h: 'Plot H (Coop)', o: 'Plot O (Coop)' };

const renderIt = (
  role: 'approver' | 'reviewer' | null | undefined,
  onOverride = vi.fn(() => Promise.resolve()),
) => ({
  onOverride,
  ...renderWithProviders(
    <StatementDecisions
      eligibility={eligibility}
      labelOf={(id) => labels[id] ?? id}
      projectRole={role}
      onOverride={onOverride}
    />,
  ),
});

describe('StatementDecisions', () => {
  it('says what was left out and why, by kind, and each plot under the disclosure', () => {
    renderIt('approver');
    const region = screen.getByRole('region', { name: 'Decisions' });
    expect(region).toHaveTextContent('1 plot excluded by a decision');
    expect(region).toHaveTextContent('1 plot held: open high-risk item');
    expect(region).toHaveTextContent('1 plot let in by an approver’s override');
    expect(screen.getByText('Show the 3 plots')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Plots left out or let in by the decisions' });
    expect(list).toHaveTextContent('Plot X (Coop): excluded by a decision; never exported.');
    expect(list).toHaveTextContent('Plot H (Coop): held: open high-risk item.');
    expect(list).toHaveTextContent(
      'Plot O (Coop): let in by Inès’s override: “Visited on 3 May: no clearing.”',
    );
  });

  it('offers an approver an override of the held plot only, and asks for a reason of 10 characters', async () => {
    const { user, onOverride } = renderIt('approver');
    expect(screen.getAllByRole('button', { name: /^Override with a reason…/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Override with a reason… Plot H (Coop)' }));
    const reason = screen.getByLabelText('Why this plot may go into statements despite its open items');
    await user.type(reason, ' 123456789');
    await user.click(screen.getByRole('button', { name: 'Record override' }));
    // Nine characters once trimmed: refused on the page, nothing sent.
    expect(onOverride).not.toHaveBeenCalled();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '0');
    expect(reason).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Record override' }));
    expect(onOverride).toHaveBeenCalledTimes(1);
    expect(onOverride).toHaveBeenCalledWith(eligibility.held[0], '1234567890');
  });

  it('says so when the override was not recorded, and keeps the reason', async () => {
    const { user } = renderIt(
      'approver',
      vi.fn(() => Promise.reject(new Error('The store is restarting.'))),
    );
    await user.click(screen.getByRole('button', { name: 'Override with a reason… Plot H (Coop)' }));
    const reason = screen.getByLabelText('Why this plot may go into statements despite its open items');
    await user.type(reason, 'Field visit confirmed.');
    await user.click(screen.getByRole('button', { name: 'Record override' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The override was not recorded:');
    expect(reason).toHaveValue('Field visit confirmed.');
  });

  it('tells a reviewer, or a person without a role, who can let a held plot in, with no button', () => {
    renderIt('reviewer');
    expect(screen.getByRole('note')).toHaveTextContent(
      'You are a reviewer on this project: only an approver or an admin can let a held plot in, with a reason.',
    );
    expect(screen.queryByRole('button', { name: /Override/ })).toBeNull();
    renderIt(null);
    expect(screen.getAllByRole('note')[1]).toHaveTextContent('You have no role on this project');
  });

  it('says nothing was left out when nothing was', () => {
    renderWithProviders(
      <StatementDecisions
        eligibility={statementEligibility({
          plots: [{ id: 'c' }],
          items: [],
          decisions: new Map(),
          overrides: [],
        })}
        labelOf={(id) => id}
        projectRole="approver"
        onOverride={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'Decisions' })).toHaveTextContent(
      'No plot is left out by a decision: none is excluded, none has an open item.',
    );
    expect(screen.queryByText(/^Show the/)).toBeNull();
  });
});
