/**
 * Plot properties are data, never HTML: no page code hands a string to the browser's HTML parser. The e2e
 * journey (tests/e2e/hostile-files.spec.ts) shows markup from a plot file as text; this keeps every other
 * path from parsing it, including map popups (MapLibre's Popup.setHTML).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const SINKS = [
  /dangerouslySetInnerHTML/,
  /\.setHTML\(/,
  /\.(inner|outer)HTML\s*=[^=]/,
  /insertAdjacentHTML/,
  /document\.write/,
  /createContextualFragment/,
];

describe('HTML sinks in the page code', () => {
  it('there are none', () => {
    const sources = [...files(join(root, 'src'))];
    expect(sources.length).toBeGreaterThan(50);
    const found = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          SINKS.some((sink) => sink.test(line)) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('would be found', () => {
    const lines = [
      '<div dangerouslySetInnerHTML={{ __html: name }} />',
      'popup.setHTML(props.name)',
      'el.innerHTML = props.name',
      "el.insertAdjacentHTML('beforeend', name)",
    ];
    for (const line of lines)
      expect(
        SINKS.some((sink) => sink.test(line)),
        line,
      ).toBe(true);
    expect(SINKS.some((sink) => sink.test('if (el.innerHTML === "") return;'))).toBe(false);
  });
});
