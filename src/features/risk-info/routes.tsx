/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route.tsx';
import { RiskInfoPage } from './components/risk-info-page.tsx';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/risk-info',
  component: RiskInfoPage,
});

export const riskInfoRoutes = [pageRoute] as const;
