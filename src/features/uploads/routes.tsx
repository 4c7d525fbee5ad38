/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/uploads',
  component: () => (
    <PlaceholderPage
      title="Uploads"
      coming="Drop a supplier's GeoJSON plot files, see every problem before uploading, fix what is safe, upload and follow the evaluation."
    />
  ),
});

export const uploadRoutes = [pageRoute] as const;
