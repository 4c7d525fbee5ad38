/**
 * The register of suppliers' declarations (issue 51, "Downstream"; core/api/filing.ts): the reference
 * numbers (DDS) and declaration identifiers (SD) suppliers send, each with its checks by verify-declaration
 * (Downstream Operator and Trader API Reference §4.1). One query factory, through the one API client, on the
 * dashboard server's routes: the server asks the Information System, never the page (docs/declarations.md).
 *
 * Shared in src/lib because the supplier page and the supplier report both read it; a write invalidates
 * `declarationQueries.all`, so both refresh.
 */
import { mutationOptions, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { declarationSchema, type Declaration, type DeclarationRequest } from '@core/api/filing.ts';
import { apiRequest } from '../api/client.ts';
import type { ConnectionKind } from '../api/connection.ts';

const base = (connection: ConnectionKind) => `/api/filing/${connection}`;
const declarationsPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/declarations`;

export const declarationListSchema = z.object({ declarations: z.array(declarationSchema) });
const declarationAnswerSchema = z.object({ declaration: declarationSchema });

export const declarationQueries = {
  all: (connection: ConnectionKind) => ['declarations', connection] as const,
  /** The declarations of the project (or of one supplier, by the review store's id), newest first. */
  list: (connection: ConnectionKind, projectId: string | null | undefined, supplierId?: string) =>
    queryOptions({
      queryKey: [...declarationQueries.all(connection), projectId, supplierId ?? null] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest(declarationsPath(projectId), {
              base: base(connection),
              query: { supplierId },
              schema: declarationListSchema,
              signal,
            })
        : skipToken,
      staleTime: 30_000,
    }),
};

/**
 * Adds a supplier's declaration; the server checks it at once. Answers the declaration with its first check.
 * A check that could not be made is an ApiError 502/503, the declaration kept all the same (ask the list).
 */
export const addDeclaration = (
  connection: ConnectionKind,
  projectId: string,
  body: DeclarationRequest,
  idempotencyKey: string,
) =>
  apiRequest(declarationsPath(projectId), {
    base: base(connection),
    method: 'POST',
    body,
    schema: declarationAnswerSchema,
    idempotencyKey,
  });

/** Checks a declaration again; answers it with the new check on top. */
export const verifyDeclaration = (
  connection: ConnectionKind,
  projectId: string,
  declarationId: string,
  idempotencyKey: string,
) =>
  apiRequest(`${declarationsPath(projectId)}/${encodeURIComponent(declarationId)}/verify`, {
    base: base(connection),
    method: 'POST',
    schema: declarationAnswerSchema,
    idempotencyKey,
  });

/** A stored declaration adopted into its list at once, then every declaration query refreshed. */
function adoptDeclaration(
  client: QueryClient,
  connection: ConnectionKind,
  projectId: string,
  supplierId: string,
) {
  return ({ declaration }: { declaration: Declaration }) => {
    client.setQueryData(declarationQueries.list(connection, projectId, supplierId).queryKey, (old) => ({
      declarations: [declaration, ...(old?.declarations ?? []).filter((d) => d.id !== declaration.id)],
    }));
    return client.invalidateQueries({ queryKey: declarationQueries.all(connection) });
  };
}

/**
 * A supplier's declarations are written through these (src/lib's convention: a mutation is a factory beside
 * its resource's queries). A failed check is stored too (502/503: the list shows it with "Check again"), so a
 * failure refreshes the list as well.
 */
export const declarationMutations = {
  /** Adds a declaration (`idempotencyKey`: the form's, the same for a retry of the same text). */
  add: (connection: ConnectionKind, projectId: string, supplierId: string) =>
    mutationOptions({
      mutationKey: [...declarationQueries.all(connection), projectId, 'add'] as const,
      mutationFn: ({
        body,
        idempotencyKey,
      }: {
        body: Omit<DeclarationRequest, 'supplierId'>;
        idempotencyKey: string;
      }) => addDeclaration(connection, projectId, { ...body, supplierId }, idempotencyKey),
      onSuccess: (answer, _vars, _result, { client }) =>
        adoptDeclaration(client, connection, projectId, supplierId)(answer),
      onError: (_error, _vars, _result, { client }) =>
        client.invalidateQueries({ queryKey: declarationQueries.all(connection) }),
    }),
  /** Checks a declaration with the Information System now. */
  verify: (connection: ConnectionKind, projectId: string, supplierId: string) =>
    mutationOptions({
      mutationKey: [...declarationQueries.all(connection), projectId, 'verify'] as const,
      mutationFn: (declarationId: string) =>
        verifyDeclaration(connection, projectId, declarationId, crypto.randomUUID()),
      onSuccess: (answer, _id, _result, { client }) =>
        adoptDeclaration(client, connection, projectId, supplierId)(answer),
      onError: (_error, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: declarationQueries.all(connection) }),
    }),
};

/** A reference number (DDS) or declaration identifier (SD): 1 to 14 letters and digits (V3's referenceNumber). */
export const REFERENCE_NUMBER_RULE = /^[A-Za-z0-9]{1,14}$/;
/** V3's verificationNumber: 5 to 35 characters. */
export const VERIFICATION_NUMBER_LENGTH = { min: 5, max: 35 } as const;
