/**
 * The root route: the `project` search parameter carried across every navigation. Feature route files
 * (src/features/<feature>/routes.tsx) hang their pages under it; the app shell (src/app/router.tsx) gives it
 * its layout component, so features never import the shell.
 */
import { createRootRoute, retainSearchParams } from '@tanstack/react-router';
import { z } from 'zod';

const rootSearchSchema = z.object({ project: z.string().optional() });

export const rootRoute = createRootRoute({
  validateSearch: rootSearchSchema,
  search: { middlewares: [retainSearchParams(['project'])] },
});
