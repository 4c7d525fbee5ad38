/**
 * Every document a source file cites is in the repository: `docs/*.md` paths exist, "contract §N" names a
 * section of docs/api-contract.md, and nothing points at documents outside the repository (../shared/docs,
 * research notes). Reading ../shared data when present (validity suites, real plot files) is not citing.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const SOURCE_DIRS = ['src', 'core', 'server', 'tests', 'bench', 'scripts', 'cli', 'bin'];
const SKIP = new Set(['node_modules', 'fixtures', 'dist']);

function* sourceFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|mjs)$/.test(entry.name)) yield path;
  }
}

const files = [
  ...SOURCE_DIRS.flatMap((d) => [...sourceFiles(join(root, d))]),
  ...readdirSync(root)
    .filter((f) => /\.(ts|js|mjs)$/.test(f))
    .map((f) => join(root, f)),
].filter((f) => f !== import.meta.filename);

const hits = (pattern: RegExp) =>
  files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(pattern)].map((m) => ({ at: `${relative(root, file)}:${i + 1}`, match: m })),
      ),
  );

const contractSections = new Set(
  [...readFileSync(join(root, 'docs/api-contract.md'), 'utf8').matchAll(/^## (\d+)\. /gm)].map((m) => m[1]),
);

describe('documents cited by source files', () => {
  it('are read from the repository', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('never lie outside it (../shared/docs, research notes, the original rule list)', () => {
    const outside = hits(/shared\/docs|research\/|ecosystem\.md|traces-rules\.md/g).map((h) => h.at);
    expect(outside).toEqual([]);
  });

  it('exist when named as docs/<page>.md', () => {
    const missing = hits(/\bdocs\/([\w-]+\.md)/g)
      .filter((h) => !existsSync(join(root, 'docs', h.match[1]!)))
      .map((h) => `${h.at} ${h.match[0]}`);
    expect(missing).toEqual([]);
  });

  it('name a section of docs/api-contract.md when they say "contract §N"', () => {
    expect(contractSections.size).toBeGreaterThan(5);
    const unknown = hits(/[Cc]ontract §(\d+)/g)
      .filter((h) => !contractSections.has(h.match[1]!))
      .map((h) => `${h.at} ${h.match[0]}`);
    expect(unknown).toEqual([]);
  });
});
