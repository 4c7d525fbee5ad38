/**
 * `plot-check` bundled for the tests that spawn it dozens of times (tests/support/node-bundle.ts): the command
 * and its reading thread as plain JavaScript, so a spawn starts no TypeScript compiler. Through the launcher
 * (bin/plot-check.js, tsx) a GeoJSON check cost 0.7 CPU-s and a file read in a thread 1.1; bundled, 0.2.
 * The bundle is the same modules (cli/read-in-worker.ts starts the bundled thread when it runs bundled), and
 * the launcher itself keeps tests of its own: plot-check.test.ts's usage errors and unreadable files,
 * plot-check-signals.node.test.ts and the e2e export check spawn bin/plot-check.js.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../support/node-bundle.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the bundle into a folder of this process; resolves with the arguments of `node` that run it. */
export async function bundlePlotCheck(): Promise<{ args: string[]; remove: () => void }> {
  const dir = path.join(root, `node_modules/.cache/plot-check-bundle-${process.pid}`);
  await bundleForNode({
    entryPoints: [path.join(root, 'cli/plot-check.ts'), path.join(root, 'cli/read-worker.ts')],
    outdir: dir,
    // Bundled, sql.js looked for its own folder with __dirname, which an ES module has not.
    external: ['sql.js'],
  });
  // What bin/plot-check.js does once tsx is registered.
  const run = path.join(dir, 'run.mjs');
  writeFileSync(
    run,
    "import { main } from './plot-check.mjs';\nprocess.exitCode = await main(process.argv.slice(2));\n",
  );
  return { args: [run], remove: () => rmSync(dir, { recursive: true, force: true }) };
}
