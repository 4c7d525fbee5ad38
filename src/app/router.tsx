/**
 * Routes compose features: each feature owns its routes file; this one only assembles the tree. Filters,
 * selections and the project live in the URL so a link reproduces a view.
 */
import { Navigate, createRoute, createRouter, redirect, useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { rootRoute } from '@/lib/routing/root-route.ts';
import { AppLayout } from './layout.tsx';
import { SelfCheckLayout } from './self-check-layout.tsx';
import { SELF_CHECK_PATH } from '@/lib/self-check/check-link.ts';
import { PageError } from '@/components/page-error.tsx';
import { Loading } from '@/components/states.tsx';
import { ProjectsPage } from '@/features/projects/components/projects-page.tsx';
import { SettingsPage } from '@/features/settings/components/settings-page.tsx';
import { supplierRoutes } from '@/features/suppliers/routes.tsx';
import { uploadRoutes } from '@/features/uploads/routes.tsx';
import { plotRoutes } from '@/features/plots/routes.tsx';
import { jurisdictionRoutes } from '@/features/jurisdictions/routes.tsx';
import { riskInfoRoutes } from '@/features/risk-info/routes.tsx';
import { detectionRoutes } from '@/features/detections/routes.tsx';
import { InvitationPage } from './sign-in/invitation-page.tsx';
import { INVITATION_PATH, SIGN_IN_PATH } from './sign-in/paths.ts';
import { auditRoutes } from '@/features/audit/routes.tsx';
import { teamRoutes } from '@/features/team/routes.tsx';
import { filingRoutes } from '@/features/filing/routes.tsx';

/** The supplier self-check has a shell of its own, outside the dashboard's account and token flow. */
function RootShell() {
  const selfCheck = useRouterState({ select: (s) => s.location.pathname === SELF_CHECK_PATH });
  return selfCheck ? <SelfCheckLayout /> : <AppLayout />;
}

// The shell is the app's, not the features': they hang their routes under the bare root route.
rootRoute.update({ component: RootShell });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/projects', search });
  },
});
const projectsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/projects',
  component: ProjectsPage,
});
const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: SettingsPage,
});
// Signing in (docs/people.md): the shell shows the sign-in screen on any path while nobody is signed in;
// `/sign-in` is where a refused single sign-on lands, and leads on to the projects once signed in.
const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SIGN_IN_PATH,
  component: () => <Navigate to="/projects" replace />,
});
// An invitation's link, opened signed out (its secret is in the fragment).
const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: INVITATION_PATH,
  component: InvitationPage,
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  projectsRoute,
  ...supplierRoutes,
  ...uploadRoutes,
  ...plotRoutes,
  ...jurisdictionRoutes,
  ...riskInfoRoutes,
  ...detectionRoutes,
  ...auditRoutes,
  ...teamRoutes,
  ...filingRoutes,
  settingsRoute,
  signInRoute,
  invitationRoute,
]);

function PageLoading() {
  const t = useIntl().formatMessage;
  return <Loading label={t({ id: 'app.page-loading' })} />;
}

export const router = createRouter({
  routeTree,
  defaultErrorComponent: PageError,
  defaultPendingComponent: PageLoading,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
