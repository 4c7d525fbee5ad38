/**
 * Persons, teams, roles, sessions, invitations and personal access tokens in the server's database
 * (docs/people.md). Every change that matters to an authority (a sign-in, a role, an invitation, a token, the
 * team's connection) is entered in the audit log in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AuditKind } from '@core/api/audit.ts';
import {
  ALL_PROJECTS,
  roleOn,
  type AccessToken,
  type Invitation,
  type Role,
  type RoleGrant,
  type TeamPerson,
} from '@core/api/team.ts';
import type { AccessTokenRow, InvitationRow, PersonRow, ReviewTables, TeamRow } from '../review/database.ts';
import { teamAuditRow } from '../audit/audit-rows.ts';
import { ReviewError } from '../review/errors.ts';
import { hashPassword, newSecret, sha256Hex, verifyPassword } from './secrets.ts';

type Db = Kysely<ReviewTables> | Transaction<ReviewTables>;

/** A session ends after this long unused (OWASP: idle timeout), and after SESSION_ABSOLUTE_MS in any case. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often (a page makes many requests a minute). */
const TOUCH_EVERY_MS = 60 * 1000;
export const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;
export const ACCESS_TOKEN_PREFIX = 'pat_';

export interface PersonRef {
  id: string;
  name: string;
}

export interface SignedInPerson {
  person: PersonRow;
  team: TeamRow;
  grants: RoleGrant[];
}

export interface OpenSession extends SignedInPerson {
  idHash: string;
  via: string;
  expiresAt: string;
}

export interface TokenCaller extends SignedInPerson {
  token: AccessTokenRow;
}

/** The demo team seeded on a local-only simulator server (docs/people.md, "Signing in"). */
export const DEMO_PEOPLE = [
  {
    id: 'demo-amara',
    name: 'Amara Okafor (compliance lead)',
    email: 'amara@demo.invalid',
    grants: [{ projectId: ALL_PROJECTS, role: 'admin' }],
  },
  {
    id: 'demo-lucas',
    name: 'Lucas Meyer (analyst)',
    email: 'lucas@demo.invalid',
    grants: [{ projectId: 'p-palm', role: 'reviewer' }],
  },
  {
    id: 'demo-ines',
    name: 'Inès Martin (approver)',
    email: 'ines@demo.invalid',
    grants: [{ projectId: ALL_PROJECTS, role: 'approver' }],
  },
  {
    id: 'demo-sofia',
    name: 'Sofia Reyes (auditor)',
    email: 'sofia@demo.invalid',
    grants: [{ projectId: ALL_PROJECTS, role: 'viewer' }],
  },
] as const satisfies readonly { id: string; name: string; email: string; grants: readonly RoleGrant[] }[];
export const DEMO_TEAM_ID = 'demo-team';

export interface NewTeam {
  teamName: string;
  displayName: string;
  email: string;
  password: string;
  /** The simulator token the team acts with. */
  simulatorToken: string | null;
}

const parseGrants = (json: string) => JSON.parse(json) as RoleGrant[];

