/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/lib/routing/root-route.ts';
import { preloadBaseMap } from '@/components/map/lazy-base-map.tsx';
import { plotsSearchSchema } from './lib/plot-filters.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/plots',
  // Filters and the selected plot live in the URL, so a link or a reload reproduces the view.
  validateSearch: plotsSearchSchema,
  // Lazy: the table, map glue and exports load only when the page opens.
  component: lazyRouteComponent(() => import('./components/plots-page.tsx'), 'PlotsPage'),
  // The page opens on a map: its code (about 1 MB) loads with the page's, not after the page mounts.
  loader: preloadBaseMap,
});

const detailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/plots/$plotId',
  component: lazyRouteComponent(() => import('./components/plot-detail-page.tsx'), 'PlotDetailPage'),
});

export const plotRoutes = [pageRoute, detailRoute] as const;
