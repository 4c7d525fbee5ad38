/**
 * The caller's personal access tokens, for scripts (core/api/team.ts, docs/people.md "Scripts"): the query
 * factory and, beside it, the mutations that refresh it through its key. The dashboard server's own routes
 * under /api/auth, authorised by the session cookie.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { accessTokenListSchema, newAccessTokenSchema, type Role } from '@core/api/team.ts';
import { apiRequest } from '@/lib/api/client.ts';

const base = '/api/auth';

export interface NewTokenRequest {
  name: string;
  role: Role;
  projectIds: string[];
  expiresInDays?: number;
}

export const accessTokenQueries = {
  all: () => ['access-tokens'] as const,
  list: () =>
    queryOptions({
      queryKey: [...accessTokenQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiRequest('/tokens', { base, schema: accessTokenListSchema, signal }),
      staleTime: 30_000,
    }),
};

export const accessTokenMutations = {
  /**
   * The answer holds the secret, shown once: dropped from the mutation cache as soon as nothing watches it
   * (gcTime 0), and the list's cache holds only the token's description, never the secret.
   */
  create: () =>
    mutationOptions({
      mutationKey: [...accessTokenQueries.all(), 'create'] as const,
      mutationFn: (body: NewTokenRequest) =>
        apiRequest('/tokens', { base, method: 'POST', body, schema: newAccessTokenSchema }),
      gcTime: 0,
      onSuccess: (_answer, _body, _result, { client }) =>
        client.invalidateQueries({ queryKey: accessTokenQueries.all() }),
    }),
  revoke: () =>
    mutationOptions({
      mutationKey: [...accessTokenQueries.all(), 'revoke'] as const,
      mutationFn: (id: string) => apiRequest(`/tokens/${encodeURIComponent(id)}`, { base, method: 'DELETE' }),
      onSuccess: (_answer, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: accessTokenQueries.all() }),
    }),
};
