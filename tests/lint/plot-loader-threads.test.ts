/**
 * The plot loader's thread folders (eslint.config.js, README "The plot loader"): shared/ imports neither
 * page/ nor worker/, and page/ and worker/ never import each other, by any spelling; what the layout allows
 * (each folder from shared/ and from itself, and the zones every file keeps) still passes. ESLint's Node API
 * lints probe text as if it lay at those paths (nothing is written).
 */
import { describe, expect, it } from 'vitest';
import { lintProbe } from '../support/lint-probe.ts';

const BOUNDARY = 'import-x/no-restricted-paths';

/** The boundary messages lint gives `import * as probe from <spec>` in the file at `file`. */
async function refusals(file: string, spec: string): Promise<string[]> {
  const code = `import * as probe from '${spec}';\nvoid probe;\nexport {};\n`;
  const messages = await lintProbe(file, code);
  expect(messages.filter((m) => m.fatal || m.ruleId === null)).toEqual([]);
  return messages.filter((m) => m.ruleId === BOUNDARY).map((m) => m.message);
}

const loader = 'src/lib/plot-loader';

// The first lint loads ESLint's config, plugins and parsers: several seconds on a busy machine.
describe("lint refuses a crossing of the plot loader's threads", { timeout: 120_000 }, () => {
  it.each([
    [`${loader}/shared/probe.ts`, '../page/plot-list.ts', 'shared/ runs on both threads'],
    [`${loader}/shared/probe.ts`, '@/lib/plot-loader/page/plot-list.ts', 'shared/ runs on both threads'],
    [`${loader}/shared/probe.ts`, '../worker/plot-store.ts', 'shared/ runs on both threads'],
    [`${loader}/shared/probe.ts`, '@/lib/plot-loader/worker/overlaps.ts', 'shared/ runs on both threads'],
    [`${loader}/page/probe.ts`, '../worker/plot-store.ts', 'page/ never imports worker/'],
    [`${loader}/page/probe.ts`, '@/lib/plot-loader/worker/plot-tiles.ts', 'page/ never imports worker/'],
    [`${loader}/worker/probe.ts`, '../page/plot-list.ts', 'worker/ never imports page/'],
    [`${loader}/worker/probe.ts`, '@/lib/plot-loader/page/plot-queries.ts', 'worker/ never imports page/'],
  ])('%s importing %s', async (file, spec, message) => {
    const found = await refusals(file, spec);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it('keeps the zones every file has (a feature stays out of shared code)', async () => {
    const found = await refusals(`${loader}/page/probe.ts`, '@/features/plots/routes.tsx');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('Shared code (src/lib, src/components) must not depend on features.');
  });
});

describe('lint lets each thread folder use shared/ and itself', { timeout: 120_000 }, () => {
  it.each([
    [`${loader}/page/probe.ts`, '../shared/pack-reader.ts'],
    [`${loader}/page/probe.ts`, './plot-list.ts'],
    [`${loader}/worker/probe.ts`, '../shared/plot-cache.ts'],
    [`${loader}/worker/probe.ts`, './plot-store.ts'],
    [`${loader}/shared/probe.ts`, './pack-reader.ts'],
    [`${loader}/shared/probe.ts`, '@/lib/api/errors.ts'],
  ])('%s importing %s', async (file, spec) => {
    expect(await refusals(file, spec)).toEqual([]);
  });
});
