/** Jurisdictions (contract §5): countries with a per-framework assessment; list without geometry, detail with. */
import { Hono } from 'hono';
import type { SimEnv } from '../context.ts';
import { selfUrl, urlText, type SimDeps } from '../deps.ts';
import { apiError } from '../errors.ts';
import {
  isProblem,
  matchesQuery,
  paginate,
  parseFramework,
  parseJurisdictionQuery,
} from '../geo/jurisdiction-query.ts';
import { countryProfiles, jurisdictionById, toJurisdiction } from '../geo/jurisdictions.ts';

export function jurisdictionRoutes(deps: Pick<SimDeps, 'now' | 'publicUrl'>) {
  const app = new Hono<SimEnv>();

  app.get('/v1/jurisdictions', (c) => {
    const query = parseJurisdictionQuery(new URL(c.req.url).searchParams);
    if (isProblem(query)) apiError(400, query.errorCode, query.errorMessage);
    const now = deps.now();
    const matching = countryProfiles()
      .map((p) => toJurisdiction(p, query.framework, now, false))
      .filter((j) => matchesQuery(j, query));
    const page = paginate(matching, query.offset, selfUrl(c, deps.publicUrl).toString());
    return c.json({ ...page, nextUrl: page.nextUrl && urlText(new URL(page.nextUrl)) });
  });

  app.get('/v1/jurisdictions/:id', (c) => {
    const framework = parseFramework(c.req.query('framework'));
    if (isProblem(framework)) apiError(400, framework.errorCode, framework.errorMessage);
    const profile = jurisdictionById(c.req.param('id'));
    if (!profile) apiError(404, 'not_found', `Jurisdiction ${c.req.param('id')} not found.`);
    return c.json(toJurisdiction(profile, framework, deps.now(), true));
  });

  return app;
}
