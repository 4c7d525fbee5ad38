/** Server configuration, read once from the environment (documented in the README). */
import path from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  /**
   * The address people open the dashboard at (PUBLIC_URL, e.g. https://dashboard.example.com), or null to
   * mean http://HOST:PORT. The live proxy serves only requests whose Host and Origin name this address.
   */
  publicUrl: string | null;
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
  /**
   * Storage origins the upload relay may PUT to (live mode): exact scheme, host and port, optionally with a
   * path prefix (a bucket), e.g. `https://storage.googleapis.com/my-bucket/`.
   */
  storageOrigins: string[];
  /** The relay gives up when no byte moved for this long (ms); there is no cap on a whole upload's time. */
  relayIdleTimeoutMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 5173),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null,
    dataDir: path.resolve(env.SIM_DATA_DIR ?? 'data/simulator'),
    simSpeed: Number(env.SIM_SPEED ?? 1) || 1,
    simFaults: env.SIM_FAULTS === '1' || env.SIM_FAULTS === 'true',
    liveApiUrl: env.SATELLIGENCE_API_URL?.replace(/\/+$/, '') || null,
    liveApiToken: env.SATELLIGENCE_API_TOKEN || null,
    storageOrigins: (env.SATELLIGENCE_STORAGE_ORIGINS ?? 'https://storage.googleapis.com')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    relayIdleTimeoutMs: Number(env.RELAY_IDLE_TIMEOUT_MS ?? 120_000) || 120_000,
  };
}
