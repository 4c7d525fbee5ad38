/**
 * Where the simulator's state lives: `simulator.db` (SQLite, see store.ts) in the data folder, or an
 * in-memory database when there is no folder (unit tests). A new database is seeded, or, when the data
 * folder still holds the JSON snapshot of earlier versions (`state.json`), filled from it once; the
 * snapshot is then renamed `state.json.migrated` (kept, never read again).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { seedStore } from './seed-data.ts';
import type { LegacyState } from './records.ts';
import { DB_FILE } from './schema.ts';
import { SimStore } from './store.ts';

const LEGACY_FILE = 'state.json';

export function openStore(dataDir: string | null, seedPlots: number): SimStore {
  if (!dataDir) return new SimStore(':memory:', (store) => seed(store, seedPlots));
  mkdirSync(dataDir, { recursive: true });
  const legacy = path.join(dataDir, LEGACY_FILE);
  let migrated = false;
  const store = new SimStore(path.join(dataDir, DB_FILE), (s) => {
    if (!existsSync(legacy)) return seed(s, seedPlots);
    migrated = true;
    return migrate(s, JSON.parse(readFileSync(legacy, 'utf8')) as LegacyState);
  });
  if (migrated) renameSync(legacy, `${legacy}.migrated`);
  return store;
}

function seed(store: SimStore, plotCount: number): string {
  seedStore(store, plotCount);
  return randomBytes(32).toString('hex');
}

/** The JSON snapshot's content, as it was (the URL secret too, so signed URLs stay valid). */
function migrate(store: SimStore, state: LegacyState): string {
  if (state.version !== 1) throw new Error('Unknown simulator snapshot version; run npm run simulator:reset');
  store.transaction(() => {
    for (const p of state.projects) store.insertProject(p);
    for (const s of state.suppliers) store.addSupplier(s.projectId, s.name, s.createdAt, s.id);
    store.addPlots(state.plots);
    for (const u of state.uploads) store.insertUpload(u);
    store.setNextPlotNumber(state.nextPlotNumber);
  });
  return state.urlSecret;
}
