/**
 * Where a signed-URL PUT actually goes. The simulator serves its signed URLs on our own origin; the live
 * service's storage host may not admit our origin (CORS), so in live mode the PUT goes through our server's
 * relay, which forwards only to allow-listed storage hosts. Either way no Authorization header is sent.
 */
import { getConnection } from './connection.ts';

export function signedPutTarget(signedUrl: string): string {
  if (getConnection().kind === 'live') return `/api/live/upload-relay?url=${encodeURIComponent(signedUrl)}`;
  return signedUrl;
}
