// @vitest-environment node
/** The stand-in's database: a version-1 file (grouping only in the JSON) gains its columns on open. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { DB_FILE, StandInStore, type StoredStatement } from './store.ts';

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

const statement = (uuid: string, changes: Partial<StoredStatement>): StoredStatement => ({
  uuid,
  kind: 'dds',
  account: 'demo-operator',
  updatedBy: 'demo-operator',
  operatorRole: 'OPERATOR',
  statement: { activityType: 'IMPORT', commodities: [], geoLocationConfidential: false },
  internalReferenceNumber: uuid,
  status: 'AVAILABLE',
  referenceNumber: null,
  verificationNumber: null,
  rejectionReason: null,
  communicationToOperator: null,
  submittedAt: 1,
  updatedAt: 1,
  decideAt: null,
  pendingRejection: null,
  version: 1,
  groupedBy: null,
  statusBeforeGrouping: null,
  referenceCountry: 'BE',
  ...changes,
});

it('migrates a version-1 database: grouped_by and status_before filled from each statement', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'eu-stand-in-store-'));
  const old = new Database(path.join(dir, DB_FILE));
  old.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE statements (uuid TEXT PRIMARY KEY, account TEXT NOT NULL, kind TEXT NOT NULL,
      internal_ref TEXT NOT NULL, reference_number TEXT UNIQUE, status TEXT NOT NULL,
      submitted_at INTEGER NOT NULL, json TEXT NOT NULL);
    INSERT INTO meta VALUES ('schemaVersion', '1');`);
  const insert = old.prepare('INSERT INTO statements VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const grouped = statement('a', {
    referenceNumber: '26BEAAAAAAAAAA',
    status: 'GROUPED',
    groupedBy: 'g',
    statusBeforeGrouping: 'AVAILABLE',
  });
  const group = statement('g', { referenceNumber: '26BEGGGGGGGGGG' });
  for (const s of [grouped, group])
    insert.run(s.uuid, s.account, s.kind, s.uuid, s.referenceNumber, s.status, 1, JSON.stringify(s));
  old.close();

  const store = new StandInStore(dir);
  try {
    expect(store.groupedBy('g')).toEqual([grouped]);
    expect(store.groupedBy('a')).toEqual([]);
    expect(store.references()).toEqual(
      expect.arrayContaining([
        {
          referenceNumber: '26BEAAAAAAAAAA',
          kind: 'dds',
          status: 'GROUPED',
          groupedBy: 'g',
          statusBeforeGrouping: 'AVAILABLE',
        },
        {
          referenceNumber: '26BEGGGGGGGGGG',
          kind: 'dds',
          status: 'AVAILABLE',
          groupedBy: null,
          statusBeforeGrouping: null,
        },
      ]),
    );
    store.put({ ...grouped, status: 'AVAILABLE', groupedBy: null, statusBeforeGrouping: null });
    expect(store.groupedBy('g')).toEqual([]);
  } finally {
    store.close();
  }
  // Opened again: version 2, nothing migrated twice.
  const again = new StandInStore(dir);
  expect(again.get('a')?.status).toBe('AVAILABLE');
  again.close();
  const check = new Database(path.join(dir, DB_FILE));
  expect(check.prepare("SELECT value FROM meta WHERE key = 'schemaVersion'").get()).toEqual({ value: '2' });
  check.close();
});

it('refuses a database of an unknown version', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'eu-stand-in-store-'));
  const db = new Database(path.join(dir, DB_FILE));
  db.exec(
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('schemaVersion', '9');",
  );
  db.close();
  expect(() => new StandInStore(dir)).toThrow(/unknown EU stand-in database version 9/);
});