export class PeopleStore {
  constructor(
    private readonly db: Kysely<ReviewTables>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private iso(offsetMs = 0): string {
    return new Date(this.now().getTime() + offsetMs).toISOString();
  }

  private audit(
    db: Db,
    teamId: string,
    kind: AuditKind,
    person: PersonRef | null,
    summary: string,
    detail?: Record<string, unknown>,
  ) {
    return db
      .insertInto('audit_event')
      .values(teamAuditRow({ teamId, kind, person, at: this.iso(), summary, detail }))
      .execute();
  }

  async hasPeople(): Promise<boolean> {
    return (await this.db.selectFrom('person').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  async firstTeam(): Promise<TeamRow | undefined> {
    return this.db
      .selectFrom('team')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  /** Seeds the demo team once (a server with people already keeps them). */
  async seedDemoTeam(simulatorToken: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('team').select('id').where('id', '=', DEMO_TEAM_ID).executeTakeFirst()) return;
      if (await trx.selectFrom('person').select('id').limit(1).executeTakeFirst()) return;
      const at = this.iso();
      const first = !(await trx.selectFrom('team').select('id').limit(1).executeTakeFirst());
      await trx
        .insertInto('team')
        .values({
          id: DEMO_TEAM_ID,
          name: 'Demo team',
          simulator_token: simulatorToken,
          live_token: null,
          owns_legacy: first ? 1 : 0,
          created_at: at,
        })
        .execute();
      for (const p of DEMO_PEOPLE) {
        await trx
          .insertInto('person')
          .values({
            id: p.id,
            team_id: DEMO_TEAM_ID,
            email: p.email,
            display_name: p.name,
            password_hash: null,
            demo: 1,
            created_at: at,
            last_sign_in_at: null,
          })
          .execute();
        await trx
          .insertInto('role_grant')
          .values(p.grants.map((g) => ({ person_id: p.id, project_id: g.projectId, role: g.role })))
          .execute();
      }
      await this.audit(trx, DEMO_TEAM_ID, 'team-created', null, 'the demo team was seeded', {
        people: DEMO_PEOPLE.map((p) => ({ id: p.id, name: p.name, grants: p.grants })),
      });
    });
  }

  /** The first-run set-up: the team and its first admin, only while no person exists. */
  setUp(input: NewTeam): Promise<PersonRow> {
    return this.createTeam(input, true);
  }

  /**
   * A team and its first admin (the first-run set-up; an operator adding a team with scripts/create-team.ts). The
   * first team ever made also holds the rows kept per account before teams existed.
   */
  async createTeam(input: NewTeam, onlyIfEmpty = false): Promise<PersonRow> {
    const hash = await hashPassword(input.password);
    return this.db.transaction().execute(async (trx) => {
      if (onlyIfEmpty && (await trx.selectFrom('person').select('id').limit(1).executeTakeFirst())) {
        throw new ReviewError(409, 'invalid_state', 'This dashboard is set up already: sign in instead.');
      }
      if (await trx.selectFrom('person').select('id').where('email', '=', input.email).executeTakeFirst()) {
        throw new ReviewError(409, 'invalid_state', `${input.email} has an account already.`);
      }
      const at = this.iso();
      const teamId = randomUUID();
      const first = !(await trx.selectFrom('team').select('id').limit(1).executeTakeFirst());
      await trx
        .insertInto('team')
        .values({
          id: teamId,
          name: input.teamName,
          simulator_token: input.simulatorToken,
          live_token: null,
          owns_legacy: first ? 1 : 0,
          created_at: at,
        })
        .execute();
      const person: PersonRow = {
        id: randomUUID(),
        team_id: teamId,
        email: input.email,
        display_name: input.displayName,
        password_hash: hash,
        demo: 0,
        created_at: at,
        last_sign_in_at: null,
      };
      await trx.insertInto('person').values(person).execute();
      await trx
        .insertInto('role_grant')
        .values({ person_id: person.id, project_id: ALL_PROJECTS, role: 'admin' })
        .execute();
      await this.audit(
        trx,
        teamId,
        'team-created',
        { id: person.id, name: person.display_name },
        `team "${input.teamName}" set up by ${person.display_name}`,
        {
          teamName: input.teamName,
          admin: { id: person.id, email: person.email },
        },
      );
      return person;
    });
  }

  person(id: string): Promise<PersonRow | undefined> {
    return this.db.selectFrom('person').selectAll().where('id', '=', id).executeTakeFirst();
  }

  personByEmail(email: string): Promise<PersonRow | undefined> {
    return this.db
      .selectFrom('person')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  team(id: string): Promise<TeamRow | undefined> {
    return this.db.selectFrom('team').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async grants(personId: string): Promise<RoleGrant[]> {
    const rows = await this.db
      .selectFrom('role_grant')
      .select(['project_id', 'role'])
      .where('person_id', '=', personId)
      .orderBy('project_id')
      .execute();
    return rows.map((r) => ({ projectId: r.project_id, role: r.role as Role }));
  }

  demoPeople(): Promise<PersonRow[]> {
    return this.db
      .selectFrom('person')
      .selectAll()
      .where('demo', '=', 1)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** The person of an e-mail and password, or null (a wrong address costs as long as a wrong password). */
  async checkPassword(email: string, password: string): Promise<PersonRow | null> {
    const person = await this.personByEmail(email);
    return (await verifyPassword(person?.password_hash ?? null, password)) ? person! : null;
  }

  /** Notes a refused sign-in in the log of the address's team (an unknown address has none). */
  async noteRefusedSignIn(email: string, why: string): Promise<void> {
    const person = await this.personByEmail(email);
    if (!person) return;
    await this.audit(
      this.db,
      person.team_id,
      'sign-in-refused',
      { id: person.id, name: person.display_name },
      `sign-in refused: ${why}`,
      { why },
    );
  }

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

  private async signedIn(personId: string): Promise<SignedInPerson | null> {
    const person = await this.person(personId);
    if (!person) return null;
    const team = await this.team(person.team_id);
    if (!team) return null;
    return { person, team, grants: await this.grants(person.id) };
  }

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

const ROLE_RANK: Record<Role, number> = { viewer: 0, reviewer: 1, approver: 2, admin: 3 };

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
