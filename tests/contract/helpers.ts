/* eslint-disable @typescript-eslint/no-explicit-any -- contract tests read JSON bodies loosely; shapes are asserted by the tests. */
/**
 * Shared helpers of the contract tests: a real simulator on a random port (over real HTTP, like the SPA
 * and the live service), a tiny fetch client per token, an injectable clock and GeoJSON builders.
 * Exports are stable: the geo contract tests import them too.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createSimulator, type Simulator } from '../../server/simulator/index.ts';

export const TOKENS = { amara: 'demo-token-amara', lucas: 'demo-token-lucas' } as const;
/** Seeded projects: Amara sees all three (cocoa active), Lucas only palm. */
export const PROJECTS = { cocoa: 'p-cocoa', palm: 'p-palm', coffee: 'p-coffee' } as const;

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

/** A clock that runs with real time and can jump ahead (the 60-minute rules). */
export function createTestClock(start = Date.now()): TestClock {
  let offset = start - Date.now();
  return { now: () => Date.now() + offset, advance: (ms) => void (offset += ms) };
}

export interface StartOptions {
  /** Reuse a data folder (restart tests); default a fresh temp folder, deleted by close(). */
  dataDir?: string;
  /** Default 50: an upload goes through its states in about 100 ms. */
  speed?: number;
  /** Plots seeded on first start; default 600 (enough for several pages, fast to seed). */
  seedPlots?: number;
  faults?: boolean;
  clock?: TestClock;
  /** Mount the simulator under this prefix in a parent app, like server/app.ts does ('/api/simulator'). */
  mount?: string;
  /** Lower the 100-file / 2 GB upload limits (so a test need not send 2 GB). */
  uploadLimits?: { maxFiles?: number; maxTotalBytes?: number };
}

export interface TestSimulator {
  /** Absolute URL of the simulator's root (includes the mount prefix), no trailing slash. */
  baseUrl: string;
  dataDir: string;
  clock: TestClock;
  simulator: Simulator;
  /** Stops the server; keepData: leave the data folder (for a restart). */
  close(opts?: { keepData?: boolean }): Promise<void>;
}

