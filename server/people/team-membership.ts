/** Who is in a team and with which roles (docs/people.md): grants, invitations and accepting one. */
import { randomUUID } from 'node:crypto';
import { ALL_PROJECTS, type Invitation, type Role, type RoleGrant, type TeamPerson } from '@core/api/team.ts';
import type { InvitationRow, PersonRow, TeamRow } from '../review/team-rows.ts';
import { ReviewError } from '../review/errors.ts';
import { hashPassword, newSecret, sha256Hex } from './secrets.ts';
import { INVITATION_MS, parseGrants, type Db, type SignedInPerson } from './people-records.ts';
import { PeopleAccess } from './people-access.ts';

export abstract class TeamMembership extends PeopleAccess {
  // People and roles -------------------------------------------------------------------------------------

  async teamPeople(teamId: string): Promise<TeamPerson[]> {
    const people = await this.db
      .selectFrom('person')
      .selectAll()
      .where('team_id', '=', teamId)
      .orderBy('display_name')
      .execute();
    const grants = await this.db
      .selectFrom('role_grant')
      .innerJoin('person', 'person.id', 'role_grant.person_id')
      .select(['role_grant.person_id', 'role_grant.project_id', 'role_grant.role'])
      .where('person.team_id', '=', teamId)
      .execute();
    const sso = new Set(
      (
        await this.db
          .selectFrom('person_identity')
          .innerJoin('person', 'person.id', 'person_identity.person_id')
          .select('person_identity.person_id')
          .where('person.team_id', '=', teamId)
          .execute()
      ).map((r) => r.person_id),
    );
    return people.map((p) => ({
      id: p.id,
      displayName: p.display_name,
      email: p.email,
      grants: grants
        .filter((g) => g.person_id === p.id)
        .map((g) => ({ projectId: g.project_id, role: g.role as Role }))
        .sort((a, b) => a.projectId.localeCompare(b.projectId)),
      methods: [
        ...(p.password_hash !== null ? (['password'] as const) : []),
        ...(sso.has(p.id) ? (['sso'] as const) : []),
        ...(p.demo === 1 ? (['demo'] as const) : []),
      ],
      lastSignInAt: p.last_sign_in_at,
    }));
  }

  /** Replaces a person's grants; the team keeps at least one admin of every project. */
  async setGrants(by: SignedInPerson, personId: string, grants: RoleGrant[]): Promise<TeamPerson> {
    await this.db.transaction().execute(async (trx) => {
      const person = await trx.selectFrom('person').selectAll().where('id', '=', personId).executeTakeFirst();
      if (!person || person.team_id !== by.team.id) {
        throw new ReviewError(404, 'not_found', `No person ${personId} in your team.`);
      }
      const before = await trx
        .selectFrom('role_grant')
        .select(['project_id', 'role'])
        .where('person_id', '=', personId)
        .execute();
      await trx.deleteFrom('role_grant').where('person_id', '=', personId).execute();
      const unique = new Map(grants.map((g) => [g.projectId, g.role]));
      if (unique.size) {
        await trx
          .insertInto('role_grant')
          .values(
            [...unique].map(([projectId, role]) => ({ person_id: personId, project_id: projectId, role })),
          )
          .execute();
      }
      const admins = await trx
        .selectFrom('role_grant')
        .innerJoin('person', 'person.id', 'role_grant.person_id')
        .select('role_grant.person_id')
        .where('person.team_id', '=', by.team.id)
        .where('role_grant.project_id', '=', ALL_PROJECTS)
        .where('role_grant.role', '=', 'admin')
        .execute();
      if (admins.length === 0) {
        throw new ReviewError(
          409,
          'invalid_state',
          'The team would have no admin left: make someone else an admin of all projects first.',
        );
      }
      await this.audit(
        trx,
        by.team.id,
        'grants-changed',
        { id: by.person.id, name: by.person.display_name },
        `${by.person.display_name} changed the roles of ${person.display_name}`,
        {
          personId,
          personName: person.display_name,
          before: before.map((g) => ({ projectId: g.project_id, role: g.role })),
          after: [...unique].map(([projectId, role]) => ({ projectId, role })),
        },
      );
    });
    return (await this.teamPeople(by.team.id)).find((p) => p.id === personId)!;
  }

  // Invitations ------------------------------------------------------------------------------------------

