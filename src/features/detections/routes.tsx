/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/lib/routing/root-route.ts';
import { detectionSearchSchema } from './lib/month.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/detections',
  validateSearch: detectionSearchSchema,
  // Lazy: the page's libraries (map layers, drawing, shapefile reading, charts) load only when it opens.
  component: lazyRouteComponent(() => import('./components/detections-page.tsx'), 'DetectionsPage'),
});

export const detectionRoutes = [pageRoute] as const;
