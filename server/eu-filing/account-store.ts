/**
 * The team's EU account (docs/filing.md, "The EU account"): environment, username, authentication key and
 * client id (Operator API Reference §2.2), kept by the server and never sent anywhere but to the
 * Information System. The three secrets are stored AES-256-GCM encrypted (node:crypto; a fresh 12-byte IV per
 * write; the team id as additional data, so a row copied to another team does not decrypt) under a key from
 * EU_ACCOUNT_SECRET or, unset, a key file created with mode 0600 in the data folder. They are never in a
 * view, a log line or an error message: errors name what to do, not what was stored.
 *
 * `euClientFor(teamId)` is what the filing journal and the declaration register (server/eu-declarations/)
 * call: the team's client, the demo stand-in account on a local-only server with the demo team and nothing
 * set, or null.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ENVIRONMENT_ORIGINS } from '@core/eudr/dds-v3.ts';
import type { EuAccountRequest, EuAccountView, EuEnvironment } from '@core/api/filing.ts';
import { teamAuditRow } from '../audit/audit-rows.ts';
import type { ReviewTables } from '../review/database.ts';
import { DEMO_EU_ACCOUNT } from '../eu-stand-in/demo-account.ts';
import { callPace, createEuClient } from './eu-client.ts';
import type { EuClient } from './eu-client-types.ts';

export type EuFetch = (url: string, init: RequestInit) => Promise<Response> | Response;

/** Where the stand-in is reached in-process: any origin, the Hono app answers by path. */
const STAND_IN_BASE = 'http://eu-stand-in.internal';

export const KEY_FILE_NAME = 'eu-account.key';

/**
 * The 32-byte key: derived from EU_ACCOUNT_SECRET (HKDF-SHA-256) when set, else read from (or first
 * created in) `<dataDir>/eu-account.key`, mode 0600. Several servers sharing one PostgreSQL database need
 * the same EU_ACCOUNT_SECRET.
 */
export function accountKey(options: { secret: string | undefined; dataDir: string }): Buffer {
  if (options.secret) {
    return Buffer.from(hkdfSync('sha256', options.secret, 'eu-account', 'aes-256-gcm key', 32));
  }
  const file = path.join(options.dataDir, KEY_FILE_NAME);
  try {
    return decodeKeyFile(readFileSync(file, 'utf8'), file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // wx: two servers starting at once never overwrite each other's key.
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return decodeKeyFile(readFileSync(file, 'utf8'), file);
  }
}

function decodeKeyFile(text: string, file: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(
      `${file} does not hold a 32-byte key in base64: remove it (the EU account must then be set again) or set EU_ACCOUNT_SECRET.`,
    );
  }
  return key;
}

interface Secrets {
  username: string;
  authenticationKey: string;
  clientId: string;
}

