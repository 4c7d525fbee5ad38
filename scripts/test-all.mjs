#!/usr/bin/env node
/**
 * `npm test`: every check the project has — the production build and the e2e build side by side; then the
 * end-to-end journeys in Chromium (Playwright), on the simulator and in live mode against an HTTPS stand-in
 * of the real service, in the background, while typecheck, lint (with the import boundaries), format and
 * unused code (knip) run side by side, followed by unit + integration + contract (Vitest), at a lower
 * priority. The journeys are the longest step and leave part of the two cores idle (they wait on the page,
 * the server and the simulated service in turn), so the other steps fill those gaps rather than run before.
 * Runs them all even when one fails, then prints one summary whose last line is `N passed, N failed` (CI
 * reads it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import os, { loadavg } from 'node:os';

mkdirSync('test-results', { recursive: true });
const results = [];
/** The port the journeys' servers start from; the e2e build and the result files are named after it. */
const e2ePort = process.env.E2E_PORT ?? 4173;
const e2eResults = `test-results/e2e-results-${e2ePort}.json`;
const runStarted = Date.now();

/** CPU seconds the whole machine has been busy since boot (/proc/stat), or null elsewhere. */
function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}
const busyAtStart = machineBusySeconds();

/**
 * CPU seconds used by the finished child processes of this script so far (Linux: cutime + cstime of
 * /proc/self/stat, which take in the grandchildren each child waited for), or null elsewhere. Unlike the
 * wall time it hardly moves when other work shares the machine, so steps can be compared across runs. It
 * misses most of Chromium's processes (renderers are not reaped through the browser), hence the machine's
 * figure at the end.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; cutime and cstime are 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function run(name, command, args) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const cpuAfter = childCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore).toFixed(1);
  return { ok: child.status === 0, seconds, cpu, load: loadavg()[0].toFixed(1) };
}

function step(name, command, args) {
  const { ok, ...timing } = run(name, command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, ...timing });
}

/**
 * Runs steps at the same time, each one's output held back and printed whole when it ends (interleaved
 * lines from four tools would be unreadable). CPU seconds are not told apart per step here: the
 * group's total is given on its first step.
 */
async function together(steps) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const outcomes = await Promise.all(
    steps.map(
      ({ name, command, args, env = {} }) =>
        new Promise((resolve) => {
          const stepStarted = Date.now();
          const child = spawn(command, args, { env: { ...process.env, ...env, FORCE_COLOR: '0' } });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => {
            const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
            console.log(`\n=== ${name}: ${command} ${args.join(' ')} (${seconds} s)\n${output.trimEnd()}`);
            resolve({ name, ok: code === 0, seconds });
          });
        }),
    ),
  );
  const cpuAfter = childCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore).toFixed(1);
  const load = loadavg()[0].toFixed(1);
  console.log(`(together: ${((Date.now() - started) / 1000).toFixed(1)} s wall)`);
  outcomes.forEach(({ name, ok, seconds }, i) =>
    results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds, cpu: i === 0 ? cpu : null, load }),
  );
}

/**
 * Starts a Playwright suite in the background, its output to a file (nothing reads a pipe while Vitest holds
 * this script); resolves with its outcome and its JSON report once the output is printed whole.
 */
function startJourneys(name, args, { log, report, env = {} }) {
  rmSync(report, { force: true });
  const fd = openSync(log, 'w');
  const started = Date.now();
  console.log(`\n=== ${name}: npx ${args.join(' ')}, in the background (output: ${log})`);
  const child = spawn('npx', args, {
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(fd);
      // Timed to the suite's last line of output, not to now: Vitest runs through spawnSync, which holds this
      // script's event loop, so a suite that ends meanwhile is only seen closing once Vitest has ended (a run
      // whose journeys ended at 424 s printed 474.9 s).
      const seconds = ((statSync(log).mtimeMs - started) / 1000).toFixed(1);
      console.log(`\n=== ${name} (${seconds} s)\n${readFileSync(log, 'utf8').trimEnd()}`);
      resolve({ ok: code === 0, seconds, report: readJson(report) });
    });
  });
}

/** A journeys step's line of the summary: a journey that passed on its retry counts as passed. */
function journeysResult(name, outcome) {
  if (!outcome) return { name, passed: 0, failed: 1, seconds: '0', cpu: null, load: null };
  const { ok, seconds, report } = outcome;
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (!ok && failed === 0) failed = 1; // the runner itself failed (e.g. the servers did not start)
  return {
    name,
    passed,
    failed,
    seconds,
    cpu: null,
    load: loadavg()[0].toFixed(1),
    failures: journeyFailures(report),
  };
}

/** The journeys that failed in a Playwright JSON report (a pass on the retry is not a failure), as for Vitest. */
function journeyFailures(report) {
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  return (report?.suites ?? []).flatMap(specs).flatMap((spec) => {
    if (spec.ok !== false) return [];
    const results = (spec.tests ?? []).flatMap((t) => t.results ?? []);
    const error = results.at(-1)?.error?.message;
    return [`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`];
  });
}

/**
 * The failed tests of a Vitest JSON report, each as its file, its name and the first line of its message:
 * printed again just above the summary, because a CI log may keep only its tail and a count alone does not
 * say what failed.
 */
