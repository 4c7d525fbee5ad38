/**
 * The plot loader's glossary in README.md ("The plot loader") names each concept by its identifier and the
 * file that declares it: every identifier named there must be declared (exported type, interface, class,
 * function or const) in that file, so a rename in the code that the README misses fails here. The names
 * the prose around the table uses are checked the same way.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('\n## The plot loader'),
  readme.indexOf('\n## ', readme.indexOf('\n## The plot loader') + 1),
);

/** Table rows: the identifiers of the first cell (`Name`, PascalCase) and the file in its parentheses. */
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const cell = line.split('|')[1]!;
    const file = /\(`([^`]+\.ts)`\)/.exec(cell)?.[1];
    const names = [...cell.matchAll(/`([A-Z][A-Za-z]+)`/g)].map((m) => m[1]!);
    return { cell: cell.trim(), file, names };
  });

const pathOf = (file: string) =>
  [join(root, file), join(root, 'src/lib/plot-loader', file)].find((p) => existsSync(p)) ?? file;

const declares = (source: string, name: string) =>
  new RegExp(`\\b(?:type|interface|class|function|const|enum)\\s+${name}\\b`).test(source);

describe("the plot loader's glossary (README.md)", () => {
  it('has its table, each row naming a file', () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) expect(row.file, row.cell).toBeDefined();
  });

  it.each(rows.map((r) => [r.cell, r] as const))('%s: each name is declared in its file', (_, row) => {
    const path = pathOf(row.file!);
    expect(existsSync(path), `${row.file} exists`).toBe(true);
    const source = readFileSync(path, 'utf8');
    expect(row.names.length).toBeGreaterThan(0);
    for (const name of row.names) expect(declares(source, name), `${name} in ${row.file}`).toBe(true);
  });

  it('names in the prose exist where it says: a LoadEvent queues a LoaderEvent in page/plot-stream.ts', () => {
    const stream = readFileSync(pathOf('page/plot-stream.ts'), 'utf8');
    expect(section).toContain("a `LoadEvent` is one load's `LoaderEvent`");
    expect(declares(stream, 'LoadEvent')).toBe(true);
    expect(stream).toContain('LoaderEvent');
  });

  it('would notice a name the code does not have (the check can fail)', () => {
    const protocol = readFileSync(pathOf('shared/plot-loader-protocol.ts'), 'utf8');
    expect(declares(protocol, 'LoaderMethods')).toBe(true);
    expect(declares(protocol, 'LoaderRequest')).toBe(false);
    expect(declares(protocol, 'LoaderMessage')).toBe(false);
  });
});

describe('one name for one thing: a PackedPlots is "a pack"', () => {
  it('the loader names no variable, field or function "batch" (the device cache\'s store keeps its name)', () => {
    const dir = join(root, 'src/lib/plot-loader');
    const found = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) =>
        readFileSync(join(dir, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ at: `${f}:${i + 1}`, line }))
          // Code, not comments; the IndexedDB store is named 'batches' (a database upgrade to rename).
          .filter(({ line }) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
          .map(({ at, line }) => ({
            at,
            code: line.replace(/'batches'/g, '').replace(/^\s*batches: \{ key/, ''),
          }))
          .filter(({ code }) => /\bbatch/i.test(code))
          .map(({ at }) => at),
      );
    expect(found).toEqual([]);
  });
});
