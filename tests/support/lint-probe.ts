/**
 * ESLint as `npm run lint` runs it (eslint.config.js, through ESLint's own Node API), for the lint tests that
 * lint probe text as if it lay at a path of the tree (tests/lint/*.test.ts), with one rule off:
 * `import-x/no-cycle`. A probe is never on disk, so no file imports it and no cycle can run through it
 * (eslint.config.js turns the rule off for test files for the same reason); yet the rule traced the import
 * graph from each part of the tree a probe lies in, about 3 CPU-s each time, most of what these tests cost.
 * Every other rule, setting and resolver is the config's. The cycle rule keeps its own test on files written
 * for it (tests/lint/boundaries.test.ts, with an instance of the whole config).
 *
 * One instance for every lint test of a worker (the `node` project shares a module cache per worker), so the
 * config, the plugins and the parsers load once.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';

const repositoryRoot = join(import.meta.dirname, '../..');

const probeLint = new ESLint({
  cwd: repositoryRoot,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

/** The lint messages of `code` as the file at `file` (relative to the repository root). */
export async function lintProbe(file: string, code: string): Promise<ESLint.LintResult['messages']> {
  const [result] = await probeLint.lintText(code, { filePath: join(repositoryRoot, file) });
  return result!.messages;
}
