/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/plots',
  component: () => (
    <PlaceholderPage
      title="Plots"
      coming="Every plot of the project in a fast table and on a map coloured by risk, with filters kept in the link, plot detail and exports."
    />
  ),
});

export const plotRoutes = [pageRoute] as const;
