/** How a caller is known (docs/people.md): sessions behind the cookie, and personal access tokens. */
import { randomUUID } from 'node:crypto';
import { roleOn, type AccessToken, type Role, type RoleGrant } from '@core/api/team.ts';
import type { AccessTokenRow, PersonRow } from '../review/team-rows.ts';
import { ReviewError } from '../review/errors.ts';
import { newSecret, sha256Hex } from './secrets.ts';
import {
  ACCESS_TOKEN_PREFIX,
  ROLE_RANK,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  TOUCH_EVERY_MS,
  PeopleRecords,
  type OpenSession,
  type SignedInPerson,
  type TokenCaller,
} from './people-records.ts';

export abstract class PeopleAccess extends PeopleRecords {
  // Sessions ---------------------------------------------------------------------------------------------

  /** Opens a session; the secret goes into the cookie, its hash into the database. */
  async openSession(person: PersonRow, via: string): Promise<{ secret: string }> {
    const secret = newSecret();
    const at = this.iso();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('session')
        .values({
          id_hash: sha256Hex(secret),
          person_id: person.id,
          via,
          created_at: at,
          last_seen_at: at,
          ended_at: null,
        })
        .execute();
      await trx.updateTable('person').set({ last_sign_in_at: at }).where('id', '=', person.id).execute();
      await this.audit(
        trx,
        person.team_id,
        'sign-in',
        { id: person.id, name: person.display_name },
        `${person.display_name} signed in (${via})`,
        { via },
      );
    });
    return { secret };
  }

  /** The session of a cookie's secret while it lasts (sliding: each use within the idle time extends it). */
  async session(secret: string): Promise<OpenSession | null> {
    const idHash = sha256Hex(secret);
    const row = await this.db
      .selectFrom('session')
      .selectAll()
      .where('id_hash', '=', idHash)
      .executeTakeFirst();
    if (!row || row.ended_at !== null) return null;
    const now = this.now().getTime();
    const lastSeen = Date.parse(row.last_seen_at);
    const absoluteEnd = Date.parse(row.created_at) + SESSION_ABSOLUTE_MS;
    if (now >= lastSeen + SESSION_IDLE_MS || now >= absoluteEnd) return null;
    const touched = now - lastSeen >= TOUCH_EVERY_MS;
    if (touched) {
      await this.db
        .updateTable('session')
        .set({ last_seen_at: this.iso() })
        .where('id_hash', '=', idHash)
        .execute();
    }
    const signedIn = await this.signedIn(row.person_id);
    if (!signedIn) return null;
    const seen = touched ? now : lastSeen;
    return {
      ...signedIn,
      idHash,
      via: row.via,
      expiresAt: new Date(Math.min(seen + SESSION_IDLE_MS, absoluteEnd)).toISOString(),
    };
  }

  async endSession(session: OpenSession): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('session')
        .set({ ended_at: this.iso() })
        .where('id_hash', '=', session.idHash)
        .where('ended_at', 'is', null)
        .execute();
      const p = session.person;
      await this.audit(
        trx,
        p.team_id,
        'sign-out',
        { id: p.id, name: p.display_name },
        `${p.display_name} signed out`,
      );
    });
  }

  // Access tokens ----------------------------------------------------------------------------------------

  async createToken(
    by: SignedInPerson,
    input: { name: string; role: Role; projectIds: string[]; expiresInDays?: number | undefined },
  ): Promise<{ token: AccessToken; secret: string }> {
    for (const projectId of input.projectIds) {
      const own = roleOn(by.grants, projectId);
      if (own === null || ROLE_RANK[own] < ROLE_RANK[input.role]) {
        throw new ReviewError(
          403,
          'forbidden',
          `A token cannot be ${input.role} on ${projectId}: your own role there is ${own ?? 'none'}.`,
        );
      }
    }
    const secret = newSecret(ACCESS_TOKEN_PREFIX);
    const row: AccessTokenRow = {
      id: randomUUID(),
      secret_hash: sha256Hex(secret),
      person_id: by.person.id,
      name: input.name,
      role: input.role,
      project_ids: JSON.stringify([...new Set(input.projectIds)]),
      created_at: this.iso(),
      expires_at: input.expiresInDays ? this.iso(input.expiresInDays * 24 * 60 * 60 * 1000) : null,
      last_used_at: null,
      revoked_at: null,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('access_token').values(row).execute();
      await this.audit(
        trx,
        by.team.id,
        'token-created',
        { id: by.person.id, name: by.person.display_name },
        `${by.person.display_name} made the access token "${input.name}" (${input.role})`,
        {
          tokenId: row.id,
          name: input.name,
          role: input.role,
          projectIds: input.projectIds,
          expiresAt: row.expires_at,
        },
      );
    });
    return { token: toAccessToken(row), secret };
  }

  async tokens(personId: string): Promise<AccessToken[]> {
    const rows = await this.db
      .selectFrom('access_token')
      .selectAll()
      .where('person_id', '=', personId)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(toAccessToken);
  }

  async revokeToken(by: SignedInPerson, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('access_token')
        .selectAll()
        .where('id', '=', id)
        .where('person_id', '=', by.person.id)
        .executeTakeFirst();
      if (!row) throw new ReviewError(404, 'not_found', `No access token ${id} of yours.`);
      if (row.revoked_at !== null) return;
      await trx.updateTable('access_token').set({ revoked_at: this.iso() }).where('id', '=', id).execute();
      await this.audit(
        trx,
        by.team.id,
        'token-revoked',
        { id: by.person.id, name: by.person.display_name },
        `${by.person.display_name} revoked the access token "${row.name}"`,
        { tokenId: id, name: row.name },
      );
    });
  }

  /** The person of a token while it is valid; its grants are the token's (never more than the person's). */
  async tokenCaller(secret: string): Promise<TokenCaller | null> {
    const token = await this.db
      .selectFrom('access_token')
      .selectAll()
      .where('secret_hash', '=', sha256Hex(secret))
      .executeTakeFirst();
    if (!token || token.revoked_at !== null) return null;
    const now = this.now().getTime();
    if (token.expires_at !== null && Date.parse(token.expires_at) <= now) return null;
    const signedIn = await this.signedIn(token.person_id);
    if (!signedIn) return null;
    if (token.last_used_at === null || now - Date.parse(token.last_used_at) >= TOUCH_EVERY_MS) {
      await this.db
        .updateTable('access_token')
        .set({ last_used_at: this.iso() })
        .where('id', '=', token.id)
        .execute();
    }
    const grants: RoleGrant[] = [];
    for (const projectId of JSON.parse(token.project_ids) as string[]) {
      const own = roleOn(signedIn.grants, projectId);
      if (own === null) continue;
      grants.push({
        projectId,
        role: ROLE_RANK[own] < ROLE_RANK[token.role as Role] ? own : (token.role as Role),
      });
    }
    return { ...signedIn, grants, token };
  }
}

function toAccessToken(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    role: row.role as Role,
    projectIds: JSON.parse(row.project_ids) as string[],
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}
