/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; the tests assert their shapes. */
/**
 * The review store's routes (routes.ts) on both databases: SQLite always, PostgreSQL when its binaries are
 * installed (one throwaway cluster for this file, tests/support/postgres.ts). The same suite runs on each:
 * every route, both sides of every bound, access isolation between teams, roles, projects and connections,
 * append-only history, and migrations that run once.
 *
 * People sign in (the demo team's one-click sign-in: this server is local-only) and every write carries an
 * Idempotency-Key (docs/people.md). Decisions are checked against the risk service's plots and suppliers:
 * here a fake service (below) whose catalogue the tests write, so a bound can be reached with ids of any
 * length and 10,000 items; the real simulator's seeded plots are used in "the server app" at the end.
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
} from '@core/api/review.ts';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../../tests/support/postgres.ts';
import { readConfig } from '../config.ts';
import { DEMO_ACCOUNTS } from '../simulator/demo-accounts.ts';
import { openReviewDatabase } from './database.ts';
import { createReviewService, reviewDbFileOf, type ReviewService } from './index.ts';

const AMARA = 'Amara Okafor (compliance lead)';
const INES = 'Inès Martin (approver)';
const LUCAS = 'Lucas Meyer (analyst)';
/** The live service's tokens in the fake below, and the projects each may see. */
const LIVE_TOKENS: Record<string, string[]> = {
  'live-token-one-0123456789': ['p-live', 'p-cocoa'],
  'live-token-two-0123456789': ['p-live'],
};
const ORIGIN = 'http://127.0.0.1:5173';

/**
 * The risk service's plots as the fake service knows them (the same for the simulator connection and the
 * live one): plot id → its project and supplier; and each project's suppliers, id → name.
 */
const PLOTS = new Map<string, { projectId: string; supplierId: string }>();
/** Each project's plot ids in order: a page of the listing is a slice, not a pass over every project's plots. */
const PROJECT_PLOTS = new Map<string, string[]>();
const SUPPLIERS = new Map<string, Map<string, string>>();
const supplierName = (supplierId: string) => `Supplier ${supplierId.slice(0, 40)}`;

function servicePlots(projectId: string, supplierId: string, ids: string[]): void {
  let listed = PROJECT_PLOTS.get(projectId);
  if (!listed) PROJECT_PLOTS.set(projectId, (listed = []));
  for (const id of ids) {
    if (PLOTS.has(id)) throw new Error(`plot ${id} is in the fake service twice`);
    PLOTS.set(id, { projectId, supplierId });
    listed.push(id);
  }
  let suppliers = SUPPLIERS.get(projectId);
  if (!suppliers) SUPPLIERS.set(projectId, (suppliers = new Map()));
  suppliers.set(supplierId, supplierName(supplierId));
}

const long = (prefix: string, i: number) => `${prefix}${i}`.padEnd(REVIEW_LIMITS.maxIdLength, 'x');
const LONGEST_ID = 'i'.repeat(REVIEW_LIMITS.maxIdLength);
const ODD_TEXT = '<img src=x onerror=alert(1)> “quotes” \u00e9\u{1F333}';
const BULK_SUPPLIER = 's-bulk'.padEnd(REVIEW_LIMITS.maxIdLength, 'x');
servicePlots('p-cocoa', 's-one', ['one-1', 'forged-1']);
servicePlots('p-cocoa', 's-two', ['two-1', 'two-2']);
servicePlots('p-cocoa', 's-three', ['three-1', 'three-2']);
servicePlots('p-cocoa', 's-misc', [
  'big-1',
  'atomic-1',
  'atomic-2',
  'bad-1',
  'csrf-1',
  'lim-1',
  'sneak-1',
  'key-1',
  'key-2',
  'roles-1',
  'token-1',
  ODD_TEXT,
]);
servicePlots('p-cocoa', LONGEST_ID, [LONGEST_ID]);
servicePlots('p-cocoa', 's-live', ['live-1']);
servicePlots('p-coffee', BULK_SUPPLIER, [
  ...Array.from({ length: REVIEW_LIMITS.maxItems }, (_, i) => long('bulk-', i)),
  ...Array.from({ length: REVIEW_LIMITS.maxItems }, (_, i) => long('other-', i)),
]);
servicePlots('p-palm', 's-iso', ['iso-1', 'palm-1']);
servicePlots('p-live', 's-live', ['live-2', 'live-3']);

