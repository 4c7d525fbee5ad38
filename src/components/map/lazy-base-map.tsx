/** The map, loaded on demand so maplibre-gl is its own chunk and pages without a map stay light. */
import { lazy, Suspense } from 'react';
import type { BaseMapProps } from './base-map.tsx';
import { importWithRetry } from '@/lib/import-with-retry.ts';

const BaseMap = lazy(() => importWithRetry(() => import('./base-map.tsx')));

export function LazyBaseMap(props: BaseMapProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className={`flex items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-sm text-slate-600 ${props.className ?? 'h-96'}`}
        >
          Loading map…
        </div>
      }
    >
      <BaseMap {...props} />
    </Suspense>
  );
}
