/**
 * The people store's records (docs/people.md): the session, invitation and token lifetimes, the demo team,
 * persons, teams and their grants, passwords. The layers above add sessions and tokens (people-access.ts),
 * roles and invitations (team-membership.ts), single sign-on and the team's connection (people-store.ts).
 * Every change that matters to an authority is entered in the audit log in the same transaction (audit()).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AuditKind } from '@core/api/audit.ts';
import { ALL_PROJECTS, type Role, type RoleGrant } from '@core/api/team.ts';
import type { ReviewTables } from '../review/database.ts';
import type { AccessTokenRow, PersonRow, TeamRow } from '../review/team-rows.ts';
import { teamAuditRow } from '../audit/audit-rows.ts';
import { ReviewError } from '../review/errors.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

export type Db = Kysely<ReviewTables> | Transaction<ReviewTables>;

/** A session ends after this long unused (OWASP: idle timeout), and after SESSION_ABSOLUTE_MS in any case. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often (a page makes many requests a minute). */
export const TOUCH_EVERY_MS = 60 * 1000;
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

export const parseGrants = (json: string) => JSON.parse(json) as RoleGrant[];

export const ROLE_RANK: Record<Role, number> = { viewer: 0, reviewer: 1, approver: 2, admin: 3 };

export abstract class PeopleRecords {
  constructor(
    protected readonly db: Kysely<ReviewTables>,
    protected readonly now: () => Date = () => new Date(),
  ) {}

  protected iso(offsetMs = 0): string {
    return new Date(this.now().getTime() + offsetMs).toISOString();
  }

  protected audit(
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

  protected async signedIn(personId: string): Promise<SignedInPerson | null> {
    const person = await this.person(personId);
    if (!person) return null;
    const team = await this.team(person.team_id);
    if (!team) return null;
    return { person, team, grants: await this.grants(person.id) };
  }
}
