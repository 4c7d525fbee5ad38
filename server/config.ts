/** Server configuration, read once from the environment (documented in the README). */
import path from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder the simulator snapshots its state to; survives restarts. */
  dataDir: string;
  /** Simulator time scale for upload state transitions: 1 = realistic, 10 = ten times faster. */
  simSpeed: number;
  /** Enables the simulator's fault-injection admin routes (off by default; tests turn it on). */
  simFaults: boolean;
  /** Live service base URL: when set, `/api/live` proxies to it and becomes the default connection. */
  liveApiUrl: string | null;
  /** Optional token injected server-side so the browser never holds it. */
  liveApiToken: string | null;
  /** Hosts the upload relay may PUT to (live mode). */
  storageHosts: string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 5173),
    dataDir: path.resolve(env.SIM_DATA_DIR ?? 'data/simulator'),
    simSpeed: Number(env.SIM_SPEED ?? 1) || 1,
    simFaults: env.SIM_FAULTS === '1' || env.SIM_FAULTS === 'true',
    liveApiUrl: env.SATELLIGENCE_API_URL?.replace(/\/+$/, '') || null,
    liveApiToken: env.SATELLIGENCE_API_TOKEN || null,
    storageHosts: (env.SATELLIGENCE_STORAGE_HOSTS ?? 'storage.googleapis.com')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  };
}
