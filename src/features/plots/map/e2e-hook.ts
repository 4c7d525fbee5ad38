/**
 * The plots map on `window`, for the end-to-end tests and the browser bench to read feature-state (what a
 * person sees highlighted). Only the e2e build (`vite build --mode e2e`, which playwright.config.ts and
 * the plots bench make) calls this: plots-map.tsx guards the call with `import.meta.env.MODE`, which Vite
 * replaces by a constant, so the production bundle holds neither the call nor this module.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';

declare global {
  interface Window {
    __plotsMap?: MapLibreMap;
  }
}

export function exposePlotsMap(map: MapLibreMap | null): void {
  // Even in the e2e build, only a browser driven by automation (Playwright sets navigator.webdriver).
  if (!navigator.webdriver) return;
  if (map) window.__plotsMap = map;
  else delete window.__plotsMap;
}
