/**
 * `npm run mutate` runs the tests through vitest.stryker.config.ts, not vitest.config.ts. A set-up file the
 * main config gives its logic or dom project and the mutation config forgets makes a test pass under
 * `npm test` and fail in Stryker's dry run, which then stops before any mutant: it happened with the
 * catalogues (a Spanish ProblemsTable test found only English words).
 */
import { describe, expect, it } from 'vitest';
import main from '../../vitest.config.ts';
import stryker from '../../vitest.stryker.config.ts';

interface Project {
  test: { name: string; setupFiles?: string[] };
}

const projectsOf = (config: unknown): Project[] =>
  (config as { test: { projects: Project[] } }).test.projects;

const setupOf = (config: unknown, name: string): string[] => {
  const project = projectsOf(config).find((p) => p.test.name === name);
  if (!project) throw new Error(`no project ${name}`);
  return project.test.setupFiles ?? [];
};

// The guard is for files sharing one module cache; the mutation config runs each file in its own, where the
// guard would fail the *.isolated.test.ts files it includes.
const SHARED_CACHE_ONLY = './tests/support/builtins-guard.ts';

describe('the mutation testing config', () => {
  it.each([
    ['node', 'logic'],
    ['dom', 'dom'],
  ])('its %s project has the set-up files of the main %s project', (strykerName, mainName) => {
    const wanted = setupOf(main, mainName).filter((f) => f !== SHARED_CACHE_ONLY);
    expect(wanted).toContain('./tests/support/catalogues.ts');
    expect(setupOf(stryker, strykerName)).toEqual(wanted);
  });
});
