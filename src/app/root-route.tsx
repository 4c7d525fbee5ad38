/**
 * The root route: the shell, and the `project` search parameter carried across every navigation.
 * Feature route files (src/features/<feature>/routes.tsx) hang their pages under it.
 */
import { createRootRoute, retainSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { AppLayout } from './layout.tsx';

const rootSearchSchema = z.object({ project: z.string().optional() });

export const rootRoute = createRootRoute({
  validateSearch: rootSearchSchema,
  search: { middlewares: [retainSearchParams(['project'])] },
  component: AppLayout,
});