/** The fake risk service: projects per token (live access), plots one by one and by project, suppliers. */
function fakeService(): Hono {
  const service = new Hono();
  service.get('/v1/projects', (c) => {
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
  const plot = (id: string) => {
    const { projectId, supplierId } = PLOTS.get(id)!;
    return {
      id,
      name: id,
      supplier: supplierName(supplierId),
      projectId,
      country: 'GH',
      areaHa: 1,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      properties: {},
      geometry: { type: 'Point', coordinates: [0, 0] },
      riskAssessment: null,
    };
  };
  service.get('/v1/plots/:id', (c) => {
    const id = c.req.param('id');
    return PLOTS.has(id)
      ? c.json(plot(id))
      : c.json({ errorCode: 'not_found', errorMessage: `No plot ${id}.` }, 404);
  });
  service.get('/v1/plots', (c) => {
    const projectId = c.req.query('projectId') ?? '';
    const limit = Number(c.req.query('limit') ?? 200);
    const from = Number(c.req.query('cursor') ?? 0);
    const ids = PROJECT_PLOTS.get(projectId) ?? [];
    const next = from + limit < ids.length ? from + limit : null;
    return c.json({
      results: ids.slice(from, from + limit).map(plot),
      nextUrl:
        next === null
          ? null
          : `/v1/plots?projectId=${encodeURIComponent(projectId)}&limit=${limit}&cursor=${next}`,
    });
  });
  service.get('/v1/suppliers', (c) => {
    const projectId = c.req.query('projectId') ?? '';
    return c.json({
      results: [...(SUPPLIERS.get(projectId) ?? [])].map(([id, name]) => ({
        id,
        name,
        projectId,
        plotCount: 1,
        createdAt: '2026-01-01T00:00:00Z',
      })),
    });
  });
  return service;
}

const binDir = postgresBinDir();
if (!binDir) console.warn('PostgreSQL is not installed (no initdb/pg_ctl): the PostgreSQL suite is skipped.');

let cluster: PostgresCluster | null = null;
let fakeLive: ServerType;
let liveUrl = '';
const serviceApp = fakeService();
const tempDirs: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    fakeLive = serve({ fetch: serviceApp.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  liveUrl = `http://127.0.0.1:${(fakeLive.address() as AddressInfo).port}`;
  if (binDir) cluster = await startPostgres(binDir);
});

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
  /** The session cookie (`name=secret`); null: none. */
  cookie: string | null;
  /** An Authorization bearer: a live service token from the page, or a personal access token. */
  bearer?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** The write's Idempotency-Key: a new one unless given; null sends none. */
  key?: string | null;
  /** The page's Origin unless given; null sends none (a script with an access token). */
  origin?: string | null;
}

let keys = 0;

async function call(service: ReviewService, method: string, url: string, options: Call) {
  const headers: Record<string, string> = {};
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (method !== 'GET' && options.key !== null)
    headers['idempotency-key'] = options.key ?? `review-store-${process.pid}-${keys++}`;
  Object.assign(headers, options.headers);
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

/** A session of the demo team's person (the server is local-only, so the one-click sign-in is offered). */
async function demoSignIn(service: ReviewService, personId: string): Promise<string> {
  const response = await service.auth.request(`${ORIGIN}/demo-sign-in`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ personId }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function passwordSignIn(service: ReviewService, email: string, password: string): Promise<string> {
  const response = await service.auth.request(`${ORIGIN}/sign-in`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
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
  /** Session cookies of the demo team: Amara admin of every project, Inès approver, Sofia viewer, Lucas reviewer of p-palm. */
  const as = { amara: '', ines: '', sofia: '', lucas: '' };
  /** Amara's session unless the call names another caller. */
  const request = (method: string, url: string, options: Partial<Call> = {}) =>
    call(service, method, url, { cookie: as.amara, ...options });

  beforeAll(async () => {
    if (backend.skip) return;
    dataDir = tempDir();
    databaseUrl = await backend.databaseUrl();
    service = await createReviewService(
      { ...readConfig({}), dataDir, databaseUrl, liveApiUrl: liveUrl, liveApiToken: null },
      DEMO_ACCOUNTS,
      serviceApp,
    );
    for (const name of ['amara', 'ines', 'sofia', 'lucas'] as const)
      as[name] = await demoSignIn(service, `demo-${name}`);
  });
  afterAll(async () => {
    await service?.close();
  });

  describe.skipIf(backend.skip)('decisions', () => {
    it('stores a decision with who and when from the server, and answers it as current', async () => {
      const before = Date.now();
      const posted = await request('POST', decisions('simulator', 'p-cocoa'), {
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
        decidedById: 'demo-amara',
      });
      expect(decision!.otherPlotId).toBeUndefined();
      expect(decision!.id).toMatch(/^[0-9a-f-]{36}$/);
      const at = Date.parse(decision!.decidedAt);
      expect(at).toBeGreaterThanOrEqual(before - 1);
      expect(at).toBeLessThanOrEqual(Date.now() + 1);

      const listed = await request('GET', decisions('simulator', 'p-cocoa', '?supplierId=s-one'));
      expect(listed.status).toBe(200);
      // Answers fit the contract the page parses them with.
      expect(decisionListSchema.parse(posted.body)).toEqual(posted.body);
      expect(decisionListSchema.parse(listed.body)).toEqual(listed.body);
      expect(listed.body.decisions).toEqual([decision]);
    });

    it('never takes decidedBy, decidedById or decidedAt from the body', async () => {
      for (const forged of [
        { decidedBy: 'Someone else' },
        { decidedById: 'demo-sofia' },
        { decidedAt: '2020-01-01T00:00:00Z' },
      ]) {
        const posted = await request('POST', decisions('simulator', 'p-cocoa'), {
          body: { ...decide([{ plotId: 'forged-1', kind: 'risk' }]), ...forged },
        });
        expect(posted.status).toBe(400);
        expect(posted.body).toEqual({
          errorCode: 'invalid_request',
          errorMessage: expect.stringContaining(Object.keys(forged)[0]!),
        });
      }
      expect(
        (await request('GET', history('simulator', 'p-cocoa', '?plotId=forged-1'))).body.history,
      ).toEqual([]);
    });

    it('answers the newest verdict as current, and keeps every verdict in the history, newest first', async () => {
      const item = { plotId: 'two-1', kind: 'double-claim', otherPlotId: 'two-2', supplierId: 's-two' };
      const first = await request('POST', decisions('simulator', 'p-cocoa'), {
        body: decide([item], { verdict: 'needs-information', reason: 'awaiting-supplier-documents' }),
      });
      // Another person of the team decides on the same item: the project has one record, naming each.
      const second = await request('POST', decisions('simulator', 'p-cocoa'), {
        cookie: as.ines,
        body: decide([item], { verdict: 'excluded', reason: 'duplicate-claim', note: 'Same land as two-2.' }),
      });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.decisions[0]).toMatchObject({ decidedBy: INES, decidedById: 'demo-ines' });

      const current = await request('GET', decisions('simulator', 'p-cocoa', '?supplierId=s-two'));
      expect(current.body.decisions.map((d: Decision) => [d.plotId, d.otherPlotId, d.verdict])).toEqual([
        ['two-1', 'two-2', 'excluded'],
      ]);

      const byPlot = await request('GET', history('simulator', 'p-cocoa', '?plotId=two-1'), {
        cookie: as.sofia,
      });
      expect(byPlot.status).toBe(200);
      expect(decisionHistorySchema.parse(byPlot.body)).toEqual(byPlot.body);
      expect(byPlot.body.truncated).toBe(false);
      expect(byPlot.body.history.map((d: Decision) => [d.verdict, d.decidedBy])).toEqual([
        ['excluded', INES],
        ['needs-information', AMARA],
      ]);
      expect(byPlot.body.history.map((d: Decision) => d.id)).toEqual([
        second.body.decisions[0].id,
        first.body.decisions[0].id,
      ]);
      // The other plot of a pair finds the decision in its own history too.
      const byOther = await request('GET', history('simulator', 'p-cocoa', '?plotId=two-2'));
      expect(byOther.body.history).toHaveLength(2);
      const bySupplier = await request('GET', history('simulator', 'p-cocoa', '?supplierId=s-two'));
      expect(bySupplier.body.history).toEqual(byPlot.body.history);
    });

    it('keeps pair items apart by kind and order, and a risk item apart from a pair on the same plot', async () => {
      const items = [
        { plotId: 'three-1', kind: 'risk', supplierId: 's-three' },
        { plotId: 'three-1', kind: 'inside-another', otherPlotId: 'three-2', supplierId: 's-three' },
        { plotId: 'three-2', kind: 'inside-another', otherPlotId: 'three-1', supplierId: 's-three' },
        { plotId: 'three-1', kind: 'double-claim', otherPlotId: 'three-2', supplierId: 's-three' },
      ];
      expect((await request('POST', decisions('simulator', 'p-cocoa'), { body: decide(items) })).status).toBe(
        201,
      );
      const current = await request('GET', decisions('simulator', 'p-cocoa', '?supplierId=s-three'));
      expect(current.body.decisions).toHaveLength(4);
    });

    it('records a bulk decision of 10,000 items at the longest id in one request, and refuses 10,001', async () => {
      const items = Array.from({ length: REVIEW_LIMITS.maxItems }, (_, i) => ({
        plotId: long('bulk-', i),
        kind: 'double-claim',
        otherPlotId: long('other-', i),
        supplierId: BULK_SUPPLIER,
      }));
      const body = decide(items, { note: 'n'.repeat(REVIEW_LIMITS.maxNoteLength) });
      expect(JSON.stringify(body).length).toBeLessThan(REVIEW_LIMITS.maxBodyBytes);
      const posted = await request('POST', decisions('simulator', 'p-coffee'), {
        body,
        key: 'k'.repeat(200),
      });
      expect(posted.status).toBe(201);
      expect(posted.body.decisions).toHaveLength(REVIEW_LIMITS.maxItems);
      const listed = await request('GET', decisions('simulator', 'p-coffee'));
      expect(listed.body.decisions).toHaveLength(REVIEW_LIMITS.maxItems);
      expect(new Set(listed.body.decisions.map((d: Decision) => d.plotId)).size).toBe(REVIEW_LIMITS.maxItems);

      const tooMany = await request('POST', decisions('simulator', 'p-coffee'), {
        body: decide([...items, { plotId: 'one-more', kind: 'risk' }]),
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errorCode).toBe('limit_exceeded');
      expect(tooMany.body.errorMessage).toContain('at most 10,000');
      const after = await request('GET', history('simulator', 'p-coffee', '?plotId=one-more'));
      expect(after.body.history).toEqual([]);
    });

    it('refuses a body over the size cap with 413, and stores nothing of it', async () => {
      const padding = 'p'.repeat(REVIEW_LIMITS.maxBodyBytes);
      const big = await request('POST', decisions('simulator', 'p-cocoa'), {
        raw: JSON.stringify(decide([{ plotId: 'big-1', kind: 'risk' }], { note: padding })),
      });
      expect(big.status).toBe(413);
      expect(big.body.errorCode).toBe('limit_exceeded');
      const after = await request('GET', history('simulator', 'p-cocoa', '?plotId=big-1'));
      expect(after.body.history).toEqual([]);
    });

    it('stores all items of a request or none: one invalid item refuses the whole request', async () => {
      const posted = await request('POST', decisions('simulator', 'p-cocoa'), {
        body: decide([
          { plotId: 'atomic-1', kind: 'risk' },
          { plotId: 'atomic-2', kind: 'double-claim' },
        ]),
      });
      expect(posted.status).toBe(400);
      expect(posted.body.errorMessage).toBe(
        'Invalid field "items.1.otherPlotId" is required for kind "double-claim".',
      );
      // One plot the service does not know refuses the others with it.
      const unknown = await request('POST', decisions('simulator', 'p-cocoa'), {
        body: decide([
          { plotId: 'atomic-1', kind: 'risk' },
          { plotId: 'atomic-made-up', kind: 'risk' },
        ]),
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errorMessage).toContain(
        'plot atomic-made-up is not a plot the service knows in project p-cocoa',
      );
      const after = await request('GET', history('simulator', 'p-cocoa', '?plotId=atomic-1'));
      expect(after.body.history).toEqual([]);
    });

    it('refuses plots of another project and a supplier that is not the plot’s, storing nothing', async () => {
      for (const [item, message] of [
        [{ plotId: 'iso-1', kind: 'risk' }, 'plot iso-1 belongs to another project (p-palm)'],
        [{ plotId: 'atomic-2', kind: 'risk', supplierId: 's-one' }, 'is a plot of supplier'],
        [{ plotId: 'atomic-2', kind: 'risk', supplierId: 's-nobody' }, 'not a supplier of project p-cocoa'],
      ] as const) {
        const answer = await request('POST', decisions('simulator', 'p-cocoa'), { body: decide([item]) });
        expect(answer.status, JSON.stringify(item)).toBe(400);
        expect(answer.body.errorMessage).toContain(message);
      }
      expect(
        (await request('GET', history('simulator', 'p-cocoa', '?plotId=atomic-2'))).body.history,
      ).toEqual([]);
    });

    it('needs an Idempotency-Key of 1 to 200 printable characters; a retry with it stores nothing again', async () => {
      const body = decide([{ plotId: 'key-1', kind: 'risk' }]);
      for (const key of [null, '', 'k'.repeat(201), 'with space']) {
        const answer = await request('POST', decisions('simulator', 'p-cocoa'), { body, key });
        expect(answer.status, String(key)).toBe(400);
        expect(answer.body.errorMessage).toContain('Idempotency-Key');
      }
      const first = await request('POST', decisions('simulator', 'p-cocoa'), { body, key: 'k' });
      const again = await request('POST', decisions('simulator', 'p-cocoa'), { body, key: 'k' });
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      const other = await request('POST', decisions('simulator', 'p-cocoa'), {
        body: decide([{ plotId: 'key-2', kind: 'risk' }]),
        key: 'k',
      });
      expect(other.status).toBe(422);
      // A key is the person's own: another person's same key is another request.
      const ines = await request('POST', decisions('simulator', 'p-cocoa'), {
        cookie: as.ines,
        body,
        key: 'k',
      });
      expect(ines.status).toBe(201);
      expect(ines.body.decisions[0].decidedBy).toBe(INES);
      const stored = await request('GET', history('simulator', 'p-cocoa', '?plotId=key-1'));
      expect(stored.body.history.map((d: Decision) => d.decidedBy)).toEqual([INES, AMARA]);
      expect((await request('GET', history('simulator', 'p-cocoa', '?plotId=key-2'))).body.history).toEqual(
        [],
      );
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
        { items: [{ plotId: 'a\u0001b', kind: 'risk' }] },
        'control characters',
      ],
      [
        'a NUL character in an id',
        { items: [{ plotId: 'a\u0000b', kind: 'risk' }] },
        'NUL character or a lone surrogate',
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
      const posted = await request('POST', decisions('simulator', 'p-cocoa'), { body });
      expect(posted.status).toBe(400);
      expect(posted.body.errorCode).toBe('invalid_request');
      expect(posted.body.errorMessage).toContain(expected);
    });

    it('accepts every bound at its limit', async () => {
      const url = `https://example.org/${'a'.repeat(REVIEW_LIMITS.maxUrlLength - 'https://example.org/'.length)}`;
      const posted = await request('POST', decisions('simulator', 'p-cocoa'), {
        body: decide([{ plotId: LONGEST_ID, kind: 'risk', supplierId: LONGEST_ID }], {
          note: 'n'.repeat(REVIEW_LIMITS.maxNoteLength),
          evidence: { url, note: 'e'.repeat(REVIEW_LIMITS.maxNoteLength) },
        }),
      });
      expect(posted.status).toBe(201);
      expect(posted.body.decisions[0].evidence.url).toHaveLength(REVIEW_LIMITS.maxUrlLength);
      // Text is data: stored and answered as sent.
      const stored = await request('POST', decisions('simulator', 'p-cocoa'), {
        body: decide([{ plotId: ODD_TEXT, kind: 'risk' }], { note: ODD_TEXT }),
      });
      expect(stored.status).toBe(201);
      const back = await request(
        'GET',
        history('simulator', 'p-cocoa', `?plotId=${encodeURIComponent(ODD_TEXT)}`),
      );
      expect(back.body.history[0]).toMatchObject({ plotId: ODD_TEXT, note: ODD_TEXT, evidence: null });
    });

    it('refuses a body that is not JSON, and a write that is not JSON or not from our page', async () => {
      const notJson = await request('POST', decisions('simulator', 'p-cocoa'), { raw: '{"items": [' });
      expect(notJson.status).toBe(400);
      expect(notJson.body.errorMessage).toContain('must be JSON');
      const form = await request('POST', decisions('simulator', 'p-cocoa'), {
        raw: 'items=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '7' },
      });
      expect(form.status).toBe(403);
      const crossSite = await request('POST', decisions('simulator', 'p-cocoa'), {
        body: decide([{ plotId: 'csrf-1', kind: 'risk' }]),
        headers: { origin: 'https://evil.example' },
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.errorMessage).toContain(
        "The dashboard's own API serves only this dashboard's page",
      );
      const after = await request('GET', history('simulator', 'p-cocoa', '?plotId=csrf-1'));
      expect(after.body.history).toEqual([]);
    });
  });

  describe.skipIf(backend.skip)('history', () => {
    it('needs exactly one of plotId and supplierId', async () => {
      for (const query of ['', '?plotId=a&supplierId=b']) {
        const answer = await request('GET', history('simulator', 'p-cocoa', query));
        expect(answer.status).toBe(400);
        expect(answer.body.errorMessage).toBe(
          'Send exactly one of the query parameters plotId and supplierId.',
        );
      }
    });

    it('answers at most `limit` entries, newest first, and says when it left older ones out', async () => {
      for (const verdict of ['needs-information', 'cleared', 'excluded']) {
        await request('POST', decisions('simulator', 'p-cocoa'), {
          body: decide([{ plotId: 'lim-1', kind: 'risk' }], { verdict }),
        });
      }
      const two = await request('GET', history('simulator', 'p-cocoa', '?plotId=lim-1&limit=2'));
      expect(two.body.history.map((d: Decision) => d.verdict)).toEqual(['excluded', 'cleared']);
      expect(two.body.truncated).toBe(true);
      const three = await request('GET', history('simulator', 'p-cocoa', '?plotId=lim-1&limit=3'));
      expect(three.body.history).toHaveLength(3);
      expect(three.body.truncated).toBe(false);
      for (const ok of ['1', String(REVIEW_LIMITS.maxHistory)]) {
        expect(
          (await request('GET', history('simulator', 'p-cocoa', `?plotId=lim-1&limit=${ok}`))).status,
        ).toBe(200);
      }
      for (const bad of ['0', String(REVIEW_LIMITS.maxHistory + 1), '2.5', '-1', 'ten', '']) {
        const answer = await request('GET', history('simulator', 'p-cocoa', `?plotId=lim-1&limit=${bad}`));
        expect(answer.status, bad).toBe(400);
      }
    });

    it('refuses a query id over the cap', async () => {
      const id = 'x'.repeat(REVIEW_LIMITS.maxIdLength);
      expect((await request('GET', history('simulator', 'p-cocoa', `?plotId=${id}`))).status).toBe(200);
      const over = await request('GET', history('simulator', 'p-cocoa', `?plotId=${id}x`));
      expect(over.status).toBe(400);
      expect(over.body.errorMessage).toContain('"plotId"');
    });
  });

  describe.skipIf(backend.skip)('upload records', () => {
    it('records an upload with who and when from the server, and lists them newest first', async () => {
      const first = await request('POST', records('simulator', 'p-cocoa'), { body: uploadRecord() });
      expect(first.status).toBe(201);
      expect(uploadRecordAnswerSchema.parse(first.body)).toEqual(first.body);
      expect(first.body.record).toEqual({
        ...uploadRecord(),
        recordedBy: AMARA,
        recordedById: 'demo-amara',
        recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const second = await request('POST', records('simulator', 'p-cocoa'), {
        body: uploadRecord({ uploadId: 'u-2', overwrite: true, added: 3, removed: 124, plotCount: 3 }),
      });
      const other = await request('POST', records('simulator', 'p-cocoa'), {
        body: uploadRecord({
          uploadId: 'u-3',
          supplierId: 's-2',
          supplierName: undefined,
          fileSha256: undefined,
        }),
      });
      expect([second.status, other.status]).toEqual([201, 201]);
      expect(other.body.record.supplierName).toBeUndefined();

      const all = await request('GET', records('simulator', 'p-cocoa'), { cookie: as.sofia });
      expect(uploadRecordListSchema.parse(all.body)).toEqual(all.body);
      expect(all.body.records.map((r: { uploadId: string }) => r.uploadId)).toEqual(['u-3', 'u-2', 'u-1']);
      const one = await request('GET', records('simulator', 'p-cocoa', '?supplierId=s-1'));
      expect(one.body.records.map((r: { uploadId: string }) => r.uploadId)).toEqual(['u-2', 'u-1']);
      expect(one.body.records[0]).toMatchObject({ overwrite: true, shouldMatchOnName: false, removed: 124 });
    });

    it('keeps the first record when the same upload is recorded again, by anyone (200)', async () => {
      const again = await request('POST', records('simulator', 'p-cocoa'), {
        cookie: as.ines,
        body: uploadRecord({ added: 999 }),
      });
      expect(again.status).toBe(200);
      expect(again.body.record).toMatchObject({ added: 124, recordedBy: AMARA, recordedById: 'demo-amara' });
      const listed = await request('GET', records('simulator', 'p-cocoa', '?supplierId=s-1'));
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
      ['the recorder’s id from the body', { recordedById: 'demo-sofia' }, 'recordedById'],
      ['a missing option', { overwrite: undefined }, 'overwrite'],
    ])('refuses %s with 400 naming the field', async (_, change, expected) => {
      const body = { ...uploadRecord({ uploadId: 'u-bad' }), ...change };
      const posted = await request('POST', records('simulator', 'p-cocoa'), { body });
      expect(posted.status).toBe(400);
      expect(posted.body.errorMessage).toContain(expected);
    });

    it('accepts 99 files with names at the cap, and counts at the cap', async () => {
      const fileNames = Array.from({ length: REVIEW_LIMITS.maxFiles }, (_, i) =>
        `${i}`.padEnd(REVIEW_LIMITS.maxFileNameLength, 'f'),
      );
      const posted = await request('POST', records('simulator', 'p-cocoa'), {
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
    /** The admin of a second team, whose simulator account (Lucas's) sees p-palm only. */
    let olga = '';

    beforeAll(async () => {
      if (backend.skip) return;
      await service.people.createTeam({
        teamName: 'Other team',
        displayName: 'Olga Other',
        email: 'olga@other.example',
        password: 'a long passphrase',
        simulatorToken: 'demo-token-lucas',
      });
      olga = await passwordSignIn(service, 'olga@other.example', 'a long passphrase');
    });

    it('keeps two teams on the same project apart', async () => {
      const item = { plotId: 'iso-1', kind: 'risk', supplierId: 's-iso' };
      expect((await request('POST', decisions('simulator', 'p-palm'), { body: decide([item]) })).status).toBe(
        201,
      );
      expect(
        (
          await request('POST', records('simulator', 'p-palm'), {
            body: uploadRecord({ uploadId: 'u-iso', supplierId: 's-iso' }),
          })
        ).status,
      ).toBe(201);
      const other = { cookie: olga };
      expect((await request('GET', decisions('simulator', 'p-palm'), other)).body.decisions).toEqual([]);
      expect(
        (await request('GET', history('simulator', 'p-palm', '?plotId=iso-1'), other)).body.history,
      ).toEqual([]);
      expect((await request('GET', records('simulator', 'p-palm'), other)).body.records).toEqual([]);

      const own = await request('POST', decisions('simulator', 'p-palm'), {
        ...other,
        body: decide([item], { verdict: 'excluded', reason: 'deforestation-confirmed' }),
      });
      expect(own.body.decisions[0].decidedBy).toBe('Olga Other');
      // The same upload id is the other team's own record: first-wins holds within a team.
      const ownRecord = await request('POST', records('simulator', 'p-palm'), {
        ...other,
        body: uploadRecord({ uploadId: 'u-iso', supplierId: 's-iso', added: 7 }),
      });
      expect(ownRecord.status).toBe(201);
      expect(ownRecord.body.record).toMatchObject({ added: 7, recordedBy: 'Olga Other' });
      const demoTeams = await request('GET', decisions('simulator', 'p-palm', '?supplierId=s-iso'));
      expect(demoTeams.body.decisions.map((d: Decision) => [d.verdict, d.decidedBy])).toEqual([
        ['cleared', AMARA],
      ]);
      expect((await request('GET', records('simulator', 'p-palm'))).body.records).toMatchObject([
        { uploadId: 'u-iso', added: 124, recordedBy: AMARA },
      ]);
      // Everyone of the demo team sees the one record of the project, whoever wrote it.
      const lucas = await request('GET', history('simulator', 'p-palm', '?plotId=iso-1'), {
        cookie: as.lucas,
      });
      expect(lucas.body.history.map((d: Decision) => d.decidedBy)).toEqual([AMARA]);
      // The same team's other project holds none of them.
      const otherProject = await request('GET', history('simulator', 'p-cocoa', '?plotId=iso-1'));
      expect(otherProject.body.history).toEqual([]);
    });

    it('lets a viewer read but not write, and gives a role on one project none on another', async () => {
      const viewer = { cookie: as.sofia };
      expect((await request('GET', decisions('simulator', 'p-cocoa'), viewer)).status).toBe(200);
      for (const [url, body, doing] of [
        [
          decisions('simulator', 'p-cocoa'),
          decide([{ plotId: 'roles-1', kind: 'risk' }]),
          'record decisions',
        ],
        [records('simulator', 'p-cocoa'), uploadRecord({ uploadId: 'u-roles' }), 'record uploads'],
      ] as const) {
        const refused = await request('POST', url, { ...viewer, body });
        expect(refused.status).toBe(403);
        expect(refused.body.errorMessage).toContain(
          `Only a reviewer, approver or admin of project p-cocoa may ${doing}; you are a viewer`,
        );
      }
      const lucas = { cookie: as.lucas };
      const palm = await request('POST', decisions('simulator', 'p-palm'), {
        ...lucas,
        body: decide([{ plotId: 'palm-1', kind: 'risk' }]),
      });
      expect(palm.status).toBe(201);
      expect(palm.body.decisions[0].decidedBy).toBe(LUCAS);
      for (const method of ['GET', 'POST']) {
        const elsewhere = await request(method, decisions('simulator', 'p-cocoa'), {
          ...lucas,
          ...(method === 'POST' ? { body: decide([{ plotId: 'roles-1', kind: 'risk' }]) } : {}),
        });
        expect(elsewhere.status).toBe(403);
        expect(elsewhere.body.errorMessage).toContain('you have no role on it');
      }
      expect((await request('GET', history('simulator', 'p-cocoa', '?plotId=roles-1'))).body.history).toEqual(
        [],
      );
      expect((await request('GET', records('simulator', 'p-cocoa'))).body.records).not.toContainEqual(
        expect.objectContaining({ uploadId: 'u-roles' }),
      );
    });

    it("refuses a project the team's service account cannot see (403), and anyone not signed in (401)", async () => {
      const forbidden = await request('GET', decisions('simulator', 'p-cocoa'), { cookie: olga });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({
        errorCode: 'forbidden',
        errorMessage: expect.stringContaining('Project p-cocoa is not accessible with this token.'),
      });
      const write = await request('POST', decisions('simulator', 'p-cocoa'), {
        cookie: olga,
        body: decide([{ plotId: 'sneak-1', kind: 'risk' }]),
      });
      expect(write.status).toBe(403);
      expect((await request('GET', history('simulator', 'p-cocoa', '?plotId=sneak-1'))).body.history).toEqual(
        [],
      );
      // A service token is not a person: without a session it opens nothing.
      for (const options of [
        { cookie: null },
        { cookie: null, bearer: 'demo-token-amara' },
        { cookie: null, headers: { authorization: 'Basic abc' } },
        { cookie: `${as.amara.split('=')[0]}=${'x'.repeat(43)}` },
      ]) {
        const unknown = await request('GET', decisions('simulator', 'p-cocoa'), options);
        expect(unknown.status, JSON.stringify(options)).toBe(401);
        expect(unknown.body.errorCode).toBe('unauthorized');
        expect(unknown.body.errorMessage).toContain('Sign in to read its decisions');
      }
      const missing = await request('GET', decisions('simulator', 'no-such-project'));
      expect(missing.status).toBe(403);
    });

    it('takes a personal access token without Origin, within its projects and role', async () => {
      const make = async (role: string) => {
        const response = await service.auth.request(`${ORIGIN}/tokens`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie: as.amara, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `script ${role}`, role, projectIds: ['p-cocoa'] }),
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { secret: string }).secret;
      };
      const reviewer = await make('reviewer');
      const script = { cookie: null, bearer: reviewer, origin: null };
      const posted = await request('POST', decisions('simulator', 'p-cocoa'), {
        ...script,
        body: decide([{ plotId: 'token-1', kind: 'risk' }]),
      });
      expect(posted.status).toBe(201);
      expect(posted.body.decisions[0]).toMatchObject({ decidedBy: AMARA, decidedById: 'demo-amara' });
      expect((await request('GET', decisions('simulator', 'p-palm'), script)).status).toBe(403);
      const viewer = await make('viewer');
      const refused = await request('POST', decisions('simulator', 'p-cocoa'), {
        ...script,
        bearer: viewer,
        body: decide([{ plotId: 'token-1', kind: 'risk' }]),
      });
      expect(refused.status).toBe(403);
      expect(refused.body.errorMessage).toContain('with this access token');
      expect(
        (await request('GET', history('simulator', 'p-cocoa', '?plotId=token-1'))).body.history,
      ).toHaveLength(1);
    });

    it('keeps the live connection apart from the simulator, and one record per team whichever token the page holds', async () => {
      const one = { bearer: 'live-token-one-0123456789' };
      const two = { bearer: 'live-token-two-0123456789' };
      const posted = await request('POST', decisions('live', 'p-cocoa'), {
        ...one,
        body: decide([{ plotId: 'live-1', kind: 'risk' }]),
      });
      expect(posted.status).toBe(201);
      expect(posted.body.decisions[0]).toMatchObject({ decidedBy: AMARA, decidedById: 'demo-amara' });
      // The same project id on the simulator is another record.
      expect((await request('GET', history('simulator', 'p-cocoa', '?plotId=live-1'))).body.history).toEqual(
        [],
      );
      // Token two cannot see p-cocoa in the service.
      expect((await request('GET', decisions('live', 'p-cocoa'), two)).status).toBe(403);
      const live2 = await request('POST', decisions('live', 'p-live'), {
        ...one,
        body: decide([{ plotId: 'live-2', kind: 'risk' }]),
      });
      expect(live2.status).toBe(201);
      // The record is the team's project's: the page's token only opens the service.
      expect((await request('GET', decisions('live', 'p-live'), two)).body.decisions).toHaveLength(1);
      expect((await request('GET', decisions('live', 'p-live'), one)).body.decisions).toHaveLength(1);
      // Another team with the same token sees none of it.
      expect(
        (await request('GET', decisions('live', 'p-live'), { ...one, cookie: olga })).body.decisions,
      ).toEqual([]);
      // A plot the live service does not know is refused there too.
      const madeUp = await request('POST', decisions('live', 'p-live'), {
        ...one,
        body: decide([{ plotId: 'live-made-up', kind: 'risk' }]),
      });
      expect(madeUp.status).toBe(400);
      const refused = await request('GET', decisions('live', 'p-live'), { bearer: 'revoked-token' });
      expect(refused.status).toBe(401);
      expect(refused.body.errorMessage).toContain('The live service refused this API token');
      const none = await request('GET', decisions('live', 'p-live'));
      expect(none.status).toBe(401);
      expect(none.body.errorMessage).toContain('Your team holds no live service token');
    });

    it('writes no token and no session secret to the database', async () => {
      expect(
        (
          await request('POST', records('live', 'p-live'), {
            bearer: 'live-token-one-0123456789',
            body: uploadRecord({ uploadId: 'u-live' }),
          })
        ).status,
      ).toBe(201);
      const secrets = Object.values(as).map((cookie) => cookie.split('=')[1]!);
      const database = await openReviewDatabase({
        databaseUrl,
        sqliteFile: reviewDbFileOf({ dataDir, reviewDbFile: null }),
      });
      try {
        const rows = [
          ...(await database.db.selectFrom('review_decision').selectAll().execute()),
          ...(await database.db.selectFrom('upload_record').selectAll().execute()),
          ...(await database.db.selectFrom('audit_event').selectAll().execute()),
          ...(await database.db.selectFrom('idempotent_request').selectAll().execute()),
          ...(await database.db.selectFrom('session').selectAll().execute()),
          ...(await database.db.selectFrom('access_token').selectAll().execute()),
        ];
        expect(rows.length).toBeGreaterThan(0);
        const text = JSON.stringify(rows);
        expect(text).not.toMatch(/live-token|demo-token|pat_/);
        for (const secret of secrets) expect(text).not.toContain(secret);
      } finally {
        await database.close();
      }
      if (!databaseUrl) {
        for (const file of readdirSync(dataDir)) {
          const bytes = readFileSync(path.join(dataDir, file));
          expect(bytes.includes('live-token'), file).toBe(false);
          for (const secret of secrets) expect(bytes.includes(secret), file).toBe(false);
        }
      }
    });

    it('answers 404 for a connection that does not exist, and for an unknown path', async () => {
      const unknown = await request('GET', decisions('staging', 'p-cocoa'));
      expect(unknown.status).toBe(404);
      expect(unknown.body.errorMessage).toContain('use simulator or live');
      const path404 = await request('GET', '/simulator/projects/p-cocoa/verdicts');
      expect(path404.status).toBe(404);
      expect(path404.body.errorMessage).toContain('/api/review/{simulator|live}');
      const del = await request('DELETE', decisions('simulator', 'p-cocoa'));
      expect(del.status).toBe(404);
    });
  });

  describe.skipIf(backend.skip)('the database', () => {
    it('refuses to change or delete a stored decision, upload record or audit entry (append-only)', async () => {
      const database = await openReviewDatabase({
        databaseUrl,
        sqliteFile: reviewDbFileOf({ dataDir, reviewDbFile: null }),
      });
      try {
        await expect(
          database.db.updateTable('review_decision').set({ verdict: 'cleared' }).execute(),
        ).rejects.toThrow(/append-only/);
        await expect(database.db.deleteFrom('review_decision').execute()).rejects.toThrow(/append-only/);
        await expect(database.db.updateTable('upload_record').set({ added: 0 }).execute()).rejects.toThrow(
          /append-only/,
        );
        await expect(database.db.deleteFrom('upload_record').execute()).rejects.toThrow(/append-only/);
        await expect(database.db.updateTable('audit_event').set({ summary: '' }).execute()).rejects.toThrow(
          /append-only/,
        );
        await expect(database.db.deleteFrom('audit_event').execute()).rejects.toThrow(/append-only/);
        for (const table of ['review_decision', 'upload_record', 'audit_event'] as const) {
          const left = await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow();
          expect(Number(left.n), table).toBeGreaterThan(0);
        }
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
          account_key: '',
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
          recorded_by_id: 'person-a',
          recorded_at: '2026-11-26T00:00:00.000Z',
          team_id: 'team-a',
        })
        .execute();
      const logged = async (db: typeof first.db) =>
        Number(
          (
            await db
              .selectFrom('audit_event')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await logged(first.db)).toBe(0);
      await first.close();
      for (let i = 0; i < 2; i++) {
        const again = await openReviewDatabase({ databaseUrl: url, sqliteFile });
        try {
          const applied = await sql<{
            name: string;
          }>`SELECT name FROM kysely_migration ORDER BY name`.execute(again.db);
          expect(applied.rows.map((r) => r.name)).toEqual([
            '0001-decisions-and-upload-records',
            '0002-people-and-audit',
            '0003-statements',
            '0004-eu-filing',
            '0005-declarations',
            '0006-audit-team-log',
            '0007-portfolio-mirror',
            '0008-portfolio-overlaps',
            '0009-portfolio-reads',
            '0010-portfolio-packs',
            '0011-portfolio-figures',
            '0012-portfolio-review',
          ]);
          expect(await again.db.selectFrom('upload_record').select('upload_id').execute()).toEqual([
            { upload_id: 'u' },
          ]);
          // 0002's entering of the old rows in the log did not run again either.
          expect(await logged(again.db)).toBe(0);
        } finally {
          await again.close();
        }
      }
    });
  });
});

describe('review store without a live connection', () => {
  it('answers 404 on /live, saying how to configure it', async () => {
    const service = await createReviewService(
      { ...readConfig({}), dataDir: tempDir() },
      DEMO_ACCOUNTS,
      serviceApp,
    );
    try {
      const cookie = await demoSignIn(service, 'demo-amara');
      const answer = await call(service, 'GET', decisions('live', 'p-cocoa'), { cookie, bearer: 'anything' });
      expect(answer.status).toBe(404);
      expect(answer.body.errorMessage).toContain('SATELLIGENCE_API_URL');
    } finally {
      await service.close();
    }
  });
});

describe('the server app', () => {
  it('mounts the review store at /api/review, beside the simulator, checked against its seeded plots', async () => {
    const { createServerApp } = await import('../app.ts');
    const server = await createServerApp({ ...readConfig({}), dataDir: tempDir() });
    try {
      const signIn = await server.app.request(`${ORIGIN}/api/auth/demo-sign-in`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ personId: 'demo-lucas' }),
      });
      expect(signIn.status).toBe(200);
      const headers = {
        origin: ORIGIN,
        cookie: signIn.headers.get('set-cookie')!.split(';')[0]!,
        'content-type': 'application/json',
      };
      const seeded = (await (
        await server.app.request(`${ORIGIN}/api/simulator/v1/plots?projectId=p-palm&limit=1`, {
          headers: { authorization: 'Bearer demo-token-lucas' },
        })
      ).json()) as { results: { id: string }[] };
      const plotId = seeded.results[0]!.id;
      const url = `${ORIGIN}/api/review/simulator/projects/p-palm/decisions`;
      const post = (id: string, key: string) =>
        server.app.request(url, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': key },
          body: JSON.stringify(decide([{ plotId: id, kind: 'risk' }])),
        });
      expect((await post(plotId, 'mounted-1')).status).toBe(201);
      expect((await post('plt-made-up', 'mounted-2')).status).toBe(400);
      const listed = (await (await server.app.request(url, { headers })).json()) as { decisions: Decision[] };
      expect(listed.decisions.map((d) => [d.plotId, d.decidedBy])).toEqual([[plotId, LUCAS]]);
      expect(
        (
          await server.app.request(`${ORIGIN}/api/simulator/v1/projects`, {
            headers: { authorization: 'Bearer demo-token-lucas' },
          })
        ).status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });
});
