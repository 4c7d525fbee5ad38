/**
 * Idempotent writes (docs/people.md, "Only true records"): every write of the record carries an
 * `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header), kept per person with a fingerprint of the
 * request and the answer, in the same transaction as the write itself. The same key and request again is
 * answered as the first time, and nothing is stored twice; the same key with another request is a 422.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ReviewTables } from './database.ts';
import { ReviewError } from './errors.ts';

export interface IdempotentWrite {
  personId: string;
  key: string;
  /** The method, path and body of the request. */
  fingerprint: string;
}

export const IDEMPOTENCY_KEY_RULE = /^[\x21-\x7e]{1,200}$/;

export function fingerprintOf(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method}\n${path}\n${body}`).digest('hex');
}

/**
 * Runs `write` unless the key was used before. On PostgreSQL two requests with one key at once: the second
 * insert waits for the first transaction, then conflicts and reads the first answer.
 */
export async function idempotent<B>(
  trx: Transaction<ReviewTables>,
  request: IdempotentWrite | undefined,
  write: () => Promise<{ status: number; body: B }>,
): Promise<{ status: number; body: B }> {
  if (!request) return write();
  const claimed = await trx
    .insertInto('idempotent_request')
    .values({
      person_id: request.personId,
      key: request.key,
      fingerprint: request.fingerprint,
      status: 0,
      body: '',
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['person_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
    const first = await trx
      .selectFrom('idempotent_request')
      .selectAll()
      .where('person_id', '=', request.personId)
      .where('key', '=', request.key)
      .executeTakeFirstOrThrow();
    if (first.fingerprint !== request.fingerprint) {
      throw new ReviewError(
        422,
        'invalid_request',
        `The Idempotency-Key "${request.key}" was used for another request: send a new key for a new request.`,
      );
    }
    return { status: Number(first.status), body: JSON.parse(first.body) as B };
  }
  const answer = await write();
  await trx
    .updateTable('idempotent_request')
    .set({ status: answer.status, body: JSON.stringify(answer.body) })
    .where('person_id', '=', request.personId)
    .where('key', '=', request.key)
    .execute();
  return answer;
}
