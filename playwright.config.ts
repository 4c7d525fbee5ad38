import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in the system Chromium (no browser download), against a production build served by
 * server/main.ts on the simulator with a fresh data folder. Software WebGL (SwiftShader) renders the maps.
 * The build is the e2e one (`vite build --mode e2e`): the production bundle with the test hooks (see
 * src/features/plots/map/e2e-hook.ts), which the web server command makes first unless DIST_DIR names one.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
// Separate data and output folders per port, so parallel runs (several developers, one machine) never collide.
const DATA_DIR = `.sim-data-e2e-${PORT}`;
const DIST_DIR = process.env.DIST_DIR ?? `dist-e2e-${PORT}`;
const BUILD = process.env.DIST_DIR
  ? ''
  : `npx vite build --mode e2e --outDir ${DIST_DIR} --emptyOutDir --logLevel warn && `;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two cores: one browser at a time keeps the simulator and SwiftShader responsive.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  outputDir: `test-results/e2e-${PORT}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-results-${PORT}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `${BUILD}rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/config`,
    reuseExistingServer: false,
    // The e2e build takes about half a minute on two busy cores.
    timeout: 240_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SIM_DATA_DIR: DATA_DIR,
      DIST_DIR,
      SIM_SPEED: '20',
      SIM_FAULTS: '1',
    },
  },
});
