/** What the auth middleware puts on every simulator request, and the project rule of contract §1. */
import type { Context } from 'hono';
import { apiError } from './errors.ts';

export interface RequestAccount {
  token: string;
  accountName: string;
  /** Projects this token's account can access. */
  projectIds: string[];
  /** The account's active project: the default wherever `projectId` is accepted. */
  activeProjectId: string;
}

export type SimEnv = { Variables: { account: RequestAccount } };

/**
 * The project a request is about: the requested one if the account can access it (403 otherwise),
 * else the account's active project.
 */
export function resolveProjectId(c: Context<SimEnv>, requested: string | null | undefined): string {
  const account = c.get('account');
  if (requested === undefined || requested === null || requested === '') return account.activeProjectId;
  if (!account.projectIds.includes(requested)) {
    apiError(403, 'forbidden', `Project ${requested} is not accessible with this token.`);
  }
  return requested;
}
