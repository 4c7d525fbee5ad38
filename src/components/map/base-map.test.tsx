/**
 * What the map says when MapLibre reports an error (issue 52): a basemap tile that could not be fetched
 * (offline on a supplier's phone) never shows MapLibre's error text, only a calm note that the background
 * map is not available offline, and the map stays on the page; another error still says the map has a
 * problem. MapLibre needs WebGL, so its React component is a stand-in that hands its props to the test. (The
 * note's French and Indonesian words are the catalogues'; core/i18n's tests hold every language to them.)
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import type * as I18nLocales from '@core/i18n/locales.ts';
import type BaseMapComponent from './base-map.tsx';

type OnError = (event: Record<string, unknown>) => void;
/** The props of MapLibre's component this file reads. */
interface MapProps {
  onError: OnError;
  locale: Record<string, string>;
  renderWorldCopies?: boolean;
}
const mapProps = vi.hoisted(() => ({ current: null as null | MapProps }));

// vi.doMock and a fresh import: the dom project shares modules between files (isolate: false), and another
// file may have loaded BaseMap with the real MapLibre component before this one, where vi.mock would not apply.
let BaseMap: typeof BaseMapComponent;
// core/i18n as BaseMap imports it after the reset (its own module instances: language and loaded catalogues).
let i18n: typeof I18nLocales;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('./maplibre-setup.ts', () => ({}));
  vi.doMock('@vis.gl/react-maplibre', async () => {
    const { forwardRef } = await import('react');
    return {
      Map: forwardRef(function MapStandIn(props: MapProps & { children?: unknown }, _ref) {
        mapProps.current = props;
        return <div data-testid="maplibre" />;
      }),
      NavigationControl: () => null,
      ScaleControl: () => null,
    };
  });
  BaseMap = (await import('./base-map.tsx')).default;
  i18n = await import('@core/i18n/locales.ts');
  await (await import('@core/i18n/messages.ts')).loadCatalogue('fr');
});

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
    expect(screen.getByRole('status')).toHaveTextContent(
      'The background map is not available offline; your plots are still shown.',
    );
    // The map is still there.
    expect(screen.getByTestId('maplibre')).toBeInTheDocument();
  });

  it('still says when the map itself has a problem', () => {
    renderWithProviders(<BaseMap label="Map of your plots" />);
    fail({ error: new Error('WebGL context lost') });
    expect(screen.getByRole('status')).toHaveTextContent('Map problem: WebGL context lost');
  });
});

describe('BaseMap controls', () => {
  it('names MapLibre’s own controls in the reader’s language (issue 52: “Zoom in” on a French page)', () => {
    const before = i18n.currentLocale();
    i18n.setCurrentLocale('fr');
    try {
      renderWithProviders(<BaseMap label="Carte de vos parcelles" />, { locale: 'fr' });
    } finally {
      i18n.setCurrentLocale(before);
    }
    expect(mapProps.current!.locale).toMatchObject({
      'NavigationControl.ZoomIn': 'Zoomer',
      'NavigationControl.ZoomOut': 'Dézoomer',
      'NavigationControl.ResetBearing':
        'Faites glisser pour faire pivoter la carte, cliquez pour la remettre au nord',
      'AttributionControl.ToggleAttribution': 'Afficher ou masquer les crédits de la carte',
      'Popup.Close': 'Fermer la fenêtre',
      'CooperativeGesturesHandler.MobileHelpText': 'Utilisez deux doigts pour déplacer la carte',
    });
  });

  it('keeps MapLibre’s English words for an English reader', () => {
    renderWithProviders(<BaseMap label="Map of your plots" />);
    expect(mapProps.current!.locale).toMatchObject({
      'NavigationControl.ZoomIn': 'Zoom in',
      'NavigationControl.ResetBearing': 'Drag to rotate map, click to reset north',
      'AttributionControl.ToggleAttribution': 'Toggle attribution',
    });
  });
});

describe('BaseMap world', () => {
  it('draws the world once: no copy of a country or a plot beside it at low zoom', () => {
    renderWithProviders(<BaseMap label="Map of your plots" />);
    // MapLibre's default (undefined) is true: copies drawn side by side.
    expect(mapProps.current!.renderWorldCopies).toBe(false);
  });
});
