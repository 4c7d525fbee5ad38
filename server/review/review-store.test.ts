/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; the tests assert their shapes. */
/**
 * The review store's routes (routes.ts) on both databases: SQLite always, PostgreSQL when its binaries are
 * installed (one throwaway cluster for this file, tests/support/postgres.ts). The same suite runs on each:
 * every route, both sides of every bound, access isolation between accounts, projects and connections,
 * append-only history, and migrations that run once.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decisionHistorySchema,
  decisionListSchema,
  REVIEW_LIMITS,
  uploadRecordAnswerSchema,
  uploadRecordListSchema,
  type Decision,
  type UploadRecordInput,
} from '../../core/api/review.ts';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../../tests/support/postgres.ts';
import { readConfig } from '../config.ts';
import { DEMO_ACCOUNTS } from '../simulator/demo-accounts.ts';
import { openReviewDatabase } from './database.ts';
import { createReviewService, reviewDbFileOf, type ReviewService } from './index.ts';

const AMARA = 'Amara Okafor (compliance lead)';
const LUCAS = 'Lucas Meyer (analyst)';
/** The live service's tokens in the fake below, and the projects each may see. */
const LIVE_TOKENS: Record<string, string[]> = {
  'live-token-one-0123456789': ['p-live', 'p-cocoa'],
  'live-token-two-0123456789': ['p-live'],
};
const ORIGIN = 'http://127.0.0.1:5173';

const binDir = postgresBinDir();
if (!binDir) console.warn('PostgreSQL is not installed (no initdb/pg_ctl): the PostgreSQL suite is skipped.');

let cluster: PostgresCluster | null = null;
let fakeLive: ServerType;
let liveUrl = '';
const tempDirs: string[] = [];

beforeAll(async () => {
  const live = new Hono();
  live.get('/v1/projects', (c) => {
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const projects = LIVE_TOKENS[token];
    if (!projects) return c.json({ errorCode: 'unauthorized', errorMessage: 'Unknown API token.' }, 401);
    return c.json({
      results: projects.map((id, i) => ({
        id,
        name: id,
        isActive: i === 0,
        createdAt: '2026-01-01T00:00:00Z',
      })),
    });
  });
  await new Promise<void>((resolve) => {
    fakeLive = serve({ fetch: live.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  liveUrl = `http://127.0.0.1:${(fakeLive.address() as AddressInfo).port}`;
  if (binDir) cluster = await startPostgres(binDir);
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  fakeLive?.close();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'review-store-'));
  tempDirs.push(dir);
  return dir;
}

interface Backend {
  name: string;
  /** DATABASE_URL of a fresh store, or null for a fresh SQLite file in dataDir. */
  databaseUrl(): Promise<string | null>;
}

const backends: (Backend & { skip: boolean })[] = [
  { name: 'SQLite', skip: false, databaseUrl: () => Promise.resolve(null) },
  { name: 'PostgreSQL', skip: !binDir, databaseUrl: () => cluster!.createDatabase() },
];

interface Call {
  token?: string | null;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

async function call(service: ReviewService, method: string, url: string, options: Call = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined || options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = options.raw ?? JSON.stringify(options.body);
  }
  const response = await service.app.request(`${ORIGIN}${url}`, { method, headers, body });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { [k: string]: any },
  };
}

const decisions = (connection: string, project: string, query = '') =>
  `/${connection}/projects/${project}/decisions${query}`;
const history = (connection: string, project: string, query: string) =>
  `/${connection}/projects/${project}/history${query}`;
const records = (connection: string, project: string, query = '') =>
  `/${connection}/projects/${project}/upload-records${query}`;

const decide = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  verdict: 'cleared',
  reason: 'no-deforestation-verified',
  ...extra,
});

function uploadRecord(overrides: Partial<UploadRecordInput> = {}): UploadRecordInput {
  return {
    uploadId: 'u-1',
    supplierId: 's-1',
    supplierName: 'Kofi Cooperative',
    fileNames: ['plots.kml'],
    fileSha256: ['a'.repeat(64)],
    overwrite: false,
    shouldMatchOnName: false,
    added: 124,
    changed: 0,
    removed: 0,
    plotCount: 124,
    startedAt: '2026-11-26T10:00:00.000Z',
    endedAt: '2026-11-26T10:01:00.000Z',
    ...overrides,
  };
}

