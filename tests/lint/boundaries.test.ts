/**
 * The layer boundaries (eslint.config.js, README "Layout") hold by path, whatever the spelling: probe files
 * at every depth of a feature, of shared code, of core, of the server and of the CLI import across a
 * boundary by relative path and by alias, and lint must refuse each; the imports the layout allows must
 * pass. ESLint's own Node API lints the probes as if they lay at those paths (nothing is written). Import
 * cycles are oxlint's (.oxlintrc.json): its probe files must exist for it to follow them (written and
 * removed here).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintProbe } from '../support/lint-probe.ts';

const root = join(import.meta.dirname, '../..');
/** Oxlint's command-line entry (its package.json's `bin`), run with this Node as `npx oxlint` does. */
const oxlintBin = join(dirname(createRequire(import.meta.url).resolve('oxlint/package.json')), 'bin/oxlint');

const BOUNDARY = 'import-x/no-restricted-paths';
const SPELLING = 'no-restricted-imports';

/** The rules that refuse `code` as the file at `file` (relative to the repository), sorted. */
async function refusals(file: string, code: string): Promise<string[]> {
  const messages = await lintProbe(file, `${code}\nexport {};\n`);
  // A parse error or a missing rule would refuse everything for the wrong reason.
  expect(messages.filter((m) => m.fatal || m.ruleId === null)).toEqual([]);
  return [...new Set(messages.map((m) => m.ruleId!))].sort();
}

/** `import x from <spec>` for a side-effect-free check: only the resolved path matters to the rules. */
const imp = (spec: string) => `import * as probe from '${spec}';\nvoid probe;`;

interface Probe {
  file: string;
  refused: Record<string, string>;
  allowed: string[];
}

const probes: Probe[] = [
  // A feature's root, a subfolder and a deeper one: another feature or the app shell by every spelling.
  {
    file: 'src/features/suppliers/probe.ts',
    refused: {
      '../plots/routes.tsx': BOUNDARY,
      '@/features/plots/routes.tsx': BOUNDARY,
      // Climbing two levels is refused as a spelling too (style); the boundary is what matters here.
      '../../app/nav.ts': `${BOUNDARY} ${SPELLING}`,
      '@/app/nav.ts': BOUNDARY,
    },
    allowed: ['./routes.tsx', '@/features/suppliers/routes.tsx', '@/lib/sleep.ts', '@core/api/schemas.ts'],
  },
  {
    file: 'src/features/suppliers/components/probe.ts',
    refused: {
      '../../plots/lib/plot-sort.ts': `${BOUNDARY} ${SPELLING}`,
      '@/features/plots/lib/plot-sort.ts': BOUNDARY,
      '@/app/nav.ts': BOUNDARY,
    },
    allowed: ['../routes.tsx', '../api/supplier-queries.ts', '@/components/states.tsx'],
  },
  {
    file: 'src/features/suppliers/components/deeper/probe.ts',
    refused: {
      '@/features/plots/routes.tsx': BOUNDARY,
      '../../../plots/routes.tsx': `${BOUNDARY} ${SPELLING}`,
    },
    allowed: [
      '@/features/suppliers/routes.tsx',
      '@/features/suppliers/api/supplier-queries.ts',
      '../probe.ts',
    ],
  },
  // Shared code never reaches a feature or the app shell.
  {
    file: 'src/lib/probe.ts',
    refused: {
      '../features/plots/routes.tsx': BOUNDARY,
      '@/features/plots/routes.tsx': BOUNDARY,
      '../app/nav.ts': BOUNDARY,
      '@/app/nav.ts': BOUNDARY,
    },
    allowed: ['./sleep.ts', '@/lib/sleep.ts', '@/components/states.tsx', '@core/api/schemas.ts'],
  },
  {
    file: 'src/lib/format/probe.ts',
    refused: { '@/features/plots/routes.tsx': BOUNDARY, '@/app/nav.ts': BOUNDARY },
    allowed: ['./hectares.ts', '../sleep.ts'],
  },
  {
    file: 'src/components/probe.ts',
    refused: { '../features/plots/routes.tsx': BOUNDARY, '@/app/nav.ts': BOUNDARY },
    allowed: ['./states.tsx', '@/lib/sleep.ts'],
  },
  // core reaches none of src, server, cli; stays pure; enters plot-rules by its public entry.
  {
    file: 'core/probe.ts',
    refused: {
      '../src/lib/sleep.ts': BOUNDARY,
      '@/lib/sleep.ts': BOUNDARY,
      '../server/config.ts': BOUNDARY,
      '../cli/plot-check.ts': BOUNDARY,
      'node:fs': SPELLING,
      react: SPELLING,
      './plot-rules/rule-catalog.ts': BOUNDARY,
    },
    allowed: ['./api/schemas.ts', '@core/api/schemas.ts', './plot-rules/index.ts'],
  },
  {
    file: 'core/geo/probe.ts',
    refused: {
      '../../src/lib/sleep.ts': `${BOUNDARY} ${SPELLING}`,
      '@/features/plots/routes.tsx': BOUNDARY,
      '@core/plot-rules/rule-catalog.ts': BOUNDARY,
      '../plot-rules/types.ts': BOUNDARY,
    },
    allowed: ['../api/schemas.ts', '@core/plot-rules/index.ts', './risk-info-limits.ts'],
  },
  {
    file: 'core/plot-rules/probe.ts',
    refused: { '@/lib/sleep.ts': BOUNDARY, 'node:path': SPELLING },
    // Inside the module, its own files are open.
    allowed: ['./rule-catalog.ts', '@core/plot-rules/types.ts'],
  },
  // The server and the CLI never reach the SPA, and name core by its alias.
  {
    file: 'server/probe.ts',
    refused: {
      '../src/lib/sleep.ts': BOUNDARY,
      '@/lib/sleep.ts': BOUNDARY,
      '../core/api/schemas.ts': SPELLING,
      '@core/plot-rules/types.ts': BOUNDARY,
    },
    allowed: ['./config.ts', '@core/api/schemas.ts', '@core/plot-rules/index.ts', 'node:fs'],
  },
  {
    file: 'server/simulator/routes/probe.ts',
    refused: {
      '../../../src/lib/sleep.ts': BOUNDARY,
      '@/components/states.tsx': BOUNDARY,
      '../../../core/api/schemas.ts': SPELLING,
    },
    allowed: ['../store.ts', '@core/api/schemas.ts'],
  },
  {
    file: 'cli/probe.ts',
    refused: {
      '../src/lib/sleep.ts': BOUNDARY,
      '@/lib/sleep.ts': BOUNDARY,
      '../core/formats/index.ts': SPELLING,
      '@core/plot-rules/fixes.ts': BOUNDARY,
    },
    allowed: ['./plot-check.ts', '@core/formats/index.ts', '@core/plot-rules/index.ts'],
  },
];

