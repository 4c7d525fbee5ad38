/**
 * Persons, teams, roles, sessions, invitations and personal access tokens in the server's database
 * (docs/people.md). Every change that matters to an authority (a sign-in, a role, an invitation, a token, the
 * team's connection) is entered in the audit log in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { ALL_PROJECTS, type Role } from '@core/api/team.ts';
import type { PersonRow, TeamRow } from '../review/team-rows.ts';
import { sha256Hex } from './secrets.ts';
import { type SignedInPerson } from './people-records.ts';
import { TeamMembership } from './team-membership.ts';

/**
 * The store the routes use: records (people-records.ts), sessions and tokens (people-access.ts), roles and
 * invitations (team-membership.ts), and here single sign-on and the team's connection.
 */
export class PeopleStore extends TeamMembership {
  // Single sign-on ---------------------------------------------------------------------------------------

  /**
   * The person of a provider's identity: known by issuer and subject; the first time, by a verified e-mail
   * address of a person of the team; else a new person of the team with `defaultRole` on every project.
   */
  async personOfSso(
    identity: {
      issuer: string;
      subject: string;
      email: string | null;
      emailVerified: boolean;
      name: string | null;
    },
    team: TeamRow,
    defaultRole: Role | null,
  ): Promise<PersonRow> {
    return this.db.transaction().execute(async (trx) => {
      const known = await trx
        .selectFrom('person_identity')
        .select('person_id')
        .where('issuer', '=', identity.issuer)
        .where('subject', '=', identity.subject)
        .executeTakeFirst();
      if (known)
        return await trx
          .selectFrom('person')
          .selectAll()
          .where('id', '=', known.person_id)
          .executeTakeFirstOrThrow();
      const email = identity.email?.toLowerCase() ?? null;
      const at = this.iso();
      let person =
        email && identity.emailVerified
          ? await trx.selectFrom('person').selectAll().where('email', '=', email).executeTakeFirst()
          : undefined;
      if (person && person.team_id !== team.id) person = undefined;
      if (!person) {
        const taken = email
          ? await trx.selectFrom('person').select('id').where('email', '=', email).executeTakeFirst()
          : undefined;
        person = {
          id: randomUUID(),
          team_id: team.id,
          // An unverified or taken address is not kept: it would let a provider claim another person's.
          email: email && identity.emailVerified && !taken ? email : null,
          display_name: identity.name?.trim().slice(0, 120) || email || `${identity.subject.slice(0, 40)}`,
          password_hash: null,
          demo: 0,
          created_at: at,
          last_sign_in_at: null,
        };
        await trx.insertInto('person').values(person).execute();
        if (defaultRole)
          await trx
            .insertInto('role_grant')
            .values({ person_id: person.id, project_id: ALL_PROJECTS, role: defaultRole })
            .execute();
      }
      await trx
        .insertInto('person_identity')
        .values({ issuer: identity.issuer, subject: identity.subject, person_id: person.id, created_at: at })
        .execute();
      return person;
    });
  }

  async putSsoFlow(state: string, flow: unknown): Promise<void> {
    // Flows older than an hour are gone for good (the flow itself is refused after ten minutes).
    await this.db
      .deleteFrom('sso_flow')
      .where('created_at', '<', this.iso(-60 * 60 * 1000))
      .execute();
    await this.db
      .insertInto('sso_flow')
      .values({ state_hash: sha256Hex(state), flow: JSON.stringify(flow), created_at: this.iso() })
      .execute();
  }

  async takeSsoFlow(state: string): Promise<unknown> {
    const hash = sha256Hex(state);
    const row = await this.db
      .selectFrom('sso_flow')
      .select('flow')
      .where('state_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return null;
    // Whoever deletes it uses it: a callback replayed at the same time finds nothing.
    const deleted = await this.db.deleteFrom('sso_flow').where('state_hash', '=', hash).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1 ? (JSON.parse(row.flow) as unknown) : null;
  }

  // The team's connection --------------------------------------------------------------------------------

  async setLiveToken(by: SignedInPerson, token: string | null): Promise<TeamRow> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('team').set({ live_token: token }).where('id', '=', by.team.id).execute();
      await this.audit(
        trx,
        by.team.id,
        'connection-changed',
        { id: by.person.id, name: by.person.display_name },
        token
          ? `${by.person.display_name} set the team's live service token`
          : `${by.person.display_name} removed the team's live service token`,
        { liveTokenHeld: token !== null, ...(token ? { tokenEnding: token.slice(-4) } : {}) },
      );
      return trx.selectFrom('team').selectAll().where('id', '=', by.team.id).executeTakeFirstOrThrow();
    });
  }
}
