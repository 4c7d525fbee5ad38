/**
 * POST /get-risk-info (contract §6; no /v1 prefix). A body that is not `{ geometry: Polygon }` is a bad
 * request (invalid_request, naming the field); a Polygon that breaks a limit is invalid_geometry or
 * outside_monitoring_region, as the public documentation states.
 */
import { Hono } from 'hono';
import type { SimEnv } from '../context.ts';
import type { SimDeps } from '../deps.ts';
import { apiError } from '../errors.ts';
import { computeRiskInfo, validateRiskInfoGeometry } from '../geo/risk-info.ts';

export function riskInfoRoutes(deps: Pick<SimDeps, 'now' | 'resolveProjectId'>) {
  const app = new Hono<SimEnv>();

  app.post('/get-risk-info', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      apiError(400, 'invalid_request', 'Request body is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      apiError(400, 'invalid_request', 'Request body must be an object with a "geometry" field.');
    }
    const { geometry, projectId } = body as { geometry?: unknown; projectId?: unknown };
    if (geometry === undefined || geometry === null)
      apiError(400, 'invalid_request', 'Field "geometry" is required.');
    if (typeof geometry !== 'object' || (geometry as { type?: unknown }).type !== 'Polygon') {
      apiError(400, 'invalid_request', 'Field "geometry" must be a GeoJSON Polygon.');
    }
    if (projectId !== undefined && typeof projectId !== 'string') {
      apiError(400, 'invalid_request', 'Field "projectId" must be a string.');
    }
    // Checked for access only: the simulated figures do not depend on the project.
    deps.resolveProjectId(c, projectId);
    const problem = validateRiskInfoGeometry(geometry);
    if (problem) apiError(400, problem.errorCode, problem.errorMessage);
    return c.json({ riskInfo: computeRiskInfo(geometry as GeoJSON.Polygon, deps.now()) });
  });

  return app;
}
