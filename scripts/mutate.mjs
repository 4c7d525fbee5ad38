#!/usr/bin/env node
/**
 * `npm run mutate [-- FILE... [--stryker-option value]...]`: Stryker with stryker.config.mjs. File
 * arguments replace the configured `mutate` list (so one file can be mutation-tested in a minute or two);
 * anything starting with `-` is passed to Stryker as is, with its value (`--concurrency 1`).
 *
 * Then each mutated file's score is checked against the target (90 %, stryker.config.mjs's `thresholds.high`)
 * from Stryker's JSON report: the files below it are listed and the command fails. Stryker's own `break`
 * threshold is for the whole run, where a large well-tested file hides a small untested one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import config from '../stryker.config.mjs';

const files = [];
const passThrough = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  // Stryker's own --testFiles runs static mutants (module-level code: tables, constants) without activating
  // them, so they all "survive" (Stryker 9.6, mutant-test-planner.js). The test files are handed to
  // vitest.stryker.config.ts instead, which then includes only them.
  if (arg === '--testFiles' || arg.startsWith('--testFiles=')) {
    process.env.STRYKER_TEST_FILES = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[++i] ?? '');
    continue;
  }
  if (arg.startsWith('-')) {
    passThrough.push(arg);
    // An option's value (`--concurrency 2`) is passed with it, unless it was given as `--opt=value`.
    if (!arg.includes('=') && args[i + 1] !== undefined && !args[i + 1].startsWith('-')) {
      passThrough.push(args[++i]);
    }
  } else {
    if (!existsSync(arg.replace(/:.*$/, ''))) {
      console.error(`mutate: no such file: ${arg}`);
      process.exit(2);
    }
    files.push(arg);
  }
}

mkdirSync('reports', { recursive: true });
// A report left by an earlier run must not be read as this run's when Stryker stops before writing one.
const REPORT = config.jsonReporter.fileName;
rmSync(REPORT, { force: true });
const strykerArgs = [
  'stryker',
  'run',
  ...(files.length ? ['--mutate', files.join(',')] : []),
  ...passThrough,
];
console.log(
  `${process.env.STRYKER_TEST_FILES ? `STRYKER_TEST_FILES=${process.env.STRYKER_TEST_FILES} ` : ''}npx ${strykerArgs.join(' ')}`,
);
const child = spawnSync('npx', strykerArgs, { stdio: 'inherit' });
if (child.status !== 0) process.exit(child.status ?? 1);
if (!existsSync(REPORT)) {
  console.error(`mutate: Stryker wrote no ${REPORT}, so no file's score could be checked`);
  process.exit(1);
}

/** Stryker's mutation score: detected (killed or timed out) of the mutants that ran or had no test. */
function scoreOf(mutants) {
  const count = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
  const detected = count('Killed', 'Timeout');
  const valid = detected + count('Survived', 'NoCoverage');
  return valid === 0 ? null : (100 * detected) / valid;
}

const target = config.thresholds.high;
const report = JSON.parse(readFileSync(REPORT, 'utf8'));
// In incremental mode the report also holds the files of earlier runs, as they were then: only the files
// named (without a line range) are judged, or every file when none or a glob was named.
const named = files.map((f) => f.replace(/:.*$/, '').replace(/^\.\//, ''));
const judged = named.length > 0 && !named.some((f) => /[*?{[!]/.test(f)) ? new Set(named) : null;
const below = Object.entries(report.files)
  .filter(([file]) => judged === null || judged.has(file))
  .map(([file, { mutants }]) => ({ file, score: scoreOf(mutants) }))
  .filter(({ score }) => score !== null && score < target);
if (below.length > 0) {
  console.error(`mutate: ${below.length} file(s) below the ${target} % target:`);
  for (const { file, score } of below) console.error(`  ${score.toFixed(2).padStart(6)} %  ${file}`);
  process.exit(1);
}
console.log(`mutate: every mutated file scores ${target} % or more`);
