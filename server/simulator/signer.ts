/** HMAC-signed URLs, as cloud storage does for the signed-URL PUT: the URL itself is the credential. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UrlSigner } from './deps.ts';

export function createUrlSigner(secret: string): UrlSigner {
  const sign = (resource: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`${resource}\n${expiresAt}`).digest('hex');
  return {
    sign,
    verify(resource, expiresAt, signature) {
      const expected = Buffer.from(sign(resource, expiresAt), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