export async function startSimulator(options: StartOptions = {}): Promise<TestSimulator> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'sim-contract-')));
  const clock = options.clock ?? createTestClock();
  const simulator = await createSimulator({
    dataDir,
    speed: options.speed ?? 50,
    now: clock.now,
    faults: options.faults ?? false,
    seedPlots: options.seedPlots ?? 600,
    uploadLimits: options.uploadLimits,
  });
  const mount = options.mount ?? '';
  let app: Hono = simulator.app;
  if (mount) {
    app = new Hono();
    app.route(mount, simulator.app);
  }
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  // Idle keep-alive connections outlive the client's own (undici drops them after 4 s): with Node's 5 s
  // default, a test that computed for about 5 s on a busy machine sent its next request on a socket the
  // server was closing at that moment (ECONNRESET, "fetch failed").
  (server as HttpServer).keepAliveTimeout = 60_000;
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${mount}`,
    dataDir,
    clock,
    simulator,
    async close(opts = {}) {
      // closeAllConnections: keep-alive sockets of fetch would otherwise hold close() open.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await simulator.close();
      if (ownDir && !opts.keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

type Query = Record<string, string | number | boolean | undefined>;

export function withQuery(url: string, query: Query = {}): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
  return u.toString();
}

async function toApiResponse(res: Response): Promise<ApiResponse> {
  const text = await res.text();
  let body: unknown = text;
  if (text && (res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body };
}

/**
 * A client bound to a token (null: no Authorization header). Paths are relative to the simulator root
 * ('/v1/plots'); absolute URLs (a nextUrl) are used as they are.
 */
export function api(sim: TestSimulator | string, token: string | null = TOKENS.amara) {
  const base = typeof sim === 'string' ? sim : sim.baseUrl;
  const url = (p: string, q?: Query) => withQuery(/^https?:/.test(p) ? p : `${base}${p}`, q);
  const headers = (extra: Record<string, string> = {}) => ({
    ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    ...extra,
  });
  const send = (method: string, p: string, body?: unknown, q?: Query) =>
    fetch(url(p, q), {
      method,
      headers: headers(body === undefined ? {} : { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }).then(toApiResponse);
  return {
    url,
    get: <T = any>(p: string, q?: Query) => send('GET', p, undefined, q) as Promise<ApiResponse<T>>,
    post: <T = any>(p: string, body?: unknown) => send('POST', p, body) as Promise<ApiResponse<T>>,
    patch: <T = any>(p: string, body?: unknown) => send('PATCH', p, body) as Promise<ApiResponse<T>>,
    delete: <T = any>(p: string) => send('DELETE', p) as Promise<ApiResponse<T>>,
    /** Any request; the token's Authorization header is added unless init.headers overrides it. */
    raw: (p: string, init: RequestInit = {}) =>
      fetch(url(p), { ...init, headers: { ...headers(), ...(init.headers as Record<string, string>) } }),
  };
}
export type ApiClient = ReturnType<typeof api>;

/** PUT to a signed URL as the SPA does: octet-stream, no Authorization header. */
export async function putFile(
  signedUrl: string,
  body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  headers: Record<string, string> = { 'content-type': 'application/octet-stream' },
): Promise<ApiResponse> {
  const init = { method: 'PUT', headers, body, duplex: 'half' } as RequestInit;
  return toApiResponse(await fetch(signedUrl, init));
}

// ------------------------------------------------------------------ GeoJSON builders

/** A small square plot (about 1 ha at the equator per 0.01°) in Côte d'Ivoire by default. */
export function squareFeature(
  name: string | null,
  opts: { lng?: number; lat?: number; size?: number; properties?: Record<string, unknown> } = {},
): GeoJSON.Feature<GeoJSON.Polygon> {
  const { lng = -5.5, lat = 6.8, size = 0.005 } = opts;
  const ring = [
    [lng, lat],
    [lng + size, lat],
    [lng + size, lat + size],
    [lng, lat + size],
    [lng, lat],
  ];
  return {
    type: 'Feature',
    properties: {
      ...(name === null ? {} : { ProductionPlace: name }),
      ProducerCountry: 'CI',
      ...opts.properties,
    },
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
}

/** A figure-eight ring: fails evaluation only with validateForTraces. */
export function bowtieFeature(name: string, lng = -5.6, lat = 6.9): GeoJSON.Feature<GeoJSON.Polygon> {
  const ring = [
    [lng, lat],
    [lng + 0.01, lat + 0.01],
    [lng + 0.01, lat],
    [lng, lat + 0.01],
    [lng, lat],
  ];
  return {
    type: 'Feature',
    properties: { ProductionPlace: name },
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
}

export function featureCollection(features: GeoJSON.Feature[]): string {
  return JSON.stringify({ type: 'FeatureCollection', features });
}

/** `count` distinct, valid squares named `${prefix}-<i>` on a grid. */
export function gridFeatures(
  count: number,
  prefix = 'Plot',
  origin = { lng: -5.5, lat: 6.8 },
): GeoJSON.Feature[] {
  return Array.from({ length: count }, (_, i) =>
    squareFeature(`${prefix}-${i}`, {
      lng: origin.lng + (i % 20) * 0.01,
      lat: origin.lat + Math.floor(i / 20) * 0.01,
    }),
  );
}

// ------------------------------------------------------------------ upload flows

export const TERMINAL = ['finished', 'failed', 'cancelled', 'expired'];

/** Polls the status until it is one of `statuses` (default: terminal or evaluated). */
export async function waitForStatus(
  client: ApiClient,
  uploadId: string,
  statuses: string[] = [...TERMINAL, 'evaluated'],
  timeoutMs = 15_000,
): Promise<ApiResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get('/v1/bulk-uploads/status', { uploadId });
    if (res.status !== 200 || statuses.includes(res.body.status) || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Create an upload for `supplier` and PUT each file; returns the upload id and signed URLs. */
export async function createAndPut(
  client: ApiClient,
  supplier: string,
  files: Record<string, string>,
  extra: { projectId?: string } = {},
): Promise<{ uploadId: string; urls: string[] }> {
  const fileNames = Object.keys(files);
  const res = await client.post('/v1/bulk-uploads', { supplier, fileNames, ...extra });
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  const urls: string[] = res.body.signedUrls.map((s: { signedUrls: string }) => s.signedUrls);
  for (const [i, name] of fileNames.entries()) {
    const put = await putFile(urls[i]!, files[name]!);
    if (put.status !== 200) throw new Error(`PUT failed: ${put.status} ${JSON.stringify(put.body)}`);
  }
  return { uploadId: res.body.uploadId, urls };
}

/** Create, PUT, start and wait for a terminal (or evaluated) status. */
export async function uploadAndWait(
  client: ApiClient,
  supplier: string,
  files: Record<string, string>,
  startOptions: Record<string, unknown> = {},
): Promise<ApiResponse> {
  const { uploadId } = await createAndPut(client, supplier, files);
  const start = await client.post('/v1/bulk-uploads/start', { uploadId, ...startOptions });
  if (start.status !== 202) throw new Error(`start failed: ${start.status} ${JSON.stringify(start.body)}`);
  return waitForStatus(client, uploadId);
}

/** Every plot of a listing, following nextUrl. */
export async function allPlots(client: ApiClient, query: Query = {}): Promise<any[]> {
  const plots: any[] = [];
  let res = await client.get('/v1/plots', query);
  for (;;) {
    if (res.status !== 200) throw new Error(`list failed: ${res.status} ${JSON.stringify(res.body)}`);
    plots.push(...res.body.results);
    if (!res.body.nextUrl) return plots;
    res = await client.get(res.body.nextUrl);
  }
}