function sealSecrets(key: Buffer, teamId: string, secrets: Secrets): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(teamId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secrets, or null when they cannot be read (another key, a changed row): never the text. */
function openSecrets(key: Buffer, teamId: string, sealed: string): Secrets | null {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(teamId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    const parsed = JSON.parse(text) as Secrets;
    return typeof parsed.username === 'string' &&
      typeof parsed.authenticationKey === 'string' &&
      typeof parsed.clientId === 'string'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

export interface EuAccountStoreOptions {
  db: Kysely<ReviewTables>;
  key: Buffer;
  /** The team that may use the demo stand-in account when it has set none (null: no team may). */
  demoTeamId: string | null;
  /** The stand-in's in-process fetch (its Hono app), or null when the server carries no stand-in. */
  standInFetch: () => EuFetch | null;
  /** For acceptance and production (global fetch). */
  fetch?: EuFetch;
  timeoutMs?: number;
  now?: () => Date;
}

interface Author {
  id: string;
  name: string;
}

export class EuAccountStore {
  /** Four calls a second for the whole server: under the system's five per address (§2.3.2). */
  private readonly pace = callPace(4);

  constructor(private readonly options: EuAccountStoreOptions) {}

  private row(teamId: string) {
    return this.options.db
      .selectFrom('eu_account')
      .selectAll()
      .where('team_id', '=', teamId)
      .executeTakeFirst();
  }

  private iso() {
    return (this.options.now?.() ?? new Date()).toISOString();
  }

  /** What the page may know: never the username, key or client id. */
  async view(teamId: string): Promise<EuAccountView> {
    const row = await this.row(teamId);
    if (!row) {
      const demo = this.options.demoTeamId === teamId;
      return {
        configured: demo,
        environment: demo ? 'stand-in' : null,
        demo,
        updatedBy: null,
        updatedAt: null,
        lastTest: null,
      };
    }
    return {
      configured: true,
      environment: row.environment as EuEnvironment,
      demo: false,
      updatedBy: row.updated_by,
      updatedAt: row.updated_at,
      lastTest:
        row.last_test_at !== null
          ? { at: row.last_test_at, ok: row.last_test_ok === 1, message: row.last_test_message ?? '' }
          : null,
    };
  }

  async set(teamId: string, request: EuAccountRequest, author: Author): Promise<EuAccountView> {
    const at = this.iso();
    const secret = sealSecrets(this.options.key, teamId, {
      username: request.username,
      authenticationKey: request.authenticationKey,
      clientId: request.clientId,
    });
    await this.options.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('eu_account').where('team_id', '=', teamId).execute();
      await trx
        .insertInto('eu_account')
        .values({
          team_id: teamId,
          environment: request.environment,
          secret,
          updated_by: author.name,
          updated_by_id: author.id,
          updated_at: at,
          last_test_at: null,
          last_test_ok: null,
          last_test_message: null,
        })
        .execute();
      await trx
        .insertInto('audit_event')
        .values(
          teamAuditRow({
            teamId,
            kind: 'eu-account-changed',
            person: author,
            at,
            summary: `EU account set (${request.environment})`,
            detail: { environment: request.environment, action: 'set' },
          }),
        )
        .execute();
    });
    return this.view(teamId);
  }

  /** False when there was nothing to remove. */
  async remove(teamId: string, author: Author): Promise<boolean> {
    return this.options.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('eu_account')
        .select('environment')
        .where('team_id', '=', teamId)
        .executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom('eu_account').where('team_id', '=', teamId).execute();
      await trx
        .insertInto('audit_event')
        .values(
          teamAuditRow({
            teamId,
            kind: 'eu-account-changed',
            person: author,
            at: this.iso(),
            summary: `EU account removed (${row.environment})`,
            detail: { environment: row.environment, action: 'removed' },
          }),
        )
        .execute();
      return true;
    });
  }

  async recordTest(teamId: string, ok: boolean, message: string): Promise<void> {
    await this.options.db
      .updateTable('eu_account')
      .set({ last_test_at: this.iso(), last_test_ok: ok ? 1 : 0, last_test_message: message })
      .where('team_id', '=', teamId)
      .execute();
  }

  /** The environment filings of the team go to (null: no account). */
  async environmentOf(teamId: string): Promise<EuEnvironment | null> {
    const row = await this.row(teamId);
    if (row) return row.environment as EuEnvironment;
    return this.options.demoTeamId === teamId ? 'stand-in' : null;
  }

  /**
   * The team's client of the Information System: its own account, the demo stand-in account (a local-only
   * server's demo team with nothing set), or null (no account, a secret that no longer decrypts, or the
   * stand-in asked for on a server that carries none).
   */
  async euClientFor(teamId: string): Promise<EuClient | null> {
    const row = await this.row(teamId);
    let environment: EuEnvironment;
    let secrets: Secrets | null;
    if (row) {
      environment = row.environment as EuEnvironment;
      secrets = openSecrets(this.options.key, teamId, row.secret);
      if (!secrets) {
        console.error(
          `eu account: the stored account of team ${teamId} cannot be decrypted (another key?): set it again.`,
        );
        return null;
      }
    } else if (this.options.demoTeamId === teamId) {
      environment = 'stand-in';
      secrets = { ...DEMO_EU_ACCOUNT };
    } else return null;
    const timeoutMs = this.options.timeoutMs;
    if (environment === 'stand-in') {
      const standIn = this.options.standInFetch();
      if (!standIn) return null;
      return createEuClient({
        baseUrl: STAND_IN_BASE,
        ...secrets,
        fetch: standIn,
        timeoutMs,
        pace: this.pace,
      });
    }
    return createEuClient({
      baseUrl: ENVIRONMENT_ORIGINS[environment],
      ...secrets,
      fetch: this.options.fetch,
      timeoutMs,
      pace: this.pace,
    });
  }
}
