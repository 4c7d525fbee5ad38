/**
 * Single sign-on with an OpenID Connect provider (docs/people.md, "Single sign-on"): the authorization code
 * flow with PKCE (S256), state and nonce, through openid-client's functional API, the client authenticating
 * with `client_secret_basic`.
 *
 * - `GET /start?returnTo=/path` keeps the flow's secrets (PKCE verifier, nonce, where to go back) under its
 *   state in `flows`, which any server instance can read, and sends the browser to the provider.
 * - `GET /callback` takes the flow back (once: a replayed callback finds nothing), exchanges the code,
 *   checks the ID token (issuer, audience, nonce, signature: openid-client) and hands the identity to
 *   `signIn`, then sends the browser to `returnTo`. Every failure ends at `/sign-in?error=<code>` with one log
 *   line, never a 500: the person can start again.
 *
 * The state is also bound to the browser that started the flow, by a cookie named after it and sent only to
 * the callback: without it, someone could start a flow, sign in at the provider as themselves, and lure a
 * victim's browser to the callback URL, signing the victim in as them (login CSRF, RFC 6749 §10.12). The
 * cookie's name carries the state so that flows started in two tabs do not overwrite each other.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as oidc from 'openid-client';

export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  name: string;
}
export interface SsoIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}
export interface SsoFlow {
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  createdAt: number;
}
export interface SsoDeps {
  config: SsoConfig;
  /** Keeps a flow's secrets between start and callback (any server instance may get the callback). take() deletes it. */
  flows: {
    put(state: string, flow: SsoFlow): Promise<void>;
    take(state: string): Promise<SsoFlow | null>;
  };
  /** Finds or makes the person, opens a session and sets its cookie on c; or refuses with a short reason code. */
  signIn(c: Context, identity: SsoIdentity): Promise<{ ok: true } | { ok: false; reason: string }>;
  now?: () => number;
}

/** Long enough to type a password and pass a second factor; short enough that a stale tab's callback fails. */
const FLOW_TTL_MS = 10 * 60_000;
const DEFAULT_RETURN_TO = '/projects';
const RETURN_TO_MAX = 2000;
/** `email` and `profile` ask for the address (to find an invited person) and the name (to show). */
const SCOPE = 'openid email profile';
const DEFAULT_NAME = 'single sign-on';
/** Seconds for each request to the provider: a hung provider must not hold the browser for openid-client's 30. */
const PROVIDER_TIMEOUT_S = 10;
/** openid-client's randomState() is 43 base64url characters; anything else was not made by us. */
const STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** A reason code we put in a URL: short and plain, whatever signIn or the provider said. */
const CODE_PATTERN = /^[a-z0-9_-]{1,40}$/i;
/** Errors of the provider's (RFC 6749 §4.1.2.1, OpenID Connect Core §3.1.2.6) worth telling the person apart. */
const PROVIDER_ERRORS = new Set([
  'access_denied',
  'login_required',
  'consent_required',
  'interaction_required',
  'temporarily_unavailable',
]);

/** 127.0.0.0/8, ::1 and localhost: an http:// issuer is allowed only there (a provider the tests start). */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** The issuer as a URL, or a clear Error: https, or http on a loopback host; no query or fragment (OIDC Discovery §2). */
function issuerUrlOf(issuer: string): URL {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`OIDC_ISSUER is not a URL: ${JSON.stringify(issuer.slice(0, 200))}`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new Error(
      `OIDC_ISSUER must be an https:// URL (http:// only on a loopback host, for tests): ${url.origin}`,
    );
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error('OIDC_ISSUER must have no query, fragment or credentials');
  }
  return url;
}

