/**
 * The audit log's routes, mounted at /api/audit (docs/people.md, "Routes"):
 *   GET /{connection}/projects/{projectId}/events        a page, newest first, with the next page's cursor
 *   GET /{connection}/projects/{projectId}/events.csv    every matching entry as CSV, streamed
 *   GET /{connection}/projects/{projectId}/events.json   every matching entry as a JSON array, streamed
 *   GET /{connection}/projects/{projectId}/people        who appears in the log
 * A viewer of the project may read it (people/caller.ts), with a session or an access token.
 */
import { Hono, type Context } from 'hono';
import Papa from 'papaparse';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_LIMITS,
  auditKindSchema,
  type AuditEvent,
  type AuditFilters,
} from '@core/api/audit.ts';
import { reviewIdSchema } from '@core/api/review.ts';
import { answerError, errorJson, ReviewError } from '../review/errors.ts';
import { projectAccess, type ProjectAccessDeps } from '../review/project-access.ts';
import { decodeCursor, type AuditScope, type AuditStore } from './audit-store.ts';

export interface AuditAppOptions extends ProjectAccessDeps {
  store: AuditStore;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date filter: a day (UTC) or an instant; `to` of a day means the start of the next day. */
function dateFilter(c: Context, name: 'from' | 'to'): string | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  const time = Date.parse(DAY.test(value) ? `${value}T00:00:00.000Z` : value);
  if (value.length > 40 || Number.isNaN(time)) {
    throw new ReviewError(
      400,
      'invalid_request',
      `Invalid query parameter "${name}": send a day (2026-12-06) or an ISO 8601 instant.`,
    );
  }
  const end = name === 'to' && DAY.test(value) ? time + 24 * 60 * 60 * 1000 : time;
  return new Date(end).toISOString();
}

function idFilter(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  if (!reviewIdSchema.safeParse(value).success) {
    throw new ReviewError(
      400,
      'invalid_request',
      `Invalid query parameter "${name}": send an id of 1 to 128 characters.`,
    );
  }
  return value;
}

function filtersOf(c: Context): AuditFilters {
  const kind = c.req.query('kind');
  let parsedKind: AuditFilters['kind'];
  if (kind !== undefined && kind !== '') {
    const parsed = auditKindSchema.safeParse(kind);
    if (!parsed.success) {
      throw new ReviewError(
        400,
        'invalid_request',
        `Invalid query parameter "kind": send one of ${auditKindSchema.options.join(', ')}.`,
      );
    }
    parsedKind = parsed.data;
  }
  const filters: AuditFilters = {
    personId: idFilter(c, 'personId'),
    plotId: idFilter(c, 'plotId'),
    supplierId: idFilter(c, 'supplierId'),
    kind: parsedKind,
    from: dateFilter(c, 'from'),
    to: dateFilter(c, 'to'),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as AuditFilters;
}

/** A CSV cell never starts a formula in a spreadsheet (OWASP CSV injection): such text gets a leading '. */
const csvSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

function csvRow(e: AuditEvent): string[] {
  const cells: Record<(typeof AUDIT_CSV_COLUMNS)[number], string> = {
    at: e.at,
    kind: e.kind,
    projectId: e.projectId ?? '',
    personId: e.personId ?? '',
    personName: e.personName ?? '',
    plotId: e.plotId ?? '',
    supplierId: e.supplierId ?? '',
    summary: e.summary,
    detail: JSON.stringify(e.detail),
    id: e.id,
  };
  return AUDIT_CSV_COLUMNS.map((column) => csvSafe(cells[column]));
}

export function createAuditApp(options: AuditAppOptions): Hono {
  const app = new Hono();
  app.onError(answerError('audit log'));
  app.use('*', options.auth.guard());

  async function scopeOf(c: Context): Promise<AuditScope> {
    const access = await projectAccess(options, c, 'viewer', 'read its audit log');
    return {
      connection: access.connection,
      projectId: access.projectId,
      teamId: access.caller.team.id,
      ownsLegacy: access.caller.team.owns_legacy === 1,
    };
  }

  const base = '/:connection/projects/:projectId';

  app.get(`${base}/events`, async (c) => {
    const scope = await scopeOf(c);
    const filters = filtersOf(c);
    const rawLimit = c.req.query('limit');
    const limit = rawLimit === undefined ? AUDIT_LIMITS.defaultPage : Number(rawLimit);
    if (!/^\d{1,5}$/.test(rawLimit ?? '1') || limit < 1 || limit > AUDIT_LIMITS.maxPage) {
      throw new ReviewError(
        400,
        'invalid_request',
        `Invalid query parameter "limit": send a whole number from 1 to ${AUDIT_LIMITS.maxPage}.`,
      );
    }
    const rawCursor = c.req.query('cursor');
    const cursor = rawCursor === undefined || rawCursor === '' ? null : decodeCursor(rawCursor);
    if (rawCursor !== undefined && rawCursor !== '' && cursor === null) {
      throw new ReviewError(
        400,
        'invalid_request',
        'Invalid cursor: send the nextCursor of the page before.',
      );
    }
    return c.json(await options.store.page(scope, filters, cursor, limit));
  });

  /** Streams every matching entry: a batch read, written, then the next, so memory stays flat. */
  function stream(scope: AuditScope, filters: AuditFilters, format: 'csv' | 'json'): Response {
    const encoder = new TextEncoder();
    const batches = options.store.all(scope, filters);
    let first = true;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(format === 'csv' ? `${Papa.unparse([[...AUDIT_CSV_COLUMNS]])}\r\n` : '['),
        );
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) {
            if (format === 'json') controller.enqueue(encoder.encode(']\n'));
            controller.close();
            return;
          }
          let text = '';
          if (format === 'csv') text = `${Papa.unparse(next.value.map(csvRow))}\r\n`;
          else
            for (const e of next.value) {
              text += `${first ? '' : ','}\n${JSON.stringify(e)}`;
              first = false;
            }
          controller.enqueue(encoder.encode(text));
        } catch (e) {
          console.error(`audit export: ${(e as Error).message}`);
          controller.error(e);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    const name = `audit-${scope.projectId.replace(/[^\w.-]/g, '_')}-${day}.${format}`;
    return new Response(body, {
      headers: {
        'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    });
  }

  app.get(`${base}/events.csv`, async (c) => stream(await scopeOf(c), filtersOf(c), 'csv'));
  app.get(`${base}/events.json`, async (c) => stream(await scopeOf(c), filtersOf(c), 'json'));
  app.get(`${base}/people`, async (c) => c.json({ people: await options.store.people(await scopeOf(c)) }));

  app.all('*', (c) =>
    errorJson(
      404,
      'not_found',
      `No such path: ${c.req.method} ${c.req.path}. The audit log serves /api/audit/{simulator|live}/projects/{projectId}/events.`,
    ),
  );
  return app;
}
