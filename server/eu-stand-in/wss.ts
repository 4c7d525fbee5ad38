/**
 * WS-Security as the Information System asks it (Operator API Reference §1.2.3, §3.5; CF1 §7.3): a
 * UsernameToken with a PasswordDigest = Base64(SHA-1(nonce bytes + Created + authentication key)), a
 * Timestamp, and the `v4:WebServiceClientId` header. Refusals carry the three symptoms of §3.9:
 * "Authentication failed", "Timestamp expired", "Missing WebServiceClientId".
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { EUDR_LIMITS, NAMESPACES } from '@core/eudr/dds-v3.ts';
import { child, type XmlElement } from './soap-xml.ts';

export interface EuStandInAccount {
  username: string;
  authenticationKey: string;
  clientId: string;
  /** Shown as `updatedBy` and as the SD's operator (§5.2.6); default: the username. */
  operatorName?: string;
  /** The operator's country: the reference number's country when the statement names no country of activity. */
  country?: string;
}

export const AUTH_FAILED = 'Authentication failed';
export const TIMESTAMP_EXPIRED = 'Timestamp expired';
export const MISSING_CLIENT_ID = 'Missing WebServiceClientId';
export type AuthRefusal = typeof AUTH_FAILED | typeof TIMESTAMP_EXPIRED | typeof MISSING_CLIENT_ID;

const DIGEST_TYPE = '#PasswordDigest';
export const SKEW_MS = EUDR_LIMITS.clockSkewMinutes * 60_000;

/** Base64(SHA-1(nonce bytes + Created + key)), the UsernameToken Profile 1.0 digest (§3.5). */
export function passwordDigest(nonceBase64: string, created: string, authenticationKey: string): string {
  return createHash('sha1')
    .update(
      Buffer.concat([Buffer.from(nonceBase64, 'base64'), Buffer.from(created + authenticationKey, 'utf8')]),
    )
    .digest('base64');
}

/**
 * Nonces seen within the timestamp window: a nonce used twice while its Created is still acceptable is a
 * replay. Kept twice the window (a Created may be up to 5 minutes ahead or behind). In memory: a restart
 * forgets them (docs/eu-stand-in.md).
 */
export class NonceCache {
  private seen = new Map<string, number>();
  private calls = 0;

  /** True when the nonce was new (and is now recorded). */
  use(username: string, nonce: string, nowMs: number): boolean {
    if (++this.calls % 100 === 0) {
      for (const [k, until] of this.seen) if (until <= nowMs) this.seen.delete(k);
    }
    const key = `${username}\u0000${nonce}`;
    const until = this.seen.get(key);
    if (until !== undefined && until > nowMs) return false;
    this.seen.set(key, nowMs + 2 * SKEW_MS);
    return true;
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function instant(text: string | undefined): number | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const t = Date.parse(text);
  return Number.isFinite(t) ? t : null;
}

/** Checks the header; the account on success, else the §3.9 refusal. */
export function checkSecurity(
  header: XmlElement | undefined,
  accounts: readonly EuStandInAccount[],
  nowMs: number,
  nonces: NonceCache,
): { account: EuStandInAccount } | { refusal: AuthRefusal } {
  const clientId = child(header, NAMESPACES.base, 'WebServiceClientId')?.text;
  if (!clientId) return { refusal: MISSING_CLIENT_ID };
  const security = child(header, NAMESPACES.wsse, 'Security');
  const timestamp = child(security, NAMESPACES.wsu, 'Timestamp');
  const token = child(security, NAMESPACES.wsse, 'UsernameToken');
  const username = child(token, NAMESPACES.wsse, 'Username')?.text;
  const password = child(token, NAMESPACES.wsse, 'Password');
  const nonce = child(token, NAMESPACES.wsse, 'Nonce')?.text;
  const createdText = child(token, NAMESPACES.wsu, 'Created')?.text;
  if (!timestamp || !username || !password || !nonce || !createdText) return { refusal: AUTH_FAILED };
  // Both Created (the Timestamp's and the token's) within 5 minutes of the stand-in's clock, either side.
  for (const text of [child(timestamp, NAMESPACES.wsu, 'Created')?.text, createdText]) {
    const t = instant(text);
    if (t === null) return { refusal: AUTH_FAILED };
    if (Math.abs(nowMs - t) > SKEW_MS) return { refusal: TIMESTAMP_EXPIRED };
  }
  if (!(password.attrs.Type ?? '').endsWith(DIGEST_TYPE)) return { refusal: AUTH_FAILED };
  const account = accounts.find((a) => a.username === username);
  if (!account) return { refusal: AUTH_FAILED };
  if (!sameText(password.text, passwordDigest(nonce, createdText, account.authenticationKey)))
    return { refusal: AUTH_FAILED };
  if (!sameText(clientId, account.clientId)) return { refusal: AUTH_FAILED };
  if (!nonces.use(username, nonce, nowMs)) return { refusal: AUTH_FAILED };
  return { account };
}
