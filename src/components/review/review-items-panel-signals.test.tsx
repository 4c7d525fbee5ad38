/**
 * The panel and issue 50's rules: an item waiting for information stays among those needing attention,
 * labelled so; a decision on the plot as a whole is offered beside the items (and alone when there is none),
 * never counted as an item; each new kind says what it found.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import { reviewItemKey, type Decision } from '@core/api/review.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
import { plotDecisionKey } from '@core/review/review-decisions.ts';
import { describeItem, ReviewItemsPanel } from './review-items-panel.tsx';

const base = { plotName: 'Farm A', supplier: 'Coop', risk: 'low', areaHa: 2, plotId: 'p1' } as const;
const protectedItem: ReviewItem = {
  ...base,
  key: reviewItemKey({ kind: 'protected-area', plotId: 'p1' }),
  kind: 'protected-area',
  protectedHa: 3.73,
  indigenousHa: 0,
};
const detectionItem: ReviewItem = {
  ...base,
  key: reviewItemKey({ kind: 'deforestation', plotId: 'p1', signalId: 'DEF-1' }),
  kind: 'deforestation',
  signalId: 'DEF-1',
  detection: { date: '2026-11-01', areaHa: 6.05, touches: true },
};
const wholePlot: ReviewItem = { ...base, key: plotDecisionKey('p1'), kind: 'plot' };

const decided = (item: ReviewItem, verdict: Decision['verdict']): [string, Decision] => [
  item.key,
  {
    id: 'd1',
    plotId: item.plotId,
    kind: item.kind,
    signalId: item.signalId,
    verdict,
    reason: 'awaiting-supplier-documents',
    note: '',
    evidence: null,
    decidedBy: 'Amara',
    decidedAt: '2026-11-02T10:00:00Z',
  },
];

function renderPanel(items: ReviewItem[], decisions: Map<string, Decision>) {
  renderWithProviders(
    <ReviewItemsPanel
      items={items}
      decisions={decisions}
      onDecide={vi.fn().mockResolvedValue(undefined)}
      pending={false}
      error={null}
      showPlot={false}
    />,
  );
}

describe('ReviewItemsPanel and issue 50', () => {
  it('keeps an item waiting for information among those needing attention, labelled, while a cleared one leaves', () => {
    renderPanel(
      [protectedItem, detectionItem],
      new Map([decided(protectedItem, 'needs-information'), decided(detectionItem, 'cleared')]),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 of 2 review items need attention, 1 of them waiting for information.',
    );
    const list = screen.getByRole('list', { name: 'Review items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Waiting for information');
    expect(list).toHaveTextContent('Protected areas in the plot: 3.73 ha');
  });

  it('offers a decision on the plot as a whole when it has no item, and does not call it an item', () => {
    renderPanel([wholePlot], new Map());
    expect(screen.getByRole('status')).toHaveTextContent(/^Nothing to review/);
    expect(screen.getByRole('checkbox', { name: 'Select Plot decision: Farm A' })).toBeInTheDocument();
  });

  it('lists the plot decision beside open items, and never says "nothing to review" while an item is open', () => {
    renderPanel([detectionItem, wholePlot], new Map());
    expect(screen.getByRole('status')).toHaveTextContent('1 of 1 review items need attention.');
    expect(screen.queryByText(/Nothing to review/)).toBeNull();
    expect(screen.getAllByRole('checkbox', { name: /^Select (Deforestation|Plot decision)/ })).toHaveLength(
      2,
    );
  });

  it('says what each new kind found', () => {
    expect(describeItem(detectionItem, 'en')).toBe(
      'Deforestation detected on the plot on 1 Nov 2026: 6.05 ha (detection DEF-1)',
    );
    expect(
      describeItem({ ...detectionItem, detection: { ...detectionItem.detection!, touches: false } }, 'en'),
    ).toMatch(/^Deforestation detected within 500 m of the plot on 1 Nov 2026/);
    expect(describeItem({ ...base, key: 'k', kind: 'high-risk-country', country: 'MM' }, 'en')).toMatch(
      /^Myanmar.* is in the EU’s high-risk tier \(Regulation \(EU\) 2025\/1093\)$/,
    );
    expect(
      describeItem(
        { ...base, key: 'k', kind: 'deforestation', signalId: 'assessment', deforestedHa: 2.5 },
        'en',
      ),
    ).toBe('Deforestation after the cut-off in the service assessment: 2.5 ha');
  });
});
