/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/lib/routing/root-route.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/team',
  component: lazyRouteComponent(() => import('./components/team-page.tsx'), 'TeamPage'),
});

export const teamRoutes = [pageRoute] as const;
