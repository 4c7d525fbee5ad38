/**
 * Roles and grants in the reader's words (core/api/team.ts), for every page that names them: the Team page,
 * the access tokens in Settings and the audit log's role changes. A grant names a project by its name when
 * the page knows it (the project list), else by its id, so a project the caller cannot see still shows.
 */
import { ALL_PROJECTS, ROLES, type Role, type RoleGrant } from '@core/api/team.ts';
import { currentLocale, type Locale } from '@core/i18n/locales.ts';
import { sayIn } from '@core/i18n/messages.ts';

const ROLE_KEYS = {
  viewer: 'team.role.viewer',
  reviewer: 'team.role.reviewer',
  approver: 'team.role.approver',
  admin: 'team.role.admin',
} as const satisfies Record<Role, string>;

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

export const roleLabel = (role: Role, locale: Locale = currentLocale()): string =>
  sayIn(locale)(ROLE_KEYS[role]);

/** The project's name, else its id; "All projects" for the team-wide grant. */
export function projectLabel(
  projectId: string,
  names: ReadonlyMap<string, string>,
  locale: Locale = currentLocale(),
): string {
  if (projectId === ALL_PROJECTS) return sayIn(locale)('team.all-projects');
  return names.get(projectId) ?? projectId;
}

/** "Reviewer on Cacao 2026", "Admin on all projects". */
export function grantLabel(
  grant: RoleGrant,
  names: ReadonlyMap<string, string>,
  locale: Locale = currentLocale(),
): string {
  const say = sayIn(locale);
  const role = roleLabel(grant.role, locale);
  return grant.projectId === ALL_PROJECTS
    ? say('team.grant.all', { role })
    : say('team.grant', { role, project: projectLabel(grant.projectId, names, locale) });
}

/** Every grant, joined; "No access" for none (a person whose roles were all taken away). */
export function grantsLabel(
  grants: readonly RoleGrant[],
  names: ReadonlyMap<string, string>,
  locale: Locale = currentLocale(),
): string {
  if (grants.length === 0) return sayIn(locale)('team.no-access');
  return grants.map((g) => grantLabel(g, names, locale)).join('; ');
}
