/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { rootRoute } from '@/lib/routing/root-route.ts';
import { ALL_RULE_CODES } from '@core/plot-rules/index.ts';

/** URL state: the upload being followed, and the problem list's filters, so a link reproduces the view. */
const uploadsSearchSchema = z.object({
  upload: z.string().optional().catch(undefined),
  /** Preselects the supplier, e.g. from a supplier's "New upload" link. */
  supplier: z.string().optional().catch(undefined),
  rule: z
    .enum(ALL_RULE_CODES as [string, ...string[]])
    .optional()
    .catch(undefined),
  severity: z.enum(['error', 'warning']).optional().catch(undefined),
  file: z.string().optional().catch(undefined),
});
export type UploadsSearch = z.infer<typeof uploadsSearchSchema>;

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/uploads',
  validateSearch: uploadsSearchSchema,
  // Lazy: the dropzone, problem table and map glue load only when the page opens.
  component: lazyRouteComponent(() => import('./components/uploads-page.tsx'), 'UploadsPage'),
});

export const uploadRoutes = [pageRoute] as const;
