/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route.tsx';
import { JurisdictionsPage } from './components/jurisdictions-page.tsx';
import { jurisdictionSearchSchema } from './lib/filters.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jurisdictions',
  validateSearch: jurisdictionSearchSchema,
  component: JurisdictionsPage,
});

export const jurisdictionRoutes = [pageRoute] as const;
