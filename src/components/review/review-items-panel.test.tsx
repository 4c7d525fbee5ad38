/**
 * The review items' selection with the keyboard only (Tab to a box, Space to tick), "Select all" with its
 * mixed state, and the verdict button that stays disabled, with a hint, until something is selected.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import userEvent from '@testing-library/user-event';
import { reviewItemKey } from '@core/api/review.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
import { REVIEW_PAGE_ROWS, ReviewItemsPanel } from './review-items-panel.tsx';

const item = (plotId: string, plotName: string): ReviewItem => ({
  key: reviewItemKey({ kind: 'risk', plotId }),
  kind: 'risk',
  plotId,
  plotName,
  supplier: 'Kumasi Cocoa',
  risk: 'high',
  areaHa: 2,
});
const items = [item('p1', 'Farm A'), item('p2', 'Farm B'), item('p3', 'Farm C')];

function renderPanel(onDecide = vi.fn().mockResolvedValue(undefined)) {
  renderWithProviders(
    <ReviewItemsPanel
      items={items}
      decisions={new Map()}
      onDecide={onDecide}
      pending={false}
      error={null}
      showPlot={false}
    />,
  );
  return onDecide;
}

describe('ReviewItemsPanel', () => {
  it('disables the verdict button until an item is selected, and says why', () => {
    renderPanel();
    const button = screen.getByRole('button', { name: 'Record verdict' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Select items first/);
  });

  it('selects items with Tab and Space alone, and sends the verdict for those only', async () => {
    const user = userEvent.setup();
    const onDecide = renderPanel();
    const selectAll = screen.getByRole('checkbox', { name: 'Select all 3 listed' });
    const farmB = screen.getByRole('checkbox', { name: 'Select At risk: Farm B' });
    // From "Select all": "Show decided items too", Farm A, Farm B.
    selectAll.focus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(farmB).toHaveFocus();
    await user.keyboard(' ');
    expect(farmB).toBeChecked();
    expect(selectAll).not.toBeChecked();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByRole('button', { name: 'Record verdict for 1 item' })).toBeEnabled();

    await user.click(screen.getByLabelText('Cleared'));
    await user.selectOptions(screen.getByLabelText('Reason'), 'mapping-error');
    await user.click(screen.getByRole('button', { name: 'Record verdict for 1 item' }));
    expect(onDecide).toHaveBeenCalledTimes(1);
    expect(onDecide.mock.calls[0]![0].map((i: ReviewItem) => i.plotId)).toEqual(['p2']);
  });

  it('selects and clears all with the keyboard on "Select all"', async () => {
    const user = userEvent.setup();
    renderPanel();
    const selectAll = screen.getByRole('checkbox', { name: 'Select all 3 listed' });
    selectAll.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Record verdict for 3 items' })).toBeEnabled();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(false);
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Record verdict' })).toBeDisabled();
  });

  it('draws a page of rows at a time, "Show more" adds the next, and "Select all" covers the rows not drawn', async () => {
    const user = userEvent.setup();
    const many = (n: number) => Array.from({ length: n }, (_, i) => item(`p${i}`, `Farm ${i}`));
    const onDecide = vi.fn().mockResolvedValue(undefined);
    const panel = (list: ReviewItem[]) => (
      <ReviewItemsPanel
        items={list}
        decisions={new Map()}
        onDecide={onDecide}
        pending={false}
        error={null}
        showPlot={false}
      />
    );
    const rows = () => screen.getByRole('list', { name: 'Review items' }).querySelectorAll('li');
    // Exactly a page: every row drawn, nothing more to show.
    const { unmount } = renderWithProviders(panel(many(REVIEW_PAGE_ROWS)));
    expect(rows()).toHaveLength(REVIEW_PAGE_ROWS);
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();
    unmount();

    // One row over a page and a half: the first page, then the rest.
    const total = REVIEW_PAGE_ROWS + REVIEW_PAGE_ROWS / 2 + 1;
    renderWithProviders(panel(many(total)));
    expect(rows()).toHaveLength(REVIEW_PAGE_ROWS);
    const box = (i: number) => screen.queryByRole('checkbox', { name: `Select At risk: Farm ${i}` });
    expect(box(REVIEW_PAGE_ROWS - 1)).toBeInTheDocument();
    expect(box(REVIEW_PAGE_ROWS)).toBeNull();
    const left = total - REVIEW_PAGE_ROWS;
    await user.click(screen.getByRole('button', { name: `Show ${left} more of ${left}` }));
    expect(rows()).toHaveLength(total);
    expect(box(total - 1)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: `Select all ${total} listed` }));
    await user.click(screen.getByLabelText('Cleared'));
    await user.selectOptions(screen.getByLabelText('Reason'), 'mapping-error');
    await user.click(screen.getByRole('button', { name: `Record verdict for ${total} items` }));
    expect(onDecide.mock.calls[0]![0]).toHaveLength(total);
  });

  it('speaks French: counts, kinds, risk words and shares written for the locale', () => {
    const inside: ReviewItem = {
      key: reviewItemKey({ kind: 'inside-another', plotId: 'p4', otherPlotId: 'p9' }),
      kind: 'inside-another',
      plotId: 'p4',
      plotName: 'Farm D',
      supplier: 'Kumasi Cocoa',
      otherPlotId: 'p9',
      otherPlotName: 'Estate',
      otherSupplier: 'Ashanti Ltd',
      risk: 'low',
      areaHa: 1,
      share: 0.4,
    };
    renderWithProviders(
      <ReviewItemsPanel
        items={[...items, inside]}
        decisions={new Map()}
        onDecide={vi.fn()}
        pending={false}
        error={null}
        showPlot={false}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '4 éléments à examiner sur 4 demandent votre attention.',
    );
    expect(screen.getByRole('checkbox', { name: 'Sélectionner les 4 éléments listés' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Sélectionner Dans une autre parcelle : Farm D' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Risque évalué (service) : Risque élevé')).toHaveLength(3);
    // French puts a (narrow) no-break space before the percent sign.
    expect(screen.getByText(/^À l’intérieur de Estate \(Ashanti Ltd\) : 40\s%/)).toBeInTheDocument();
  });
});
