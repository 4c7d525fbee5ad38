/**
 * The map, loaded on demand so maplibre-gl is its own chunk and pages without a map stay light; "Loading
 * map…" meanwhile, in the reader's language.
 */
import { lazy, Suspense } from 'react';
import { msg, render } from '@core/i18n/messages.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { BaseMapProps } from './base-map.tsx';
import { importWithRetry } from '@/lib/import-with-retry.ts';

let loading: ReturnType<typeof loadBaseMap> | null = null;
const loadBaseMap = () => importWithRetry(() => import('./base-map.tsx'));

/**
 * Starts loading the map's code (maplibre-gl, about 1 MB) ahead of the map: a page that will show a map as
 * soon as its data is in (the Plots page) asks while that data loads, so the map does not wait for it.
 */
export function preloadBaseMap(): void {
  loading ??= loadBaseMap();
  // A failed preload is retried by the map itself.
  loading.catch(() => (loading = null));
}

const BaseMap = lazy(() => (loading ??= loadBaseMap()));

export function LazyBaseMap(props: BaseMapProps) {
  // In the reader's language with or without react-intl's provider (some tests render maps without one).
  const loadingText = render(useLocale(), msg('map.loading'));
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className={`flex items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-sm text-slate-600 ${props.className ?? 'h-96'}`}
        >
          {loadingText}
        </div>
      }
    >
      <BaseMap {...props} />
    </Suspense>
  );
}
