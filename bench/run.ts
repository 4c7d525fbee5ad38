/**
 * `npm run bench`: builds, then runs every benchmark in turn, printing their figures. Each benchmark is its own
 * script (runnable alone); a failed budget makes the whole run exit non-zero.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const steps: { name: string; cmd: string[]; optional?: boolean }[] = [
  { name: 'build', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  { name: 'bundle budgets', cmd: ['node', '--import', 'tsx', 'bench/bundle.ts'] },
  { name: 'checker (Node)', cmd: ['node', '--import', 'tsx', 'bench/checker.ts', ...args], optional: true },
  {
    name: 'checker (Chromium)',
    cmd: ['node', '--import', 'tsx', 'bench/checker-browser.ts', ...args],
    optional: true,
  },
  {
    name: 'checker throughput vs the checker before the GEOS/JTS semantics (Node, CPU)',
    cmd: ['node', '--import', 'tsx', 'bench/checker-compare.ts'],
    optional: true,
  },
  {
    name: 'fix 1,000 bad plots (Chromium)',
    cmd: ['node', '--import', 'tsx', 'bench/fix-browser.ts'],
    optional: true,
  },
  // The plots bench reads the map through the e2e build's test hook (src/features/plots/map/e2e-hook.ts).
  {
    name: 'build (e2e)',
    cmd: ['npx', 'vite', 'build', '--mode', 'e2e', '--outDir', 'dist-e2e', '--logLevel', 'warn'],
  },
  {
    name: 'plots page vs bare MapLibre (Chromium, 100k plots in one project)',
    cmd: ['node', '--import', 'tsx', 'bench/plots-browser.ts'],
    optional: true,
  },
  {
    name: 'region map vs bare MapLibre, longest main-thread task (Chromium, Jurisdictions page)',
    cmd: ['node', '--import', 'tsx', 'bench/region-map.ts'],
    optional: true,
  },
  {
    name: 'overlap scan (Node, 100k seed-shaped plots, the loader worker’s code)',
    cmd: ['node', '--import', 'tsx', 'bench/overlaps.ts'],
    optional: true,
  },
  {
    name: 'overlaps on the server vs the browser’s scan: first scan, reports, rescan after an upload (Node, 100k plots, SQLite)',
    cmd: ['node', '--import', 'tsx', 'bench/server-overlaps.ts'],
    optional: true,
  },
  {
    name: 'the portfolio mirror at scale: 1,000,000 plots in 10 projects, kept and scanned (Node, PostgreSQL)',
    cmd: ['node', '--import', 'tsx', 'bench/portfolio-scale.ts'],
    optional: true,
  },
  {
    name: 'supplier page and its overlap counts vs the supplier’s plots alone (Chromium, 10k of 100k plots)',
    cmd: ['node', '--import', 'tsx', 'bench/supplier-page.ts'],
    optional: true,
  },
  {
    name: 'Suppliers page from the server’s summaries vs counting from the plots (Chromium, 100k plots)',
    cmd: ['node', '--import', 'tsx', 'bench/suppliers-page.ts'],
    optional: true,
  },
  {
    name: 'simulator store (235k plots: start, durable rename, plots page)',
    cmd: ['node', '--import', 'tsx', 'bench/store.ts'],
    optional: true,
  },
  {
    name: 'audit log of 100k entries: paging with the cursor, CSV and JSON exports vs a bare SELECT (Node, SQLite)',
    cmd: ['node', '--import', 'tsx', 'bench/audit-log.ts'],
    optional: true,
  },
  {
    name: 'hostile plot files through plot-check (time and peak memory per file)',
    cmd: ['node', '--import', 'tsx', 'bench/hostile-files.ts'],
    optional: true,
  },
  {
    name: 'streamed PUT memory (1 GB)',
    cmd: ['node', '--import', 'tsx', 'bench/put-memory.ts'],
    optional: true,
  },
  {
    name: 'upload relay memory (200 MB at 1 MB/s, about 200 s)',
    cmd: ['node', '--import', 'tsx', 'bench/relay-memory.ts'],
    optional: true,
  },
];

let failures = 0;
for (const step of steps) {
  const script = step.cmd.find((a) => a.startsWith('bench/'));
  if (script && !existsSync(script)) {
    console.log(`\n### ${step.name}: skipped (${script} not present)`);
    continue;
  }
  console.log(`\n### ${step.name}`);
  const result = spawnSync(step.cmd[0]!, step.cmd.slice(1), { stdio: 'inherit' });
  if (result.status !== 0) {
    failures++;
    console.log(`### ${step.name}: FAILED (exit ${result.status})`);
  }
}
console.log(failures ? `\n${failures} benchmark step(s) failed` : '\nAll benchmarks ran within budget');
process.exit(failures ? 1 : 0);
