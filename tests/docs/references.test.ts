/**
 * Every document a source file cites is in the repository: `docs/*.md` paths exist, "contract §N" names a
 * section of docs/api-contract.md, and nothing points at documents outside the repository (../shared/docs,
 * research notes). Reading ../shared data when present (validity suites, real plot files) is not citing.
 * And no citation goes stale: every repository path named in a comment, in README.md or in docs/*.md
 * exists, and so does every file named there by its bare name (`retry.test.ts`).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

/** Where a repository path starts: its top-level folders, and the files at its root. */
const TOP = readdirSync(root, { withFileTypes: true })
  .map((e) => e.name)
  .filter((name) => !name.startsWith('.') && !['node_modules', 'data', 'reports'].includes(name));
const PATH = new RegExp(
  String.raw`(?<![\w./@-])(?:${TOP.map((n) => n.replace(/\./g, '\\.')).join('|')})(?:/[\w.@-]+)*/?(?![\w-]|\.\w)`,
  'g',
);
/** A path's words: not a pattern, a placeholder or a URL path (`/basemap/tiles/{z}`). */
const literal = (path: string) => !/[*{}<>$]/.test(path);
const exists = (path: string) => existsSync(join(root, path.replace(/[.,:;)]+$/, '')));

/** Every file name in the repository, for names cited bare. */
function* allNames(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Build output (dist, dist-e2e-<port>, dist-bench…) and test output are not the repository: a name found
    // only there passed in a worktree that had built and failed in a fresh clone.
    if (
      entry.name.startsWith('.') ||
      entry.name.startsWith('dist') ||
      ['node_modules', 'test-results', 'playwright-report'].includes(entry.name)
    )
      continue;
    yield entry.name;
    if (entry.isDirectory()) yield* allNames(join(dir, entry.name));
  }
}
const names = new Set(allNames(root));
const BARE = /`([\w.-]+\.(?:ts|tsx|js|mjs))`/g;

const documents = ['README.md', ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
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

describe('paths cited by the README, the docs and comments', () => {
  const cited = (file: string, line: string, at: number) =>
    [...line.matchAll(PATH)]
      .map((m) => m[0])
      .filter((p) => p.includes('/') || /\.\w+$/.test(p))
      .filter(literal)
      .map((p) => ({ at: `${file}:${at}`, path: p }));

  it('find paths to check', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(cited('README.md', readme, 0).length).toBeGreaterThan(40);
    expect(documents).toContain('docs/api-contract.md');
  });

  it('exist: every path in README.md and docs/*.md', () => {
    const missing = documents.flatMap((doc) =>
      readFileSync(join(root, doc), 'utf8')
        .split('\n')
        .flatMap((line, i) => cited(doc, line, i + 1))
        .filter((c) => !exists(c.path))
        .map((c) => `${c.at} ${c.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('exist: every relative link in README.md and docs/*.md', () => {
    const links = documents.flatMap((doc) =>
      readFileSync(join(root, doc), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          [...line.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
            .map((m) => m[1]!)
            .filter((target) => !/^[a-z]+:/.test(target))
            .map((target) => ({
              at: `${doc}:${i + 1}`,
              path: relative(root, join(root, dirname(doc), target)),
            })),
        ),
    );
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((l) => !exists(l.path)).map((l) => `${l.at} ${l.path}`)).toEqual([]);
  });

  it('exist: every file named bare in README.md and docs/*.md', () => {
    const missing = documents.flatMap((doc) =>
      readFileSync(join(root, doc), 'utf8')
        .split('\n')
        .flatMap((line, i) => [...line.matchAll(BARE)].map((m) => ({ at: `${doc}:${i + 1}`, name: m[1]! })))
        .filter((c) => !names.has(c.name))
        .map((c) => `${c.at} ${c.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('exist: every path in a source comment', () => {
    const comment = /^\s*(?:\/\/|\/\*|\*)/;
    const paths = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (comment.test(line) ? cited(relative(root, file), line, i + 1) : [])),
    );
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((c) => !exists(c.path)).map((c) => `${c.at} ${c.path}`)).toEqual([]);
  });

  it('refuse what is not there, and take what is', () => {
    const paths = (line: string) => cited('probe', line, 1).map((c) => c.path);
    expect(paths('see `src/lib/api/retry.mutation.test.ts` and core/geo/hectares.ts.')).toEqual([
      'src/lib/api/retry.mutation.test.ts',
      'core/geo/hectares.ts.',
    ]);
    expect(exists('src/lib/api/retry.mutation.test.ts')).toBe(false);
    expect(exists('core/geo/hectares.ts.')).toBe(true);
    // Placeholders and patterns name no file: what is left of them is a folder that exists.
    expect(paths('`features/<feature>/api`, `bench/<name>.ts`, tests/e2e/*.spec.ts')).toEqual([
      'bench/',
      'tests/e2e/',
    ]);
    expect(paths('tiles at `/basemap/tiles/{z}/{x}/{y}.pbf`')).toEqual([]);
    expect(names.has('retry.test.ts')).toBe(true);
    expect(names.has('retry.mutation.test.ts')).toBe(false);
  });
});
