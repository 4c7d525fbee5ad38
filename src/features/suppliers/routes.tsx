/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/lib/routing/root-route.ts';
import { suppliersSearchSchema } from './lib/supplier-rows.ts';

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/suppliers',
  // Search and sort in the URL, so a shared link shows the same list.
  validateSearch: suppliersSearchSchema,
  component: lazyRouteComponent(() => import('./components/suppliers-page.tsx'), 'SuppliersPage'),
});

/** One supplier: its plots, countries, findings, overlaps, uploads and what needs a decision (issue 28). */
const supplierRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/suppliers/$supplierId',
  component: lazyRouteComponent(() => import('./components/supplier-page.tsx'), 'SupplierPage'),
});

/** A supplier's due-diligence report, laid out for printing (issue 29); the PDF is made on the supplier page. */
const supplierReportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/suppliers/$supplierId/report',
  component: lazyRouteComponent(() => import('./components/supplier-report-page.tsx'), 'SupplierReportPage'),
});

export const supplierRoutes = [pageRoute, supplierRoute, supplierReportRoute] as const;
