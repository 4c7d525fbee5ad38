/**
 * The Uploads page's URL state, in a module of its own: the route validates it, the page and the problem list
 * read it (imported from routes.tsx, it made an import loop through the page).
 */
import { z } from 'zod';
import { ALL_RULE_CODES } from '@core/plot-rules/index.ts';

/** URL state: the upload being followed, and the problem list's filters, so a link reproduces the view. */
export const uploadsSearchSchema = z.object({
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
