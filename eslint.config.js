// Flat config: typescript-eslint, react-hooks, jsx-a11y and TanStack Query rules (house style).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Boundaries (README, "Layout"), checked on the file each import resolves to (import-x's
 * no-restricted-paths with the TypeScript resolver), so no spelling crosses them: `../other-feature/x`,
 * `@/features/other/x` and `../../src/x` all name the same file and are judged alike.
 * - A feature never imports another feature or the app shell; shared code (`src/lib`, `src/components`)
 *   never imports a feature or the app.
 * - `core` never imports `src`, `server` or `cli`, and stays pure (no DOM, no Node, no React: below), so the
 *   browser, its workers, the CLI and the simulator can all share it. `server` and `cli` never import `src`.
 * - `core/plot-rules` is entered through its public entry (index.ts) from everywhere else, save the
 *   white-box geometry suites (tests/geometry) that measure its rules one by one.
 * Every folder reaches `core` by the one `@core/` alias, and there is no import cycle (.oxlintrc.json).
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const outsidePlotRules = [
  './src',
  './server',
  './cli',
  './bench',
  './scripts',
  './core/*.ts',
  ...readdirSync(new URL('./core', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'plot-rules')
    .map((entry) => `./core/${entry.name}`),
  ...readdirSync(new URL('./tests', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'geometry')
    .map((entry) => `./tests/${entry.name}`),
];
const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature: move shared code to src/lib or src/components.',
  })),
  {
    target: ['./src/features', './src/lib', './src/components'],
    from: './src/app',
    message: 'Only the app shell (src/app) imports the app shell.',
  },
  {
    target: ['./src/lib', './src/components'],
    from: './src/features',
    message: 'Shared code (src/lib, src/components) must not depend on features.',
  },
  {
    target: './core',
    from: ['./src', './server', './cli', './bin'],
    message: 'core/ is shared by the browser, the server and the CLI: it imports none of them.',
  },
  {
    target: ['./server', './cli', './bin'],
    from: './src',
    message: 'The server and the CLI never import the SPA.',
  },
  {
    target: outsidePlotRules,
    from: './core/plot-rules',
    // test-helpers.ts: shapes the rule module's own tests draw, shared with other suites' tests.
    except: ['./index.ts', './test-helpers.ts'],
    message: 'Import the plot rules through their public entry, @core/plot-rules/index.ts.',
  },
];
/** `../../core/x`, `../core/x`: the same module as `@core/x`, spelled the one way. */
const coreByAlias = {
  regex: String.raw`^(\.\./)+core(/|$)`,
  message: 'Import core with the @core/ alias.',
};
/**
 * Component props whose values are never words, so the literal-text rule skips them: routes and their
 * params, ids and keys, MapLibre sources, layers and control positions, chart keys, class lists. Every other
 * prop stays checked (`aria-label`, `title`, `placeholder`, `alt`, `label`, `hint`, …), and on plain HTML tags
 * the plugin itself checks the read ones (`alt`, `aria-label`, `placeholder`, `title`, `value`) alone.
 * The plugin's own defaults are repeated: an `exclude` list replaces them.
 */
