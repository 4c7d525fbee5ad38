/**
 * Upload relay memory: a 200 MB PUT (RELAY_MB) from "the browser" through the dashboard server's relay
 * (server/main.ts in live mode, its own process) to the HTTPS storage stand-in throttled to 1 MB/s
 * (RELAY_RATE_MB_S). It takes about 200 s at the defaults. Samples the server's RSS each second from /proc:
 * the relay streams with backpressure, so RSS must stay flat (budget: at most 50 MB above its level before
 * the upload) and the upload must finish however long it takes. Needs `npm run build` first (dist/).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeCertificate } from '../tests/live/certificate.ts';
import { startStandIn } from '../tests/live/stand-in.ts';

const TOTAL = Number(process.env.RELAY_MB ?? 200) * 1024 * 1024;
const RATE = Number(process.env.RELAY_RATE_MB_S ?? 1) * 1024 * 1024;
const PORT = Number(process.env.PORT ?? 4415);
const BUDGET = 50 * 1024 * 1024;
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

if (!existsSync(path.join(process.env.DIST_DIR ?? 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const work = mkdtempSync(path.join(tmpdir(), 'relay-memory-'));
const cert = makeCertificate(work);
const standIn = await startStandIn({ cert, simulator: null, storageBytesPerSecond: RATE });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SIM_DATA_DIR: path.join(work, 'sim'),
    SATELLIGENCE_API_URL: standIn.apiUrl,
    SATELLIGENCE_STORAGE_ORIGINS: standIn.storageOrigin,
    NODE_EXTRA_CA_CERTS: cert.certFile,
  },
});
const rss = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : 0;
};
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/api/config`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 300) throw new Error('The server did not start.');
  await new Promise((r) => setTimeout(r, 200));
}
// Let the simulator's start-up work settle before the baseline.
await new Promise((r) => setTimeout(r, 5000));
const baseline = rss();
let peak = baseline;
const samples: number[] = [];
const sampler = setInterval(() => {
  const now = rss();
  samples.push(now);
  peak = Math.max(peak, now);
}, 1000);

const target = `${standIn.storageOrigin}/sink/big?sig=ok`;
const started = Date.now();
const status = await new Promise<number>((resolve, reject) => {
  const req = http.request(
    {
      host: '127.0.0.1',
      port: PORT,
      method: 'PUT',
      path: `/api/live/upload-relay?url=${encodeURIComponent(target)}`,
      headers: {
        origin: `http://127.0.0.1:${PORT}`,
        'content-type': 'application/octet-stream',
        'content-length': String(TOTAL),
      },
    },
    (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    },
  );
  req.on('error', reject);
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  let sent = 0;
  const pump = () => {
    while (sent < TOTAL) {
      const piece = chunk.subarray(0, Math.min(chunk.length, TOTAL - sent));
      sent += piece.length;
      if (!req.write(piece)) return void req.once('drain', pump);
    }
    req.end();
  };
  pump();
});
const seconds = (Date.now() - started) / 1000;
clearInterval(sampler);
server.kill('SIGTERM');
await standIn.close();
rmSync(work, { recursive: true, force: true });

const received = standIn.sinkBytes.get('big') ?? 0;
const rise = peak - baseline;
console.log(
  `Relay PUT of ${MB(TOTAL)} at ${MB(RATE)}/s: status ${status}, storage received ${MB(received)} in ${seconds.toFixed(0)} s`,
);
console.log(
  `Server RSS: ${MB(baseline)} before, peak ${MB(peak)} (+${MB(rise)}), last ${MB(samples.at(-1) ?? baseline)}; budget +${MB(BUDGET)}`,
);
const ok = status === 200 && received === TOTAL && rise <= BUDGET;
console.log(ok ? 'OK' : 'FAILED');
process.exit(ok ? 0 : 1);