describe('layer boundaries, by path', { timeout: 120_000 }, () => {
  for (const probe of probes) {
    it(`${probe.file}: refuses what crosses a boundary, by any spelling`, async () => {
      const seen: Record<string, string> = {};
      for (const spec of Object.keys(probe.refused))
        seen[spec] = (await refusals(probe.file, imp(spec))).join(' ');
      expect(seen).toEqual(probe.refused);
    });

    it(`${probe.file}: allows what the layout allows`, async () => {
      const seen: Record<string, string> = {};
      for (const spec of probe.allowed) seen[spec] = (await refusals(probe.file, imp(spec))).join(' ');
      expect(seen).toEqual(Object.fromEntries(probe.allowed.map((spec) => [spec, ''])));
    });
  }
});

describe('import cycles', { timeout: 120_000 }, () => {
  // Written inside the tree (oxlint follows the imports to the files); removed after.
  const dir = join(root, `src/lib/cycle-probe-${process.pid}`);
  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = (): number => b + 1;\n");
    writeFileSync(join(dir, 'b.ts'), 'export const b = 1;\n');
    writeFileSync(join(dir, 'c.ts'), "import { d } from './d.ts';\nexport const c = (): number => d();\n");
    // Back to c by the `@/` alias: the cycle is found through tsconfig.json's paths too.
    const viaAlias = `@/lib/cycle-probe-${process.pid}/c.ts`;
    writeFileSync(
      join(dir, 'd.ts'),
      `import { c } from '${viaAlias}';\nexport const d = (): number => c();\n`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are refused, through an alias too, and a one-way import is not', () => {
    // Oxlint as `npm run lint` runs it (.oxlintrc.json found from the repository root), on the probe folder.
    const run = spawnSync(process.execPath, [oxlintBin, '--format', 'json', relative(root, dir)], {
      cwd: root,
      encoding: 'utf8',
    });
    const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: { code: string; filename: string }[] };
    const refused = diagnostics.map((d) => `${d.filename.split('/').pop()} ${d.code}`).sort();
    expect(refused).toEqual(['c.ts import(no-cycle)', 'd.ts import(no-cycle)']);
    expect(run.status).toBe(1);
  });
});