function vitestFailures(report) {
  const root = process.cwd() + '/';
  return (report?.testResults ?? []).flatMap((file) => {
    const where = String(file.name ?? '').replace(root, '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failed.map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  });
}

/** The first line of a message, cut to 300 characters. */
function firstLine(message) {
  return String(message ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

/**
 * The steps that only need CPU (type-check, lint, format, unused code, Vitest) run at a lower priority
 * (`nice -n 10`) than the journeys. The journeys are the longest step and set the run's length; they leave
 * part of the two cores idle while they wait on the page, the server and the simulated service, and the
 * checks should fill those gaps rather than slow the journeys. Measured on 16 journeys with two busy loops
 * beside them: 50 s alone, 68 s beside loops at the same priority, 61 s beside loops at nice 19 (in the whole
 * run, nice 10 and nice 19 gave the same 518 s). Where `nice` is missing the steps run as they are.
 */
const NICENESS = 10;
const canNice = process.platform !== 'win32' && spawnSync('nice', ['-n', '0', 'true']).status === 0;
function yielding(command, args) {
  return canNice ? { command: 'nice', args: ['-n', String(NICENESS), command, ...args] } : { command, args };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// The production build (served by the live-mode journeys, and checked for test hooks) and the e2e build (the
// same with the hooks the simulator journeys use), made side by side and first: the journeys need them.
const e2eDist = `dist-e2e-${e2ePort}`;
await together([
  { name: 'build', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
  {
    name: 'e2e build',
    command: 'npx',
    args: ['vite', 'build', '--mode', 'e2e', '--outDir', e2eDist, '--emptyOutDir', '--logLevel', 'warn'],
  },
]);
step('no test hooks', 'node', ['scripts/check-no-test-hooks.mjs']);

// Both journey suites start now, side by side (their servers use different ports: e2e-ports.ts): the
// simulator's journeys on the e2e build, the live mode's on the production build against an HTTPS stand-in
// of the real service. Playwright is told where the e2e build is, so its global set-up does not build it
// again. The static checks and Vitest run beside them, at a lower priority.
const built = existsSync('dist/index.html');
const e2eDone =
  built && existsSync(`${e2eDist}/index.html`)
    ? startJourneys('end-to-end (Chromium)', ['playwright', 'test'], {
        log: `test-results/e2e-${e2ePort}.log`,
        report: e2eResults,
        env: { DIST_DIR: e2eDist },
      })
    : null;
const liveDone = built
  ? startJourneys(
      'end-to-end, live mode (Chromium)',
      ['playwright', 'test', '-c', 'playwright.live.config.ts'],
      {
        log: `test-results/e2e-live-${e2ePort}.log`,
        report: `test-results/e2e-live-results-${e2ePort}.json`,
      },
    )
  : null;

await together([
  // As `npm run typecheck`, whose script names TypeScript 7's compiler by its path and its flags (README,
  // "Set-up"), the one place they are written.
  { name: 'typecheck', ...yielding('npm', ['run', '--silent', 'typecheck']) },
  // Oxlint (import cycles, .oxlintrc.json) then ESLint, as `npm run lint`.
  { name: 'lint', ...yielding('npm', ['run', '--silent', 'lint']) },
  { name: 'format', ...yielding('npx', ['oxfmt', '--check']) },
  // Unused files, exports, types and dependencies (knip.json says where the entry points are).
  { name: 'unused code', ...yielding('npx', ['knip']) },
]);

{
  const out = 'test-results/vitest.json';
  rmSync(out, { force: true });
  const vitest = yielding('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const { ok, ...timing } = run('unit, integration and contract tests', vitest.command, vitest.args);
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  if (!ok && failed === 0) failed = 1; // the runner itself failed (e.g. a suite did not load)
  results.push({ name: 'vitest', passed, failed, ...timing, failures: vitestFailures(report) });
}

results.push(journeysResult('e2e', e2eDone && (await e2eDone)));
results.push(journeysResult('e2e-live', liveDone && (await liveDone)));

// Per step: wall seconds, CPU seconds of its processes, and the 1-minute load average when it ended (a load
// well above the core count means other work shared the machine and the wall time says little).
const failures = results.flatMap((r) => r.failures ?? []);
if (failures.length > 0) {
  console.log("\n=== failed tests (each journey that failed is named with ✘ in its suite's output above)");
  for (const line of failures) console.log(line);
}
console.log('\n=== summary');
for (const r of results) {
  const cpu = r.cpu === null ? '' : `, ${r.cpu} s CPU`;
  const load = r.load === null ? '' : `, load ${r.load}`;
  console.log(`${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed (${r.seconds} s${cpu}${load})`);
}
// Steps overlap, so the run's wall time is measured, not summed. The busy CPU seconds are the machine's:
// every process on it (Chromium's among them, which the per-step figures miss), other work included.
const wall = (Date.now() - runStarted) / 1000;
const busyAtEnd = machineBusySeconds();
const busy =
  busyAtStart === null || busyAtEnd === null
    ? ''
    : `, machine busy ${(busyAtEnd - busyAtStart).toFixed(0)} CPU-s`;
console.log(`total ${wall.toFixed(1)} s wall on ${os.cpus().length} cores${busy}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