  async invite(
    by: SignedInPerson,
    email: string,
    grants: RoleGrant[],
  ): Promise<{ invitation: Invitation; secret: string }> {
    const secret = newSecret();
    const row: InvitationRow = {
      id: randomUUID(),
      secret_hash: sha256Hex(secret),
      team_id: by.team.id,
      email,
      grants: JSON.stringify(grants),
      invited_by: by.person.display_name,
      created_at: this.iso(),
      expires_at: this.iso(INVITATION_MS),
      accepted_at: null,
      accepted_by: null,
      revoked_at: null,
    };
    await this.db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('person').select('id').where('email', '=', email).executeTakeFirst()) {
        throw new ReviewError(
          409,
          'invalid_state',
          `${email} has an account already: change their roles instead.`,
        );
      }
      await trx.insertInto('invitation').values(row).execute();
      await this.audit(
        trx,
        by.team.id,
        'invitation-created',
        { id: by.person.id, name: by.person.display_name },
        `${by.person.display_name} invited ${email}`,
        { invitationId: row.id, email, grants },
      );
    });
    return { invitation: toInvitation(row), secret };
  }

  async invitations(teamId: string): Promise<Invitation[]> {
    const rows = await this.db
      .selectFrom('invitation')
      .selectAll()
      .where('team_id', '=', teamId)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(toInvitation);
  }

  async revokeInvitation(by: SignedInPerson, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('invitation')
        .selectAll()
        .where('id', '=', id)
        .where('team_id', '=', by.team.id)
        .executeTakeFirst();
      if (!row) throw new ReviewError(404, 'not_found', `No invitation ${id} in your team.`);
      if (row.revoked_at !== null || row.accepted_at !== null) return;
      await trx.updateTable('invitation').set({ revoked_at: this.iso() }).where('id', '=', id).execute();
      await this.audit(
        trx,
        by.team.id,
        'invitation-revoked',
        { id: by.person.id, name: by.person.display_name },
        `${by.person.display_name} revoked the invitation of ${row.email}`,
        { invitationId: id, email: row.email },
      );
    });
  }

  /** An invitation that can still be accepted, with its team. */
  async openInvitation(
    secret: string,
    db: Db = this.db,
  ): Promise<{ row: InvitationRow; team: TeamRow } | null> {
    const row = await db
      .selectFrom('invitation')
      .selectAll()
      .where('secret_hash', '=', sha256Hex(secret))
      .executeTakeFirst();
    if (
      !row ||
      row.accepted_at !== null ||
      row.revoked_at !== null ||
      Date.parse(row.expires_at) <= this.now().getTime()
    )
      return null;
    const team = await db.selectFrom('team').selectAll().where('id', '=', row.team_id).executeTakeFirst();
    return team ? { row, team } : null;
  }

  async acceptInvitation(secret: string, displayName: string, password: string): Promise<PersonRow> {
    const hash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      const open = await this.openInvitation(secret, trx);
      if (!open)
        throw new ReviewError(
          404,
          'not_found',
          'This invitation is unknown, used, revoked or expired: ask your admin for a new one.',
        );
      if (
        await trx.selectFrom('person').select('id').where('email', '=', open.row.email).executeTakeFirst()
      ) {
        throw new ReviewError(
          409,
          'invalid_state',
          `${open.row.email} has an account already: sign in instead.`,
        );
      }
      const at = this.iso();
      const person: PersonRow = {
        id: randomUUID(),
        team_id: open.team.id,
        email: open.row.email,
        display_name: displayName,
        password_hash: hash,
        demo: 0,
        created_at: at,
        last_sign_in_at: null,
      };
      await trx.insertInto('person').values(person).execute();
      const grants = parseGrants(open.row.grants);
      if (grants.length)
        await trx
          .insertInto('role_grant')
          .values(grants.map((g) => ({ person_id: person.id, project_id: g.projectId, role: g.role })))
          .execute();
      await trx
        .updateTable('invitation')
        .set({ accepted_at: at, accepted_by: person.id })
        .where('id', '=', open.row.id)
        .execute();
      await this.audit(
        trx,
        open.team.id,
        'invitation-accepted',
        { id: person.id, name: displayName },
        `${displayName} accepted the invitation of ${open.row.email}`,
        { invitationId: open.row.id, email: open.row.email, grants },
      );
      return person;
    });
  }
}

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    grants: parseGrants(row.grants),
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    acceptedAt: row.accepted_at,
    revokedAt: row.revoked_at,
  };
}
