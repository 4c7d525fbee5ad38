/**
 * Playwright global set-up of the simulator journeys: builds the e2e bundle once (`vite build --mode e2e`, the
 * production bundle plus the test hooks of src/features/plots/map/e2e-hook.ts) before any worker starts its
 * server. Skipped when DIST_DIR names a build already made (a developer re-running journeys after a test-only
 * change).
 */
import { spawnSync } from 'node:child_process';
import { e2eDistDir } from './e2e-ports.ts';

export default function buildOnce() {
  if (process.env.DIST_DIR) return;
  const outDir = e2eDistDir();
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error(`the e2e build into ${outDir} failed (exit ${built.status})`);
}
