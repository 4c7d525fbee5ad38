// Flat config: typescript-eslint, react-hooks, jsx-a11y and TanStack Query rules (house style).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Boundaries (README, "Layout"): features never import each other or the app shell; `src/lib`,
 * `src/components` and `core` never import features or the app; `core` imports nothing outside itself (no
 * DOM, no Node, no React), so the browser, its workers, the CLI and the simulator can all share it. Imports
 * that leave a folder use the `@/` (src) and `@core/` aliases, so climbing `../../` is refused too: it is how a
 * boundary would be crossed unseen.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noClimbing = { group: ['../../*'], message: 'Import across folders with the @/ or @core/ alias.' };
const noFeaturesOrApp = {
  group: ['@/features/*', '@/app/*'],
  message: 'Shared code (src/lib, src/components, core) must not depend on features or the app shell.',
};
const boundaries = [
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noClimbing,
            {
              group: ['@/features/*', `!@/features/${feature}`, '@/app/*'],
              message:
                'A feature must not import another feature or the app shell: move shared code to src/lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing, noFeaturesOrApp] }] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing] }] },
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
            noFeaturesOrApp,
            {
              group: ['@/*', 'node:*', 'react', 'react-dom', 'maplibre-gl', 'hono', 'hono/*'],
              message: 'core/ is pure: no DOM, Node, React or server imports.',
            },
          ],
        },
      ],
    },
  },
];

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
  ...boundaries,
  // Pages compose: orchestration lives in hooks or pure modules next to the feature, render pieces in
  // small named components. A page that grows past this has started doing their work.
  {
    files: ['src/**/*-page.tsx'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
