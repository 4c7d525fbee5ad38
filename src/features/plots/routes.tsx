/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route.tsx';
import { PlotDetailPage } from './components/plot-detail-page.tsx';
import { PlotsPage } from './components/plots-page.tsx';
import { plotsSearchSchema } from './lib/plot-filters.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/plots',
  // Filters and the selected plot live in the URL, so a link or a reload reproduces the view.
  validateSearch: plotsSearchSchema,
  component: PlotsPage,
});

const detailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/plots/$plotId',
  component: PlotDetailPage,
});

export const plotRoutes = [pageRoute, detailRoute] as const;
