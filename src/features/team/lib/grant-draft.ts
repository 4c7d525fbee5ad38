/**
 * A person's grants while an admin edits them: one row per project (or "All projects"), each with its role.
 * The server stores the whole set a PUT sends, so the draft is the set as it will be, in the order shown.
 */
import { ALL_PROJECTS, type Role, type RoleGrant } from '@core/api/team.ts';

/** The projects a new row may name: the ones no other row names yet, "All projects" first. */
export function freeProjects(
  grants: readonly RoleGrant[],
  projectIds: readonly string[],
  except?: string,
): string[] {
  const taken = new Set(grants.map((g) => g.projectId).filter((id) => id !== except));
  return [ALL_PROJECTS, ...projectIds].filter((id) => !taken.has(id));
}

/** A new row: the first project still free, as a viewer (the weakest role: an admin raises it on purpose). */
export function addGrant(grants: readonly RoleGrant[], projectIds: readonly string[]): RoleGrant[] {
  const free = freeProjects(grants, projectIds);
  if (free.length === 0) return [...grants];
  // "All projects" is offered first in the select but is the broadest grant: a new row starts on one project.
  const projectId = free.find((id) => id !== ALL_PROJECTS) ?? free[0]!;
  return [...grants, { projectId, role: 'viewer' }];
}

export const setRole = (grants: readonly RoleGrant[], index: number, role: Role): RoleGrant[] =>
  grants.map((g, i) => (i === index ? { ...g, role } : g));

export const setProject = (grants: readonly RoleGrant[], index: number, projectId: string): RoleGrant[] =>
  grants.map((g, i) => (i === index ? { ...g, projectId } : g));

export const removeGrant = (grants: readonly RoleGrant[], index: number): RoleGrant[] =>
  grants.filter((_, i) => i !== index);

export const sameGrants = (a: readonly RoleGrant[], b: readonly RoleGrant[]): boolean =>
  a.length === b.length && a.every((g, i) => g.projectId === b[i]?.projectId && g.role === b[i]?.role);
