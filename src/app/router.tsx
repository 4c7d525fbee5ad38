/**
 * Routes compose features (feature folders never import each other). Filters, selections and the project
 * live in the URL so a link reproduces a view; `project` is carried across every navigation.
 */
import { createRootRoute, createRoute, createRouter, redirect, retainSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { AppLayout } from './layout.tsx';
import { PageError } from '../components/page-error.tsx';
import { Loading } from '../components/states.tsx';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { ProjectsPage } from '../features/projects/components/projects-page.tsx';
import { SettingsPage } from '../features/settings/components/settings-page.tsx';

const rootSearchSchema = z.object({ project: z.string().optional() });

const rootRoute = createRootRoute({
  validateSearch: rootSearchSchema,
  search: { middlewares: [retainSearchParams(['project'])] },
  component: AppLayout,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/projects', search });
  },
});

const page = <TPath extends string>(path: TPath, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

const routeTree = rootRoute.addChildren([
  indexRoute,
  page('/projects', ProjectsPage),
  page('/suppliers', () => (
    <PlaceholderPage
      title="Suppliers"
      coming="A table of your suppliers with their plots by risk level, last upload, search and sort; create, rename and delete suppliers."
    />
  )),
  page('/uploads', () => (
    <PlaceholderPage
      title="Uploads"
      coming="Drop a supplier's GeoJSON plot files, see every problem before uploading, fix what is safe, upload and follow the evaluation."
    />
  )),
  page('/plots', () => (
    <PlaceholderPage
      title="Plots"
      coming="Every plot of the project in a fast table and on a map coloured by risk, with filters kept in the link, plot detail and exports."
    />
  )),
  page('/jurisdictions', () => (
    <PlaceholderPage
      title="Jurisdictions"
      coming="A risk map and table of jurisdictions by framework (EUDR, RSPO, …), with filters and each jurisdiction's assessment."
    />
  )),
  page('/risk-info', () => (
    <PlaceholderPage
      title="Risk info"
      coming="Draw or paste an area and get its remaining forest, protected areas, indigenous territories and monthly deforestation since 2016."
    />
  )),
  page('/detections', () => (
    <PlaceholderPage
      title="Detections"
      coming="Download a month's deforestation and fire detections and preview them on the map over your plots."
    />
  )),
  page('/settings', SettingsPage),
]);

export const router = createRouter({
  routeTree,
  defaultErrorComponent: PageError,
  defaultPendingComponent: () => <Loading label="Loading page…" />,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
