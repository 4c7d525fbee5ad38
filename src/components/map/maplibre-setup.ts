/**
 * MapLibre v6 is ESM-only and, with a bundler, must be told where its worker file is before the first map
 * is created (v5→v6 migration guide). `?url` makes Vite emit the worker as a same-origin asset, which is
 * also what our CSP allows (`worker-src 'self'`).
 */
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);
