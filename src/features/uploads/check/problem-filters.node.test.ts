import { describe, expect, it } from 'vitest';
import { problemRow } from '@tests/support/uploads.ts';
import { activeFilters, rulesPresentIn } from './problem-filters.ts';

const FILES = ['farms.geojson', 'other.geojson'];

describe('activeFilters', () => {
  it('keeps a rule and a file that are still there, and the severity', () => {
    expect(
      activeFilters(
        { rule: 'hole', severity: 'error', file: 'other.geojson' },
        ['hole', 'self-intersection'],
        FILES,
      ),
    ).toEqual({ rule: 'hole', severity: 'error', file: 'other.geojson' });
  });

  it('falls back to all rules when the rule filtered on is no longer among the problems (after a fix)', () => {
    expect(activeFilters({ rule: 'self-intersection' }, ['hole'], FILES)).toEqual({
      rule: undefined,
      severity: undefined,
      file: undefined,
    });
    // No problem left at all: no rule can apply.
    expect(activeFilters({ rule: 'hole', severity: 'warning' }, [], FILES)).toEqual({
      rule: undefined,
      severity: 'warning',
      file: undefined,
    });
  });

  it('falls back to all files when the file filtered on was removed', () => {
    expect(activeFilters({ file: 'gone.geojson', rule: 'hole' }, ['hole'], FILES)).toEqual({
      rule: 'hole',
      severity: undefined,
      file: undefined,
    });
  });
});

describe('rulesPresentIn', () => {
  it('lists each rule once, by code', () => {
    expect(
      rulesPresentIn([
        problemRow({ code: 'hole' }),
        problemRow({ code: 'duplicate-vertex' }),
        problemRow({ code: 'hole' }),
      ]),
    ).toEqual(['duplicate-vertex', 'hole']);
    expect(rulesPresentIn([])).toEqual([]);
  });
});
