/**
 * Plots (contract §4): filtered listing with cursor pagination (200 per page) and detail.
 * The cursor is the last id of the page (ids sort in creation order), so a walk never repeats or skips a
 * plot even when plots are added or removed between pages. It is opaque to clients (base64url). Pages are
 * read from the store's plot indexes (store.queryPlots), so they cost the same at 235,000 plots as at 600.
 */
import { Hono, type Context } from 'hono';
import { PLOTS_PAGE_SIZE, RISK_LEVELS } from '@core/api/schemas.ts';
import type { SimEnv } from '../context.ts';
import { selfUrl, urlText, type SimDeps } from '../deps.ts';
import { apiError } from '../errors.ts';

const encodeCursor = (lastId: string) => Buffer.from(JSON.stringify({ after: lastId })).toString('base64url');

function decodeCursor(cursor: string): string {
  try {
    const { after } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { after?: unknown };
    if (typeof after === 'string') return after;
  } catch {
    // falls through to the 400 below
  }
  apiError(400, 'invalid_request', 'Invalid "cursor": use the nextUrl of the previous page.');
}

/**
 * A JSON text answered exactly as `c.json` would (same status and Content-Type): the plot routes join the
 * JSON texts stored per plot instead of parsing and stringifying Plot objects.
 */
const jsonText = (c: Context, text: string) => c.body(text, 200, { 'Content-Type': 'application/json' });

export function plotRoutes(deps: SimDeps) {
  const { store } = deps;
  const app = new Hono<SimEnv>();

  app.get('/v1/plots', (c) => {
    const projectId = deps.resolveProjectId(c, c.req.query('projectId'));
    const supplierName = c.req.query('supplier');
    const riskParam = c.req.query('riskLevel');
    const cursor = c.req.query('cursor');
    // A public client of the service sends `limit`; at most one full page (contract §4).
    const limitParam = c.req.query('limit');
    let pageSize = PLOTS_PAGE_SIZE;
    if (limitParam !== undefined) {
      pageSize = Number(limitParam);
      if (!/^\d+$/.test(limitParam) || pageSize < 1 || pageSize > PLOTS_PAGE_SIZE) {
        apiError(400, 'invalid_request', `Invalid "limit": use a whole number from 1 to ${PLOTS_PAGE_SIZE}.`);
      }
    }

    let levels: Set<string> | null = null;
    if (riskParam !== undefined) {
      const values = riskParam.split(',').map((v) => v.trim());
      const bad = values.filter((v) => !(RISK_LEVELS as readonly string[]).includes(v));
      if (bad.length) {
        apiError(
          400,
          'invalid_request',
          `Invalid "riskLevel" value ${bad.map((b) => `"${b}"`).join(', ')}: use ${RISK_LEVELS.join(', ')}.`,
        );
      }
      levels = new Set(values);
    }
    let supplierId: string | null = null;
    if (supplierName !== undefined && supplierName !== '') {
      // An unknown supplier simply has no plots.
      supplierId = store.supplierByName(projectId, supplierName)?.id ?? '';
    }

    const page = store.queryPlots({
      projectId,
      supplierId,
      riskLevels: levels ? [...levels] : null,
      afterId: cursor ? decodeCursor(cursor) : null,
      limit: pageSize,
    });
    const results = page.json;
    let nextUrl: string | null = null;
    // Only announce a next page when one exists, so the last page says nextUrl: null.
    if (page.more && page.lastId) {
      const url = selfUrl(c, deps.publicUrl);
      url.searchParams.set('cursor', encodeCursor(page.lastId));
      nextUrl = urlText(url);
    }
    // Page<Plot>, with the keys in the order c.json({ count, nextUrl, results }) wrote them.
    return jsonText(
      c,
      `{"count":${results.length},"nextUrl":${JSON.stringify(nextUrl)},"results":[${results.join(',')}]}`,
    );
  });

  app.get('/v1/plots/:id', (c) => {
    const json = store.plotJsonById(c.req.param('id'), c.get('account').projectIds);
    if (json === null) apiError(404, 'not_found', `Plot ${c.req.param('id')} not found.`);
    return jsonText(c, json);
  });

  return app;
}
