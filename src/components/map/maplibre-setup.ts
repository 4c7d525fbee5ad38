/**
 * MapLibre v6 is ESM-only and, with a bundler, must be told where its worker file is before the first map
 * is created (v5→v6 migration guide). `?url` makes Vite emit the worker as a same-origin asset, which is
 * also what our CSP allows (`worker-src 'self'`).
 *
 * The map's workers start as soon as this code is in (`prewarm`), not when the first map is created: a
 * page that preloads the map (the Plots page, while its plots load) then finds them running. On a revisit
 * from the device cache, starting them with the map put about 150 ms of worker start-up on the path to the
 * first drawn frame.
 */
import { prewarm, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);
// Where there are no workers (component tests in jsdom import this with the map's code), there is nothing
// to start: prewarm would only reject later, in whichever test happens to be running.
if (typeof Worker !== 'undefined') prewarm();
