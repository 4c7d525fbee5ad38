/**
 * The snapshot on disk: one JSON file, `state.json`, in the data folder. Writes are atomic (a temp file
 * renamed over the old one, so a crash mid-write never leaves half a snapshot) and debounced (a burst of
 * changes costs one write). The file is written in pieces, one plot per chunk, so 100,000 plots never
 * become one giant string.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { SimStore, StoreState } from './store.ts';

const FILE = 'state.json';

export async function loadSnapshot(dataDir: string): Promise<StoreState | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, FILE), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  const state = JSON.parse(text) as StoreState;
  if (state.version !== 1)
    throw new Error(`Unknown simulator snapshot version in ${dataDir}; run npm run simulator:reset`);
  return state;
}

export async function writeSnapshot(dataDir: string, state: StoreState): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const target = path.join(dataDir, FILE);
  const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
  const out = createWriteStream(tmp);
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  try {
    const { plots, ...rest } = state;
    const head = JSON.stringify(rest);
    await write(`${head.slice(0, -1)},"plots":[`);
    for (let i = 0; i < plots.length; i++) await write((i ? ',\n' : '\n') + JSON.stringify(plots[i]));
    await write(']}\n');
    out.end();
    await once(out, 'finish');
    await rename(tmp, target);
  } catch (e) {
    out.destroy();
    await rm(tmp, { force: true });
    throw e;
  }
}

/** Debounced snapshots of a store; `flush()` writes now if anything changed (on close). */
export function snapshotWriter(store: SimStore, dataDir: string, debounceMs = 250) {
  let timer: NodeJS.Timeout | null = null;
  let dirty = false;
  let writing: Promise<void> = Promise.resolve();

  const run = () => {
    timer = null;
    if (!dirty) return writing;
    dirty = false;
    // Chained so two snapshots never write at the same time; an error is logged, the next change retries.
    writing = writing
      .then(() => writeSnapshot(dataDir, store.snapshot()))
      .catch((e) => {
        dirty = true;
        console.error('simulator: snapshot failed', e);
      });
    return writing;
  };

  store.onChange(() => {
    dirty = true;
    timer ??= setTimeout(run, debounceMs);
  });

  return {
    async flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      await run();
    },
  };
}
