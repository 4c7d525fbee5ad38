/**
 * The JSON body of a write to the dashboard's own API (people, the record): JSON by its Content-Type, parsed
 * strictly with its schema, refused with a 400 that names the first fields at fault. One home for the
 * review store's and the people API's routes.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { ReviewError } from './errors.ts';

/** The first problems of a body that does not fit its schema, each naming its field. */
function describeIssues(error: z.ZodError): string {
  const problems = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.join('.');
    return field ? `"${field}" ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return `Invalid field ${problems.join('; ')}${more}.`;
}

/** The body parsed, and its text as sent (an idempotent write's fingerprint is of the text). */
export async function readJson(c: Context): Promise<{ body: unknown; text: string }> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type')?.trim() ?? '')) {
    throw new ReviewError(
      400,
      'invalid_request',
      'Send the body as JSON, with Content-Type: application/json.',
    );
  }
  const text = await c.req.text();
  try {
    return { body: JSON.parse(text), text };
  } catch {
    throw new ReviewError(400, 'invalid_request', 'The body must be JSON (Content-Type: application/json).');
  }
}

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ReviewError(400, 'invalid_request', describeIssues(parsed.error));
  return parsed.data;
}

/** A list longer than `max` is its own answer (nothing a fix of one field would cure), before the fields. */
export function checkCount(body: unknown, field: string, max: number, what: string, then: string): void {
  const list = (body as Record<string, unknown> | null)?.[field];
  if (Array.isArray(list) && list.length > max) {
    throw new ReviewError(
      400,
      'limit_exceeded',
      `Too many ${what}: ${list.length.toLocaleString('en')}; at most ${max.toLocaleString('en')} per request. ${then}`,
    );
  }
}
