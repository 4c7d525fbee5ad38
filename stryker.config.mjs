// @ts-check
/**
 * Mutation testing (`npm run mutate`): Stryker changes the code one small edit at a time (a flipped
 * comparison, a removed condition, an emptied message) and re-runs the tests that cover that edit. A
 * mutant that no test notices ("survived") marks behaviour the tests do not pin down. Not part of
 * `npm test`: it re-runs tests hundreds of times. `npm run mutate -- FILE...` mutates only those files
 * (scripts/mutate.mjs). See README "Mutation testing".
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: {
    // Both projects (node, jsdom) of vitest.config.ts, minus the slow simulator suites (see the file).
    configFile: 'vitest.stryker.config.ts',
    // Only the test files that import a mutated file (through Vite's module graph) are run.
    related: true,
  },
  // Each mutant is run only against the tests that executed its code in the dry run.
  coverageAnalysis: 'perTest',
  // Re-runs re-test only mutants whose code or covering tests changed since the last report.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // The files whose behaviour the team asks tests to pin down, each at 90 % or more (scripts/mutate.mjs
  // checks): the plot rules, the EU's rule modules (a statement, its geolocation), the review signals, the
  // API client, the upload's reducers (the dropped files' records, the send flow). Tests, test helpers and
  // type-only modules are not mutated.
  mutate: [
    'core/plot-rules/**/*.ts',
    '!core/plot-rules/**/*.test.ts',
    '!core/plot-rules/test-helpers.ts',
    '!core/plot-rules/types.ts',
    '!core/plot-rules/index.ts',
    'core/eudr/rules.ts',
    'core/traces/geolocation-rules.ts',
    // The signals that make review items and the decisions' rules, read by the page and the server's
    // review counts alike.
    'core/review/review-signals.ts',
    'core/review/review-decisions.ts',
    'src/lib/api/*.ts',
    '!src/lib/api/*.test.ts',
    'src/features/uploads/send/upload-flow.ts',
    // The reducer of the dropped files' records (issue 52's "one record per dropped file").
    'src/features/uploads/model/file-records.ts',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  // The dry run runs every test related to the mutated files once, with per-test coverage: on a loaded
  // 2-core machine, `core/plot-rules/plot-number.ts` (which the pages' component tests reach) took more than
  // Stryker's default 5 minutes.
  dryRunTimeoutMinutes: 30,
  // Two cores are common on CI and laptops under load; override with --concurrency.
  concurrency: 2,
  // By default Stryker prepends `// @ts-nocheck` to every .js/.ts file in its sandbox, test fixtures
  // included (tests/fixtures/formats/farms.js then no longer reads as the supplier's file). Vitest does not
  // type-check, so nothing needs it.
  disableTypeChecks: false,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  ignorePatterns: [
    'dist',
    'dist-*',
    'data',
    '.sim-data*',
    'test-results',
    'playwright-report',
    'reports',
    'bench/out',
  ],
};
