/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/lib/routing/root-route.ts';
import { jurisdictionSearchSchema } from './lib/filters.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jurisdictions',
  validateSearch: jurisdictionSearchSchema,
  // Lazy: the page's libraries (map layers, drawing, shapefile reading, charts) load only when it opens.
  component: lazyRouteComponent(() => import('./components/jurisdictions-page.tsx'), 'JurisdictionsPage'),
});

export const jurisdictionRoutes = [pageRoute] as const;
