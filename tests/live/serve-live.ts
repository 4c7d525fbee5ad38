/**
 * Starts what the live-mode e2e suite (playwright.live.config.ts) runs against, all on loopback:
 * the HTTPS stand-in of the real service (with its own simulator and storage origin) and two dashboard
 * servers (server/main.ts) in live mode that trust the stand-in's throw-away certificate through
 * NODE_EXTRA_CA_CERTS: one holds the token (LIVE_PORT_TOKEN), one leaves it to the person (LIVE_PORT).
 * Stops everything on SIGTERM/SIGINT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createSimulator } from '../../server/simulator/index.ts';
import { makeCertificate } from './certificate.ts';
import { startStandIn } from './stand-in.ts';

const port = Number(process.env.LIVE_PORT ?? 4173);
const tokenPort = Number(process.env.LIVE_PORT_TOKEN ?? port + 100);
const work = path.resolve(`test-results/live-${port}`);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const cert = makeCertificate(work);
const simulator = await createSimulator({ dataDir: path.join(work, 'upstream-data'), speed: 20 });
const standIn = await startStandIn({ cert, simulator, redirectEvery: 5 });

const children: ChildProcess[] = [];
async function dashboard(listenPort: number, token: string | null) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      SIM_DATA_DIR: path.join(work, `dashboard-${listenPort}`),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      SATELLIGENCE_API_URL: standIn.apiUrl,
      SATELLIGENCE_STORAGE_ORIGINS: standIn.storageOrigin,
      NODE_EXTRA_CA_CERTS: cert.certFile,
      ...(token ? { SATELLIGENCE_API_TOKEN: token } : { SATELLIGENCE_API_TOKEN: '' }),
    },
  });
  children.push(child);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${listenPort}/api/config`)).ok) return;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null)
      throw new Error(`The dashboard on ${listenPort} exited (${child.exitCode}).`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The dashboard on ${listenPort} did not start.`);
}

async function stop() {
  for (const child of children) child.kill('SIGTERM');
  await standIn.close();
  await simulator.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await dashboard(tokenPort, 'demo-token-amara');
await dashboard(port, null);
console.log(
  `Live stand-in ${standIn.apiUrl} (storage ${standIn.storageOrigin}); dashboards on ${tokenPort} (token on the server) and ${port}`,
);
