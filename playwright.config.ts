import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './tests/e2e/support/chromium-args.ts';
import { basePort } from './tests/e2e/support/e2e-ports.ts';

/**
 * End-to-end journeys in the system Chromium (no browser download), against the production build served by
 * server/main.ts on the simulator. The build is the e2e one (`vite build --mode e2e`: the production bundle
 * with the test hooks of src/features/plots/map/e2e-hook.ts), made once by tests/e2e/support/build-once.ts
 * unless DIST_DIR names one. Every worker starts its own server with a fresh data folder
 * (tests/e2e/support/worker-server.ts), so journeys in different files run side by side without sharing
 * plots or injected faults. Software WebGL (SwiftShader) renders the maps.
 */
const PORT = basePort();

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous limits: a journey waits on states (a text, a role, an idle map), and a limit only decides how long
  // a busy machine may take before it counts as a failure; a passing journey never waits them out.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // The journeys of one file run in order on one worker (some build on what the previous one uploaded);
  // files are spread over the workers.
  fullyParallel: false,
  // One worker per core. A journey alone keeps about 1.3 of two cores busy (the page, SwiftShader, the server)
  // and waits on them in turn; with `npm test`'s other steps beside it at a lower priority, two workers on two
  // cores kept the machine 98 % busy and ended the whole run in 514 s instead of 589 s with one (the journeys
  // in 505 s instead of 581 s, the other steps filling what they left).
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  globalSetup: './tests/e2e/support/build-once.ts',
  outputDir: `test-results/e2e-${PORT}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-results-${PORT}.json` }]],
  use: {
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    // The maps skip their fly-to and zoom animations, as for a person who asked for less motion: dozens of
    // software-rendered frames per step that no journey looks at.
    reducedMotion: 'reduce',
    // A trace is recorded on a journey's retry only (CI retries once): recording one for every journey, to
    // throw it away when it passes, cost about a quarter of the browser's CPU (screencast frames and DOM
    // snapshots). To trace a journey that fails locally, run it with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
