/**
 * The statement routes of the review store (core/api/statements.ts, docs/api-contract.md, "Statements"),
 * under /api/review/{connection}/projects/{projectId}:
 *   GET  /statement-overrides[?supplierId=]        the overrides in force, newest first
 *   POST /statement-overrides                      approver or admin; 201
 *   GET  /evidence-snapshots[?supplierId=]         summaries, newest first
 *   POST /evidence-snapshots                       reviewer or above; 201 (its own, larger body limit)
 *   GET  /evidence-snapshots/{snapshotId}          the whole snapshot as stored
 *   GET  /evidence-snapshots/{snapshotId}/report   the report's PDF as stored
 *   GET  /conclusions[?supplierId=]                newest first, each with its sign-off or null
 *   POST /conclusions                              reviewer or above prepares; 201
 *   POST /conclusions/{conclusionId}/sign-off      approver or admin, never the preparer (403); once (409)
 * Checked in the order of routes.ts: the body's size, the caller's access and role, the body's fields, the
 * Idempotency-Key, then the plots named against the service (service-records.ts).
 */
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { isPairKind, REVIEW_ITEM_KINDS, REVIEW_LIMITS, type ReviewItemKind } from '@core/api/review.ts';
import {
  conclusionRequestSchema,
  overrideRequestSchema,
  snapshotRequestSchema,
  type OverrideRequest,
  type SnapshotRequest,
} from '@core/api/statements.ts';
import { ReviewError } from './errors.ts';
import { checkCount, parseBody, readJson } from './json-body.ts';
import { projectAccess } from './project-access.ts';
import { authorOf, idempotentWrite, queryId, scopeOf } from './route-helpers.ts';
import type { ReviewAppOptions } from './routes.ts';
import type { SnapshotReport } from './statements-store.ts';

/** The path of `POST .../evidence-snapshots`, whose body may be as large as maxSnapshotBytes. */
export const SNAPSHOT_POST = /\/projects\/[^/]+\/evidence-snapshots\/?$/;

/** Snapshot and conclusion ids are the server's UUIDs: anything else names nothing (404, not a 400). */
const SERVER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * Each override names a plot once, and item keys of that plot: reviewItemKey of an item whose plot (or other
 * plot, for the other side of a pair) is the plot overridden.
 */
function checkOverridePlots(request: OverrideRequest): void {
  const seen = new Set<string>();
  const problems: string[] = [];
  request.plots.forEach((p, i) => {
    if (seen.has(p.plotId)) problems.push(`"plots.${i}.plotId" names plot ${p.plotId} a second time`);
    seen.add(p.plotId);
    p.itemKeys.forEach((key, k) => {
      if (!isItemKeyOf(key, p.plotId))
        problems.push(
          `"plots.${i}.itemKeys.${k}" must be the key of a review item of plot ${p.plotId} (reviewItemKey)`,
        );
    });
  });
  if (problems.length) {
    const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
    throw new ReviewError(400, 'invalid_request', `Invalid field ${problems.slice(0, 3).join('; ')}${more}.`);
  }
}

function isItemKeyOf(key: string, plotId: string): boolean {
  let parts: unknown;
  try {
    parts = JSON.parse(key);
  } catch {
    return false;
  }
  if (!Array.isArray(parts) || parts.length < 3 || parts.length > 4) return false;
  const [kind, plot, other, signal] = parts as unknown[];
  if (!(REVIEW_ITEM_KINDS as readonly unknown[]).includes(kind)) return false;
  if (typeof plot !== 'string' || (other !== null && typeof other !== 'string')) return false;
  if (isPairKind(kind as ReviewItemKind) === (other === null)) return false;
  if (parts.length === 4 && (kind !== 'deforestation' || typeof signal !== 'string')) return false;
  return plot === plotId || other === plotId;
}

