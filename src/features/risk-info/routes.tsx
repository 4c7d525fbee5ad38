/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/risk-info',
  component: () => (
    <PlaceholderPage
      title="Risk info"
      coming="Draw or paste an area and get its remaining forest, protected areas, indigenous territories and monthly deforestation since 2016."
    />
  ),
});

export const riskInfoRoutes = [pageRoute] as const;
