/**
 * Filing with the EU Information System (issue 51, core/api/filing.ts): the statements a team filed and
 * follows, and the team's EU account as a page may know it (never its username, key or client id). One
 * query factory for both, through the one API client, on the dashboard server's own routes: the browser
 * never talks to the Information System, the server does (docs/filing.md).
 *
 * Shared in src/lib because the Plots page, the supplier page and the report all read filings; every write
 * invalidates `filingQueries.all`, so each view of them refreshes. A filing not final is asked again as the
 * server's next check comes (its `nextCheckAt`), never more often than every 2 s, and no more once final.
 */
import { mutationOptions, queryOptions, skipToken } from '@tanstack/react-query';
import { z } from 'zod';
import {
  euAccountViewSchema,
  filingSchema,
  type AmendRequest,
  type EuAccountRequest,
  type FileRequest,
  type Filing,
} from '@core/api/filing.ts';
import { apiRequest } from '../api/client.ts';
import type { ConnectionKind } from '../api/connection.ts';

const filingBase = (connection: ConnectionKind) => `/api/filing/${connection}`;
const ACCOUNT_BASE = '/api/filing';
const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
const filingPath = (projectId: string, filingId: string) =>
  `${projectPath(projectId)}/filings/${encodeURIComponent(filingId)}`;

// The contract names the shapes, not their envelope: a list is read as `{ filings }` or a bare array, one
// filing as `{ filing }` or the filing itself, so either spelling of the server's answer is understood.
const filingListSchema = z
  .union([z.object({ filings: z.array(filingSchema) }), z.array(filingSchema)])
  .transform((v) => (Array.isArray(v) ? v : v.filings));
const filingAnswerSchema = z
  .union([z.object({ filing: filingSchema }), filingSchema])
  .transform((v) => ('filing' in v ? v.filing : v));
// The echo test answers the account view with its `lastTest`, or the test's result alone.
const testAnswerSchema = z.union([
  euAccountViewSchema.transform((v) => v.lastTest),
  z.object({ ok: z.boolean(), message: z.string(), at: z.string().optional() }),
]);

/** The fastest the page asks a status again (the server itself waits longer: docs/filing.md). */
export const MIN_REFRESH_MS = 2_000;
/** A filing whose answer is awaited or lost and that names no next check is asked again this often. */
const UNSETTLED_REFRESH_MS = 5_000;

/** A filing nothing more will happen to unless someone acts: refused, or filed with no check planned. */
export function isFinal(f: Pick<Filing, 'state' | 'nextCheckAt'>): boolean {
  return f.state === 'refused' || (f.state === 'filed' && f.nextCheckAt === null);
}

/**
 * When to ask again for these filings: at the earliest next check of those not final (never sooner than
 * MIN_REFRESH_MS from now), or false when all are final. Pure, for TanStack Query's refetchInterval.
 */
export function refreshInterval(
  filings: readonly Pick<Filing, 'state' | 'nextCheckAt'>[] | undefined,
  now: number,
): number | false {
  let soonest: number | null = null;
  for (const f of filings ?? []) {
    if (isFinal(f)) continue;
    const at = f.nextCheckAt === null ? Number.NaN : Date.parse(f.nextCheckAt);
    const wait = Number.isFinite(at) ? at - now : UNSETTLED_REFRESH_MS;
    soonest = soonest === null ? wait : Math.min(soonest, wait);
  }
  return soonest === null ? false : Math.max(MIN_REFRESH_MS, soonest);
}

