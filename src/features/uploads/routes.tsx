/** Routes of this feature, hung under the root route by src/app/router.tsx. */
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { rootRoute } from '../../app/root-route.tsx';
import { ALL_RULE_CODES } from '../../../core/plot-rules/rule-catalog.ts';
import { UploadsPage } from './components/uploads-page.tsx';

/** URL state: the upload being followed, and the problem list's filters, so a link reproduces the view. */
const uploadsSearchSchema = z.object({
  upload: z.string().optional().catch(undefined),
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
  component: UploadsPage,
});

export const uploadRoutes = [pageRoute] as const;