/** The report's PDF from its base64: decodable, at most maxReportBytes (413), a PDF by its first bytes. */
function decodeReport(report: SnapshotRequest['report']): SnapshotReport | null {
  if (!report) return null;
  const text = report.pdfBase64;
  if (text.length % 4 !== 0 || !BASE64.test(text)) {
    throw new ReviewError(
      400,
      'invalid_request',
      'Invalid field "report.pdfBase64": send the PDF\'s bytes in standard base64 (A–Z, a–z, 0–9, +, /, padded with =).',
    );
  }
  const size = (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
  if (size > REVIEW_LIMITS.maxReportBytes) {
    throw new ReviewError(
      413,
      'limit_exceeded',
      `The report is too large: ${size.toLocaleString('en')} bytes; at most ${REVIEW_LIMITS.maxReportBytes.toLocaleString('en')}. Make the report smaller (fewer plots per supplier report).`,
    );
  }
  const pdf = Buffer.from(text, 'base64');
  if (pdf.length < PDF_MAGIC.length || !pdf.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw new ReviewError(
      400,
      'invalid_request',
      'Invalid field "report.pdfBase64": it is not a PDF (a PDF starts with %PDF-). Send the report the dashboard made.',
    );
  }
  return { fileName: report.fileName, pdf };
}

/** `attachment; filename="…"` with an ASCII stand-in and the name itself (RFC 6266, RFC 8187). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function serverId(c: Context, name: string, what: string): string {
  const id = c.req.param(name) ?? '';
  if (!SERVER_ID.test(id)) throw new ReviewError(404, 'not_found', `No ${what} ${id} in this project.`);
  return id;
}

export function statementRoutes(app: Hono, options: ReviewAppOptions): void {
  const { statements, records } = options;
  const base = '/:connection/projects/:projectId';
  const read = (c: Context, doing: string) => projectAccess(options, c, 'viewer', doing);

  app.get(`${base}/statement-overrides`, async (c) => {
    const scope = scopeOf(await read(c, 'read its overrides'));
    return c.json({ overrides: await statements.overrides(scope, queryId(c, 'supplierId')) });
  });

  app.post(`${base}/statement-overrides`, async (c) => {
    const access = await projectAccess(
      options,
      c,
      'approver',
      'let plots with open items into statements (an override)',
    );
    const { body, text } = await readJson(c);
    checkCount(body, 'plots', REVIEW_LIMITS.maxItems, 'plots', 'Send the rest in another request.');
    const request = parseBody(overrideRequestSchema, body);
    checkOverridePlots(request);
    const write = idempotentWrite(c, access, text);
    await records.checkItems(access.connection, access.serviceToken, access.projectId, request.plots);
    const answer = await statements.override(scopeOf(access), request, authorOf(access), write);
    return c.json(answer.body, answer.status as 201);
  });

  app.get(`${base}/evidence-snapshots`, async (c) => {
    const scope = scopeOf(await read(c, 'read its evidence snapshots'));
    return c.json({ snapshots: await statements.snapshots(scope, queryId(c, 'supplierId')) });
  });

  app.post(`${base}/evidence-snapshots`, async (c) => {
    const access = await projectAccess(options, c, 'reviewer', 'keep evidence snapshots');
    const { body, text } = await readJson(c);
    const then = 'Split the export or package by supplier.';
    checkCount(body, 'plots', REVIEW_LIMITS.maxSnapshotPlots, 'plots', then);
    checkCount(body, 'leftOut', REVIEW_LIMITS.maxSnapshotPlots, 'plots left out', then);
    const request = parseBody(snapshotRequestSchema, body);
    const report = decodeReport(request.report);
    const write = idempotentWrite(c, access, text);
    await records.checkItems(access.connection, access.serviceToken, access.projectId, request.plots);
    const answer = await statements.createSnapshot(scopeOf(access), request, report, authorOf(access), write);
    return c.json(answer.body, answer.status as 201);
  });

  app.get(`${base}/evidence-snapshots/:snapshotId`, async (c) => {
    const scope = scopeOf(await read(c, 'read its evidence snapshots'));
    const id = serverId(c, 'snapshotId', 'evidence snapshot');
    const snapshot = await statements.snapshot(scope, id);
    if (!snapshot) throw new ReviewError(404, 'not_found', `No evidence snapshot ${id} in this project.`);
    return c.json({ snapshot });
  });

  app.get(`${base}/evidence-snapshots/:snapshotId/report`, async (c) => {
    const scope = scopeOf(await read(c, 'read its evidence snapshots'));
    const id = serverId(c, 'snapshotId', 'evidence snapshot');
    const report = await statements.snapshotReport(scope, id);
    if (report === undefined)
      throw new ReviewError(404, 'not_found', `No evidence snapshot ${id} in this project.`);
    if (report === null)
      throw new ReviewError(
        404,
        'not_found',
        `Evidence snapshot ${id} holds no report (an export has none).`,
      );
    return new Response(new Uint8Array(report.pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(report.pdf.length),
        'content-disposition': attachment(report.fileName),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // The PDF's own hash, as the snapshot's summary names it: a reader can check what they got.
        'x-content-sha256': createHash('sha256').update(report.pdf).digest('hex'),
      },
    });
  });

  app.get(`${base}/conclusions`, async (c) => {
    const scope = scopeOf(await read(c, 'read its conclusions'));
    return c.json({ conclusions: await statements.conclusions(scope, queryId(c, 'supplierId')) });
  });

  app.post(`${base}/conclusions`, async (c) => {
    const access = await projectAccess(options, c, 'reviewer', 'prepare risk conclusions');
    const { body, text } = await readJson(c);
    const request = parseBody(conclusionRequestSchema, body);
    const write = idempotentWrite(c, access, text);
    const answer = await statements.prepareConclusion(scopeOf(access), request, authorOf(access), write);
    return c.json(answer.body, answer.status as 201);
  });

  app.post(`${base}/conclusions/:conclusionId/sign-off`, async (c) => {
    const access = await projectAccess(options, c, 'approver', 'sign off risk conclusions');
    const id = serverId(c, 'conclusionId', 'conclusion');
    // No body is needed; whatever is sent is part of the request's fingerprint.
    const text = await c.req.text();
    const write = idempotentWrite(c, access, text);
    const answer = await statements.signOff(scopeOf(access), id, authorOf(access), write);
    return c.json(answer.body, answer.status as 201);
  });
}