/** Reads OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME from env; null when SSO is not configured; throws a clear Error when only some are set. redirectUrl = `${publicOrigin}/api/auth/sso/callback`. */
export function readSsoConfig(env: NodeJS.ProcessEnv, publicOrigin: string): SsoConfig | null {
  // An empty value counts as unset: `OIDC_ISSUER=` in an env file means "off", not "an empty issuer".
  const read = (key: string) => env[key]?.trim() || undefined;
  const required = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const missing = required.filter((key) => read(key) === undefined);
  const name = read('OIDC_NAME');
  if (missing.length === required.length && name === undefined) return null;
  if (missing.length > 0) {
    // Starting without sign-on when it was half configured would hide the mistake until someone tries it.
    throw new Error(
      `Single sign-on is only partly configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
        'Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together (OIDC_NAME is optional), or none of them.',
    );
  }
  const issuer = read('OIDC_ISSUER') as string;
  issuerUrlOf(issuer);
  return {
    issuer,
    clientId: read('OIDC_CLIENT_ID') as string,
    clientSecret: read('OIDC_CLIENT_SECRET') as string,
    redirectUrl: `${publicOrigin.replace(/\/+$/, '')}/api/auth/sso/callback`,
    name: name ?? DEFAULT_NAME,
  };
}

/**
 * Where to go after signing in: only a path of our own origin, so the sign-in cannot be made into an open
 * redirect. `//host` and `/\host` are other hosts to a browser, which also drops tabs and newlines from a URL
 * (`/\t/host` is `//host`), so control characters, whitespace and backslashes are refused outright.
 */
function safeReturnTo(raw: string | undefined): string {
  if (raw === undefined || raw.length === 0 || raw.length > RETURN_TO_MAX) return DEFAULT_RETURN_TO;
  if (!raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_RETURN_TO;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return DEFAULT_RETURN_TO;
  // Belt and braces: resolved against a stand-in origin, it must stay on that origin.
  const base = 'http://return-to.invalid';
  return new URL(raw, base).origin === base ? raw : DEFAULT_RETURN_TO;
}

/** Cuts long base64url runs (tokens, codes, JWTs) and line breaks out of text from an error or the provider. */
const redacted = (text: string, max: number) =>
  text
    .replace(/[A-Za-z0-9_-]{20,}(\.[A-Za-z0-9_-]*)*/g, '[redacted]')
    .replace(/\s+/g, ' ')
    .slice(0, max);

/** An error in one log line: its name, library code, OAuth error and message, never a token or a code. */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return 'non-Error thrown';
  const e = err as Error & { code?: unknown; error?: unknown; error_description?: unknown };
  const word = (value: unknown) => (typeof value === 'string' && /^[\w.-]{1,60}$/.test(value) ? value : '');
  // fetch's own "fetch failed" says why only in its cause (ECONNREFUSED, a certificate error…).
  const cause = e.cause instanceof Error ? word((e.cause as Error & { code?: unknown }).code) : '';
  const head = [word(e.name), word(e.code), word(e.error), cause].filter(Boolean).join(' ');
  const detail = typeof e.error_description === 'string' ? ` (${redacted(e.error_description, 120)})` : '';
  return `${head}: ${redacted(e.message, 200)}${detail}`;
}

function log(message: string, err?: unknown): void {
  console.warn(`sso: ${message}${err === undefined ? '' : ` (${describe(err)})`}`);
}

const textClaim = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Routes to mount at /api/auth/sso: GET /start?returnTo=/path → 302 to the provider; GET /callback → 302 to returnTo, or to /sign-in?error=<code>. */
export function createSsoRoutes(deps: SsoDeps): Hono {
  const { config, flows, signIn } = deps;
  const now = deps.now ?? Date.now;
  // Checked here too, not only in readSsoConfig: a config built by hand must not reach a plain-http provider.
  const issuerUrl = issuerUrlOf(config.issuer);
  const redirectUrl = new URL(config.redirectUrl);
  const secureCookie = redirectUrl.protocol === 'https:';
  // `__Secure-` keeps a plain-http page of a sibling host from planting the cookie (RFC 6265bis §4.1.3.1).
  const cookiePrefix = secureCookie ? '__Secure-sso-' : 'sso-';
  const cookieOptions = { path: redirectUrl.pathname, secure: secureCookie, httpOnly: true } as const;

  // Discovery once, on first use rather than at start, so a provider that is down does not stop the server;
  // a failure is forgotten, so the next sign-in tries again.
  let discovered: Promise<oidc.Configuration> | null = null;
  const provider = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(issuerUrl, config.clientId, undefined, oidc.ClientSecretBasic(config.clientSecret), {
        timeout: PROVIDER_TIMEOUT_S,
        execute: issuerUrl.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };

  const refuse = (c: Context, code: string) => {
    const safe = CODE_PATTERN.test(code) ? code : 'refused';
    return c.redirect(`/sign-in?error=${encodeURIComponent(safe)}`, 302);
  };

  const app = new Hono();

  app.get('/start', async (c) => {
    c.header('Cache-Control', 'no-store');
    const returnTo = safeReturnTo(c.req.query('returnTo'));
    let configuration: oidc.Configuration;
    try {
      configuration = await provider();
    } catch (err) {
      log(`discovery at ${issuerUrl.origin} failed`, err);
      return refuse(c, 'unavailable');
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    try {
      await flows.put(state, { codeVerifier, nonce, returnTo, createdAt: now() });
    } catch (err) {
      log('could not keep the flow', err);
      return refuse(c, 'server_error');
    }
    setCookie(c, `${cookiePrefix}${state}`, '1', {
      ...cookieOptions,
      // Lax: the provider's redirect back is a top-level GET from another site, which Lax lets through.
      sameSite: 'Lax',
      maxAge: FLOW_TTL_MS / 1000,
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: config.redirectUrl,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return c.redirect(url.href, 302);
  });

  app.get('/callback', async (c) => {
    c.header('Cache-Control', 'no-store');
    const search = new URL(c.req.url).search;
    const query = new URLSearchParams(search);
    const state = query.get('state') ?? '';
    const wellFormed = STATE_PATTERN.test(state);

    // The flow is taken first whatever else happens, so a callback, denied or not, can never be replayed.
    let flow: SsoFlow | null = null;
    if (wellFormed) {
      try {
        flow = await flows.take(state);
      } catch (err) {
        log('could not read the flow', err);
        return refuse(c, 'server_error');
      }
    }
    const bound = wellFormed && getCookie(c, `${cookiePrefix}${state}`) !== undefined;
    if (bound) deleteCookie(c, `${cookiePrefix}${state}`, cookieOptions);

    const providerError = query.get('error');
    if (providerError !== null) {
      const code = PROVIDER_ERRORS.has(providerError) ? providerError : 'provider_error';
      log(`the provider answered ${CODE_PATTERN.test(providerError) ? providerError : 'an unknown error'}`);
      return refuse(c, code);
    }
    if (flow === null) {
      log(wellFormed ? 'callback for an unknown or used state' : 'callback without a valid state');
      return refuse(c, 'invalid_state');
    }
    // Before the browser check: the binding cookie lapses with the flow, and "expired" tells the person more.
    if (now() - flow.createdAt > FLOW_TTL_MS) {
      log('callback for a flow older than 10 minutes');
      return refuse(c, 'expired');
    }
    if (!bound) {
      log('callback from a browser that did not start the flow');
      return refuse(c, 'invalid_state');
    }

    let configuration: oidc.Configuration;
    try {
      configuration = await provider();
    } catch (err) {
      log(`discovery at ${issuerUrl.origin} failed`, err);
      return refuse(c, 'unavailable');
    }
    // openid-client sends the URL without its query as redirect_uri, which must be the registered one: the
    // public address, not the one this request reached behind a reverse proxy.
    const currentUrl = new URL(config.redirectUrl);
    currentUrl.search = search;
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      log('the code exchange failed', err);
      return refuse(c, 'exchange_failed');
    }
    const claims = tokens.claims();
    // The subject is compared as given (OIDC Core §5.7): not trimmed, only refused when missing or empty.
    const subject = typeof claims?.sub === 'string' && claims.sub !== '' ? claims.sub : null;
    if (claims === undefined || subject === null) {
      log('the ID token has no subject');
      return refuse(c, 'no_subject');
    }

    let email = textClaim(claims.email);
    // Only `true` itself: a verified address may link to an existing person, so nothing merely truthy counts.
    let emailVerified = email !== null && claims.email_verified === true;
    let name =
      textClaim(claims.name) ??
      textClaim(`${textClaim(claims.given_name) ?? ''} ${textClaim(claims.family_name) ?? ''}`);
    // Some providers (oidc-provider by default) put profile claims only in UserInfo when an access token is issued.
    if ((email === null || name === null) && configuration.serverMetadata().userinfo_endpoint) {
      try {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, subject);
        if (email === null) {
          email = textClaim(info.email);
          emailVerified = email !== null && info.email_verified === true;
        }
        name ??= textClaim(info.name);
      } catch (err) {
        // The ID token alone still identifies the person: go on without the address or name.
        log('userinfo failed', err);
      }
    }

    const identity: SsoIdentity = { issuer: claims.iss, subject, email, emailVerified, name };
    let result: Awaited<ReturnType<SsoDeps['signIn']>>;
    try {
      result = await signIn(c, identity);
    } catch (err) {
      log('sign-in failed', err);
      return refuse(c, 'sign_in_failed');
    }
    if (!result.ok) {
      log(`sign-in refused: ${CODE_PATTERN.test(result.reason) ? result.reason : 'refused'}`);
      return refuse(c, result.reason);
    }
    return c.redirect(flow.returnTo, 302);
  });

  return app;
}