describe.each(backends)('review store on $name', (backend) => {
  let service: ReviewService;
  let dataDir: string;
  let databaseUrl: string | null;

  beforeAll(async () => {
    if (backend.skip) return;
    dataDir = tempDir();
    databaseUrl = await backend.databaseUrl();
    service = await createReviewService(
      { ...readConfig({}), dataDir, databaseUrl, liveApiUrl: liveUrl, liveApiToken: null },
      DEMO_ACCOUNTS,
    );
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  describe.skipIf(backend.skip)('decisions', () => {
    it('stores a decision with who and when from the server, and answers it as current', async () => {
      const before = Date.now();
      const posted = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        token: 'demo-token-amara',
        body: decide([{ plotId: 'one-1', kind: 'risk', supplierId: 's-one' }], {
          note: 'Checked the 2021 imagery.',
          evidence: { url: 'https://example.org/report.pdf', note: 'field visit' },
        }),
      });
      expect(posted.status).toBe(201);
      const [decision] = posted.body.decisions as Decision[];
      expect(decision).toMatchObject({
        plotId: 'one-1',
        kind: 'risk',
        supplierId: 's-one',
        verdict: 'cleared',
        reason: 'no-deforestation-verified',
        note: 'Checked the 2021 imagery.',
        evidence: { url: 'https://example.org/report.pdf', note: 'field visit' },
        decidedBy: AMARA,
      });
      expect(decision!.otherPlotId).toBeUndefined();
      expect(decision!.id).toMatch(/^[0-9a-f-]{36}$/);
      const at = Date.parse(decision!.decidedAt);
      expect(at).toBeGreaterThanOrEqual(before - 1);
      expect(at).toBeLessThanOrEqual(Date.now() + 1);

      const listed = await call(service, 'GET', decisions('simulator', 'p-cocoa', '?supplierId=s-one'), {
        token: 'demo-token-amara',
      });
      expect(listed.status).toBe(200);
      // Answers fit the contract the page parses them with.
      expect(decisionListSchema.parse(posted.body)).toEqual(posted.body);
      expect(decisionListSchema.parse(listed.body)).toEqual(listed.body);
      expect(listed.body.decisions).toEqual([decision]);
    });

    it('never takes decidedBy or decidedAt from the body', async () => {
      const posted = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        token: 'demo-token-amara',
        body: { ...decide([{ plotId: 'forged-1', kind: 'risk' }]), decidedBy: 'Someone else' },
      });
      expect(posted.status).toBe(400);
      expect(posted.body).toEqual({
        errorCode: 'invalid_request',
        errorMessage: expect.stringContaining('decidedBy'),
      });
      const at = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        token: 'demo-token-amara',
        body: { ...decide([{ plotId: 'forged-1', kind: 'risk' }]), decidedAt: '2020-01-01T00:00:00Z' },
      });
      expect(at.status).toBe(400);
    });

    it('answers the newest verdict as current, and keeps every verdict in the history, newest first', async () => {
      const item = { plotId: 'two-1', kind: 'double-claim', otherPlotId: 'two-2', supplierId: 's-two' };
      const first = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        body: decide([item], { verdict: 'needs-information', reason: 'awaiting-supplier-documents' }),
      });
      const second = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        body: decide([item], { verdict: 'excluded', reason: 'duplicate-claim', note: 'Same land as two-2.' }),
      });
      expect([first.status, second.status]).toEqual([201, 201]);
      // Without a token the simulator connection is the page's first demo account, as on the page.
      expect(second.body.decisions[0].decidedBy).toBe(AMARA);

      const current = await call(service, 'GET', decisions('simulator', 'p-cocoa', '?supplierId=s-two'), {
        token: 'demo-token-amara',
      });
      expect(current.body.decisions.map((d: Decision) => [d.plotId, d.otherPlotId, d.verdict])).toEqual([
        ['two-1', 'two-2', 'excluded'],
      ]);

      const byPlot = await call(service, 'GET', history('simulator', 'p-cocoa', '?plotId=two-1'));
      expect(byPlot.status).toBe(200);
      expect(decisionHistorySchema.parse(byPlot.body)).toEqual(byPlot.body);
      expect(byPlot.body.truncated).toBe(false);
      expect(byPlot.body.history.map((d: Decision) => d.verdict)).toEqual(['excluded', 'needs-information']);
      expect(byPlot.body.history.map((d: Decision) => d.id)).toEqual([
        second.body.decisions[0].id,
        first.body.decisions[0].id,
      ]);
      // The other plot of a pair finds the decision in its own history too.
      const byOther = await call(service, 'GET', history('simulator', 'p-cocoa', '?plotId=two-2'));
      expect(byOther.body.history).toHaveLength(2);
      const bySupplier = await call(service, 'GET', history('simulator', 'p-cocoa', '?supplierId=s-two'));
      expect(bySupplier.body.history).toEqual(byPlot.body.history);
    });

    it('keeps pair items apart by kind and order, and a risk item apart from a pair on the same plot', async () => {
      const items = [
        { plotId: 'three-1', kind: 'risk', supplierId: 's-three' },
        { plotId: 'three-1', kind: 'inside-another', otherPlotId: 'three-2', supplierId: 's-three' },
        { plotId: 'three-2', kind: 'inside-another', otherPlotId: 'three-1', supplierId: 's-three' },
        { plotId: 'three-1', kind: 'double-claim', otherPlotId: 'three-2', supplierId: 's-three' },
      ];
      expect(
        (await call(service, 'POST', decisions('simulator', 'p-cocoa'), { body: decide(items) })).status,
      ).toBe(201);
      const current = await call(service, 'GET', decisions('simulator', 'p-cocoa', '?supplierId=s-three'));
      expect(current.body.decisions).toHaveLength(4);
    });

    it('records a bulk decision of 10,000 items at the longest id in one request, and refuses 10,001', async () => {
      const long = (prefix: string, i: number) => `${prefix}${i}`.padEnd(REVIEW_LIMITS.maxIdLength, 'x');
      const items = Array.from({ length: REVIEW_LIMITS.maxItems }, (_, i) => ({
        plotId: long('bulk-', i),
        kind: 'double-claim',
        otherPlotId: long('other-', i),
        supplierId: 's-bulk'.padEnd(REVIEW_LIMITS.maxIdLength, 'x'),
      }));
      const body = decide(items, { note: 'n'.repeat(REVIEW_LIMITS.maxNoteLength) });
      expect(JSON.stringify(body).length).toBeLessThan(REVIEW_LIMITS.maxBodyBytes);
      const posted = await call(service, 'POST', decisions('simulator', 'p-coffee'), { body });
      expect(posted.status).toBe(201);
      expect(posted.body.decisions).toHaveLength(REVIEW_LIMITS.maxItems);
      const listed = await call(service, 'GET', decisions('simulator', 'p-coffee'));
      expect(listed.body.decisions).toHaveLength(REVIEW_LIMITS.maxItems);
      expect(new Set(listed.body.decisions.map((d: Decision) => d.plotId)).size).toBe(REVIEW_LIMITS.maxItems);

      const tooMany = await call(service, 'POST', decisions('simulator', 'p-coffee'), {
        body: decide([...items, { plotId: 'one-more', kind: 'risk' }]),
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errorCode).toBe('limit_exceeded');
      expect(tooMany.body.errorMessage).toContain('at most 10,000');
      const after = await call(service, 'GET', history('simulator', 'p-coffee', '?plotId=one-more'));
      expect(after.body.history).toEqual([]);
    }, 60_000);

    it('refuses a body over the size cap with 413, and stores nothing of it', async () => {
      const padding = 'p'.repeat(REVIEW_LIMITS.maxBodyBytes);
      const big = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        raw: JSON.stringify(decide([{ plotId: 'big-1', kind: 'risk' }], { note: padding })),
      });
      expect(big.status).toBe(413);
      expect(big.body.errorCode).toBe('limit_exceeded');
      const after = await call(service, 'GET', history('simulator', 'p-cocoa', '?plotId=big-1'));
      expect(after.body.history).toEqual([]);
    });

    it('stores all items of a request or none: one invalid item refuses the whole request', async () => {
      const posted = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        body: decide([
          { plotId: 'atomic-1', kind: 'risk' },
          { plotId: 'atomic-2', kind: 'double-claim' },
        ]),
      });
      expect(posted.status).toBe(400);
      expect(posted.body.errorMessage).toBe(
        'Invalid field "items.1.otherPlotId" is required for kind "double-claim".',
      );
      const after = await call(service, 'GET', history('simulator', 'p-cocoa', '?plotId=atomic-1'));
      expect(after.body.history).toEqual([]);
    });

    it.each([
      ['no items', { items: [] }, '"items" must name at least one item'],
      [
        'a risk item with another plot',
        { items: [{ plotId: 'a', kind: 'risk', otherPlotId: 'b' }] },
        'otherPlotId',
      ],
      [
        'a pair of a plot with itself',
        { items: [{ plotId: 'a', kind: 'inside-another', otherPlotId: 'a' }] },
        'must differ',
      ],
      ['an unknown kind', { items: [{ plotId: 'a', kind: 'overlap' }] }, 'items.0.kind'],
      ['an unknown verdict', { verdict: 'approved' }, 'verdict'],
      ['an unknown reason', { reason: 'looks fine' }, 'reason'],
      ['an empty plot id', { items: [{ plotId: '', kind: 'risk' }] }, 'items.0.plotId'],
      [
        'a plot id one over the cap',
        { items: [{ plotId: 'x'.repeat(REVIEW_LIMITS.maxIdLength + 1), kind: 'risk' }] },
        'at most 128',
      ],
      [
        'a control character in an id',
        { items: [{ plotId: 'a\u0000b', kind: 'risk' }] },
        'control characters',
      ],
      [
        'a note one over the cap',
        { note: 'n'.repeat(REVIEW_LIMITS.maxNoteLength + 1) },
        '"note" must be at most 2000',
      ],
      ['an http evidence link', { evidence: { url: 'http://example.org/a' } }, 'https://'],
      ['a javascript: evidence link', { evidence: { url: 'javascript:alert(1)' } }, 'https://'],
      ['an evidence link with credentials', { evidence: { url: 'https://u:p@example.org/' } }, 'https://'],
      [
        'an evidence link one over the cap',
        { evidence: { url: `https://example.org/${'a'.repeat(REVIEW_LIMITS.maxUrlLength)}` } },
        'at most 2000',
      ],
      [
        'an evidence note one over the cap',
        { evidence: { note: 'n'.repeat(REVIEW_LIMITS.maxNoteLength + 1) } },
        'evidence.note',
      ],
      ['items that are not a list', { items: 'everything' }, 'items'],
    ])('refuses %s with 400 naming the field', async (_, change, expected) => {
      const body = { ...decide([{ plotId: 'bad-1', kind: 'risk' }]), ...change };
      const posted = await call(service, 'POST', decisions('simulator', 'p-cocoa'), { body });
      expect(posted.status).toBe(400);
      expect(posted.body.errorCode).toBe('invalid_request');
      expect(posted.body.errorMessage).toContain(expected);
    });

    it('accepts every bound at its limit', async () => {
      const url = `https://example.org/${'a'.repeat(REVIEW_LIMITS.maxUrlLength - 'https://example.org/'.length)}`;
      const id = 'i'.repeat(REVIEW_LIMITS.maxIdLength);
      const posted = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        body: decide([{ plotId: id, kind: 'risk', supplierId: id }], {
          note: 'n'.repeat(REVIEW_LIMITS.maxNoteLength),
          evidence: { url, note: 'e'.repeat(REVIEW_LIMITS.maxNoteLength) },
        }),
      });
      expect(posted.status).toBe(201);
      expect(posted.body.decisions[0].evidence.url).toHaveLength(REVIEW_LIMITS.maxUrlLength);
      // Text is data: stored and answered as sent.
      const odd = '<img src=x onerror=alert(1)> “quotes” \u00e9\u{1F333}';
      const stored = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        body: decide([{ plotId: odd, kind: 'risk' }], { note: odd }),
      });
      expect(stored.status).toBe(201);
      const back = await call(
        service,
        'GET',
        history('simulator', 'p-cocoa', `?plotId=${encodeURIComponent(odd)}`),
      );
      expect(back.body.history[0]).toMatchObject({ plotId: odd, note: odd, evidence: null });
    });

    it('refuses a body that is not JSON, and a write that is not JSON or not from our page', async () => {
      const notJson = await call(service, 'POST', decisions('simulator', 'p-cocoa'), { raw: '{"items": [' });
      expect(notJson.status).toBe(400);
      expect(notJson.body.errorMessage).toContain('must be JSON');
      const form = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        raw: 'items=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '7' },
      });
      expect(form.status).toBe(403);
      const crossSite = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        body: decide([{ plotId: 'csrf-1', kind: 'risk' }]),
        headers: { origin: 'https://evil.example' },
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.errorMessage).toContain(
        "The dashboard's review store serves only this dashboard's page",
      );
      const after = await call(service, 'GET', history('simulator', 'p-cocoa', '?plotId=csrf-1'));
      expect(after.body.history).toEqual([]);
    });
  });

  describe.skipIf(backend.skip)('history', () => {
    it('needs exactly one of plotId and supplierId', async () => {
      for (const query of ['', '?plotId=a&supplierId=b']) {
        const answer = await call(service, 'GET', history('simulator', 'p-cocoa', query));
        expect(answer.status).toBe(400);
        expect(answer.body.errorMessage).toBe(
          'Send exactly one of the query parameters plotId and supplierId.',
        );
      }
    });

    it('answers at most `limit` entries, newest first, and says when it left older ones out', async () => {
      for (const verdict of ['needs-information', 'cleared', 'excluded']) {
        await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
          body: decide([{ plotId: 'lim-1', kind: 'risk' }], { verdict }),
        });
      }
      const two = await call(service, 'GET', history('simulator', 'p-cocoa', '?plotId=lim-1&limit=2'));
      expect(two.body.history.map((d: Decision) => d.verdict)).toEqual(['excluded', 'cleared']);
      expect(two.body.truncated).toBe(true);
      const three = await call(service, 'GET', history('simulator', 'p-cocoa', '?plotId=lim-1&limit=3'));
      expect(three.body.history).toHaveLength(3);
      expect(three.body.truncated).toBe(false);
      for (const ok of ['1', String(REVIEW_LIMITS.maxHistory)]) {
        expect(
          (await call(service, 'GET', history('simulator', 'p-cocoa', `?plotId=lim-1&limit=${ok}`))).status,
        ).toBe(200);
      }
      for (const bad of ['0', String(REVIEW_LIMITS.maxHistory + 1), '2.5', '-1', 'ten', '']) {
        const answer = await call(
          service,
          'GET',
          history('simulator', 'p-cocoa', `?plotId=lim-1&limit=${bad}`),
        );
        expect(answer.status, bad).toBe(400);
      }
    });

    it('refuses a query id over the cap', async () => {
      const id = 'x'.repeat(REVIEW_LIMITS.maxIdLength);
      expect((await call(service, 'GET', history('simulator', 'p-cocoa', `?plotId=${id}`))).status).toBe(200);
      const over = await call(service, 'GET', history('simulator', 'p-cocoa', `?plotId=${id}x`));
      expect(over.status).toBe(400);
      expect(over.body.errorMessage).toContain('"plotId"');
    });
  });

  describe.skipIf(backend.skip)('upload records', () => {
    it('records an upload with who and when from the server, and lists them newest first', async () => {
      const first = await call(service, 'POST', records('simulator', 'p-cocoa'), { body: uploadRecord() });
      expect(first.status).toBe(201);
      expect(uploadRecordAnswerSchema.parse(first.body)).toEqual(first.body);
      expect(first.body.record).toEqual({
        ...uploadRecord(),
        recordedBy: AMARA,
        recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const second = await call(service, 'POST', records('simulator', 'p-cocoa'), {
        body: uploadRecord({ uploadId: 'u-2', overwrite: true, added: 3, removed: 124, plotCount: 3 }),
      });
      const other = await call(service, 'POST', records('simulator', 'p-cocoa'), {
        body: uploadRecord({
          uploadId: 'u-3',
          supplierId: 's-2',
          supplierName: undefined,
          fileSha256: undefined,
        }),
      });
      expect([second.status, other.status]).toEqual([201, 201]);
      expect(other.body.record.supplierName).toBeUndefined();

      const all = await call(service, 'GET', records('simulator', 'p-cocoa'));
      expect(uploadRecordListSchema.parse(all.body)).toEqual(all.body);
      expect(all.body.records.map((r: { uploadId: string }) => r.uploadId)).toEqual(['u-3', 'u-2', 'u-1']);
      const one = await call(service, 'GET', records('simulator', 'p-cocoa', '?supplierId=s-1'));
      expect(one.body.records.map((r: { uploadId: string }) => r.uploadId)).toEqual(['u-2', 'u-1']);
      expect(one.body.records[0]).toMatchObject({ overwrite: true, shouldMatchOnName: false, removed: 124 });
    });

    it('keeps the first record when the same upload is recorded again (200)', async () => {
      const again = await call(service, 'POST', records('simulator', 'p-cocoa'), {
        body: uploadRecord({ added: 999 }),
      });
      expect(again.status).toBe(200);
      expect(again.body.record.added).toBe(124);
      const listed = await call(service, 'GET', records('simulator', 'p-cocoa', '?supplierId=s-1'));
      expect(listed.body.records).toHaveLength(2);
    });

    it.each([
      ['a negative count', { added: -1 }, 'added'],
      ['a fractional count', { plotCount: 1.5 }, 'plotCount'],
      ['a count over the cap', { removed: REVIEW_LIMITS.maxCount + 1 }, 'removed'],
      ['100 files', { fileNames: Array.from({ length: 100 }, (_, i) => `f${i}.kml`) }, 'at most 99 files'],
      [
        'a file name one over the cap',
        { fileNames: ['f'.repeat(REVIEW_LIMITS.maxFileNameLength + 1)] },
        'fileNames.0',
      ],
      ['a hash that is not SHA-256 hex', { fileSha256: ['ABC'] }, 'fileSha256.0'],
      ['a date that is not ISO 8601', { endedAt: 'yesterday' }, 'endedAt'],
      ['the recorder from the body', { recordedBy: 'someone' }, 'recordedBy'],
      ['a missing option', { overwrite: undefined }, 'overwrite'],
    ])('refuses %s with 400 naming the field', async (_, change, expected) => {
      const body = { ...uploadRecord({ uploadId: 'u-bad' }), ...change };
      const posted = await call(service, 'POST', records('simulator', 'p-cocoa'), { body });
      expect(posted.status).toBe(400);
      expect(posted.body.errorMessage).toContain(expected);
    });

    it('accepts 99 files with names at the cap, and counts at the cap', async () => {
      const fileNames = Array.from({ length: REVIEW_LIMITS.maxFiles }, (_, i) =>
        `${i}`.padEnd(REVIEW_LIMITS.maxFileNameLength, 'f'),
      );
      const posted = await call(service, 'POST', records('simulator', 'p-cocoa'), {
        body: uploadRecord({
          uploadId: 'u-max',
          fileNames,
          fileSha256: undefined,
          plotCount: REVIEW_LIMITS.maxCount,
        }),
      });
      expect(posted.status).toBe(201);
      expect(posted.body.record.fileNames).toEqual(fileNames);
      expect(posted.body.record.plotCount).toBe(REVIEW_LIMITS.maxCount);
    });
  });

  describe.skipIf(backend.skip)('access', () => {
    it('keeps two accounts on the same project apart', async () => {
      const item = { plotId: 'iso-1', kind: 'risk', supplierId: 's-iso' };
      await call(service, 'POST', decisions('simulator', 'p-palm'), {
        token: 'demo-token-amara',
        body: decide([item]),
      });
      await call(service, 'POST', records('simulator', 'p-palm'), {
        token: 'demo-token-amara',
        body: uploadRecord({ uploadId: 'u-iso', supplierId: 's-iso' }),
      });
      const lucas = { token: 'demo-token-lucas' };
      expect((await call(service, 'GET', decisions('simulator', 'p-palm'), lucas)).body.decisions).toEqual(
        [],
      );
      expect(
        (await call(service, 'GET', history('simulator', 'p-palm', '?plotId=iso-1'), lucas)).body.history,
      ).toEqual([]);
      expect((await call(service, 'GET', records('simulator', 'p-palm'), lucas)).body.records).toEqual([]);

      const own = await call(service, 'POST', decisions('simulator', 'p-palm'), {
        ...lucas,
        body: decide([item], { verdict: 'excluded', reason: 'deforestation-confirmed' }),
      });
      expect(own.body.decisions[0].decidedBy).toBe(LUCAS);
      const amaras = await call(service, 'GET', decisions('simulator', 'p-palm', '?supplierId=s-iso'), {
        token: 'demo-token-amara',
      });
      expect(amaras.body.decisions.map((d: Decision) => d.verdict)).toEqual(['cleared']);
      // The same account's other project holds none of them either.
      const otherProject = await call(service, 'GET', history('simulator', 'p-cocoa', '?plotId=iso-1'), {
        token: 'demo-token-amara',
      });
      expect(otherProject.body.history).toEqual([]);
    });

    it("refuses a project the token's account cannot see (403) and a token the simulator does not know (401)", async () => {
      const forbidden = await call(service, 'GET', decisions('simulator', 'p-cocoa'), {
        token: 'demo-token-lucas',
      });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({
        errorCode: 'forbidden',
        errorMessage: expect.stringContaining('Project p-cocoa is not accessible with this token.'),
      });
      const write = await call(service, 'POST', decisions('simulator', 'p-cocoa'), {
        token: 'demo-token-lucas',
        body: decide([{ plotId: 'sneak-1', kind: 'risk' }]),
      });
      expect(write.status).toBe(403);
      expect(
        (await call(service, 'GET', history('simulator', 'p-cocoa', '?plotId=sneak-1'))).body.history,
      ).toEqual([]);
      const unknown = await call(service, 'GET', decisions('simulator', 'p-cocoa'), { token: 'not-a-token' });
      expect(unknown.status).toBe(401);
      expect(unknown.body.errorCode).toBe('unauthorized');
      const malformed = await call(service, 'GET', decisions('simulator', 'p-cocoa'), {
        headers: { authorization: 'Basic abc' },
      });
      expect(malformed.status).toBe(401);
      const missing = await call(service, 'GET', decisions('simulator', 'no-such-project'));
      expect(missing.status).toBe(403);
    });

    it('keeps the live connection apart from the simulator, and live tokens apart from each other', async () => {
      const one = { token: 'live-token-one-0123456789' };
      const two = { token: 'live-token-two-0123456789' };
      const posted = await call(service, 'POST', decisions('live', 'p-cocoa'), {
        ...one,
        body: decide([{ plotId: 'live-1', kind: 'risk' }]),
      });
      expect(posted.status).toBe(201);
      const decidedBy = posted.body.decisions[0].decidedBy as string;
      expect(decidedBy).toMatch(/^API token [0-9a-f]{8}$/);
      expect(decidedBy).not.toContain('live-token');
      // The same project id on the simulator is another store.
      expect(
        (await call(service, 'GET', history('simulator', 'p-cocoa', '?plotId=live-1'))).body.history,
      ).toEqual([]);
      // Token two cannot see p-cocoa in the service, and sees none of token one's decisions on p-live.
      expect((await call(service, 'GET', decisions('live', 'p-cocoa'), two)).status).toBe(403);
      await call(service, 'POST', decisions('live', 'p-live'), {
        ...one,
        body: decide([{ plotId: 'live-2', kind: 'risk' }]),
      });
      expect((await call(service, 'GET', decisions('live', 'p-live'), two)).body.decisions).toEqual([]);
      expect((await call(service, 'GET', decisions('live', 'p-live'), one)).body.decisions).toHaveLength(1);
      const refused = await call(service, 'GET', decisions('live', 'p-live'), { token: 'revoked-token' });
      expect(refused.status).toBe(401);
      expect(refused.body.errorMessage).toContain('The live service refused this API token');
      const none = await call(service, 'GET', decisions('live', 'p-live'));
      expect(none.status).toBe(401);
      expect(none.body.errorMessage).toContain('Authorization');
    });

    it('writes no token to the database', async () => {
      await call(service, 'POST', records('live', 'p-live'), {
        token: 'live-token-one-0123456789',
        body: uploadRecord({ uploadId: 'u-live' }),
      });
      const database = await openReviewDatabase({
        databaseUrl,
        sqliteFile: reviewDbFileOf({ dataDir, reviewDbFile: null }),
      });
      try {
        const rows = [
          ...(await database.db.selectFrom('review_decision').selectAll().execute()),
          ...(await database.db.selectFrom('upload_record').selectAll().execute()),
        ];
        expect(rows.length).toBeGreaterThan(0);
        expect(JSON.stringify(rows)).not.toMatch(/live-token|demo-token/);
      } finally {
        await database.close();
      }
      if (!databaseUrl) {
        for (const file of readdirSync(dataDir))
          expect(readFileSync(path.join(dataDir, file)).includes('live-token'), file).toBe(false);
      }
    });

    it('answers 404 for a connection that does not exist, and for an unknown path', async () => {
      const unknown = await call(service, 'GET', decisions('staging', 'p-cocoa'));
      expect(unknown.status).toBe(404);
      expect(unknown.body.errorMessage).toContain('/api/review/simulator');
      const path404 = await call(service, 'GET', '/simulator/projects/p-cocoa/verdicts');
      expect(path404.status).toBe(404);
      const del = await call(service, 'DELETE', decisions('simulator', 'p-cocoa'));
      expect(del.status).toBe(404);
    });
  });

  describe.skipIf(backend.skip)('the database', () => {
    it('refuses to change or delete a stored decision or upload record (append-only)', async () => {
      const database = await openReviewDatabase({
        databaseUrl,
        sqliteFile: reviewDbFileOf({ dataDir, reviewDbFile: null }),
      });
      try {
        await expect(
          database.db.updateTable('review_decision').set({ verdict: 'cleared' }).execute(),
        ).rejects.toThrow(/append-only/);
        await expect(database.db.deleteFrom('review_decision').execute()).rejects.toThrow(/append-only/);
        await expect(database.db.deleteFrom('upload_record').execute()).rejects.toThrow(/append-only/);
        const left = await database.db
          .selectFrom('review_decision')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(left.n)).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    });

    it('runs each migration once: opening an up-to-date store again changes nothing', async () => {
      const url = await backend.databaseUrl();
      const sqliteFile = path.join(tempDir(), 'nested', 'review.db');
      const first = await openReviewDatabase({ databaseUrl: url, sqliteFile });
      await first.db
        .insertInto('upload_record')
        .values({
          connection: 'simulator',
          account_key: 'a',
          project_id: 'p',
          upload_id: 'u',
          supplier_id: 's',
          supplier_name: null,
          file_names: '[]',
          file_sha256: null,
          overwrite: 0,
          should_match_on_name: 0,
          added: 1,
          changed: 0,
          removed: 0,
          plot_count: 1,
          started_at: null,
          ended_at: null,
          recorded_by: 'a',
          recorded_at: '2026-11-26T00:00:00.000Z',
        })
        .execute();
      await first.close();
      for (let i = 0; i < 2; i++) {
        const again = await openReviewDatabase({ databaseUrl: url, sqliteFile });
        try {
          const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(again.db);
          expect(applied.rows.map((r) => r.name)).toEqual(['0001-decisions-and-upload-records']);
          expect(await again.db.selectFrom('upload_record').select('upload_id').execute()).toEqual([
            { upload_id: 'u' },
          ]);
        } finally {
          await again.close();
        }
      }
    });
  });
});

describe('review store without a live connection', () => {
  it('answers 404 on /live, saying how to configure it', async () => {
    const service = await createReviewService({ ...readConfig({}), dataDir: tempDir() }, DEMO_ACCOUNTS);
    try {
      const answer = await call(service, 'GET', decisions('live', 'p-cocoa'), { token: 'anything' });
      expect(answer.status).toBe(404);
      expect(answer.body.errorMessage).toContain('SATELLIGENCE_API_URL');
    } finally {
      await service.close();
    }
  });
});
