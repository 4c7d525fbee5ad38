/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; the tests assert their shapes. */
/**
 * One team, one record (docs/people.md), at the HTTP level on both databases (SQLite always, PostgreSQL when
 * its binaries are installed): people sign in, two people's decisions on one plot make one history naming
 * each, a viewer cannot decide, another team sees nothing, cross-site writes are refused while access tokens
 * need no Origin, only plots and suppliers of the project are recorded, a retried write never doubles, a
 * batch resumed after a failure stores each decision exactly once, NUL and lone surrogates are refused alike,
 * and the audit log pages and exports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditEvent } from '@core/api/audit.ts';
import { decisionHistorySchema, type Decision } from '@core/api/review.ts';
import { sessionViewSchema } from '@core/api/team.ts';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../../tests/support/postgres.ts';
import { createServerApp, type ServerApp } from '../app.ts';
import { readConfig } from '../config.ts';

const ORIGIN = 'http://127.0.0.1:5173';
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

interface Agent {
  cookie: string | null;
  request(
    method: string,
    url: string,
    options?: { body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; text: string; headers: Headers }>;
}

function agent(server: ServerApp, base: Record<string, string> = { origin: ORIGIN }): Agent {
  const a: Agent = {
    cookie: null,
    async request(method, url, options = {}) {
      const headers: Record<string, string> = { ...base, ...options.headers };
      if (a.cookie) headers.cookie = a.cookie;
      let body: string | undefined;
      if (options.raw !== undefined || options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = options.raw ?? JSON.stringify(options.body);
      }
      const response = await server.app.request(`${ORIGIN}${url}`, { method, headers, body });
      const set = response.headers.get('set-cookie');
      if (set) {
        const [pair] = set.split(';');
        a.cookie = /=$/.test(pair!) || /Max-Age=0/i.test(set) ? null : pair!;
      }
      const text = await response.text();
      let parsed: any = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: response.status, body: parsed, text, headers: response.headers };
    },
  };
  return a;
}

async function signInAs(server: ServerApp, personId: string): Promise<Agent> {
  const a = agent(server);
  const answer = await a.request('POST', '/api/auth/demo-sign-in', { body: { personId } });
  expect(answer.status).toBe(200);
  expect(a.cookie).toMatch(/^dashboard-session-5173=/);
  return a;
}

const decisionsPath = (project: string, query = '') =>
  `/api/review/simulator/projects/${project}/decisions${query}`;
const verdict = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  verdict: 'cleared',
  reason: 'no-deforestation-verified',
  ...extra,
});
let keys = 0;
const key = () => ({ 'idempotency-key': `test-${Date.now()}-${keys++}` });

const backends = [
  { name: 'SQLite', skip: false, databaseUrl: () => Promise.resolve(null) },
  { name: 'PostgreSQL', skip: !binDir, databaseUrl: () => cluster!.createDatabase() },
];

describe.each(backends)('one team, one record on $name', (backend) => {
  let server: ServerApp;
  /** Plots of p-palm as the simulator seeded them: id → supplier name. */
  let palm: { id: string; supplier: string }[] = [];
  let cocoaPlot = '';
  let palmSuppliers: { id: string; name: string }[] = [];

  beforeAll(async () => {
    if (backend.skip) return;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'team-record-'));
    tempDirs.push(dataDir);
    server = await createServerApp({ ...readConfig({}), dataDir, databaseUrl: await backend.databaseUrl() });
    const sim = (p: string) =>
      server.simulator.app.request(`http://127.0.0.1${p}`, {
        headers: { authorization: 'Bearer demo-token-amara' },
      });
    palm = ((await (await sim('/v1/plots?projectId=p-palm&limit=200')).json()) as any).results;
    cocoaPlot = ((await (await sim('/v1/plots?projectId=p-cocoa&limit=1')).json()) as any).results[0].id;
    palmSuppliers = ((await (await sim('/v1/suppliers?projectId=p-palm')).json()) as any).results;
  });
  afterAll(async () => {
    await server?.close();
  });

  const supplierIdOf = (name: string) => palmSuppliers.find((s) => s.name === name)!.id;

  describe.skipIf(backend.skip)('people', () => {
    it('offers the demo team on a local-only server, and a session names the person and their roles', async () => {
      const anonymous = agent(server);
      const before = sessionViewSchema.parse((await anonymous.request('GET', '/api/auth/session')).body);
      expect(before.signedIn).toBe(false);
      if (before.signedIn) return;
      expect(before.setupNeeded).toBe(false);
      expect(before.demoPeople?.map((p) => p.displayName)).toContain('Lucas Meyer (analyst)');

      const lucas = await signInAs(server, 'demo-lucas');
      const view = sessionViewSchema.parse((await lucas.request('GET', '/api/auth/session')).body);
      expect(view).toMatchObject({
        signedIn: true,
        person: { id: 'demo-lucas', displayName: 'Lucas Meyer (analyst)' },
        team: { id: 'demo-team' },
        roles: [{ projectId: 'p-palm', role: 'reviewer' }],
        via: 'demo',
      });
      const people = await (await signInAs(server, 'demo-amara')).request('GET', '/api/team/people');
      expect(people.body.people.find((p: any) => p.id === 'demo-lucas')).toMatchObject({
        methods: ['demo'],
        grants: [{ projectId: 'p-palm', role: 'reviewer' }],
      });
      // Only a team admin manages people.
      expect((await lucas.request('GET', '/api/team/people')).status).toBe(403);
    });

    it('ends a session on sign-out: the cookie no longer opens anything', async () => {
      const amara = await signInAs(server, 'demo-amara');
      const cookie = amara.cookie;
      expect((await amara.request('GET', decisionsPath('p-palm'))).status).toBe(200);
      expect((await amara.request('POST', '/api/auth/sign-out')).status).toBe(204);
      amara.cookie = cookie;
      const after = await amara.request('GET', decisionsPath('p-palm'));
      expect(after.status).toBe(401);
      expect(after.body.errorMessage).toMatch(/^Sign in to read its decisions/);
      expect((await amara.request('GET', '/api/auth/session')).body.signedIn).toBe(false);
    });

    it('refuses requests with no session, and a forged cookie', async () => {
      const nobody = agent(server);
      expect((await nobody.request('GET', decisionsPath('p-palm'))).status).toBe(401);
      nobody.cookie = 'dashboard-session-5173=' + 'x'.repeat(43);
      expect((await nobody.request('GET', decisionsPath('p-palm'))).status).toBe(401);
    });
  });

  describe.skipIf(backend.skip)('decisions belong to the project', () => {
    it('two people decide on one plot: both see one history naming each of them', async () => {
      const plot = palm[0]!;
      const amara = await signInAs(server, 'demo-amara');
      const lucas = await signInAs(server, 'demo-lucas');
      const item = { plotId: plot.id, kind: 'risk', supplierId: supplierIdOf(plot.supplier) };
      expect(
        (await amara.request('POST', decisionsPath('p-palm'), { body: verdict([item]), headers: key() }))
          .status,
      ).toBe(201);
      const second = await lucas.request('POST', decisionsPath('p-palm'), {
        body: verdict([item], { verdict: 'excluded', reason: 'deforestation-confirmed' }),
        headers: key(),
      });
      expect(second.status).toBe(201);
      expect(second.body.decisions[0]).toMatchObject({
        decidedBy: 'Lucas Meyer (analyst)',
        decidedById: 'demo-lucas',
      });

      for (const who of [amara, lucas]) {
        const history = decisionHistorySchema.parse(
          (await who.request('GET', `/api/review/simulator/projects/p-palm/history?plotId=${plot.id}`)).body,
        );
        expect(history.history.map((d) => [d.decidedBy, d.verdict])).toEqual([
          ['Lucas Meyer (analyst)', 'excluded'],
          ['Amara Okafor (compliance lead)', 'cleared'],
        ]);
        const current = (await who.request('GET', decisionsPath('p-palm'))).body.decisions as Decision[];
        expect(current.find((d) => d.plotId === plot.id)?.verdict).toBe('excluded');
      }
    });

    it('a viewer cannot decide; someone without a role on the project sees nothing', async () => {
      const plot = palm[1]!;
      const sofia = await signInAs(server, 'demo-sofia');
      expect((await sofia.request('GET', decisionsPath('p-palm'))).status).toBe(200);
      const refused = await sofia.request('POST', decisionsPath('p-palm'), {
        body: verdict([{ plotId: plot.id, kind: 'risk' }]),
        headers: key(),
      });
      expect(refused.status).toBe(403);
      expect(refused.body.errorMessage).toMatch(
        /Only a reviewer, approver or admin of project p-palm may record decisions; you are a viewer/,
      );

      const lucas = await signInAs(server, 'demo-lucas');
      for (const url of [
        decisionsPath('p-cocoa'),
        '/api/audit/simulator/projects/p-cocoa/events',
        '/api/review/simulator/projects/p-cocoa/upload-records',
      ]) {
        const answer = await lucas.request('GET', url);
        expect(answer.status, url).toBe(403);
        expect(answer.body.errorMessage).toMatch(/you have no role on it/);
      }
    });

    it('another team sees nothing of the demo team, even on a project its own token can see', async () => {
      const store = server.review.people;
      // The first-run set-up is closed once people exist.
      await expect(
        store.setUp({
          teamName: 'Other',
          displayName: 'Olga',
          email: 'olga@other.example',
          password: 'a long passphrase',
          simulatorToken: 'demo-token-lucas',
        }),
      ).rejects.toThrow(/set up already/);
      // A second team made by an operator, acting with Lucas's simulator account (which sees p-palm).
      await store.createTeam({
        teamName: 'Other',
        displayName: 'Olga',
        email: 'olga@other.example',
        password: 'a long passphrase',
        simulatorToken: 'demo-token-lucas',
      });
      const olga = agent(server);
      const signedIn = await olga.request('POST', '/api/auth/sign-in', {
        body: { email: 'Olga@Other.example', password: 'a long passphrase' },
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.team.name).toBe('Other');
      const demoDecisions = await (
        await signInAs(server, 'demo-amara')
      ).request('GET', decisionsPath('p-palm'));
      expect(demoDecisions.body.decisions.length).toBeGreaterThan(0);
      // Olga is an admin of her own team's projects: p-palm is readable, and holds none of the demo team's record.
      expect((await olga.request('GET', decisionsPath('p-palm'))).body).toEqual({ decisions: [] });
      const log = await olga.request('GET', '/api/audit/simulator/projects/p-palm/events?limit=1000');
      expect(
        log.body.events.every((e: AuditEvent) => e.personId === null || !e.personId.startsWith('demo-')),
      ).toBe(true);
      expect(log.body.events.map((e: AuditEvent) => e.kind)).toEqual(['sign-in', 'team-created']);
      // A project its token cannot see is refused.
      expect((await olga.request('GET', decisionsPath('p-cocoa'))).status).toBe(403);
      expect(
        (await olga.request('GET', '/api/team/people')).body.people.map((p: any) => p.displayName),
      ).toEqual(['Olga']);
    });

    it('refuses decisions on unknown plots, another project\u2019s plots and unknown or wrong suppliers, storing nothing', async () => {
      const amara = await signInAs(server, 'demo-amara');
      const plot = palm[2]!;
      const otherSupplier = palmSuppliers.find((s) => s.name !== plot.supplier)!;
      const cases: [unknown, RegExp][] = [
        [
          { plotId: 'plt-does-not-exist', kind: 'risk' },
          /plot plt-does-not-exist is not a plot the service knows/,
        ],
        [{ plotId: cocoaPlot, kind: 'risk' }, new RegExp(`plot ${cocoaPlot} belongs to another project`)],
        [
          { plotId: plot.id, kind: 'risk', supplierId: 'sup-unknown' },
          /supplier sup-unknown is not a supplier of project p-palm/,
        ],
        [{ plotId: plot.id, kind: 'risk', supplierId: otherSupplier.id }, /is a plot of supplier/],
        [
          { plotId: plot.id, kind: 'risk', supplierId: `name:${otherSupplier.name}` },
          /is a plot of supplier/,
        ],
      ];
      for (const [item, message] of cases) {
        const answer = await amara.request('POST', decisionsPath('p-palm'), {
          body: verdict([item]),
          headers: key(),
        });
        expect(answer.status, JSON.stringify(item)).toBe(400);
        expect(answer.body.errorMessage).toMatch(message);
      }
      const history = await amara.request(
        'GET',
        `/api/review/simulator/projects/p-palm/history?plotId=${plot.id}`,
      );
      expect(history.body.history).toEqual([]);
      // The right supplier, by id and by name, is accepted.
      for (const supplierId of [supplierIdOf(plot.supplier), `name:${plot.supplier}`]) {
        const ok = await amara.request('POST', decisionsPath('p-palm'), {
          body: verdict([{ plotId: plot.id, kind: 'risk', supplierId }]),
          headers: key(),
        });
        expect(ok.status).toBe(201);
      }
    });

    it('a retried write with its key stores nothing again; the key with another body is refused', async () => {
      const amara = await signInAs(server, 'demo-amara');
      const plot = palm[3]!;
      const body = verdict([{ plotId: plot.id, kind: 'risk' }], { note: 'once' });
      const headers = key();
      const first = await amara.request('POST', decisionsPath('p-palm'), { body, headers });
      const again = await amara.request('POST', decisionsPath('p-palm'), { body, headers });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const other = await amara.request('POST', decisionsPath('p-palm'), {
        body: { ...body, note: 'twice' },
        headers,
      });
      expect(other.status).toBe(422);
      const history = await amara.request(
        'GET',
        `/api/review/simulator/projects/p-palm/history?plotId=${plot.id}`,
      );
      expect(history.body.history).toHaveLength(1);
      const missing = await amara.request('POST', decisionsPath('p-palm'), { body });
      expect(missing.status).toBe(400);
      expect(missing.body.errorMessage).toMatch(/Idempotency-Key/);
    });

    it('a batch that fails mid-way and is sent again keeps each decision exactly once', async () => {
      const amara = await signInAs(server, 'demo-amara');
      const items = palm.slice(10, 16).map((p) => ({ plotId: p.id, kind: 'risk' }));
      const parts = [items.slice(0, 3), items.slice(3)];
      const batch = 'batch-' + Date.now();
      // The first part is stored; the second fails (a bad item) and is sent again, mended.
      expect(
        (
          await amara.request('POST', decisionsPath('p-palm'), {
            body: verdict(parts[0]!),
            headers: { 'idempotency-key': `${batch}:0` },
          })
        ).status,
      ).toBe(201);
      const broken = [...parts[1]!.slice(0, 2), { plotId: 'plt-gone', kind: 'risk' }];
      expect(
        (
          await amara.request('POST', decisionsPath('p-palm'), {
            body: verdict(broken),
            headers: { 'idempotency-key': `${batch}:1` },
          })
        ).status,
      ).toBe(400);
      // The retry sends the whole batch again with the same keys.
      expect(
        (
          await amara.request('POST', decisionsPath('p-palm'), {
            body: verdict(parts[0]!),
            headers: { 'idempotency-key': `${batch}:0` },
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await amara.request('POST', decisionsPath('p-palm'), {
            body: verdict(parts[1]!),
            headers: { 'idempotency-key': `${batch}:1` },
          })
        ).status,
      ).toBe(201);
      for (const item of items) {
        const history = await amara.request(
          'GET',
          `/api/review/simulator/projects/p-palm/history?plotId=${item.plotId}`,
        );
        expect(history.body.history, item.plotId).toHaveLength(1);
      }
    });

    it('refuses a NUL character and a lone surrogate with a 400 that says why, and keeps other text exactly', async () => {
      const amara = await signInAs(server, 'demo-amara');
      const plot = palm[4]!;
      for (const raw of [
        `{"items":[{"plotId":"${plot.id}","kind":"risk"}],"verdict":"cleared","reason":"other","note":"a\\u0000b"}`,
        `{"items":[{"plotId":"${plot.id}","kind":"risk"}],"verdict":"cleared","reason":"other","note":"a\\ud800b"}`,
        `{"items":[{"plotId":"${plot.id}","kind":"risk"}],"verdict":"cleared","reason":"other","note":"ok","evidence":{"note":"\\udc00"}}`,
      ]) {
        const answer = await amara.request('POST', decisionsPath('p-palm'), { raw, headers: key() });
        expect(answer.status, raw).toBe(400);
        expect(answer.body.errorMessage).toMatch(/NUL character or a lone surrogate/);
      }
      const exact = 'Ünïcødé 🌴 تحقق\ttab\nline "quoted" \u2028 end';
      const stored = await amara.request('POST', decisionsPath('p-palm'), {
        body: verdict([{ plotId: plot.id, kind: 'risk' }], { reason: 'other', note: exact }),
        headers: key(),
      });
      expect(stored.status).toBe(201);
      const read = await amara.request(
        'GET',
        `/api/review/simulator/projects/p-palm/history?plotId=${plot.id}`,
      );
      expect(read.body.history[0].note).toBe(exact);
    });
  });

  describe.skipIf(backend.skip)('cross-site requests and access tokens', () => {
    it('refuses a cookie write from another site or with no Origin; a token needs none', async () => {
      const amara = await signInAs(server, 'demo-amara');
      const plot = palm[5]!;
      const body = verdict([{ plotId: plot.id, kind: 'risk' }]);
      const evil = await amara.request('POST', decisionsPath('p-palm'), {
        body,
        headers: { ...key(), origin: 'https://evil.example' },
      });
      expect(evil.status).toBe(403);
      const bare = agent(server, {});
      bare.cookie = amara.cookie;
      expect((await bare.request('POST', decisionsPath('p-palm'), { body, headers: key() })).status).toBe(
        403,
      );

      const made = await amara.request('POST', '/api/auth/tokens', {
        body: { name: 'import script', role: 'reviewer', projectIds: ['p-palm'], expiresInDays: 30 },
      });
      expect(made.status).toBe(201);
      expect(made.body.secret).toMatch(/^pat_[\w-]{43}$/);
      const script = agent(server, { authorization: `Bearer ${made.body.secret}` });
      const posted = await script.request('POST', decisionsPath('p-palm'), { body, headers: key() });
      expect(posted.status).toBe(201);
      expect(posted.body.decisions[0].decidedBy).toBe('Amara Okafor (compliance lead)');
      // Scoped: another project, or more than its role, is refused.
      expect((await script.request('GET', decisionsPath('p-cocoa'))).status).toBe(403);
      const listed = await amara.request('GET', '/api/auth/tokens');
      expect(listed.body.tokens[0]).toMatchObject({
        name: 'import script',
        role: 'reviewer',
        projectIds: ['p-palm'],
      });
      expect(listed.body.tokens[0].lastUsedAt).not.toBeNull();
      expect(JSON.stringify(listed.body)).not.toContain(made.body.secret);
      // Revoked: refused at once.
      expect((await amara.request('DELETE', `/api/auth/tokens/${made.body.token.id}`)).status).toBe(204);
      const after = await script.request('GET', decisionsPath('p-palm'));
      expect(after.status).toBe(401);
      expect(after.body.errorMessage).toMatch(/unknown, revoked or expired/);
    });

    it('a token is never stronger than its person', async () => {
      const lucas = await signInAs(server, 'demo-lucas');
      const refused = await lucas.request('POST', '/api/auth/tokens', {
        body: { name: 'too strong', role: 'admin', projectIds: ['p-palm'] },
      });
      expect(refused.status).toBe(403);
      const elsewhere = await lucas.request('POST', '/api/auth/tokens', {
        body: { name: 'elsewhere', role: 'viewer', projectIds: ['p-cocoa'] },
      });
      expect(elsewhere.status).toBe(403);
    });
  });

  describe.skipIf(backend.skip)('the service through the server', () => {
    it('acts with the team\u2019s token when the page sends none, and only on the person\u2019s projects', async () => {
      const lucas = await signInAs(server, 'demo-lucas');
      const projects = await lucas.request('GET', '/api/simulator/v1/projects');
      expect(projects.status).toBe(200);
      expect(projects.body.results.map((p: any) => [p.id, p.isActive])).toEqual([['p-palm', true]]);
      expect((await lucas.request('GET', '/api/simulator/v1/plots?projectId=p-palm&limit=1')).status).toBe(
        200,
      );
      const cocoa = await lucas.request('GET', '/api/simulator/v1/plots?projectId=p-cocoa&limit=1');
      expect(cocoa.status).toBe(403);
      expect(cocoa.body.errorMessage).toMatch(/no role on project p-cocoa/);
      // Signed out, the page's request carries no token of its own: the service refuses it.
      expect((await agent(server).request('GET', '/api/simulator/v1/projects')).status).toBe(401);
      // A request with its own token (a script, the e2e helpers) is the service's to judge, as before.
      const own = await agent(server, { authorization: 'Bearer demo-token-amara' }).request(
        'GET',
        '/api/simulator/v1/projects',
      );
      expect(own.body.results).toHaveLength(3);
    });
  });

  describe.skipIf(backend.skip)('the audit log', () => {
    it('names every write and sign-in, newest first, pages with a cursor, filters, and exports CSV and JSON', async () => {
      const amara = await signInAs(server, 'demo-amara');
      const plot = palm[6]!;
      await amara.request('POST', decisionsPath('p-palm'), {
        body: verdict([{ plotId: plot.id, kind: 'risk' }]),
        headers: key(),
      });
      const first = auditPageSchema.parse(
        (await amara.request('GET', '/api/audit/simulator/projects/p-palm/events?limit=2')).body,
      );
      expect(first.events[0]).toMatchObject({
        kind: 'decision',
        plotId: plot.id,
        personId: 'demo-amara',
        personName: 'Amara Okafor (compliance lead)',
        projectId: 'p-palm',
      });
      expect(first.events[1]!.kind).toBe('sign-in');
      expect(first.nextCursor).not.toBeNull();
      const second = auditPageSchema.parse(
        (
          await amara.request(
            'GET',
            `/api/audit/simulator/projects/p-palm/events?limit=2&cursor=${first.nextCursor}`,
          )
        ).body,
      );
      const seen = new Set(first.events.map((e) => e.id));
      expect(second.events.some((e) => seen.has(e.id))).toBe(false);

      const byPlot = auditPageSchema.parse(
        (await amara.request('GET', `/api/audit/simulator/projects/p-palm/events?plotId=${plot.id}`)).body,
      );
      expect(byPlot.events.map((e) => e.kind)).toEqual(['decision']);
      const byKind = auditPageSchema.parse(
        (
          await amara.request(
            'GET',
            '/api/audit/simulator/projects/p-palm/events?kind=sign-in&personId=demo-lucas&limit=1000',
          )
        ).body,
      );
      expect(byKind.events.length).toBeGreaterThan(0);
      expect(
        byKind.events.every((e: AuditEvent) => e.kind === 'sign-in' && e.personId === 'demo-lucas'),
      ).toBe(true);
      const future = auditPageSchema.parse(
        (await amara.request('GET', '/api/audit/simulator/projects/p-palm/events?from=2999-01-01')).body,
      );
      expect(future).toEqual({ events: [], nextCursor: null });

      const csv = await amara.request(
        'GET',
        `/api/audit/simulator/projects/p-palm/events.csv?plotId=${plot.id}`,
      );
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      const lines = csv.text.trim().split('\r\n');
      expect(lines[0]).toBe('at,kind,projectId,personId,personName,plotId,supplierId,summary,detail,id');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`decision,p-palm,demo-amara,Amara Okafor (compliance lead),${plot.id}`);
      const json = await amara.request(
        'GET',
        `/api/audit/simulator/projects/p-palm/events.json?plotId=${plot.id}`,
      );
      expect(json.body).toHaveLength(1);
      expect(json.body[0].detail).toMatchObject({ verdict: 'cleared', reason: 'no-deforestation-verified' });

      const bad = await amara.request('GET', '/api/audit/simulator/projects/p-palm/events?cursor=nonsense');
      expect(bad.status).toBe(400);
    });
  });
});
