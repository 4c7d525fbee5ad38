/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/lib/routing/root-route.ts';
import { auditSearchSchema } from './lib/audit-search.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audit',
  // The filters live in the URL: a link an auditor is sent reproduces the entries they are meant to see.
  validateSearch: auditSearchSchema,
  component: lazyRouteComponent(() => import('./components/audit-page.tsx'), 'AuditPage'),
});

export const auditRoutes = [pageRoute] as const;
