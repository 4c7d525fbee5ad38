/**
 * ESLint as `npm run lint` runs it (eslint.config.js, through ESLint's own Node API), for the lint tests that
 * lint probe text as if it lay at a path of the tree (tests/lint/*.test.ts). Import cycles are oxlint's
 * (.oxlintrc.json), tested on files written for it (tests/lint/boundaries.test.ts).
 *
 * One instance for every lint test of a worker (the `node` project shares a module cache per worker), so the
 * config, the plugins and the parsers load once.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';

const repositoryRoot = join(import.meta.dirname, '../..');

const probeLint = new ESLint({ cwd: repositoryRoot });

/** The lint messages of `code` as the file at `file` (relative to the repository root). */
export async function lintProbe(file: string, code: string): Promise<ESLint.LintResult['messages']> {
  const [result] = await probeLint.lintText(code, { filePath: join(repositoryRoot, file) });
  return result!.messages;
}
