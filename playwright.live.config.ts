import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { basePort, liveAskingPort, liveTokenPort } from './tests/e2e/support/e2e-ports.ts';

/**
 * Live-mode journeys: the production build in live mode against an HTTPS stand-in of the real service on
 * loopback (tests/live/serve-live.ts), started by this config. Two dashboards: one holds the token on the
 * server (LIVE_PORT_TOKEN), one asks the person for it (LIVE_PORT). Their ports are apart from the simulator
 * journeys' (tests/e2e/support/e2e-ports.ts), so both suites can run at once; the result files keep E2E_PORT.
 * The stand-in's storage uses a self-signed certificate, which Chromium is told to ignore here only.
 */
const PORT = basePort();
const ASKING_PORT = liveAskingPort();
const TOKEN_PORT = liveTokenPort();

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-live',
  // The live journeys run on the production build (DIST_DIR, dist by default) and their own servers.
  globalSetup: undefined,
  workers: 1,
  outputDir: `test-results/e2e-live-${PORT}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-live-results-${PORT}.json` }]],
  use: {
    ...base.use,
    baseURL: `http://127.0.0.1:${TOKEN_PORT}`,
    ignoreHTTPSErrors: true,
    launchOptions: {
      ...base.use?.launchOptions,
      args: [...(base.use?.launchOptions?.args ?? []), '--ignore-certificate-errors'],
    },
  },
  webServer: {
    command: 'node --import tsx tests/live/serve-live.ts',
    url: `http://127.0.0.1:${ASKING_PORT}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      LIVE_PORT: String(ASKING_PORT),
      LIVE_PORT_TOKEN: String(TOKEN_PORT),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
  },
});
