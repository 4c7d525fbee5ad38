/**
 * Jurisdictions (contract §5): countries and their first-level regions with a per-framework assessment;
 * list without geometry unless `geometry=true` (designed: a country's regions for the map in one page, not
 * a detail each), countries by default, `administrationLevel=1` or `parentId=` for regions; detail with.
 */
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
  placeMatches,
} from '../geo/jurisdiction-query.ts';
import { countryProfiles, jurisdictionById, toJurisdiction } from '../geo/jurisdictions.ts';
import { regionById, regionProfiles } from '../geo/regions.ts';

export function jurisdictionRoutes(deps: Pick<SimDeps, 'now' | 'publicUrl'>) {
  const app = new Hono<SimEnv>();

  app.get('/v1/jurisdictions', (c) => {
    const query = parseJurisdictionQuery(new URL(c.req.url).searchParams);
    if (isProblem(query)) apiError(400, query.errorCode, query.errorMessage);
    const now = deps.now();
    const countries = countryProfiles()
      .filter((p) => placeMatches(p, 0, query))
      .map((p) => toJurisdiction(p, 0, query.framework, now, query.withGeometry));
    const regions = regionProfiles()
      .filter((r) => placeMatches(r, 1, query))
      .map((r) => toJurisdiction(r, 1, query.framework, now, query.withGeometry));
    const matching = [...countries, ...regions].filter((j) => matchesQuery(j, query));
    const page = paginate(matching, query.offset, selfUrl(c, deps.publicUrl).toString());
    return c.json({ ...page, nextUrl: page.nextUrl && urlText(new URL(page.nextUrl)) });
  });

  app.get('/v1/jurisdictions/:id', (c) => {
    const framework = parseFramework(c.req.query('framework'));
    if (isProblem(framework)) apiError(400, framework.errorCode, framework.errorMessage);
    const id = c.req.param('id');
    const region = regionById(id);
    if (region) return c.json(toJurisdiction(region, 1, framework, deps.now(), true));
    const profile = jurisdictionById(id);
    if (!profile) apiError(404, 'not_found', `Jurisdiction ${id} not found.`);
    return c.json(toJurisdiction(profile, 0, framework, deps.now(), true));
  });

  return app;
}
