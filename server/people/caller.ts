/**
 * Who is asking, and what may they do: the one place the server checks people and roles (docs/people.md).
 *
 * - `Authorization: Bearer pat_…`: a personal access token (scripts). It carries no cookie, so no other site
 *   can make a browser send it: such a request needs no `Origin`. Its grants are the token's, never more
 *   than its person's.
 * - Otherwise the session cookie. A request that a cookie authenticates must come from our own page
 *   (Origin / Sec-Fetch-Site, JSON writes: `ownOriginOnly`), so a cross-site page cannot act with it.
 *
 * Any other bearer token (the service token the page sends to the service) is not a person and is ignored here.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { roleAllows, roleOn, type Role } from '@core/api/team.ts';
import { ownOriginOnly } from '../live/own-origin.ts';
import { ReviewError } from '../review/errors.ts';
import {
  ACCESS_TOKEN_PREFIX,
  SESSION_ABSOLUTE_MS,
  type OpenSession,
  type SignedInPerson,
  type TokenCaller,
} from './people-records.ts';
import type { PeopleStore } from './people-store.ts';

export type Caller =
  | (SignedInPerson & { via: 'session'; session: OpenSession })
  | (SignedInPerson & { via: 'token'; token: TokenCaller['token'] });

const ROLE_WORDS: Record<Role, string> = {
  viewer: 'a viewer, reviewer, approver or admin',
  reviewer: 'a reviewer, approver or admin',
  approver: 'an approver or admin',
  admin: 'an admin',
};

export const bearerOf = (c: Context) => /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];

export interface PeopleAuthOptions {
  store: PeopleStore;
  /** The origins our page is served from (publicOrigins of server/live/own-origin.ts). */
  origins: string[];
}

export class PeopleAuth {
  /** `__Host-` cookies must be Secure, which a browser keeps only over https. */
  readonly cookieName: string;
  private readonly secure: boolean;
  private readonly cache = new WeakMap<Request, Promise<Caller | null>>();
  private readonly pageOnly: MiddlewareHandler;

  constructor(private readonly options: PeopleAuthOptions) {
    this.secure = options.origins.every((o) => o.startsWith('https:'));
    // Cookies are kept per host, not per port: two dashboards on one machine (a developer's, the tests')
    // would overwrite each other's session without the port in the name.
    const port = new URL(options.origins[0] ?? 'http://localhost').port;
    this.cookieName = this.secure ? '__Host-dashboard-session' : `dashboard-session${port ? `-${port}` : ''}`;
    this.pageOnly = ownOriginOnly({ origins: options.origins, service: "The dashboard's own API" });
  }

  /** Middleware: a cookie's request must come from our own page; a token's may come from anywhere. */
  guard(): MiddlewareHandler {
    return async (c, next) => {
      if (bearerOf(c)?.startsWith(ACCESS_TOKEN_PREFIX)) return next();
      return this.pageOnly(c, next);
    };
  }

  /** The caller of this request, or null (resolved once per request). */
  caller(c: Context): Promise<Caller | null> {
    let pending = this.cache.get(c.req.raw);
    if (!pending) {
      pending = this.resolve(c);
      this.cache.set(c.req.raw, pending);
    }
    return pending;
  }

  private async resolve(c: Context): Promise<Caller | null> {
    const bearer = bearerOf(c);
    if (bearer?.startsWith(ACCESS_TOKEN_PREFIX)) {
      const found = await this.options.store.tokenCaller(bearer);
      if (!found) {
        throw new ReviewError(
          401,
          'unauthorized',
          'This access token is unknown, revoked or expired: make a new one in Settings, Access tokens.',
        );
      }
      return { ...found, via: 'token' };
    }
    const secret = getCookie(c, this.cookieName);
    if (!secret) return null;
    const session = await this.options.store.session(secret);
    return session ? { ...session, via: 'session', session } : null;
  }

  /** The caller, or a 401 that says what to do. */
  async require(c: Context, doing = 'use the dashboard'): Promise<Caller> {
    const caller = await this.caller(c);
    if (!caller) {
      throw new ReviewError(
        401,
        'unauthorized',
        `Sign in to ${doing} (your session ended, or you have not signed in), or send a personal access token.`,
      );
    }
    return caller;
  }

  /** The caller with at least `role` on `projectId`, or a 401/403 that names the role needed. */
  async requireRole(c: Context, projectId: string, role: Role, doing: string): Promise<Caller> {
    const caller = await this.require(c, doing);
    const has = roleOn(caller.grants, projectId);
    if (!roleAllows(has, role)) {
      const yours = has === null ? 'you have no role on it' : `you are a ${has}`;
      const via = caller.via === 'token' ? ' with this access token' : '';
      throw new ReviewError(
        403,
        'forbidden',
        `Only ${ROLE_WORDS[role]} of project ${projectId} may ${doing}; ${yours}${via}. Ask an admin of your team.`,
      );
    }
    return caller;
  }

  /** The caller, who must be an admin of every project of the team (people, roles, the connection). */
  async requireTeamAdmin(c: Context): Promise<Caller> {
    const caller = await this.require(c, 'manage your team');
    if (caller.via === 'token' || !caller.grants.some((g) => g.projectId === '*' && g.role === 'admin')) {
      throw new ReviewError(
        403,
        'forbidden',
        'Only an admin of the team (admin of all projects) may manage people, roles and the service connection, and only when signed in.',
      );
    }
    return caller;
  }

  setSessionCookie(c: Context, secret: string): void {
    setCookie(c, this.cookieName, secret, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: this.secure,
      path: '/',
      // The browser drops it at the absolute end; the server ends it sooner when idle or signed out.
      maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    });
  }

  clearSessionCookie(c: Context): void {
    deleteCookie(c, this.cookieName, { path: '/', secure: this.secure });
  }
}
