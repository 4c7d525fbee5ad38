/**
 * `plot-check` bundled for the tests that spawn it dozens of times (tests/support/node-bundle.ts): the command
 * and its reading thread as plain JavaScript, so a spawn starts no TypeScript compiler. Through the launcher
 * (bin/plot-check.js, tsx) a GeoJSON check cost 0.7 CPU-s and a file read in a thread 1.1; bundled, 0.2.
 * The bundle is the same modules (cli/read-in-worker.ts starts the bundled thread when it runs bundled), and
 * the launcher itself keeps tests of its own: plot-check.test.ts's usage errors and unreadable files,
 * plot-check-signals.node.test.ts and the e2e export check spawn bin/plot-check.js.
 *
 * Most of a bundled spawn's 0.35–0.45 CPU-s is Node starting and loading the 6 MB bundle, not the check, so
 * a suite that runs the command many times to read its output runs it through one process instead
 * (`startPlotCheckRunner`): the command's own `main`, called once per run with the arguments a user types,
 * its stdout and stderr kept apart and its exit code (what bin/plot-check.js sets) given back. What only a
 * process of its own shows (that it exits once done, its exit status, the launcher's tsx threads) stays with
 * the runs that spawn it.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../support/node-bundle.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What a run of the command gave: exit code, stdout, stderr. */
export interface PlotCheckRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Builds the bundle into a folder of this process; resolves with the arguments of `node` that run it. */
export async function bundlePlotCheck(): Promise<{ args: string[]; dir: string; remove: () => void }> {
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
  return { args: [run], dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts each answer line of the runner, so that anything else the process prints is told apart. */
const ANSWER = 'plot-check-runner-answer ';

/**
 * The runner's script: one run per line of stdin (the arguments as a JSON array), one line per run on stdout
 * (ANSWER, then { code, stdout, stderr } as JSON). A run that throws ends as the command would: its stack
 * on stderr, exit code 1.
 */
const RUNNER = `import { createInterface } from 'node:readline';
import { main } from './plot-check.mjs';
for await (const line of createInterface({ input: process.stdin })) {
  let stdout = '';
  let stderr = '';
  let code;
  try {
    code = await main(JSON.parse(line), {
      out: { write: (t) => { stdout += t; return true; } },
      err: { write: (t) => { stderr += t; return true; } },
    });
  } catch (e) {
    stderr += String(e?.stack ?? e) + '\\n';
    code = 1;
  }
  process.stdout.write(${JSON.stringify(ANSWER)} + JSON.stringify({ code, stdout, stderr }) + '\\n');
}
`;

/**
 * One process of the bundled command that runs it again and again (see the header); runs go one at a time.
 * `close` ends its input, so it exits as the command does once done, and resolves when it has (killed if it
 * has not within 10 s): its processor time is then counted with the test's.
 */
export function startPlotCheckRunner(bundle: { dir: string }): {
  run: (args: string[]) => Promise<PlotCheckRun>;
  close: () => Promise<void>;
} {
  const script = path.join(bundle.dir, 'runner.mjs');
  writeFileSync(script, RUNNER);
  const child = spawn(process.execPath, [script], { cwd: tmpdir(), stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: ((r: PlotCheckRun) => void)[] = [];
  // Output that is no answer would be the command writing to the process's stdout rather than to the
  // stream it is given: kept with the run, as a spawned command would show it.
  let stray = '';
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith(ANSWER)) return void (stray += `${line}\n`);
    const answer = JSON.parse(line.slice(ANSWER.length)) as PlotCheckRun;
    waiting.shift()?.({ ...answer, stdout: stray + answer.stdout });
    stray = '';
  });
  let exited = '';
  child.once('exit', (code, signal) => {
    exited = `the plot-check runner exited (${signal ?? code})`;
    for (const resolve of waiting.splice(0)) resolve({ code: -1, stdout: '', stderr: exited });
  });
  let queue = Promise.resolve();
  const run = (args: string[]) => {
    const answer = queue.then(
      () =>
        new Promise<PlotCheckRun>((resolve) => {
          if (exited) return resolve({ code: -1, stdout: '', stderr: exited });
          waiting.push(resolve);
          child.stdin!.write(`${JSON.stringify(args)}\n`);
        }),
    );
    queue = answer.then(() => undefined);
    return answer;
  };
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    child.stdin!.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await ended;
    clearTimeout(timer);
  };
  return { run, close };
}
