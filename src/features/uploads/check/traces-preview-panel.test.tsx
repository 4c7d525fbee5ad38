/**
 * "What TRACES will do": only the changes that matter are listed (by kind, with "show all"), the cut to 6
 * decimals is one count, and nothing tells the person to fix what does not block the upload.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { TracesPreviewOutcome } from './run-traces-preview.ts';
import { TracesPreviewPanel } from './traces-preview-panel.tsx';

const FILE = new File(['{}'], 'farms.geojson');

function renderPanel(outcome: TracesPreviewOutcome | Error) {
  renderWithProviders(
    <TracesPreviewPanel
      file={FILE}
      options={DEFAULT_CHECK_OPTIONS}
      requestTracesPreview={() =>
        outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome)
      }
    />,
  );
  return screen.getByRole('region', { name: 'What TRACES will do to farms.geojson' });
}

const OUTCOME: TracesPreviewOutcome = {
  plotCount: 120,
  unread: 0,
  changed: 117,
  onlyTruncated: 112,
  maxShiftM: 0.087,
  lines: [
    {
      code: 'shape-changes',
      title: 'Outline changes when cut to 6 decimals',
      count: 2,
      plots: 2,
      items: [
        { featureIndex: 4, featureName: 'Collapsing', message: 'the outline collapses once truncated' },
        { featureIndex: 9, featureName: null, message: 'the area changes by −12 m² (0.3 %)' },
      ],
    },
    {
      code: 'point-area-assumed',
      title: 'Point without Area taken as 4 ha',
      count: 3,
      plots: 3,
      items: [
        { featureIndex: 1, featureName: 'P1', message: 'a point without Area: TRACES takes it as 4 ha' },
      ],
    },
  ],
};

describe('TracesPreviewPanel', () => {
  it('counts the changes that matter by kind and the cut alone in one sentence', async () => {
    const panel = renderPanel(OUTCOME);
    const lines = await within(panel).findByRole('list', { name: 'Changes that matter in farms.geojson' });
    const kinds = within(lines)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.kind)
      .map((li) => [li.dataset.kind, li.firstChild?.textContent]);
    expect(kinds).toEqual([
      ['shape-changes', '2'],
      ['point-area-assumed', '3'],
    ]);
    expect(panel).toHaveTextContent(
      'TRACES changes 117 of 120 plots without telling you. None of this blocks the upload.',
    );
    expect(panel).toHaveTextContent('2 outlines change shape: TRACES will keep the changed outline');
    expect(panel).toHaveTextContent(
      '112 plots only have their positions cut to 6 decimals (moved by 9 cm at most): nothing to do.',
    );
    expect(panel).not.toHaveTextContent(/fix them before uploading/i);
  });

  it('lists the plots of a kind behind "show all" and says how many are left out', async () => {
    const user = userEvent.setup();
    const panel = renderPanel(OUTCOME);
    const shape = (await within(panel).findByText('Show all 2')).closest('li')!;
    const every = within(shape).getByRole('list', { hidden: true });
    expect(every).not.toBeVisible();
    const summary = within(shape).getByText('Show all 2');
    expect(summary.tagName).toBe('SUMMARY');
    await user.click(summary);
    expect(every).toBeVisible();
    expect(
      within(every)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Plot 5 (“Collapsing”): the outline collapses once truncated',
      'Plot 10: the area changes by −12 m² (0.3 %)',
    ]);
    const points = within(panel).getByText('Show all 3').closest('li')!;
    expect(points).toHaveTextContent('…and 2 more plots.');
  });

  it('says when TRACES stores every plot as it is, or only cuts positions', async () => {
    const clean = renderPanel({
      plotCount: 6,
      unread: 0,
      changed: 0,
      onlyTruncated: 0,
      maxShiftM: 0,
      lines: [],
    });
    expect(await within(clean).findByText('TRACES stores all 6 plots as they are.')).toBeVisible();
    expect(clean).not.toHaveTextContent('too large to read');
  });

  it('says how many plots were too large to read, so "all plots" never includes them', async () => {
    const one = renderPanel({
      plotCount: 2,
      unread: 1,
      changed: 0,
      onlyTruncated: 0,
      maxShiftM: 0,
      lines: [],
    });
    expect(await within(one).findByText('TRACES stores all 2 plots as they are.')).toBeVisible();
    expect(
      within(one).getByText(
        '1 plot is too large to read and is not counted here; its problem says what to do.',
      ),
    ).toBeVisible();
  });

  it('says several plots too large to read beside the changes', async () => {
    const panel = renderPanel({ ...OUTCOME, unread: 2 });
    expect(
      await within(panel).findByText(
        '2 plots are too large to read and are not counted here; their problems say what to do.',
      ),
    ).toBeVisible();
    expect(panel).toHaveTextContent('TRACES changes 117 of 120 plots without telling you.');
  });

  it('lists nothing when positions are only cut, and says one plot right', async () => {
    const panel = renderPanel({
      plotCount: 1,
      unread: 0,
      changed: 1,
      onlyTruncated: 1,
      maxShiftM: 0.004,
      lines: [],
    });
    expect(
      await within(panel).findByText(
        '1 plot only has its positions cut to 6 decimals (moved by 1 cm at most): nothing to do.',
      ),
    ).toBeVisible();
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('says when the preview could not be worked out', async () => {
    const panel = renderPanel(new Error('The checker stopped.'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Could not work out the TRACES changes: The checker stopped.',
    );
  });
});
