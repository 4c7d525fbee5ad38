/**
 * A real OpenID provider for tests (panva's oidc-provider, the certified implementation openid-client is tested
 * against), so the sign-on code meets real discovery, real signed ID tokens, real PKCE checks and a real
 * login page rather than a mock that agrees with whatever the client does.
 *
 * - startTestProvider: one provider on 127.0.0.1 and a free port, with one confidential client, PKCE
 *   required, and oidc-provider's development login form (devInteractions), which accepts any login. The
 *   account signed in as `alice` has the subject `alice` and, unless mapped otherwise, `alice@example.org`.
 * - loginAtTestProvider: signs in at that provider as a browser would (fetch, a cookie jar, redirects
 *   followed by hand, the login and consent forms submitted), and returns the provider's final redirect back
 *   to the client, not fetched, so the test calls the client's callback itself.
 *
 * oidc-provider 9 asks for Node 22 LTS and warns once on Node 20 when imported ("Unsupported runtime"); the
 * parts used here (discovery, the code flow, devInteractions, UserInfo) work on Node 20.19.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Configuration, JWK } from 'oidc-provider';

export interface TestAccount {
  /** null: the account has no address. */
  email?: string | null;
  emailVerified?: boolean;
  /** null: the account has no name. */
  name?: string | null;
}

export interface TestProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Claims by login; a login not listed gets `${login}@example.org`, verified, and the name `Login Example`. */
  accounts?: Record<string, TestAccount>;
  /**
   * true: email and name in the ID token, as most providers do. false (oidc-provider's default,
   * `conformIdTokenClaims`): only the subject there, the rest from UserInfo, which the client must then ask.
   */
  claimsInIdToken?: boolean;
  /** A port to listen on instead of a free one (a test of a provider that comes up late). */
  port?: number;
}

export interface TestProvider {
  issuer: string;
  stop(): Promise<void>;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * oidc-provider warns, when imported and when made, about what a test provider does on purpose (Node 20,
 * the in-memory store, the development login form); those lines are left out of the test output, any other
 * passes. console.warn is put back before anything else runs.
 */
const EXPECTED_WARNINGS =
  /^oidc-provider WARNING: (Unsupported runtime|a quick start development-only (in-memory adapter|feature devInteractions))/;

async function withoutExpectedWarnings<T>(make: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!EXPECTED_WARNINGS.test(String(args[0]))) warn(...args);
  };
  try {
    return await make();
  } finally {
    console.warn = warn;
  }
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  // The issuer must name the port, so the server listens before the provider exists and gets it after.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  // A key of its own rather than oidc-provider's built-in development keys, which it warns about.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  }) as JWK;
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // By default oidc-provider requires PKCE of public clients only; the dashboard's client must send it too.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: !(options.claimsInIdToken ?? true),
    // Lifetimes of our own (seconds): the defaults are fine but oidc-provider asks, once each, that they be set.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...signingKey, kid: 'test', alg: 'RS256', use: 'sig' }] },
    findAccount: (_ctx, sub) => {
      const account = options.accounts?.[sub] ?? {};
      const email = account.email === undefined ? `${sub}@example.org` : account.email;
      const name = account.name === undefined ? `${capitalized(sub)} Example` : account.name;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...(email !== null && { email, email_verified: account.emailVerified ?? true }),
          ...(name !== null && { name }),
        }),
      };
    },
  };
  const provider = await withoutExpectedWarnings(async () => {
    // Imported here, not at the top, so that its import-time warning is filtered too.
    const { default: Provider } = await import('oidc-provider');
    return new Provider(issuer, configuration);
  });
  server.on('request', provider.callback());

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Cookies by name for one site, enough for oidc-provider's: paths and domains are not told apart. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.split('=').map((part) => part.trim());
        if (/^max-age$/i.test(key)) return Number(val) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(val) <= Date.now();
        return false;
      });
      if (gone || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.#cookies.has(name);
  }

  /** The `Cookie` request header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.#cookies.size === 0) return undefined;
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const decodeHtml = (text: string) =>
  text
    .replace(/&#x2F;/gi, '/')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export interface LoginOptions {
  /** Whom to sign in as (any login works). Default `alice`. */
  login?: string;
  /** Cancel at the login form instead ("[ Cancel ]"): the provider answers `error=access_denied`. */
  deny?: boolean;
  /** The provider's cookies, to keep a session across sign-ins; a fresh jar by default. */
  jar?: CookieJar;
}

/**
 * Follows `authorizationUrl` at the test provider as a browser would and returns the redirect that leaves
 * the provider (to the client's redirect URI, with `code` and `state`, or `error`), without fetching it.
 */
export async function loginAtTestProvider(
  authorizationUrl: string | URL,
  options: LoginOptions = {},
): Promise<URL> {
  const jar = options.jar ?? new CookieJar();
  let url = new URL(authorizationUrl);
  const providerOrigin = url.origin;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const headers: Record<string, string> = {};
    const cookie = jar.header();
    if (cookie !== undefined) headers.cookie = cookie;
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    jar.store(response);
    body = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== providerOrigin) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) {
      throw new Error(
        `the test provider answered ${response.status} at ${url.pathname}: ${html.slice(0, 500)}`,
      );
    }
    const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
    if (action === undefined || prompt === undefined) {
      throw new Error(`no interaction form at ${url.pathname}: ${html.slice(0, 500)}`);
    }
    if (prompt === 'login' && options.deny) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (abort === undefined) throw new Error('no cancel link on the login form');
      url = new URL(decodeHtml(abort), url);
      continue;
    }
    body =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login: options.login ?? 'alice', password: 'any' })
        : new URLSearchParams({ prompt });
    url = new URL(decodeHtml(action), url);
  }
  throw new Error('the test provider kept redirecting');
}
