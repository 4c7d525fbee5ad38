import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

/**
 * Vitest for mutation testing (stryker.config.mjs): the node and jsdom projects of vitest.config.ts, without
 * the suites that start a simulator or a server (tests/contract, tests/hostile, server/). Those reach the rule
 * module too, but each of their files costs seconds of set-up per mutant; the mutated files must be pinned
 * down by their own fast unit tests. Stryker's runner adds its setup file to each project.
 */
/**
 * `npm run mutate -- FILE --testFiles a.test.ts,b.test.ts` (scripts/mutate.mjs passes the list here, not to
 * Stryker, whose --testFiles leaves static mutants inactive): each project includes only the listed files
 * (paths or globs) that belong to it, and a project with none is left out.
 */
const only = process.env['STRYKER_TEST_FILES']
  ?.split(',')
  .map((f) => f.trim())
  .filter(Boolean);
// As in vitest.config.ts: components (`.test.tsx`) and browser-only code (`.dom.test.ts`) in jsdom, the rest
// in Node.
const isDom = (f: string) => f.endsWith('.test.tsx') || f.endsWith('.dom.test.ts');
// The catalogues set-up of vitest.config.ts's logic and dom projects: without it only English is loaded (the
// others load on demand), and a test that words messages in Spanish fails here though it passes under
// `npm test`, stopping the dry run (tests/lint/stryker-config.test.ts). The built-ins guard is left out: each
// file here runs in a module cache of its own, and the guard would fail the *.isolated.test.ts files that the
// node project includes.
const CATALOGUES = './tests/support/catalogues.ts';
const includes = {
  node: only ? only.filter((f) => !isDom(f)) : ['core/**/*.test.ts', 'src/**/*.test.ts'],
  dom: only ? only.filter(isDom) : ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          environment: 'node',
          include: includes.node,
          exclude: ['src/**/*.dom.test.ts'],
          setupFiles: [CATALOGUES],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: includes.dom,
          setupFiles: [CATALOGUES, './tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ].filter((project) => project.test.include.length > 0),
  },
});
