/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/lib/routing/root-route.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/risk-info',
  // Lazy: the page's libraries (map layers, drawing, shapefile reading, charts) load only when it opens.
  component: lazyRouteComponent(() => import('./components/risk-info-page.tsx'), 'RiskInfoPage'),
});

export const riskInfoRoutes = [pageRoute] as const;
