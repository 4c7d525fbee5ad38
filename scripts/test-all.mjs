#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order — typecheck, lint (with the import boundaries), format,
 * unused code (knip), unit + integration + contract
 * (Vitest), production build, end-to-end journeys in Chromium (Playwright), then the same in live mode
 * against an HTTPS stand-in of the real service. Runs them all even when one
 * fails, then prints one summary whose last line is `N passed, N failed` (CI reads it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const results = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: child.status === 0, seconds };
}

function step(name, command, args) {
  const { ok, seconds } = run(name, command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('format', 'npx', ['prettier', '--check', '.']);
// Unused files, exports, types and dependencies (knip.json says where the entry points are).
step('unused code', 'npx', ['knip']);

{
  const out = 'test-results/vitest.json';
  rmSync(out, { force: true });
  const { ok, seconds } = run('unit, integration and contract tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  if (!ok && failed === 0) failed = 1; // the runner itself failed (e.g. a suite did not load)
  results.push({ name: 'vitest', passed, failed, seconds });
}

step('build', 'npx', ['vite', 'build']);
step('no test hooks', 'node', ['scripts/check-no-test-hooks.mjs']);

if (existsSync('dist/index.html')) {
  const out = `test-results/e2e-results-${process.env.E2E_PORT ?? 4173}.json`;
  rmSync(out, { force: true });
  const { ok, seconds } = run('end-to-end (Chromium)', 'npx', ['playwright', 'test']);
  const stats = readJson(out)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (!ok && failed === 0) failed = 1;
  results.push({ name: 'e2e', passed, failed, seconds });
} else {
  results.push({ name: 'e2e', passed: 0, failed: 1, seconds: '0' });
}

// Live mode against the HTTPS stand-in of the real service (playwright.live.config.ts starts it).
if (existsSync('dist/index.html')) {
  const out = `test-results/e2e-live-results-${process.env.E2E_PORT ?? 4173}.json`;
  rmSync(out, { force: true });
  const { ok, seconds } = run('end-to-end, live mode (Chromium)', 'npx', [
    'playwright',
    'test',
    '-c',
    'playwright.live.config.ts',
  ]);
  const stats = readJson(out)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (!ok && failed === 0) failed = 1;
  results.push({ name: 'e2e-live', passed, failed, seconds });
} else {
  results.push({ name: 'e2e-live', passed: 0, failed: 1, seconds: '0' });
}

console.log('\n=== summary');
for (const r of results)
  console.log(`${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
