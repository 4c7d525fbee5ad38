/**
 * docs/plot-rules.md describes every rule of the catalog: a section per code, the catalog's severity in its
 * table row, and what the evaluation refuses as evaluation.ts decides it. A new code, a changed severity or
 * a changed evaluation rule fails here until the page says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FATAL_CODES, isBlockingForEvaluation } from './evaluation.ts';
import { ALL_RULE_CODES, RULES } from './rule-catalog.ts';
import { DEFAULT_CHECK_OPTIONS, type CheckOptions, type Problem, type RuleCode } from './types.ts';

const doc = readFileSync(join(import.meta.dirname, '../../docs/plot-rules.md'), 'utf8');

/** Codes named in `### ` headings (a heading may name several codes). */
const headingCodes = doc
  .split('\n')
  .filter((line) => line.startsWith('### '))
  .flatMap((line) => [...line.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]!));

/** Table rows that start with a code and its severity: `| \`code\` | error | third column | ...`. */
const rows = [...doc.matchAll(/^\| `([a-z0-9-]+)`\s*\| (\w+)\s*\| ([^|]*?)\s*\|/gm)].map((m) => ({
  code: m[1]!,
  severity: m[2]!,
  third: m[3]!,
}));

const problem = (code: RuleCode, extra: Partial<Problem> = {}): Problem => ({
  code,
  severity: RULES[code].severity,
  fileName: 'plots.geojson',
  featureIndex: 0,
  message: '',
  ...extra,
});
const blocks = (code: RuleCode, options: Partial<CheckOptions> = {}, extra: Partial<Problem> = {}) =>
  isBlockingForEvaluation(problem(code, extra), { ...DEFAULT_CHECK_OPTIONS, ...options });

describe('docs/plot-rules.md', () => {
  it('has a section for every code of the catalog, and none for a code the catalog lacks', () => {
    expect(ALL_RULE_CODES.filter((code) => !headingCodes.includes(code))).toEqual([]);
    expect(headingCodes.filter((code) => !(code in RULES))).toEqual([]);
  });

  it('gives every code once in a table with the severity of the catalog', () => {
    const documented = rows.filter((r) => r.code in RULES);
    expect(documented.map((r) => r.code).sort()).toEqual([...ALL_RULE_CODES].sort());
    for (const r of documented) expect(r.severity, r.code).toBe(RULES[r.code as RuleCode].severity);
  });

  it('says which file problems fail the whole upload, as the evaluation does', () => {
    const fileRows = rows.filter((r) => r.code.startsWith('file-'));
    const failing = fileRows.filter((r) => r.third === 'upload fails').map((r) => r.code);
    expect(failing.sort()).toEqual([...FATAL_CODES].sort());
  });

  it('says for every feature rule when the evaluation refuses the plot, as evaluation.ts decides it', () => {
    const featureRows = rows.filter((r) => !r.code.startsWith('file-'));
    expect(featureRows.length).toBeGreaterThan(0);
    for (const { code: c, third } of featureRows) {
      const code = c as RuleCode;
      if (code === 'duplicate-geometry') {
        expect(third).toMatch(/unless duplicates allowed and a property differs/);
        expect(blocks(code, {}, { propertiesDiffer: true })).toBe(true);
        expect(blocks(code, { allowDuplicateGeometries: true }, { propertiesDiffer: false })).toBe(true);
        expect(blocks(code, { allowDuplicateGeometries: true }, { propertiesDiffer: true })).toBe(false);
      } else if (code === 'duplicate-name') {
        expect(third).toMatch(/shouldMatchOnName/);
        expect(blocks(code)).toBe(false);
        expect(blocks(code, { shouldMatchOnName: true, designatedNameField: 'Name' })).toBe(true);
      } else {
        const plain = blocks(code);
        const traces = blocks(code, { validateForTraces: true });
        const said = plain && traces ? 'always' : traces ? 'with `validateForTraces`' : 'no';
        expect(`${code}: ${third}`).toBe(`${code}: ${said}`);
      }
    }
  });
});
