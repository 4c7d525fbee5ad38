/**
 * The live service through the server in team mode (docs/people.md): the token the server holds (the team's,
 * set on the Team page, else SATELLIGENCE_API_TOKEN) serves signed-in people only, goes upstream instead of
 * anything the page sends, never comes back to the page, and reaches only the projects the person has a role on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServerApp, type ServerApp } from '../app.ts';
import { readConfig } from '../config.ts';

const ORIGIN = 'http://127.0.0.1:5173';
const SERVER_TOKEN = 'server-held-token-0123456789';
const TEAM_TOKEN = 'team-held-token-0123456789';
const seen: string[] = [];
let upstream: ServerType;
let server: ServerApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-held-'));

beforeAll(async () => {
  const live = new Hono();
  live.get('/v1/projects', (c) => {
    seen.push(c.req.header('authorization') ?? '');
    return c.json({
      results: [{ id: 'p-palm', name: 'Palm', isActive: true, createdAt: '2026-01-01T00:00:00Z' }],
    });
  });
  live.get('/v1/plots', (c) => {
    seen.push(c.req.header('authorization') ?? '');
    return c.json({ results: [], nextUrl: null });
  });
  await new Promise<void>((resolve) => {
    upstream = serve({ fetch: live.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  const liveApiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  server = await createServerApp({ ...readConfig({}), dataDir, liveApiUrl, liveApiToken: SERVER_TOKEN });
});

afterAll(async () => {
  await server?.close();
  upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function request(
  url: string,
  init: { cookie?: string; method?: string; body?: unknown; authorization?: string } = {},
) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.authorization) headers.authorization = init.authorization;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await server.app.request(`${ORIGIN}${url}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function signIn(personId: string): Promise<string> {
  const answer = await request('/api/auth/demo-sign-in', { method: 'POST', body: { personId } });
  expect(answer.status).toBe(200);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

it('serves the held token to signed-in people only, upstream only, and per project', async () => {
  // Signed out: the server's token is not for anyone who reaches the page.
  const anonymous = await request('/api/live/v1/projects', { authorization: 'Bearer page-token-0123456789' });
  expect(anonymous.status).toBe(401);
  expect(anonymous.text).toMatch(/Sign in to use the live service/);
  expect(seen).toEqual([]);

  const amara = await signIn('demo-amara');
  const session = JSON.parse((await request('/api/auth/session', { cookie: amara })).text) as {
    serverHoldsToken: { live: boolean };
  };
  expect(session.serverHoldsToken.live).toBe(true);
  const projects = await request('/api/live/v1/projects', {
    cookie: amara,
    authorization: 'Bearer page-token-0123456789',
  });
  expect(projects.status).toBe(200);
  expect(seen.at(-1)).toBe(`Bearer ${SERVER_TOKEN}`);
  expect(projects.text).not.toContain(SERVER_TOKEN);

  // The team's own token, set by its admin, wins; the page is told only its last four characters.
  const set = await request('/api/team/connection', {
    cookie: amara,
    method: 'PUT',
    body: { liveToken: TEAM_TOKEN },
  });
  expect(set.status).toBe(200);
  expect(set.text).not.toContain(TEAM_TOKEN);
  expect(JSON.parse(set.text)).toMatchObject({ live: { tokenHeld: true, tokenEnding: '6789' } });
  await request('/api/live/v1/projects', { cookie: amara });
  expect(seen.at(-1)).toBe(`Bearer ${TEAM_TOKEN}`);

  // Lucas reaches the palm-oil project only.
  const lucas = await signIn('demo-lucas');
  expect((await request('/api/live/v1/plots?projectId=p-palm', { cookie: lucas })).status).toBe(200);
  const refused = await request('/api/live/v1/plots?projectId=p-cocoa', { cookie: lucas });
  expect(refused.status).toBe(403);
  expect(seen.filter((s) => s === '')).toEqual([]);
});
