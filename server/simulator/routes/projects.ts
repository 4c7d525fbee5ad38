/** GET /v1/projects (contract §8): the projects the token's account can access; exactly one is active. */
import { Hono } from 'hono';
import type { SimEnv } from '../context.ts';
import type { SimDeps } from '../deps.ts';

export function projectRoutes({ store }: SimDeps) {
  const app = new Hono<SimEnv>();
  app.get('/v1/projects', (c) => {
    const account = c.get('account');
    const results = account.projectIds
      .map((id) => store.projects.get(id))
      .filter((p) => p !== undefined)
      .map((p) => store.projectView(p, account.activeProjectId));
    return c.json({ results });
  });
  return app;
}
