/**
 * The wire shapes of the dashboard server's people API (docs/people.md): who is signed in, the team they
 * belong to, their role on each project, sign-in (local accounts, single sign-on, the demo team's local-only
 * picker), first-run set-up, invitations, personal access tokens and the team's service connection. This is
 * the dashboard server's own API under /api/auth and /api/team, not the risk service's.
 *
 * Request bodies are parsed strictly; answers with zod's default (strip), so a later server may add fields.
 * Pure module: no DOM, no Node imports.
 */
import { z } from 'zod';
import { storedTextSchema } from './stored-text.ts';

/** Roles on a project, weakest first: each may do what the ones before it may. */
export const ROLES = ['viewer', 'reviewer', 'approver', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Whether `role` may do what `needed` allows (admin ⊇ approver ⊇ reviewer ⊇ viewer). */
export function roleAllows(role: Role | null | undefined, needed: Role): boolean {
  return role != null && ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** A grant on one project of the team, or on every project of it (`'*'`). */
export const ALL_PROJECTS = '*';
export const roleGrantSchema = z.strictObject({
  projectId: z.string().min(1).max(128),
  role: roleSchema,
});
export type RoleGrant = z.infer<typeof roleGrantSchema>;

/** The strongest role `grants` give on `projectId` (its own grant or the team-wide one), or null. */
export function roleOn(grants: readonly RoleGrant[], projectId: string): Role | null {
  let best: Role | null = null;
  for (const g of grants) {
    if (g.projectId !== projectId && g.projectId !== ALL_PROJECTS) continue;
    if (best === null || ROLES.indexOf(g.role) > ROLES.indexOf(best)) best = g.role;
  }
  return best;
}

export const LIMITS = {
  maxNameLength: 120,
  maxEmailLength: 254,
  /** NIST SP 800-63B §5.1.1.2: at least 8, and long passphrases allowed. */
  minPasswordLength: 10,
  maxPasswordLength: 256,
  maxTokenNameLength: 80,
  maxTokenDays: 366,
  maxGrants: 200,
} as const;

const displayNameSchema = storedTextSchema
  .trim()
  .min(1, 'must not be empty')
  .max(LIMITS.maxNameLength, `must be at most ${LIMITS.maxNameLength} characters`)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');
const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.maxEmailLength, `must be at most ${LIMITS.maxEmailLength} characters`)
  .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
  .transform((s) => s.toLowerCase());
const passwordSchema = storedTextSchema
  .min(LIMITS.minPasswordLength, `must be at least ${LIMITS.minPasswordLength} characters`)
  .max(LIMITS.maxPasswordLength, `must be at most ${LIMITS.maxPasswordLength} characters`);

export const personSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
});

export const teamSchema = z.object({ id: z.string(), name: z.string() });

/** How a session was opened. */
export const SIGN_IN_METHODS = ['password', 'sso', 'demo'] as const;
export const signInMethodSchema = z.enum(SIGN_IN_METHODS);

/** `GET /api/auth/session`. */
export const sessionViewSchema = z.discriminatedUnion('signedIn', [
  z.object({
    signedIn: z.literal(false),
    /** No person exists yet: the first-run set-up creates the first admin. */
    setupNeeded: z.boolean(),
    /** The seeded demo team's people, offered only on a loopback server (null elsewhere). */
    demoPeople: z.array(personSchema.extend({ role: z.string() })).nullable(),
    /** Single sign-on, when configured: the button's label. */
    sso: z.object({ name: z.string() }).nullable(),
  }),
  z.object({
    signedIn: z.literal(true),
    person: personSchema,
    team: teamSchema,
    roles: z.array(roleGrantSchema),
    via: signInMethodSchema,
    /** ISO 8601: the session ends then unless used (it slides). */
    expiresAt: z.string(),
    /** Which connections' service tokens the team holds on the server (the page then sends none). */
    serverHoldsToken: z.object({ simulator: z.boolean(), live: z.boolean() }),
  }),
]);
export type SessionView = z.infer<typeof sessionViewSchema>;

/** `POST /api/auth/sign-in`. */
export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'must not be empty').max(LIMITS.maxPasswordLength),
});
/** `POST /api/auth/demo-sign-in` (loopback only). */
export const demoSignInRequestSchema = z.strictObject({ personId: z.string().min(1).max(128) });
/** `POST /api/auth/setup` (only while no person exists). */
export const setupRequestSchema = z.strictObject({
  teamName: displayNameSchema,
  displayName: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
/** `POST /api/auth/invitations/accept`. */
export const acceptInvitationRequestSchema = z.strictObject({
  token: z.string().min(16).max(200),
  displayName: displayNameSchema,
  password: passwordSchema,
});
/** `GET /api/auth/invitations/{token}`: what the invitation offers (no secret in it). */
export const invitationPreviewSchema = z.object({
  teamName: z.string(),
  email: z.string(),
  grants: z.array(roleGrantSchema),
  expiresAt: z.string(),
});

/** `GET /api/team/people`. */
export const teamPersonSchema = personSchema.extend({
  grants: z.array(roleGrantSchema),
  /** How they can sign in (`demo`: the demo team's one click, on a local-only server). */
  methods: z.array(z.enum(['password', 'sso', 'demo'])),
  lastSignInAt: z.string().nullable(),
});
export const teamPeopleSchema = z.object({ people: z.array(teamPersonSchema) });
export type TeamPerson = z.infer<typeof teamPersonSchema>;
/** `PUT /api/team/people/{personId}/grants`: the person's whole set of grants (empty: no access). */
export const setGrantsRequestSchema = z.strictObject({
  grants: z.array(roleGrantSchema).max(LIMITS.maxGrants),
});

/** `POST /api/team/invitations`. */
export const inviteRequestSchema = z.strictObject({
  email: emailSchema,
  grants: z.array(roleGrantSchema).min(1, 'must give at least one role').max(LIMITS.maxGrants),
});
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  grants: z.array(roleGrantSchema),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
/** The answer of a new invitation: the link holds the secret, shown this once. */
export const newInvitationSchema = z.object({ invitation: invitationSchema, link: z.string() });
export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

/** `GET /api/team/connection`: whether the team's service tokens are held (never the tokens). */
export const teamConnectionSchema = z.object({
  live: z.object({ available: z.boolean(), tokenHeld: z.boolean(), tokenEnding: z.string().nullable() }),
  simulator: z.object({ account: z.string() }),
});
/** `PUT /api/team/connection`: a live token to hold (null: forget it). */
export const setTeamConnectionRequestSchema = z.strictObject({
  liveToken: z.string().trim().min(16).max(4096).nullable(),
});

/** Personal access tokens, for scripts (`Authorization: Bearer pat_…`). */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  projectIds: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;
export const accessTokenListSchema = z.object({ tokens: z.array(accessTokenSchema) });
/** `POST /api/auth/tokens`. A token never has more than its person's role on each of its projects. */
export const createAccessTokenRequestSchema = z.strictObject({
  name: displayNameSchema.max(LIMITS.maxTokenNameLength),
  role: roleSchema,
  projectIds: z.array(z.string().min(1).max(128)).min(1, 'must name at least one project').max(200),
  expiresInDays: z.number().int().min(1).max(LIMITS.maxTokenDays).optional(),
});
/** The answer of a new token: the secret, shown this once. */
export const newAccessTokenSchema = z.object({ token: accessTokenSchema, secret: z.string() });
