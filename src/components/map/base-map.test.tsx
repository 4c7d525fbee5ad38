/**
 * What the map says when MapLibre reports an error (issue 52): a basemap tile that could not be fetched
 * (offline on a supplier's phone) never shows MapLibre's error text, only a calm note that the background
 * map is not available offline, and the map stays on the page; another error still says the map has a
 * problem. MapLibre needs WebGL, so its React component is a stand-in that hands its props to the test.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { setCurrentLocale } from '@core/i18n/locales.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import BaseMap from './base-map.tsx';

type OnError = (event: Record<string, unknown>) => void;
const mapProps = vi.hoisted(() => ({ current: null as null | { onError: OnError } }));

vi.mock('@vis.gl/react-maplibre', async () => {
  const { forwardRef } = await import('react');
  return {
    Map: forwardRef(function MapStandIn(props: { onError: OnError; children?: unknown }, _ref) {
      mapProps.current = props;
      return <div data-testid="maplibre" />;
    }),
    NavigationControl: () => null,
    ScaleControl: () => null,
  };
});
vi.mock('./maplibre-setup.ts', () => ({}));

class AJAXError extends Error {
  constructor(
    public status: number,
    public statusText: string,
    public url: string,
  ) {
    super(`Failed to fetch (${status}): ${statusText}`);
    this.name = 'AJAXError';
  }
}

const fail = (event: Record<string, unknown>) => act(() => mapProps.current!.onError(event));

describe('BaseMap errors', () => {
  it('says calmly that the background map is not available offline when a basemap tile fails', () => {
    renderWithProviders(<BaseMap label="Map of your plots" />);
    const url = `${window.location.origin}/basemap/tiles/6/51/32.pbf`;
    fail({ error: new AJAXError(0, 'Failed to fetch', url), sourceId: 'countries', tile: {} });
    fail({ error: new AJAXError(0, 'Failed to fetch', `${window.location.origin}/basemap/labels.geojson`) });

    expect(screen.queryByText(/AJAXError|Failed to fetch|\.pbf|Map problem/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The background map is not available offline.');
    // The map is still there.
    expect(screen.getByTestId('maplibre')).toBeInTheDocument();
  });

  it('says it in the reader’s language', () => {
    setCurrentLocale('fr');
    try {
      renderWithProviders(<BaseMap label="Carte" />, { locale: 'fr' });
      fail({
        error: new AJAXError(0, 'Failed to fetch', '/basemap/tiles/6/51/32.pbf'),
        sourceId: 'countries',
      });
      expect(screen.getByRole('status')).toHaveTextContent(
        'Le fond de carte n’est pas disponible hors ligne.',
      );
    } finally {
      setCurrentLocale('en');
    }
  });

  it('still says when the map itself has a problem', () => {
    renderWithProviders(<BaseMap label="Map of your plots" />);
    fail({ error: new Error('WebGL context lost') });
    expect(screen.getByRole('status')).toHaveTextContent('Map problem: WebGL context lost');
  });
});
