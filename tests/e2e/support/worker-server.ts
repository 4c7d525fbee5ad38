/**
 * One dashboard server per Playwright worker (the production e2e build on the simulator, SIM_SPEED=20,
 * fault injection on), each with its own port and fresh data folder. Journeys that share a server share its
 * state (suppliers, uploads, injected faults), so giving every worker its own is what lets journeys run side
 * by side without one's faults or plots showing up in another's page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { e2eDistDir, workerPort } from './e2e-ports.ts';

export interface WorkerServer {
  url: string;
  port: number;
}

const READY = /Dashboard ready on /;

/** Starts the server of worker `parallelIndex` and resolves once it said it is ready. */
export function startWorkerServer(
  parallelIndex: number,
): Promise<{ server: WorkerServer; stop: () => Promise<void> }> {
  return startDashboardServer(workerPort(parallelIndex));
}

/**
 * A dashboard server on `port` with a fresh data folder, as the workers' (the e2e build, SIM_SPEED=20, fault
 * injection on), with `env` added: a journey that needs a server of its own (single sign-on, PostgreSQL)
 * starts one beside its worker's.
 */
export async function startDashboardServer(
  port: number,
  env: Record<string, string> = {},
): Promise<{ server: WorkerServer; stop: () => Promise<void> }> {
  const dataDir = `.sim-data-e2e-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIM_DATA_DIR: dataDir,
      DIST_DIR: e2eDistDir(),
      SIM_SPEED: '20',
      SIM_FAULTS: '1',
      // 1,000 seeded plots rather than the simulator's 3,000: every journey's fresh browser loads, draws and
      // counts the whole set (the Plots map, the Jurisdictions counts per region), and no journey needs more
      // than a table longer than its window and every producer country with plots; scale has benchmarks of
      // its own (`npm run bench`, 100,000 plots).
      SIM_SEED_PLOTS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitUntilReady(child, port);
  return {
    server: { url: `http://127.0.0.1:${port}`, port },
    stop: () => stopChild(child),
  };
}

function waitUntilReady(child: ChildProcess, port: number): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) {
        child.stdout!.off('data', onData);
        // Keep reading so a full pipe never blocks the server; what it logs later is not needed.
        child.stdout!.resume();
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`the e2e server on port ${port} exited (${code}) before it was ready:\n${output}`)),
    );
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