export const filingQueries = {
  all: (connection: ConnectionKind) => ['filing', connection] as const,
  /** The project's filings (or those naming one supplier), newest first, asked again while any is not final. */
  list: (connection: ConnectionKind, projectId: string | null | undefined, supplierId?: string) =>
    queryOptions({
      queryKey: [...filingQueries.all(connection), projectId, 'filings', supplierId ?? null] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest(`${projectPath(projectId)}/filings`, {
              base: filingBase(connection),
              query: { supplierId },
              schema: filingListSchema,
              signal,
            })
        : skipToken,
      staleTime: 10_000,
      refetchInterval: (query) => refreshInterval(query.state.data, Date.now()),
    }),
  /** One filing with its history and the request as last sent (what "Amend" and "Group" start from). */
  one: (connection: ConnectionKind, projectId: string | null | undefined, filingId: string | null) =>
    queryOptions({
      queryKey: [...filingQueries.all(connection), projectId, 'filing', filingId] as const,
      queryFn:
        projectId && filingId
          ? ({ signal }) =>
              apiRequest(filingPath(projectId, filingId), {
                base: filingBase(connection),
                schema: filingAnswerSchema,
                signal,
              })
          : skipToken,
      staleTime: 10_000,
      refetchInterval: (query) => refreshInterval(query.state.data ? [query.state.data] : [], Date.now()),
    }),
  /** The requests as last sent of filings a list left them out of (what grouping them needs), one per id. */
  requests: (connection: ConnectionKind, projectId: string, filingIds: readonly string[]) =>
    queryOptions({
      queryKey: [...filingQueries.all(connection), projectId, 'group-requests', filingIds] as const,
      queryFn: ({ client }) =>
        Promise.all(filingIds.map((id) => client.fetchQuery(filingQueries.one(connection, projectId, id)))),
      enabled: filingIds.length > 0,
      staleTime: 60_000,
    }),
  /** What the page may know of the team's EU account (admin only: 403 otherwise). Never the secret. */
  euAccount: () =>
    queryOptions({
      queryKey: ['filing', 'eu-account'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/eu-account', { base: ACCOUNT_BASE, schema: euAccountViewSchema, signal }),
      staleTime: 30_000,
      retry: false,
    }),
};

/** Files one statement of a pinned package (202: the server sends it and follows it). */
export const fileStatement = (
  connection: ConnectionKind,
  projectId: string,
  body: FileRequest,
  idempotencyKey: string,
) =>
  apiRequest(`${projectPath(projectId)}/filings`, {
    base: filingBase(connection),
    method: 'POST',
    body,
    schema: filingAnswerSchema,
    idempotencyKey,
  });

/** Asks the Information System for the status now (429 when asked too soon after the last time). */
export const checkFiling = (connection: ConnectionKind, projectId: string, filingId: string) =>
  apiRequest(`${filingPath(projectId, filingId)}/check`, {
    base: filingBase(connection),
    method: 'POST',
    schema: filingAnswerSchema,
    idempotencyKey: crypto.randomUUID(),
  });

/** Sends the whole statement again (within 72 hours of filing). */
export const amendFiling = (
  connection: ConnectionKind,
  projectId: string,
  filingId: string,
  body: AmendRequest,
  idempotencyKey: string,
) =>
  apiRequest(`${filingPath(projectId, filingId)}/amend`, {
    base: filingBase(connection),
    method: 'POST',
    body,
    schema: filingAnswerSchema,
    idempotencyKey,
  });

/** Withdraws the statement (within 72 hours, never a GROUPED one). */
export const withdrawFiling = (
  connection: ConnectionKind,
  projectId: string,
  filingId: string,
  idempotencyKey: string,
) =>
  apiRequest(`${filingPath(projectId, filingId)}/withdraw`, {
    base: filingBase(connection),
    method: 'POST',
    schema: filingAnswerSchema,
    idempotencyKey,
  });

/**
 * The EU account's writes. The key typed is sent once and kept nowhere in the page: no mutation cache
 * (gcTime 0, and the caller resets the mutation once it answered), the answer is the view without it.
 */
export const filingMutations = {
  /**
   * Files one statement; `idempotencyKey` is the caller's, the same for a retry of the same body, so a
   * request that was stored before its answer was lost is not filed twice.
   */
  file: (connection: ConnectionKind, projectId: string) =>
    mutationOptions({
      mutationKey: [...filingQueries.all(connection), projectId, 'file'] as const,
      mutationFn: ({ body, idempotencyKey }: { body: FileRequest; idempotencyKey: string }) =>
        fileStatement(connection, projectId, body, idempotencyKey),
      onSuccess: (_stored, _vars, _result, { client }) =>
        client.invalidateQueries({ queryKey: filingQueries.all(connection) }),
    }),
};

export const euAccountMutations = {
  save: () =>
    mutationOptions({
      mutationKey: ['filing', 'eu-account', 'save'] as const,
      mutationFn: (body: EuAccountRequest) =>
        apiRequest('/eu-account', {
          base: ACCOUNT_BASE,
          method: 'PUT',
          body,
          schema: euAccountViewSchema,
          idempotencyKey: crypto.randomUUID(),
        }),
      gcTime: 0,
      onSuccess: (view, _body, _result, { client }) =>
        client.setQueryData(filingQueries.euAccount().queryKey, view),
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['filing', 'eu-account', 'remove'] as const,
      mutationFn: () =>
        apiRequest('/eu-account', {
          base: ACCOUNT_BASE,
          method: 'DELETE',
          idempotencyKey: crypto.randomUUID(),
        }),
      onSuccess: (_answer, _vars, _result, { client }) =>
        client.invalidateQueries({ queryKey: filingQueries.euAccount().queryKey }),
    }),
  test: () =>
    mutationOptions({
      mutationKey: ['filing', 'eu-account', 'test'] as const,
      mutationFn: () =>
        apiRequest('/eu-account/test', {
          base: ACCOUNT_BASE,
          method: 'POST',
          schema: testAnswerSchema,
          idempotencyKey: crypto.randomUUID(),
        }),
      onSettled: (_answer, _error, _vars, _result, { client }) =>
        client.invalidateQueries({ queryKey: filingQueries.euAccount().queryKey }),
    }),
};
