/** Request-body parsing with the contract's 400 answers: the message names the offending field. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { apiError } from './errors.ts';

export async function readJson<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch (e) {
    apiError(400, 'invalid_request', `Request body is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'body';
    apiError(400, 'invalid_request', `Invalid field "${field}": ${issue?.message ?? 'invalid value'}`);
  }
  return parsed.data;
}

/** A required, non-blank string field. */
export function requireText(value: string | undefined | null, field: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    apiError(400, 'invalid_request', `Field "${field}" is required.`);
  return value.trim();
}
