/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jurisdictions',
  component: () => (
    <PlaceholderPage
      title="Jurisdictions"
      coming="A risk map and table of jurisdictions by framework (EUDR, RSPO, …), with filters and each jurisdiction's assessment."
    />
  ),
});

export const jurisdictionRoutes = [pageRoute] as const;
