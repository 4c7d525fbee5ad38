/**
 * The team's people, invitations and service connection (core/api/team.ts, docs/people.md "Routes", an admin
 * of the team only): one query factory per resource, and beside it the mutations, each refreshing what it
 * changed through the factory's keys. Through the one API client with the dashboard server's own root:
 * these are the server's routes, not the risk service's, and the session cookie is what authorises them.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  invitationListSchema,
  newInvitationSchema,
  teamConnectionSchema,
  teamPeopleSchema,
  teamPersonSchema,
  type RoleGrant,
} from '@core/api/team.ts';
import { apiRequest } from '@/lib/api/client.ts';

const base = '/api/team';

export const teamQueries = {
  all: () => ['team'] as const,
  people: () =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'people'] as const,
      queryFn: ({ signal }) => apiRequest('/people', { base, schema: teamPeopleSchema, signal }),
      staleTime: 30_000,
    }),
  invitations: () =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'invitations'] as const,
      queryFn: ({ signal }) => apiRequest('/invitations', { base, schema: invitationListSchema, signal }),
      staleTime: 30_000,
    }),
  connection: () =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'connection'] as const,
      queryFn: ({ signal }) => apiRequest('/connection', { base, schema: teamConnectionSchema, signal }),
      staleTime: 30_000,
    }),
};

export const teamMutations = {
  /** A person's whole set of grants (empty: no access). */
  setGrants: () =>
    mutationOptions({
      mutationKey: [...teamQueries.all(), 'set-grants'] as const,
      mutationFn: ({ personId, grants }: { personId: string; grants: RoleGrant[] }) =>
        apiRequest(`/people/${encodeURIComponent(personId)}/grants`, {
          base,
          method: 'PUT',
          body: { grants },
          schema: teamPersonSchema,
        }),
      onSuccess: (_person, _vars, _result, { client }) =>
        client.invalidateQueries({ queryKey: teamQueries.people().queryKey }),
    }),
  /**
   * An invitation; the answer's link holds its secret. Dropped from the mutation cache as soon as nothing
   * watches it (gcTime 0): the page keeps the link only while it shows it.
   */
  invite: () =>
    mutationOptions({
      mutationKey: [...teamQueries.all(), 'invite'] as const,
      mutationFn: (body: { email: string; grants: RoleGrant[] }) =>
        apiRequest('/invitations', { base, method: 'POST', body, schema: newInvitationSchema }),
      gcTime: 0,
      onSuccess: (_answer, _vars, _result, { client }) =>
        client.invalidateQueries({ queryKey: teamQueries.invitations().queryKey }),
    }),
  revokeInvitation: () =>
    mutationOptions({
      mutationKey: [...teamQueries.all(), 'revoke-invitation'] as const,
      mutationFn: (id: string) =>
        apiRequest(`/invitations/${encodeURIComponent(id)}`, { base, method: 'DELETE' }),
      onSuccess: (_answer, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: teamQueries.invitations().queryKey }),
    }),
  /** The team's live token to hold on the server (null: forget it). The token is never read back. */
  setConnection: () =>
    mutationOptions({
      mutationKey: [...teamQueries.all(), 'set-connection'] as const,
      mutationFn: (liveToken: string | null) =>
        apiRequest('/connection', { base, method: 'PUT', body: { liveToken }, schema: teamConnectionSchema }),
      gcTime: 0,
      onSuccess: (connection, _token, _result, { client }) =>
        client.setQueryData(teamQueries.connection().queryKey, connection),
    }),
};
