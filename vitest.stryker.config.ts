import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

/**
 * Vitest for mutation testing (stryker.config.mjs): the node and jsdom projects of vitest.config.ts, without
 * the suites that start a simulator or a server (tests/contract, tests/hostile, server/). Those reach the rule
 * module too, but each of their files costs seconds of set-up per mutant; the mutated files must be pinned
 * down by their own fast unit tests. Stryker's runner adds its setup file to each project.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          environment: 'node',
          include: ['core/**/*.test.ts', 'src/**/*.node.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['./tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
