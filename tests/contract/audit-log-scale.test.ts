/**
 * The audit log at 100,000 entries (docs/people.md, "The audit log"), through the server app as the Audit
 * page and scripts read it: paged with the cursor, 1,000 a page, and exported whole as CSV. Every entry of
 * the project's log (its own and its team's) comes back once, newest first, none missing, none repeated,
 * and none of another project's. The entries are written as bench/audit-log.ts writes them
 * (bench/audit-log-fill.ts: one transaction of multi-row inserts through the server's database layer).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, auditPageSchema } from '@core/api/audit.ts';
import { createServerApp, type ServerApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { Kysely, SqliteDialect } from 'kysely';
import { AuditStore } from '../../server/audit/audit-store.ts';
import { openReviewDatabase, type ReviewTables } from '../../server/review/database.ts';
import { reviewDbFileOf } from '../../server/review/index.ts';
import { fillAuditLog, fillEntryId } from '../../bench/audit-log-fill.ts';
import { demoToken } from '../support/demo-token.ts';

const ENTRIES = 100_000;
const LOG = 'http://127.0.0.1:5173/api/audit/simulator/projects/p-palm';
let dir = '';
let server: ServerApp;
let token = '';
/** The project's log as the database holds it, newest first: what every read must give back. */
let expected: string[] = [];
let dbFile = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'audit-scale-'));
  const config = { ...readConfig({}), dataDir: path.join(dir, 'data') };
  dbFile = reviewDbFileOf(config);
  server = await createServerApp(config);
  token = await demoToken(server, { personId: 'demo-amara', role: 'viewer', projectIds: ['p-palm'] });
  const filling = await openReviewDatabase({ databaseUrl: null, sqliteFile: reviewDbFileOf(config) });
  try {
    await fillAuditLog(filling.db, {
      teamId: 'demo-team',
      connection: 'simulator',
      projectId: 'p-palm',
      count: ENTRIES,
      otherProjectId: 'p-cocoa',
      otherCount: 5_000,
    });
  } finally {
    await filling.close();
  }
  const sqlite = new Database(reviewDbFileOf(config), { readonly: true });
  try {
    // The demo team's entries before the fill (its seeding, the sign-in, the token) belong to the log too.
    expected = sqlite
      .prepare(
        `SELECT id FROM audit_event WHERE (connection = 'simulator' AND project_id = 'p-palm') OR project_id IS NULL ORDER BY seq DESC`,
      )
      .pluck()
      .all() as string[];
  } finally {
    sqlite.close();
  }
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => server.app.request(url, { headers: { authorization: `Bearer ${token}` } });

/** Each of the fill's entries exactly once, no other project's, and the log's order. */
function expectWholeLog(ids: string[]) {
  expect(ids.length).toBe(expected.length);
  expect(new Set(ids).size).toBe(ids.length);
  const present = new Set(ids);
  const missing = Array.from({ length: ENTRIES }, (_, n) => fillEntryId(n)).filter((id) => !present.has(id));
  expect(missing).toEqual([]);
  expect(ids.filter((id) => id.startsWith('decision:fill-other-'))).toEqual([]);
  // Compared as one string: toEqual on two 100,000-element arrays spends seconds on a diff it never shows.
  expect(ids.join('\n') === expected.join('\n')).toBe(true);
}

describe('the audit log at 100,000 entries', () => {
  it('holds the 100,000 entries and a few of the demo team', () => {
    expect(expected.length).toBeGreaterThan(ENTRIES);
    expect(expected.length).toBeLessThan(ENTRIES + 10);
  });

  it('pages through every entry with the cursor, newest first, each once', async () => {
    const ids: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const response = await get(`${LOG}/events?limit=1000${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      const page = auditPageSchema.parse(await response.json());
      pages++;
      for (const e of page.events) ids.push(e.id);
      cursor = page.nextCursor;
    }
    expect(pages).toBe(Math.ceil(expected.length / 1000));
    expectWholeLog(ids);
  }, 180_000);

  it('exports every entry as CSV, newest first, each once', async () => {
    const response = await get(`${LOG}/events.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const parsed = Papa.parse<Record<string, string>>(await response.text(), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...AUDIT_CSV_COLUMNS]);
    expectWholeLog(parsed.data.map((row) => row.id!));
    const withNote = parsed.data.find((row) => row.id === fillEntryId(7))!;
    expect(JSON.parse(withNote.detail!)).toMatchObject({
      note: expect.stringContaining('"batch" 7, line 1\nline 2'),
    });
  }, 180_000);

  // A page's cost: each part of a project's log (its own entries, its team's) is one index range read in seq
  // order, so no page sorts the entries older than its cursor (an OR of both did: the first page of 100,000
  // took ~400 ms and paging the whole log grew with the square of its length), and none walks entries of
  // another part to find its own: the team's part (no project) read on (team_id, seq) alone went through
  // every entry of the team, 50 ms a page here and most of this file's time (migration 0006).
  it('reads a page in the index order, each part its own index range, without sorting', async () => {
    const sql: { sql: string; parameters: readonly unknown[] }[] = [];
    const sqlite = new Database(dbFile, { readonly: true });
    const db = new Kysely<ReviewTables>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        if (event.level === 'query') sql.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
    try {
      const scope = {
        connection: 'simulator',
        projectId: 'p-palm',
        teamId: 'demo-team',
        ownsLegacy: true,
      } as const;
      const page = await new AuditStore(db).page(scope, {}, 50_000, 1_000);
      expect(page.events).toHaveLength(1_000);
      expect(sql.length).toBeGreaterThan(0);
      for (const query of sql) {
        const plan = (
          sqlite.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as {
            detail: string;
          }[]
        ).map((row) => row.detail);
        expect(plan.join(' | ')).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
        // The part's project (or none, for the team's) and the cursor both bound the range read.
        expect(plan.join(' | ')).toMatch(
          /^SEARCH audit_event USING INDEX \w+ \(.*project_id=\? AND seq<\?\)$/,
        );
      }
      // Both parts were read: the project's own entries and the team's.
      expect(sql.map((q) => /project_id" is null/i.test(q.sql)).sort()).toEqual([false, true]);
    } finally {
      await db.destroy();
    }
  });
});
