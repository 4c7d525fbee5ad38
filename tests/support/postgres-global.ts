/**
 * The `node` project's global set-up (vitest.config.ts): a folder where each worker records the PostgreSQL
 * cluster it starts (tests/support/postgres.ts: one per worker, shared by its files), and, when the run ends,
 * every recorded cluster stopped and removed, whichever way its worker ended.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGISTRY_ENV, stopCluster, type ClusterRecord } from './postgres.ts';

export default function setup(): () => Promise<void> {
  const registry = mkdtempSync(path.join(os.tmpdir(), 'test-postgres-'));
  // Read by the workers, which start with this process's environment.
  process.env[REGISTRY_ENV] = registry;
  return async () => {
    for (const name of readdirSync(registry))
      await stopCluster(JSON.parse(readFileSync(path.join(registry, name), 'utf8')) as ClusterRecord);
    rmSync(registry, { recursive: true, force: true });
    delete process.env[REGISTRY_ENV];
  };
}
