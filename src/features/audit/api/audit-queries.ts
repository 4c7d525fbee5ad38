/**
 * The dashboard server's audit log of a project (core/api/audit.ts, docs/people.md "The audit log"): one
 * query factory, through the one API client with the log's own root on our origin. The log can hold
 * hundreds of thousands of entries, so it is read a page at a time with the server's cursor (an infinite
 * query: "Load older entries" asks for the next page), never whole; the exports stream it whole instead.
 */
import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import { z } from 'zod';
import { AUDIT_LIMITS, auditPageSchema, type AuditFilters } from '@core/api/audit.ts';
import { buildQuery, apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';

/** `GET .../people`: who appears in the project's log (the person filter's choices). */
export const auditPeopleSchema = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});

const auditBase = (connection: ConnectionKind) => `/api/audit/${connection}`;
const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;

export const auditQueries = {
  all: (connection: ConnectionKind) => ['audit', connection] as const,
  /** The entries matching `filters`, newest first, a page per "Load older entries". */
  events: (connection: ConnectionKind, projectId: string | null | undefined, filters: AuditFilters) =>
    infiniteQueryOptions({
      queryKey: [...auditQueries.all(connection), projectId, 'events', filters] as const,
      queryFn: projectId
        ? ({ pageParam, signal }) =>
            apiRequest(`${projectPath(projectId)}/events`, {
              base: auditBase(connection),
              query: { ...filters, limit: AUDIT_LIMITS.defaultPage, cursor: pageParam },
              schema: auditPageSchema,
              signal,
            })
        : skipToken,
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // The log only grows at its newest end; older pages never change, so they are not refetched on focus.
      staleTime: 30_000,
    }),
  people: (connection: ConnectionKind, projectId: string | null | undefined) =>
    queryOptions({
      queryKey: [...auditQueries.all(connection), projectId, 'people'] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest(`${projectPath(projectId)}/people`, {
              base: auditBase(connection),
              schema: auditPeopleSchema,
              signal,
            })
        : skipToken,
      staleTime: 60_000,
    }),
};

/**
 * The address of the whole export with the same filters. A plain link the browser downloads: the session
 * cookie goes with it, and the server streams every matching entry, however many.
 */
export const auditExportUrl = (
  connection: ConnectionKind,
  projectId: string,
  filters: AuditFilters,
  format: 'csv' | 'json',
) => `${auditBase(connection)}${projectPath(projectId)}/events.${format}${buildQuery({ ...filters })}`;
