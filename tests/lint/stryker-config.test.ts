/**
 * `npm run mutate` runs the tests through vitest.stryker.config.ts, not vitest.config.ts. A mutation config
 * that differs from the main one makes a test pass under `npm test` and fail in Stryker's dry run, which then
 * stops before any mutant: it happened with the catalogues (a Spanish ProblemsTable test found only English
 * words) when the mutation config was a copy. It is now derived from the main one; these tests keep it so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import main from '../../vitest.config.ts';

interface Project {
  test: {
    name: string;
    include?: string[];
    exclude?: string[];
    setupFiles?: string[];
    environment?: string;
    isolate?: boolean;
  };
}

const projectsOf = (config: unknown): Project[] =>
  (config as { test: { projects: Project[] } }).test.projects;

const projectOf = (config: unknown, name: string): Project['test'] => {
  const project = projectsOf(config).find((p) => p.test.name === name);
  if (!project) throw new Error(`no project ${name}`);
  return project.test;
};

/** The mutation config as evaluated with STRYKER_TEST_FILES set to `testFiles` (or unset). */
async function strykerConfig(testFiles?: string): Promise<unknown> {
  vi.resetModules();
  if (testFiles === undefined) vi.stubEnv('STRYKER_TEST_FILES', undefined);
  else vi.stubEnv('STRYKER_TEST_FILES', testFiles);
  return (await import('../../vitest.stryker.config.ts')).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the mutation testing config', () => {
  it('runs the logic, isolated, dom and dom-mocking projects, not the slow node project', async () => {
    const names = projectsOf(await strykerConfig()).map((p) => p.test.name);
    expect(names).toEqual(['logic', 'isolated', 'dom', 'dom-mocking']);
  });

  it.each(['logic', 'isolated', 'dom', 'dom-mocking'])(
    'its %s project is the main one but for a module cache per file',
    async (name) => {
      const stryker = projectOf(await strykerConfig(), name);
      expect({ ...stryker, isolate: undefined }).toEqual({ ...projectOf(main, name), isolate: undefined });
      expect(stryker.isolate).toBe(true);
    },
  );

  it('loads every catalogue where the main config does (a Spanish test passes in both)', async () => {
    const stryker = await strykerConfig();
    expect(projectOf(stryker, 'logic').setupFiles).toContain('./tests/support/catalogues.ts');
    expect(projectOf(stryker, 'dom').setupFiles).toContain('./tests/support/catalogues.ts');
  });

  it('with --testFiles, gives each project only the listed files it would take', async () => {
    const stryker = await strykerConfig(
      './core/plot-rules/fixes.test.ts, src/features/uploads/check/problems-table.test.tsx,src/lib/api/*.test.ts',
    );
    expect(projectsOf(stryker).map((p) => p.test.name)).toEqual(['logic', 'dom']);
    expect(projectOf(stryker, 'logic').include).toEqual([
      'core/plot-rules/fixes.test.ts',
      'src/lib/api/*.test.ts',
    ]);
    expect(projectOf(stryker, 'dom').include).toEqual(['src/features/uploads/check/problems-table.test.tsx']);
  });

  it('with --testFiles naming a file that mocks a module, runs it in dom-mocking only', async () => {
    const stryker = await strykerConfig('src/features/audit/components/audit-page.test.tsx');
    expect(projectsOf(stryker).map((p) => p.test.name)).toEqual(['dom-mocking']);
    expect(projectOf(stryker, 'dom-mocking').include).toEqual([
      'src/features/audit/components/audit-page.test.tsx',
    ]);
  });

  it('with --testFiles naming an isolated file, runs it in the isolated project only', async () => {
    const stryker = await strykerConfig('core/formats/pdf.isolated.test.ts');
    expect(projectsOf(stryker).map((p) => p.test.name)).toEqual(['isolated']);
  });
});
