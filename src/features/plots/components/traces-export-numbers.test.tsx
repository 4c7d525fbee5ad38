/**
 * The TRACES export's summary names a plot without a name by its number from 1, as every plot a person reads
 * (issue 52: the plot whose outline the 6-decimal cut changes, first in the file, read "plot 0").
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { msg } from '@core/i18n/messages.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { Prepared } from './export-panel.tsx';
import { TracesExportSummary } from './traces-export-dialog.tsx';

const changed = (index: number, name: string | null) => ({
  index,
  name,
  message: 'the outline changes',
  args: msg('plots.traces.how'),
});

const prepared = {
  result: {
    features: [],
    sizes: [],
    producers: [],
    refused: [],
    repeats: [],
    withoutProducer: 0,
    withoutCountry: 0,
    cutPlots: 2,
    outlineChanged: [changed(0, null), changed(4, 'Kossou')],
    pointsAssumed4Ha: 0,
    producerCount: 0,
    totalBytes: 0,
  },
  scope: 'Coop Nord',
  base: 'traces',
  cattle: false,
  eligibility: { excluded: [], held: [], heldGroups: [], overridden: [] },
  labels: new Map(),
  evidence: null,
} as unknown as Prepared;

/** The project role of the person exporting (a prop named `role`, not an ARIA role). */
const ADMIN = 'admin' as const;

describe('TracesExportSummary', () => {
  it('numbers an unnamed plot from 1 and names a named one', () => {
    renderWithProviders(
      <TracesExportSummary
        prepared={prepared}
        projectId={null}
        role={ADMIN}
        busy={false}
        saved={null}
        pin={{ status: 'idle' }}
        onRetryPin={() => undefined}
        onOverride={async () => undefined}
        onCattle={() => undefined}
        onSave={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const line = screen.getByText(/plot 1: /);
    expect(line).toHaveTextContent(/plot 1: .*; Kossou: /);
    expect(line).not.toHaveTextContent(/plot 0/);
  });
});
