/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/lib/routing/root-route.ts';
import { uploadsSearchSchema } from './shared/uploads-search.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/uploads',
  validateSearch: uploadsSearchSchema,
  // Lazy: the dropzone, problem table and map glue load only when the page opens.
  component: lazyRouteComponent(() => import('./uploads-page.tsx'), 'UploadsPage'),
});

export const uploadRoutes = [pageRoute] as const;
