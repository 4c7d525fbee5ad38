/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/detections',
  component: () => (
    <PlaceholderPage
      title="Detections"
      coming="Download a month's deforestation and fire detections and preview them on the map over your plots."
    />
  ),
});

export const detectionRoutes = [pageRoute] as const;
