/**
 * Plots (contract §4): filtered listing with cursor pagination (200 per page) and detail.
 * The cursor is the last id of the page (ids sort in creation order), so a walk never repeats or skips a
 * plot even when plots are added or removed between pages. It is opaque to clients (base64url).
 */
import { Hono, type Context } from 'hono';
import { PLOTS_PAGE_SIZE, RISK_LEVELS } from '../../../core/api/schemas.ts';
import type { SimEnv } from '../context.ts';
import type { SimDeps } from '../deps.ts';
import { apiError } from '../errors.ts';
import type { StoredPlot } from '../store.ts';

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
 * A JSON text answered exactly as `c.json` would (same status and Content-Type): the plot routes build their
 * JSON from the store's cached per-plot strings (store.plotJson) instead of stringifying Plot objects.
 */
const jsonText = (c: Context, text: string) => c.body(text, 200, { 'Content-Type': 'application/json' });

/** Index of the first plot whose id sorts after `id` (the list is in id order). */
function firstAfter(plots: readonly StoredPlot[], id: string): number {
  let lo = 0;
  let hi = plots.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (plots[mid]!.id <= id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

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

    const all = store.plotsOfProject(projectId);
    // Each a Plot's JSON (store.plotJson): the page is concatenated, not stringified.
    const results: string[] = [];
    let i = cursor ? firstAfter(all, decodeCursor(cursor)) : 0;
    let last: StoredPlot | null = null;
    for (; i < all.length && results.length < pageSize; i++) {
      const p = all[i]!;
      if (supplierId !== null && p.supplierId !== supplierId) continue;
      if (levels && (!p.riskAssessment || !levels.has(p.riskAssessment.riskLevel))) continue;
      results.push(store.plotJson(p));
      last = p;
    }
    // Only announce a next page when one exists, so the last page says nextUrl: null.
    let more = false;
    for (; i < all.length && !more; i++) {
      const p = all[i]!;
      more =
        (supplierId === null || p.supplierId === supplierId) &&
        (!levels || (p.riskAssessment !== null && levels.has(p.riskAssessment.riskLevel)));
    }
    let nextUrl: string | null = null;
    if (more && last) {
      const url = new URL(c.req.url);
      url.searchParams.set('cursor', encodeCursor(last.id));
      nextUrl = url.toString();
    }
    // Page<Plot>, with the keys in the order c.json({ count, nextUrl, results }) wrote them.
    return jsonText(
      c,
      `{"count":${results.length},"nextUrl":${JSON.stringify(nextUrl)},"results":[${results.join(',')}]}`,
    );
  });

  app.get('/v1/plots/:id', (c) => {
    const plot = store.plots.get(c.req.param('id'));
    if (!plot || !c.get('account').projectIds.includes(plot.projectId)) {
      apiError(404, 'not_found', `Plot ${c.req.param('id')} not found.`);
    }
    return jsonText(c, store.plotJson(plot));
  });

  return app;
}