const notWords = {
  exclude: [
    // The plugin's defaults.
    'className',
    'styleName',
    'style',
    'type',
    'key',
    'id',
    'width',
    'height',
    // Routes (TanStack Router checks each path against the route tree) and a link's look when current.
    'to',
    'params',
    'search',
    'activeProps',
    // MapLibre: sources, layers, where controls, popups and markers sit, the cursor.
    'beforeId',
    'promoteId',
    'interactiveLayerIds',
    'position',
    'anchor',
    'cursor',
    'maxWidth',
    // Recharts: which field of a datum a chart reads.
    'dataKey',
  ],
};
const noClimbing = { group: ['../../*'], message: 'Import across folders with the @/ or @core/ alias.' };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'bench/out',
      '.sim-data*',
      // Test inputs, some of them deliberately odd (a GeoJSON file wrapped as JavaScript).
      'tests/fixtures',
      'reports',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      // Our labels wrap their control with a title and a hint in nested spans.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // How imports resolve (TypeScript's extensions and tsconfig.json's aliases included), for the zones.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Import cycles are refused by oxlint (.oxlintrc.json, run first by `npm run lint`): the same check in
      // under a second, where `import-x/no-cycle` took about 19 CPU-s of every lint.
    },
  },
  // The plot loader's thread folders (README, "The plot loader"): `shared/` runs on both threads and imports
  // neither `page/` nor `worker/`; `page/` and `worker/` never import each other (the page starts the worker
  // by URL, not by import). Its tests may hold both sides side by side. The zones above still apply here.
  {
    files: ['src/lib/plot-loader/**/*.{ts,tsx}'],
    ignores: ['src/lib/plot-loader/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...zones,
            {
              target: './src/lib/plot-loader/shared',
              from: ['./src/lib/plot-loader/page', './src/lib/plot-loader/worker'],
              message: 'Plot loader: shared/ runs on both threads, so it imports neither page/ nor worker/.',
            },
            {
              target: './src/lib/plot-loader/page',
              from: './src/lib/plot-loader/worker',
              message:
                'Plot loader: page/ never imports worker/ (what both threads need belongs in shared/).',
            },
            {
              target: './src/lib/plot-loader/worker',
              from: './src/lib/plot-loader/page',
              message:
                'Plot loader: worker/ never imports page/ (what both threads need belongs in shared/).',
            },
          ],
        },
      ],
    },
  },
  // The Uploads page's stages, in the order a dropped file goes through them: shared/ → model/ (the one
  // record per dropped file) → prepare/ → check/ → send/. A stage imports the ones before it, never a later
  // one nor the page (the feature's root files, which compose them all): nothing runs back. The zones above
  // still apply here; self-check/ is another page.
  {
    files: ['src/features/uploads/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...zones,
            ...['shared', 'model', 'prepare', 'check', 'send'].map((stage, i, stages) => ({
              target: `./src/features/uploads/${stage}`,
              from: [
                ...stages.slice(i + 1).map((later) => `./src/features/uploads/${later}/**`),
                './src/features/uploads/*.{ts,tsx}',
              ],
              message: `Uploads: ${stage}/ never imports a later stage nor the page (shared → model → prepare → check → send).`,
            })),
          ],
        },
      ],
    },
  },
  // Query keys come from the query factories (`*-queries.ts`, README "Layout"): a key array written in a
  // component or hook drifts from the factory's and invalidates nothing.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*-queries.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            "Property[key.name='queryKey'] > ArrayExpression",
            "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
            "Property[key.name='queryKey'] > TSSatisfiesExpression > ArrayExpression",
          ].join(', '),
          message: 'Take the query key from its factory (*-queries.ts), not an array written here.',
        },
      ],
    },
  },
  // Style, not a boundary (the zones above are): folders are left by alias, core by @core/ alone.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing] }] },
  },
  {
    files: ['server/**/*.ts', 'cli/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [coreByAlias] }] },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noClimbing,
            {
              group: [
                'node:*',
                'react',
                'react-dom',
                'react/*',
                'maplibre-gl',
                'hono',
                'hono/*',
                'better-sqlite3',
              ],
              message: 'core/ is pure: no DOM, Node, React or server imports.',
            },
          ],
        },
      ],
    },
  },
  // A source file a newcomer reads in one sitting (issue 52): 400 lines of code, blank lines and comments not
  // counted. Tests and data are exempt; so is a file whose header says why it must be one piece, listed here
  // with its reason (a long file is split by responsibility, never exempted without one).
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: [
      '**/*.test.*',
      'tests/**',
      // Data, not code: one flat table of messages per language, compared key by key (each says so).
      'core/i18n/catalogues/**',
    ],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  // Pages compose: orchestration lives in hooks or pure modules next to the feature, render pieces in
  // small named components. A page that grows past this has started doing their work.
  {
    files: ['src/**/*-page.tsx'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  // Every word a reader sees comes from the catalogues (docs/languages.md), so no literal text in JSX: a
  // sentence written straight into a component would stay English in every language.
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-only', 'jsx-attributes': notWords }] },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
