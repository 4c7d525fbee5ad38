/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; the tests assert their shapes. */
/**
 * Issue 50's part of the review store, over HTTP, on both databases (SQLite always, PostgreSQL when its
 * binaries are installed: tests/support/postgres.ts): decisions naming a signal, upload records with their
 * provenance, approvers' overrides, evidence snapshots that never change after later writes, and risk
 * conclusions whose sign-off needs a second person. Roles, idempotent replays, bounds and the append-only
 * tables too. The risk service is a fake (below) whose plots the tests name.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, reviewItemKey, type UploadRecordInput } from '@core/api/review.ts';
import {
  conclusionAnswerSchema,
  conclusionListSchema,
  overrideListSchema,
  snapshotAnswerSchema,
  snapshotListSchema,
  type SnapshotRequest,
} from '@core/api/statements.ts';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../../tests/support/postgres.ts';
import { readConfig } from '../config.ts';
import { DEMO_ACCOUNTS } from '../simulator/demo-accounts.ts';
import { openReviewDatabase } from './database.ts';
import { createReviewService, reviewDbFileOf, type ReviewService } from './index.ts';

const ORIGIN = 'http://127.0.0.1:5173';
const AMARA = 'Amara Okafor (compliance lead)';
const INES = 'Inès Martin (approver)';
const LUCAS = 'Lucas Meyer (analyst)';

/** The fake service's plots: id → project and supplier name. */
const PLOTS = new Map<string, { projectId: string; supplier: string }>();
for (const id of ['a-1', 'a-2', 'a-3', 'a-4', 'a-5', 'sig-1', 'idem-1', 'idem-2'])
  PLOTS.set(id, { projectId: 'p-cocoa', supplier: 'Kofi Cooperative' });
for (const id of ['palm-1', 'palm-2']) PLOTS.set(id, { projectId: 'p-palm', supplier: 'Palm Growers' });

function fakeService(): Hono {
  const service = new Hono();
  const plot = (id: string) => ({
    id,
    name: id,
    supplier: PLOTS.get(id)!.supplier,
    projectId: PLOTS.get(id)!.projectId,
    country: 'GH',
    areaHa: 1,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    properties: {},
    geometry: { type: 'Point', coordinates: [0, 0] },
    riskAssessment: null,
  });
  service.get('/v1/plots/:id', (c) =>
    PLOTS.has(c.req.param('id'))
      ? c.json(plot(c.req.param('id')))
      : c.json({ errorCode: 'not_found', errorMessage: 'No such plot.' }, 404),
  );
  service.get('/v1/plots', (c) => {
    const projectId = c.req.query('projectId');
    return c.json({
      results: [...PLOTS].filter(([, p]) => p.projectId === projectId).map(([id]) => plot(id)),
      nextUrl: null,
    });
  });
  service.get('/v1/suppliers', (c) =>
    c.json({
      results: [
        {
          id: 's-kofi',
          name: 'Kofi Cooperative',
          projectId: c.req.query('projectId'),
          plotCount: 1,
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
    }),
  );
  return service;
}

const binDir = postgresBinDir();
if (!binDir) console.warn('PostgreSQL is not installed (no initdb/pg_ctl): the PostgreSQL suite is skipped.');
let cluster: PostgresCluster | null = null;
const tempDirs: string[] = [];

beforeAll(async () => {
  if (binDir) cluster = await startPostgres(binDir);
});
afterAll(async () => {
  await cluster?.stop();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const backends = [
  { name: 'SQLite', skip: false, databaseUrl: () => Promise.resolve(null) },
  { name: 'PostgreSQL', skip: !binDir, databaseUrl: () => cluster!.createDatabase() },
];

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const A_PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 250, 251, 252, 255])]);
const REASON = 'Field visit on 3 December found the clearing predates the cut-off.';
let keys = 0;
const newKey = () => `statements-${process.pid}-${keys++}`;

function snapshotBody(overrides: Partial<SnapshotRequest> = {}): SnapshotRequest {
  return {
    kind: 'statement-package',
    supplierIds: ['s-kofi'],
    plots: [
      { plotId: 'a-1', supplierId: 's-kofi', geometrySha256: sha('a-1') },
      { plotId: 'a-2', supplierId: 's-kofi', geometrySha256: sha('a-2') },
    ],
    leftOut: [{ plotId: 'a-3', why: 'excluded' }],
    riskDataAt: '2026-12-01T08:00:00.000Z',
    files: [{ name: 'statement-1.geojson', sizeBytes: 1234, sha256: sha('file') }],
    report: { fileName: 'Kofi Cooperative — report.pdf', pdfBase64: A_PDF.toString('base64') },
    ...overrides,
  };
}

