/**
 * Keeps the self-check usable with the network cut: registers the service worker the build writes
 * (`/check-sw.js`, made by the `self-check-sw` plugin in vite.config.ts) for the `/check` scope only, so the
 * dashboard's own pages never go through it. Reports when the page is controlled, i.e. its code, workers and
 * assets are cached and it works offline.
 */
import { useEffect, useState } from 'react';

export type OfflineState = 'unsupported' | 'preparing' | 'ready' | 'failed';

export const SELF_CHECK_SW = '/check-sw.js';

export function useOfflineReady(): OfflineState {
  const supported = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const [state, setState] = useState<OfflineState>(() =>
    !supported ? 'unsupported' : navigator.serviceWorker.controller ? 'ready' : 'preparing',
  );
  useEffect(() => {
    if (!supported) return;
    const sw = navigator.serviceWorker;
    const onControl = () => {
      if (sw.controller) setState('ready');
    };
    sw.addEventListener('controllerchange', onControl);
    // The worker claims the page once everything is cached (its activate step).
    sw.register(SELF_CHECK_SW, { scope: '/check' }).then(onControl, () => setState('failed'));
    return () => sw.removeEventListener('controllerchange', onControl);
  }, [supported]);
  return state;
}
