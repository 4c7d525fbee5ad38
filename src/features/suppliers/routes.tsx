/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/suppliers',
  component: () => (
    <PlaceholderPage
      title="Suppliers"
      coming="A table of your suppliers with their plots by risk level, last upload, search and sort; create, rename and delete suppliers."
    />
  ),
});

export const supplierRoutes = [pageRoute] as const;
