/**
 * What every route of the review store does alike (routes.ts, statement-routes.ts): read an id from the
 * query, require the write's Idempotency-Key, and name the caller's scope and the author of a write.
 */
import type { Context } from 'hono';
import { REVIEW_LIMITS, reviewIdSchema } from '@core/api/review.ts';
import { ReviewError } from './errors.ts';
import { fingerprintOf, IDEMPOTENCY_KEY_RULE, type IdempotentWrite } from './idempotency.ts';
import type { ProjectAccess } from './project-access.ts';
import type { Author, ReviewScope } from './store.ts';

/** A query parameter naming an id: absent, or a well-formed id (400 otherwise). */
export function queryId(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  if (value === undefined) return undefined;
  if (!reviewIdSchema.safeParse(value).success) {
    throw new ReviewError(
      400,
      'invalid_request',
      `Invalid query parameter "${name}": send an id of 1 to ${REVIEW_LIMITS.maxIdLength} characters.`,
    );
  }
  return value;
}

/** The write's Idempotency-Key (required: a retried write must never double the record). */
export function idempotentWrite(c: Context, access: ProjectAccess, text: string): IdempotentWrite {
  const key = c.req.header('idempotency-key');
  if (key === undefined || !IDEMPOTENCY_KEY_RULE.test(key)) {
    throw new ReviewError(
      400,
      'invalid_request',
      key === undefined
        ? 'Send an Idempotency-Key header with every write (a new random key per request, the same key when retrying it).'
        : 'Invalid Idempotency-Key: send 1 to 200 printable ASCII characters without spaces.',
    );
  }
  return {
    personId: access.caller.person.id,
    key,
    fingerprint: fingerprintOf(c.req.method, c.req.path, text),
  };
}

export const authorOf = (access: ProjectAccess): Author => ({
  id: access.caller.person.id,
  name: access.caller.person.display_name,
});
export const scopeOf = (access: ProjectAccess): ReviewScope => ({
  connection: access.connection,
  projectId: access.projectId,
  teamId: access.caller.team.id,
  ownsLegacy: access.caller.team.owns_legacy === 1,
});