describe.each(backends)('statements on $name', (backend) => {
  let service: ReviewService;
  let dataDir = '';
  let databaseUrl: string | null = null;
  const as = { amara: '', ines: '', sofia: '', lucas: '' };

  async function call(
    method: string,
    url: string,
    options: { who?: keyof typeof as; body?: unknown; raw?: string; key?: string | null } = {},
  ) {
    const headers: Record<string, string> = { origin: ORIGIN, cookie: as[options.who ?? 'amara'] };
    if (method !== 'GET' && options.key !== null) headers['idempotency-key'] = options.key ?? newKey();
    let body: string | undefined;
    if (options.raw !== undefined || options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.raw ?? JSON.stringify(options.body);
    }
    const response = await service.app.request(`${ORIGIN}${url}`, { method, headers, body });
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: (type.includes('json') ? await response.json() : null) as any,
      response,
    };
  }
  const cocoa = (rest: string) => `/simulator/projects/p-cocoa/${rest}`;
  const palm = (rest: string) => `/simulator/projects/p-palm/${rest}`;

  async function auditEvents(kind: string) {
    const response = await service.audit.request(
      `${ORIGIN}/simulator/projects/p-cocoa/events?kind=${kind}&limit=1000`,
      { headers: { origin: ORIGIN, cookie: as.sofia } },
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as any).events as any[];
  }

  beforeAll(async () => {
    if (backend.skip) return;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'review-statements-'));
    tempDirs.push(dataDir);
    databaseUrl = await backend.databaseUrl();
    service = await createReviewService(
      { ...readConfig({}), dataDir, databaseUrl },
      DEMO_ACCOUNTS,
      fakeService(),
    );
    for (const name of ['amara', 'ines', 'sofia', 'lucas'] as const) {
      const response = await service.auth.request(`${ORIGIN}/demo-sign-in`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ personId: `demo-${name}` }),
      });
      expect(response.status).toBe(200);
      as[name] = response.headers.get('set-cookie')!.split(';')[0]!;
    }
  });
  afterAll(async () => {
    await service?.close();
  });

  describe.skipIf(backend.skip)('decisions and upload records', () => {
    it('keeps a deforestation decision per signal and gives its signalId back', async () => {
      const decide = (signalId: string, verdict: string) =>
        call('POST', cocoa('decisions'), {
          body: {
            items: [{ plotId: 'sig-1', kind: 'deforestation', signalId, supplierId: 's-kofi' }],
            verdict,
            reason: 'no-deforestation-verified',
          },
        });
      const first = await decide('det-2026-11-01', 'cleared');
      expect(first.status).toBe(201);
      expect(first.body.decisions[0]).toMatchObject({ kind: 'deforestation', signalId: 'det-2026-11-01' });
      // A new detection on the same plot is a new item: the cleared one stays as it was.
      expect((await decide('det-2026-12-01', 'needs-information')).status).toBe(201);
      const current = (await call('GET', cocoa('decisions'))).body.decisions.filter(
        (d: any) => d.plotId === 'sig-1',
      );
      expect(current.map((d: any) => [d.signalId, d.verdict])).toEqual([
        ['det-2026-12-01', 'needs-information'],
        ['det-2026-11-01', 'cleared'],
      ]);
      const history = (await call('GET', cocoa('history?plotId=sig-1'))).body.history;
      expect(history.map((d: any) => d.signalId)).toEqual(['det-2026-12-01', 'det-2026-11-01']);
      const [entry] = await auditEvents('decision');
      expect(entry.detail).toMatchObject({ itemKind: 'deforestation', signalId: 'det-2026-12-01' });
    });

    it('gives an upload record its provenance back exactly, and none to a record without it', async () => {
      const provenance: Partial<UploadRecordInput> = {
        originalFiles: [{ name: 'Kofi plots (original).xlsx', sizeBytes: 48_213, sha256: sha('orig') }],
        sentFiles: [{ name: 'kofi-plots.geojson', sizeBytes: 301_004, sha256: sha('sent') }],
        fieldMapping: { name: 'Plot code', supplier: '=Kofi Cooperative', country: 'Pays' },
        fixes: [
          { kind: 'closed-rings', plotCount: 2, plots: ['12', 'N_AP_45_02'] },
          { kind: 'truncated', plotCount: 0, plots: [] },
        ],
      };
      const record = (uploadId: string, extra: Partial<UploadRecordInput> = {}) => ({
        uploadId,
        supplierId: 's-kofi',
        fileNames: ['kofi-plots.geojson'],
        overwrite: false,
        shouldMatchOnName: true,
        added: 2,
        changed: 0,
        removed: 0,
        plotCount: 2,
        ...extra,
      });
      const posted = await call('POST', cocoa('upload-records'), { body: record('u-prov', provenance) });
      expect(posted.status).toBe(201);
      expect(posted.body.record).toMatchObject(provenance);
      expect((await call('POST', cocoa('upload-records'), { body: record('u-plain') })).status).toBe(201);
      const records = (await call('GET', cocoa('upload-records'))).body.records;
      const prov = records.find((r: any) => r.uploadId === 'u-prov');
      expect({
        originalFiles: prov.originalFiles,
        sentFiles: prov.sentFiles,
        fieldMapping: prov.fieldMapping,
        fixes: prov.fixes,
      }).toEqual(provenance);
      const plain = records.find((r: any) => r.uploadId === 'u-plain');
      for (const field of ['originalFiles', 'sentFiles', 'fieldMapping', 'fixes'])
        expect(plain).not.toHaveProperty(field);
      const entry = (await auditEvents('upload-record')).find((e) => e.detail.uploadId === 'u-prov');
      expect(entry.detail).toMatchObject({
        originalFiles: provenance.originalFiles,
        fixes: [
          { kind: 'closed-rings', plotCount: 2 },
          { kind: 'truncated', plotCount: 0 },
        ],
      });
    });
  });

  describe.skipIf(backend.skip)('overrides', () => {
    const itemKey = (plotId: string) => reviewItemKey({ kind: 'risk', plotId });
    const body = (plotId: string, extra: Record<string, unknown> = {}) => ({
      plots: [{ plotId, supplierId: 's-kofi', itemKeys: [itemKey(plotId)] }],
      reason: REASON,
      ...extra,
    });

    it("refuses a reviewer's override (403) and keeps an approver's (201), in force until a newer one", async () => {
      const lucas = await call('POST', palm('statement-overrides'), {
        who: 'lucas',
        body: { plots: [{ plotId: 'palm-1', itemKeys: [itemKey('palm-1')] }], reason: REASON },
      });
      expect(lucas.status).toBe(403);
      expect(lucas.body.errorMessage).toMatch(/approver/);
      const sofia = await call('POST', cocoa('statement-overrides'), { who: 'sofia', body: body('a-4') });
      expect(sofia.status).toBe(403);

      const ines = await call('POST', palm('statement-overrides'), {
        who: 'ines',
        body: { plots: [{ plotId: 'palm-1', itemKeys: [itemKey('palm-1')] }], reason: REASON },
      });
      expect(ines.status).toBe(201);
      const [stored] = overrideListSchema.parse(ines.body).overrides;
      expect(stored).toMatchObject({
        plotId: 'palm-1',
        itemKeys: [itemKey('palm-1')],
        reason: REASON,
        overriddenBy: INES,
        overriddenById: 'demo-ines',
      });
      expect((await call('GET', palm('statement-overrides'), { who: 'lucas' })).body.overrides).toEqual([
        stored,
      ]);

      // A newer override of the plot replaces it: it names every item it lets through.
      const pairKey = reviewItemKey({ kind: 'double-claim', plotId: 'palm-2', otherPlotId: 'palm-1' });
      const newer = await call('POST', palm('statement-overrides'), {
        who: 'ines',
        body: { plots: [{ plotId: 'palm-1', itemKeys: [itemKey('palm-1'), pairKey] }], reason: REASON },
      });
      expect(newer.status).toBe(201);
      const inForce = (await call('GET', palm('statement-overrides'))).body.overrides;
      expect(inForce.map((o: any) => [o.plotId, o.itemKeys])).toEqual([
        ['palm-1', [itemKey('palm-1'), pairKey]],
      ]);
    });

    it('answers bounds and mistakes with 400 and a message, storing nothing', async () => {
      const before = (await call('GET', cocoa('statement-overrides'))).body.overrides.length;
      const cases: [unknown, number, RegExp][] = [
        [body('a-4', { reason: 'too short' }), 400, /"reason" must say why in at least 10 characters/],
        [
          { plots: [{ plotId: 'a-4', itemKeys: [itemKey('a-5')] }], reason: REASON },
          400,
          /must be the key of a review item of plot a-4/,
        ],
        [
          {
            plots: [
              { plotId: 'a-4', itemKeys: [itemKey('a-4')] },
              { plotId: 'a-4', itemKeys: [itemKey('a-4')] },
            ],
            reason: REASON,
          },
          400,
          /names plot a-4 a second time/,
        ],
        [body('nowhere-1'), 400, /plot nowhere-1 is not a plot the service knows/],
        [body('palm-1'), 400, /plot palm-1 (is not a plot the service knows|belongs to another project)/],
        [
          {
            plots: Array.from({ length: REVIEW_LIMITS.maxItems + 1 }, (_, i) => ({
              plotId: `p${i}`,
              itemKeys: [itemKey(`p${i}`)],
            })),
            reason: REASON,
          },
          400,
          /Too many plots: 10,001; at most 10,000/,
        ],
        [{ ...body('a-4'), overriddenBy: 'me' }, 400, /overriddenBy/],
      ];
      for (const [sent, status, message] of cases) {
        const answer = await call('POST', cocoa('statement-overrides'), { body: sent });
        expect(answer.status, JSON.stringify(sent).slice(0, 80)).toBe(status);
        expect(answer.body.errorMessage).toMatch(message);
      }
      expect((await call('GET', cocoa('statement-overrides'))).body.overrides).toHaveLength(before);
    });

    it('answers a replay as the first time and stores one override and one log entry', async () => {
      const key = newKey();
      const first = await call('POST', cocoa('statement-overrides'), {
        who: 'ines',
        key,
        body: body('idem-1'),
      });
      const again = await call('POST', cocoa('statement-overrides'), {
        who: 'ines',
        key,
        body: body('idem-1'),
      });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const other = await call('POST', cocoa('statement-overrides'), {
        who: 'ines',
        key,
        body: body('idem-2'),
      });
      expect(other.status).toBe(422);
      const inForce = (await call('GET', cocoa('statement-overrides'))).body.overrides;
      expect(inForce.filter((o: any) => o.plotId.startsWith('idem-')).map((o: any) => o.plotId)).toEqual([
        'idem-1',
      ]);
      const entries = (await auditEvents('statement-override')).filter((e) => e.plotId === 'idem-1');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        personId: 'demo-ines',
        supplierId: 's-kofi',
        detail: { itemCount: 1, reason: REASON, itemKeys: [itemKey('idem-1')] },
      });
    });
  });

  describe.skipIf(backend.skip)('conclusions', () => {
    const prepare = (who: keyof typeof as, url: string, extra: Record<string, unknown> = {}) =>
      call('POST', url, {
        who,
        body: {
          supplierId: 's-kofi',
          conclusion: 'mitigated',
          reasoning: 'Two plots overlap a protected area; the rest were checked.',
          mitigation: 'Both plots excluded and the supplier re-surveyed them.',
          openItems: 3,
          ...extra,
        },
      });

    it('needs a second person to sign off: the preparer 403, a second approver 201, then 409', async () => {
      const prepared = await prepare('amara', cocoa('conclusions'));
      expect(prepared.status).toBe(201);
      const conclusion = conclusionAnswerSchema.parse(prepared.body).conclusion;
      expect(conclusion).toMatchObject({
        supplierId: 's-kofi',
        conclusion: 'mitigated',
        openItems: 3,
        preparedBy: AMARA,
        preparedById: 'demo-amara',
        signOff: null,
      });
      const signOff = (who: keyof typeof as, key?: string) =>
        call('POST', cocoa(`conclusions/${conclusion.id}/sign-off`), { who, ...(key ? { key } : {}) });

      const self = await signOff('amara');
      expect(self.status).toBe(403);
      expect(self.body.errorMessage).toMatch(/a second person must sign it off/);
      const viewer = await signOff('sofia');
      expect(viewer.status).toBe(403);
      expect(viewer.body.errorMessage).toMatch(/approver/);

      const key = newKey();
      const signed = await signOff('ines', key);
      expect(signed.status).toBe(201);
      const after = conclusionAnswerSchema.parse(signed.body).conclusion;
      expect(after).toMatchObject({
        id: conclusion.id,
        signOff: { signedBy: INES, signedById: 'demo-ines' },
      });
      expect(Date.parse(after.signOff!.signedAt)).not.toBeNaN();
      // The same request again is its first answer; a new one is a second sign-off: 409.
      expect((await signOff('ines', key)).body).toEqual(signed.body);
      const twice = await signOff('ines');
      expect(twice.status).toBe(409);
      expect(twice.body.errorMessage).toMatch(/signed off already by Inès Martin/);

      const listed = conclusionListSchema.parse(
        (await call('GET', cocoa('conclusions?supplierId=s-kofi'))).body,
      );
      expect(listed.conclusions.find((c) => c.id === conclusion.id)).toEqual(after);
      expect((await call('GET', cocoa('conclusions?supplierId=s-other'))).body.conclusions).toEqual([]);

      const [entry] = (await auditEvents('conclusion-signed')).filter(
        (e) => e.detail.conclusionId === conclusion.id,
      );
      expect(entry).toMatchObject({
        personId: 'demo-ines',
        supplierId: 's-kofi',
        detail: { conclusion: 'mitigated', preparedById: 'demo-amara' },
      });
      expect(await auditEvents('conclusion-prepared')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            personId: 'demo-amara',
            detail: expect.objectContaining({ openItems: 3 }),
          }),
        ]),
      );
    });

    it("lets a reviewer prepare, and an approver sign the reviewer's conclusion", async () => {
      const prepared = await prepare('lucas', palm('conclusions'), {
        conclusion: 'negligible',
        mitigation: undefined,
        openItems: 0,
      });
      expect(prepared.status).toBe(201);
      expect(prepared.body.conclusion).toMatchObject({ preparedBy: LUCAS, preparedById: 'demo-lucas' });
      expect(prepared.body.conclusion).not.toHaveProperty('mitigation');
      const id = prepared.body.conclusion.id;
      expect((await call('POST', palm(`conclusions/${id}/sign-off`), { who: 'lucas' })).status).toBe(403);
      expect((await call('POST', palm(`conclusions/${id}/sign-off`), { who: 'ines' })).status).toBe(201);
      // Another project's conclusion is not there to sign.
      expect((await call('POST', cocoa(`conclusions/${id}/sign-off`), { who: 'ines' })).status).toBe(404);
    });

    it('refuses a mitigated risk without its mitigation, a short reasoning, and a viewer', async () => {
      const noMitigation = await prepare('amara', cocoa('conclusions'), { mitigation: undefined });
      expect(noMitigation.status).toBe(400);
      expect(noMitigation.body.errorMessage).toMatch(/"mitigation" is required for a mitigated risk/);
      const short = await prepare('amara', cocoa('conclusions'), { reasoning: 'fine' });
      expect(short.status).toBe(400);
      expect(short.body.errorMessage).toMatch(/"reasoning" must say why in at least 10 characters/);
      expect((await prepare('sofia', cocoa('conclusions'))).status).toBe(403);
      const unknown = await call('POST', cocoa('conclusions/00000000-0000-4000-8000-000000000000/sign-off'), {
        who: 'ines',
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe.skipIf(backend.skip)('evidence snapshots', () => {
    it('gives back exactly what it was built from after later decisions, overrides, sign-offs and uploads', async () => {
      const decide = (items: unknown[], verdict: string) =>
        call('POST', cocoa('decisions'), { body: { items, verdict, reason: 'other' } });
      expect((await decide([{ plotId: 'a-1', kind: 'risk', supplierId: 's-kofi' }], 'cleared')).status).toBe(
        201,
      );
      expect((await decide([{ plotId: 'a-2', kind: 'protected-area' }], 'excluded')).status).toBe(201);
      // A pair where a snapshot plot is the other plot, and a plot outside the snapshot.
      expect(
        (await decide([{ plotId: 'a-5', kind: 'double-claim', otherPlotId: 'a-1' }], 'cleared')).status,
      ).toBe(201);
      expect((await decide([{ plotId: 'a-4', kind: 'risk' }], 'cleared')).status).toBe(201);
      const override = await call('POST', cocoa('statement-overrides'), {
        who: 'ines',
        body: {
          plots: [
            {
              plotId: 'a-1',
              supplierId: 's-kofi',
              itemKeys: [reviewItemKey({ kind: 'risk', plotId: 'a-1' })],
            },
          ],
          reason: REASON,
        },
      });
      expect(override.status).toBe(201);
      await call('POST', cocoa('statement-overrides'), {
        who: 'ines',
        body: {
          plots: [{ plotId: 'a-4', itemKeys: [reviewItemKey({ kind: 'risk', plotId: 'a-4' })] }],
          reason: REASON,
        },
      });
      const conclusion = (
        await call('POST', cocoa('conclusions'), {
          body: { supplierId: 's-kofi', conclusion: 'negligible', reasoning: REASON, openItems: 0 },
        })
      ).body.conclusion;

      const key = newKey();
      const posted = await call('POST', cocoa('evidence-snapshots'), {
        key,
        body: snapshotBody({ conclusionIds: [conclusion.id] }),
      });
      expect(posted.status).toBe(201);
      const snapshot = snapshotAnswerSchema.parse(posted.body).snapshot;
      const current = (await call('GET', cocoa('decisions'))).body.decisions;
      const expectedDecisions = current.filter((d: any) =>
        ['a-1', 'a-2'].some((p) => d.plotId === p || d.otherPlotId === p),
      );
      expect(expectedDecisions.map((d: any) => [d.plotId, d.kind, d.verdict])).toEqual([
        ['a-5', 'double-claim', 'cleared'],
        ['a-2', 'protected-area', 'excluded'],
        ['a-1', 'risk', 'cleared'],
      ]);
      expect(snapshot.decisions).toEqual(expectedDecisions);
      expect(snapshot.overrides).toEqual(override.body.overrides);
      expect(snapshot.conclusions).toEqual([conclusion]);
      expect(snapshot).toMatchObject({
        kind: 'statement-package',
        supplierIds: ['s-kofi'],
        plotCount: 2,
        plots: snapshotBody().plots,
        leftOut: [{ plotId: 'a-3', why: 'excluded' }],
        riskDataAt: '2026-12-01T08:00:00.000Z',
        files: snapshotBody().files,
        createdBy: AMARA,
        createdById: 'demo-amara',
        reportFileName: 'Kofi Cooperative — report.pdf',
        reportSha256: createHash('sha256').update(A_PDF).digest('hex'),
      });
      const created = new Date(snapshot.createdAt);
      const keep = new Date(created);
      keep.setUTCFullYear(created.getUTCFullYear() + 5);
      expect(snapshot.keepUntil).toBe(keep.toISOString());

      // Later: the decisions change, the override and conclusion move on, an upload is recorded.
      await decide([{ plotId: 'a-1', kind: 'risk', supplierId: 's-kofi' }], 'excluded');
      await decide([{ plotId: 'a-2', kind: 'plot' }], 'cleared');
      await call('POST', cocoa('statement-overrides'), {
        who: 'ines',
        body: {
          plots: [{ plotId: 'a-2', itemKeys: [reviewItemKey({ kind: 'protected-area', plotId: 'a-2' })] }],
          reason: REASON,
        },
      });
      expect(
        (await call('POST', cocoa(`conclusions/${conclusion.id}/sign-off`), { who: 'ines' })).status,
      ).toBe(201);
      await call('POST', cocoa('upload-records'), {
        body: {
          uploadId: 'u-later',
          supplierId: 's-kofi',
          fileNames: ['later.geojson'],
          overwrite: true,
          shouldMatchOnName: false,
          added: 0,
          changed: 2,
          removed: 0,
          plotCount: 2,
        },
      });

      const got = await call('GET', cocoa(`evidence-snapshots/${snapshot.id}`), { who: 'sofia' });
      expect(got.status).toBe(200);
      expect(got.body).toEqual(posted.body);
      expect(got.body.snapshot.conclusions[0].signOff).toBeNull();
      // A replay of the POST answers the same snapshot and keeps no second one.
      const replay = await call('POST', cocoa('evidence-snapshots'), {
        key,
        body: snapshotBody({ conclusionIds: [conclusion.id] }),
      });
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(posted.body);

      const report = await call('GET', cocoa(`evidence-snapshots/${snapshot.id}/report`), { who: 'sofia' });
      expect(report.status).toBe(200);
      expect(report.headers.get('content-type')).toBe('application/pdf');
      expect(report.headers.get('cache-control')).toBe('no-store');
      expect(report.headers.get('content-disposition')).toBe(
        `attachment; filename="Kofi Cooperative _ report.pdf"; filename*=UTF-8''${encodeURIComponent('Kofi Cooperative — report.pdf')}`,
      );
      expect(Buffer.from(await report.response.arrayBuffer()).equals(A_PDF)).toBe(true);

      const list = snapshotListSchema.parse(
        (await call('GET', cocoa('evidence-snapshots?supplierId=s-kofi'))).body,
      );
      expect(list.snapshots.filter((s) => s.id === snapshot.id)).toEqual([
        {
          id: snapshot.id,
          kind: 'statement-package',
          supplierIds: ['s-kofi'],
          plotCount: 2,
          createdBy: AMARA,
          createdById: 'demo-amara',
          createdAt: snapshot.createdAt,
          keepUntil: snapshot.keepUntil,
          reportSha256: snapshot.reportSha256,
        },
      ]);
      expect((await call('GET', cocoa('evidence-snapshots?supplierId=s-other'))).body.snapshots).toEqual([]);
      const entries = (await auditEvents('evidence-snapshot')).filter(
        (e) => e.detail.snapshotId === snapshot.id,
      );
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        supplierId: 's-kofi',
        detail: { plotCount: 2, decisionCount: 3, overrideCount: 1, conclusionIds: [conclusion.id] },
      });
    });

    it('keeps an export without a report (its report is a 404) and refuses an unknown conclusion', async () => {
      const posted = await call('POST', cocoa('evidence-snapshots'), {
        who: 'ines',
        body: snapshotBody({ kind: 'traces-export', report: undefined }),
      });
      expect(posted.status).toBe(201);
      expect(posted.body.snapshot).toMatchObject({
        reportSha256: null,
        reportFileName: null,
        conclusions: [],
      });
      const report = await call('GET', cocoa(`evidence-snapshots/${posted.body.snapshot.id}/report`));
      expect(report.status).toBe(404);
      expect(report.body.errorMessage).toMatch(/holds no report/);
      const unknown = await call('POST', cocoa('evidence-snapshots'), {
        body: snapshotBody({ conclusionIds: ['00000000-0000-4000-8000-000000000000'] }),
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errorMessage).toMatch(/is not a conclusion of project p-cocoa/);
      expect((await call('GET', cocoa('evidence-snapshots/not-a-snapshot'))).status).toBe(404);
      expect(
        (await call('GET', cocoa('evidence-snapshots/00000000-0000-4000-8000-000000000000'))).status,
      ).toBe(404);
      expect(
        (await call('POST', cocoa('evidence-snapshots'), { who: 'sofia', body: snapshotBody() })).status,
      ).toBe(403);
    });

    it('answers bounds with 400 or 413 and a message', async () => {
      const before = (await call('GET', cocoa('evidence-snapshots'))).body.snapshots.length;
      const plot = { plotId: 'a-1', geometrySha256: sha('a-1') };
      const tooMany = await call('POST', cocoa('evidence-snapshots'), {
        body: snapshotBody({ plots: Array.from({ length: REVIEW_LIMITS.maxSnapshotPlots + 1 }, () => plot) }),
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errorMessage).toMatch(/Too many plots: 200,001; at most 200,000/);
      const none = await call('POST', cocoa('evidence-snapshots'), { body: snapshotBody({ plots: [] }) });
      expect(none.status).toBe(400);
      expect(none.body.errorMessage).toMatch(/"plots" must name at least one plot/);
      const report = (pdf: Buffer | string) => ({
        report: {
          fileName: 'r.pdf',
          pdfBase64: typeof pdf === 'string' ? pdf : pdf.toString('base64'),
        },
      });
      const notPdf = await call('POST', cocoa('evidence-snapshots'), {
        body: snapshotBody(report(Buffer.from('<html>not a pdf</html>'))),
      });
      expect(notPdf.status).toBe(400);
      expect(notPdf.body.errorMessage).toMatch(/it is not a PDF/);
      const notBase64 = await call('POST', cocoa('evidence-snapshots'), {
        body: snapshotBody(report('%PDF-1.7')),
      });
      expect(notBase64.status).toBe(400);
      expect(notBase64.body.errorMessage).toMatch(/standard base64/);
      // The largest report is kept (in a body larger than every other route allows)...
      const largest = Buffer.alloc(REVIEW_LIMITS.maxReportBytes, 0x20);
      A_PDF.copy(largest);
      const kept = await call('POST', cocoa('evidence-snapshots'), { body: snapshotBody(report(largest)) });
      expect(kept.status).toBe(201);
      const back = await call('GET', cocoa(`evidence-snapshots/${kept.body.snapshot.id}/report`));
      expect(
        createHash('sha256')
          .update(Buffer.from(await back.response.arrayBuffer()))
          .digest('hex'),
      ).toBe(createHash('sha256').update(largest).digest('hex'));
      // ...one byte more is not.
      const tooLarge = await call('POST', cocoa('evidence-snapshots'), {
        body: snapshotBody(report(Buffer.concat([largest, Buffer.from('x')]))),
      });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.errorMessage).toMatch(
        /The report is too large: 26,214,401 bytes; at most 26,214,400/,
      );
      const huge = await call('POST', cocoa('evidence-snapshots'), {
        raw: JSON.stringify(snapshotBody()).replace(
          '"kind"',
          `"pad":"${'x'.repeat(REVIEW_LIMITS.maxSnapshotBytes)}","kind"`,
        ),
      });
      expect(huge.status).toBe(413);
      expect(huge.body.errorMessage).toMatch(/at most 67108864 bytes/);
      // Every other route keeps its own limit.
      const big = await call('POST', cocoa('conclusions'), {
        raw: JSON.stringify({ pad: 'x'.repeat(REVIEW_LIMITS.maxBodyBytes) }),
      });
      expect(big.status).toBe(413);
      expect(big.body.errorMessage).toMatch(/at most 6291456 bytes/);
      expect((await call('GET', cocoa('evidence-snapshots'))).body.snapshots).toHaveLength(before + 1);
    });
  });

  describe.skipIf(backend.skip)('teams', () => {
    it("keeps another team's overrides, snapshots and conclusions of the same project out of sight", async () => {
      // A second team whose simulator account (Lucas's) also sees p-palm.
      await service.people.createTeam({
        teamName: 'Other team',
        displayName: 'Olga Other',
        email: 'olga@other.example',
        password: 'a long passphrase',
        simulatorToken: 'demo-token-lucas',
      });
      const signIn = await service.auth.request(`${ORIGIN}/sign-in`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'olga@other.example', password: 'a long passphrase' }),
      });
      expect(signIn.status).toBe(200);
      const olga = signIn.headers.get('set-cookie')!.split(';')[0]!;
      const snapshot = (
        await call('POST', palm('evidence-snapshots'), {
          body: snapshotBody({ supplierIds: [], plots: [{ plotId: 'palm-1', geometrySha256: sha('p') }] }),
        })
      ).body.snapshot;
      const conclusions = (await call('GET', palm('conclusions'))).body.conclusions;
      expect((await call('GET', palm('statement-overrides'))).body.overrides).not.toEqual([]);
      expect(conclusions).not.toEqual([]);

      const asOlga = async (method: string, url: string) => {
        const response = await service.app.request(`${ORIGIN}${url}`, {
          method,
          headers: { origin: ORIGIN, cookie: olga, 'idempotency-key': newKey() },
        });
        return { status: response.status, body: (await response.json()) as any };
      };
      expect((await asOlga('GET', palm('statement-overrides'))).body).toEqual({ overrides: [] });
      expect((await asOlga('GET', palm('evidence-snapshots'))).body).toEqual({ snapshots: [] });
      expect((await asOlga('GET', palm('conclusions'))).body).toEqual({ conclusions: [] });
      expect((await asOlga('GET', palm(`evidence-snapshots/${snapshot.id}`))).status).toBe(404);
      expect((await asOlga('GET', palm(`evidence-snapshots/${snapshot.id}/report`))).status).toBe(404);
      expect((await asOlga('POST', palm(`conclusions/${conclusions[0].id}/sign-off`))).status).toBe(404);
    });
  });

  describe.skipIf(backend.skip)('the database', () => {
    it('refuses to change or delete an override, a snapshot, a conclusion or a sign-off', async () => {
      const database = await openReviewDatabase({
        databaseUrl,
        sqliteFile: reviewDbFileOf({ dataDir, reviewDbFile: null }),
      });
      try {
        const db = database.db;
        const count = async (
          table: 'statement_override' | 'evidence_snapshot' | 'conclusion' | 'conclusion_sign_off',
        ) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        const before = [
          await count('statement_override'),
          await count('evidence_snapshot'),
          await count('conclusion'),
          await count('conclusion_sign_off'),
        ];
        expect(before.every((n) => n > 0)).toBe(true);
        for (const attempt of [
          () => db.updateTable('statement_override').set({ reason: 'changed later' }).execute(),
          () => db.deleteFrom('statement_override').execute(),
          () => db.updateTable('evidence_snapshot').set({ content: '{}' }).execute(),
          () => db.deleteFrom('evidence_snapshot').execute(),
          () => db.updateTable('conclusion').set({ conclusion: 'negligible' }).execute(),
          () => db.deleteFrom('conclusion').execute(),
          () => db.updateTable('conclusion_sign_off').set({ signed_by: 'someone' }).execute(),
          () => db.deleteFrom('conclusion_sign_off').execute(),
        ])
          await expect(attempt()).rejects.toThrow(/append-only/);
        expect([
          await count('statement_override'),
          await count('evidence_snapshot'),
          await count('conclusion'),
          await count('conclusion_sign_off'),
        ]).toEqual(before);
      } finally {
        await database.close();
      }
    });
  });
});
