/** The copy's note shows for a complete load from the server's copy only, with its time and age. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { PlotLoad } from '@/lib/plot-loader/page/plot-queries.ts';
import { LoadCopyNote } from './server-copy-note.tsx';

const walkedAt = Date.now() - 3 * 60 * 60_000;
const load = (over: Partial<PlotLoad>): PlotLoad => ({
  packs: [],
  count: 0,
  complete: true,
  loadId: 1,
  savedAt: walkedAt,
  fromCache: false,
  refreshing: null,
  cacheDone: true,
  cacheExtent: null,
  storage: null,
  keptOverlaps: null,
  serverCopy: { walkedAt, refreshing: false },
  serverWalking: null,
  ...over,
});

describe('LoadCopyNote', () => {
  it('says when the team’s copy was read, and how long ago, in the reader’s language', () => {
    const { rerender } = renderWithProviders(<LoadCopyNote load={load({})} />);
    expect(screen.getByTestId('plots-freshness')).toHaveTextContent(
      /^Team copy of \d\d:\d\d \(3 h ago\), read from the service by the dashboard server$/,
    );
    rerender(<LoadCopyNote load={load({ storage: 'kept', serverCopy: { walkedAt, refreshing: true } })} />);
    expect(screen.getByTestId('plots-freshness')).toHaveTextContent(
      /dashboard server · a newer copy is being read · saved on this device$/,
    );
  });

  it('says nothing while loading, for the device’s copy, or for plots the page walked itself', () => {
    for (const over of [
      { complete: false },
      { fromCache: true },
      { serverCopy: null },
    ] as Partial<PlotLoad>[]) {
      const { container, unmount } = renderWithProviders(<LoadCopyNote load={load(over)} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    const { container } = renderWithProviders(<LoadCopyNote load={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
