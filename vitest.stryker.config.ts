import { createFilter } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import main from './vitest.config.ts';

/**
 * Vitest for mutation testing (stryker.config.mjs), derived from vitest.config.ts rather than copied: a copy
 * drifted once (it lacked the catalogues set-up, so a Spanish ProblemsTable test failed Stryker's dry run
 * while passing under `npm test`, and it lacked tests/geometry). It keeps the projects whose tests are fast
 * unit tests (logic, isolated, dom, dom-mocking) with their include, exclude, environment, set-up files and
 * timeouts, and leaves out `node` (servers, the simulator's contract and hostile-file suites, the CLI as a
 * process, docs and lint): those reach the rule module too, but each of their files costs seconds of set-up
 * per mutant; the mutated files must be pinned down by their own fast unit tests. Stryker's runner adds its
 * set-up file to each project, and runs one worker.
 *
 * One setting differs: every file runs in a module cache of its own (`isolate: true`, Vitest's default). A
 * static mutant (module-level code: a rule table, a constant) is activated when its module is evaluated, and
 * a module cached by an earlier file or run would keep the code of the mutant before.
 */
const KEPT = ['logic', 'isolated', 'dom', 'dom-mocking'];

/**
 * `npm run mutate -- FILE --testFiles a.test.ts,b.test.ts` (scripts/mutate.mjs passes the list here, not to
 * Stryker, whose --testFiles leaves static mutants inactive): each project includes only the listed files
 * (paths or globs) that its own include and exclude take, and a project with none is left out.
 */
const only = process.env['STRYKER_TEST_FILES']
  ?.split(',')
  .map((f) => f.trim().replace(/^\.\//, ''))
  .filter(Boolean);

const mainProjects = (main.test?.projects ?? []) as TestProjectInlineConfiguration[];

const projects = KEPT.map((name) => {
  const project = mainProjects.find((p) => p.test?.name === name);
  if (!project?.test) throw new Error(`vitest.config.ts has no project "${name}"`);
  const { include = [], exclude = [] } = project.test;
  // A glob in the list is matched as a path: `src/lib/api/*.test.ts` belongs where such a name would.
  const takes = createFilter(include, exclude, { resolve: false });
  return {
    ...project,
    test: { ...project.test, isolate: true, include: only ? only.filter((f) => takes(f)) : include },
  };
}).filter((project) => project.test.include.length > 0);

export default defineConfig({ test: { projects } });
