/**
 * The jurisdictions map on `window`, for the end-to-end tests and the region-map bench to read what it draws
 * (queryRenderedFeatures). Only the e2e build calls this: jurisdiction-map.tsx guards the call with
 * `import.meta.env.MODE`, which Vite replaces by a constant, so the production bundle holds neither the call
 * nor this module.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';

declare global {
  interface Window {
    __jurisdictionsMap?: MapLibreMap;
  }
}

export function exposeJurisdictionMap(map: MapLibreMap | null): void {
  // Even in the e2e build, only a browser driven by automation (Playwright sets navigator.webdriver).
  if (!navigator.webdriver) return;
  if (map) window.__jurisdictionsMap = map;
  else delete window.__jurisdictionsMap;
}
