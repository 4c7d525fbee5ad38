import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { createFilter } from 'vite';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';
import SlowFirstSequencer from './tests/support/slow-first-sequencer.ts';

/**
 * Five projects, by what a test needs:
 * - `logic`: pure code of core/ and src/ in Node, the files of a worker sharing one module cache
 *   (`isolate: false`): most of the suite's cost was importing the same modules and setting up an environment
 *   afresh for each of ~130 small files. Tests here must not depend on a module's state being new (import
 *   it afresh with vi.resetModules() when they do, as core/plot-rules/countries.test.ts does).
 * - `node`: servers, the CLI as a process, contract, hostile-file and lint tests, also sharing a module
 *   cache per worker: each of their 46 files evaluated the server's modules afresh in a process of its own,
 *   22 of the project's 114 CPU-s. Their servers listen on ports of their own, their children are killed by
 *   the file that started them, and an environment variable a test sets is put back (vi.stubEnv, or saved
 *   and restored); passed in five runs with the files in random order. No set-up file but the built-ins
 *   guard: the catalogues cost 0.17 CPU-s a file, and a file that words messages in another language than
 *   English loads that language itself.
 * - `isolated`: `*.isolated.test.ts`, files that load a library which replaces a JavaScript built-in
 *   (tests/support/builtins-guard.ts fails a shared-cache file that does), each in a process of its own.
 * - `dom`: React components (`*.test.tsx`) and browser-only code (`*.dom.test.ts`: fetch with `location`,
 *   DOMParser, hooks) in jsdom, one DOM per worker (tests/setup-dom.ts cleans up after each test).
 * - `dom-mocking`: the dom files that mock a module, each with modules of its own (below).
 */
const DOM_TESTS = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'];
/** Files that load a library which changes a built-in (tests/support/builtins-guard.ts): a process each. */
const ISOLATED_TESTS = ['**/*.isolated.test.ts'];

/**
 * The dom test files that replace a module (`vi.mock`, `vi.doMock`), found by reading them. In a project
 * that shares its modules (`isolate: false`) a mock reaches only the modules not loaded yet, and stays for
 * the files after it in the same worker, so which file fails depends on which ran before it in that worker
 * (vitest-dev/vitest#11152). Seen here with one worker: the Settings page's file had loaded the connection
 * button with the real API client, and settings-i18n.test.tsx's mock of it never reached the button. They
 * run in `dom-mocking`, each with modules and a DOM of its own, in a VM context of a shared worker
 * (`vmThreads`): 17 CPU-s for the 12 files, 43 with a worker thread each (Vitest's usual isolation); `dom`
 * and `dom-mocking` together 46-50 CPU-s with one worker, against 37 for `dom` alone when they were flaky.
 */
const isDomTest = createFilter(DOM_TESTS);
const DOM_MOCKING_TESTS = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((name) => join('src', name))
  .filter((path) => isDomTest(resolve(path)) && /\bvi\.(mock|doMock)\(/.test(readFileSync(path, 'utf8')));
const DOM_SETUP = [
  './tests/support/builtins-guard.ts',
  './tests/support/catalogues.ts',
  './tests/setup-dom.ts',
];

/**
 * How long a test may take before it counts as hung. `npm test` runs Vitest at nice 10 beside the journeys
 * (scripts/test-all.mjs): while Chromium and the journeys' servers keep both cores busy, a test gets a tenth
 * of a core, and its wall time grows tenfold. "Mounts the review store" (server/review/review-store.test.ts)
 * takes 2 s alone, took 11.8 s in one full run and more than 30 s in another, which failed on it. The
 * timeouts catch hangs, not slowness: they are set for a starved test, the work itself is unchanged.
 */
const TEST_TIMEOUT_MS = 120_000;
const DOM_TEST_TIMEOUT_MS = 60_000;

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    // Vitest's default is one worker fewer than the cores: on a two-core machine, one worker, and the whole
    // suite in a row. Many files here mostly wait on a child process (a server, the CLI, PostgreSQL), so
    // two workers on two cores keep both busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'logic',
          environment: 'node',
          isolate: false,
          include: ['core/**/*.test.ts', 'src/**/*.test.ts', 'tests/geometry/**/*.test.ts'],
          exclude: [...DOM_TESTS, ...ISOLATED_TESTS],
          setupFiles: ['./tests/support/builtins-guard.ts', './tests/support/catalogues.ts'],
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: [
            'server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/hostile/**/*.test.ts',
            'tests/cli/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          exclude: ISOLATED_TESTS,
          // One PostgreSQL cluster per worker, stopped when the run ends (tests/support/postgres.ts).
          globalSetup: ['./tests/support/postgres-global.ts'],
          setupFiles: ['./tests/support/builtins-guard.ts'],
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'isolated',
          environment: 'node',
          include: ISOLATED_TESTS,
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: DOM_TESTS,
          exclude: DOM_MOCKING_TESTS,
          setupFiles: DOM_SETUP,
          testTimeout: DOM_TEST_TIMEOUT_MS,
          hookTimeout: DOM_TEST_TIMEOUT_MS,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'dom-mocking',
          pool: 'vmThreads',
          environment: 'jsdom',
          include: DOM_MOCKING_TESTS,
          setupFiles: DOM_SETUP,
          testTimeout: DOM_TEST_TIMEOUT_MS,
          hookTimeout: DOM_TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
