/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route.tsx';
import { DetectionsPage } from './components/detections-page.tsx';
import { detectionSearchSchema } from './lib/month.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/detections',
  validateSearch: detectionSearchSchema,
  component: DetectionsPage,
});

export const detectionRoutes = [pageRoute] as const;
