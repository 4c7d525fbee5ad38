/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/lib/routing/root-route.ts';

/** The team's EU account (admin): where filings go and with which web service user (issue 51). */
const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/eu-account',
  component: lazyRouteComponent(() => import('./components/eu-account-page.tsx'), 'EuAccountPage'),
});

export const filingRoutes = [accountRoute] as const;
