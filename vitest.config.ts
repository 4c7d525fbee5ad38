import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// Two projects: pure code, server and contract tests in Node; React components in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/hostile/**/*.test.ts',
            'tests/geometry/**/*.test.ts',
            'tests/cli/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'src/**/*.node.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
