/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/lib/routing/root-route.ts';
import { uploadsSearchSchema } from './shared/uploads-search.ts';
import { SELF_CHECK_PATH } from '@/lib/self-check/check-link.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/uploads',
  validateSearch: uploadsSearchSchema,
  // Lazy: the dropzone, problem table and map glue load only when the page opens.
  component: lazyRouteComponent(() => import('./uploads-page.tsx'), 'UploadsPage'),
});

// The supplier self-check: the same check stage, for a supplier with no account (self-check/).
const selfCheckRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SELF_CHECK_PATH,
  component: lazyRouteComponent(() => import('./self-check/self-check-page.tsx'), 'SelfCheckPage'),
});

export const uploadRoutes = [pageRoute, selfCheckRoute] as const;
