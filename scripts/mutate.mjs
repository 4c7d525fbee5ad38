#!/usr/bin/env node
/**
 * `npm run mutate [-- FILE... [--stryker-option value]...]`: Stryker with stryker.config.mjs. File
 * arguments replace the configured `mutate` list (so one file can be mutation-tested in a minute or two);
 * anything starting with `-` is passed to Stryker as is, with its value (`--concurrency 1`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

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
process.exit(child.status ?? 1);
