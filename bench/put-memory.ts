/**
 * Streamed signed-URL PUT memory: sends a 1 GB body (PUT_BYTES to change) to the simulator in this process
 * and samples RSS while it streams to disk. Budget: RSS may rise by at most 100 MB (the body is never buffered).
 * The client writes one reused 1 MiB buffer with backpressure, so what grows is the server's side.
 */
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSimulator } from '../server/simulator/index.ts';

const TOTAL = Number(process.env.PUT_BYTES ?? 1024 ** 3);
const BUDGET = 100 * 1024 * 1024;
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'put-memory-'));
const sim = await createSimulator({ dataDir, seedPlots: 0, speed: 50 });
const server = serve({ fetch: sim.app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((r) => server.once('listening', r));
const { port } = server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;

const created = (await (
  await fetch(`${base}/v1/bulk-uploads`, {
    method: 'POST',
    headers: { authorization: 'Bearer demo-token-amara', 'content-type': 'application/json' },
    body: JSON.stringify({ supplier: 'Memory bench', fileNames: ['big.geojson'] }),
  })
).json()) as { signedUrls: { signedUrls: string }[] };
const url = new URL(created.signedUrls[0]!.signedUrls);

global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);

const started = Date.now();
const status = await new Promise<number>((resolve, reject) => {
  const req = http.request(
    url,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(TOTAL) },
    },
    (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    },
  );
  req.on('error', reject);
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let sent = 0;
  const pump = () => {
    while (sent < TOTAL) {
      const n = Math.min(chunk.length, TOTAL - sent);
      sent += n;
      if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
    }
    req.end();
  };
  pump();
});
clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;
const rise = peak - baseline;

console.log(`PUT ${MB(TOTAL)} → HTTP ${status} in ${seconds.toFixed(1)} s (${MB(TOTAL / seconds)}/s)`);
console.log(`RSS baseline ${MB(baseline)}, peak ${MB(peak)}, rise ${MB(rise)} (budget ${MB(BUDGET)})`);

server.close();
await sim.close();
await rm(dataDir, { recursive: true, force: true });
if (status !== 200 || rise > BUDGET) {
  console.error(status !== 200 ? 'PUT failed' : 'Over budget: the PUT body is being buffered');
  process.exit(1);
}
process.exit(0);
