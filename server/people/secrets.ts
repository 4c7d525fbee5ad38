/**
 * Secrets the server hands out (session cookies, invitation links, access tokens) and how it keeps them: a
 * random 256-bit value, of which the database keeps only the SHA-256. A stolen database copy then opens no
 * session and no token (OWASP Session Management Cheat Sheet, "Session ID entropy"; a hash is enough for
 * secrets of this entropy, unlike passwords).
 */
import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new secret: `prefix` and 43 base64url characters (256 bits). */
export function newSecret(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** Argon2id with the library's defaults (m = 64 MiB, t = 3, p = 4), above OWASP's minimum for Argon2id. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** A hash to verify against when the address is unknown, so a wrong address costs as long as a wrong password. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(newSecret());
  try {
    const ok = await argon2.verify(hash ?? (await decoy), password);
    return hash !== null && ok;
  } catch {
    return false;
  }
}
