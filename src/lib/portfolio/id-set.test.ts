import { describe, expect, it } from 'vitest';
import { IdSet } from './id-set.ts';

describe('IdSet', () => {
  it('adds an id once: the second add says it was there', () => {
    const set = new IdSet();
    expect(set.add('plt-1')).toBe(true);
    expect(set.add('plt-1')).toBe(false);
    expect(set.size).toBe(1);
    expect(set.has('plt-1')).toBe(true);
    expect(set.has('plt-2')).toBe(false);
  });

  it('tells apart ids that share a prefix, differ in order or are empty, in any script', () => {
    const set = new IdSet();
    for (const id of ['a', 'ab', 'ba', '', 'é', 'e\u0301', '😀', 'plot 1', 'plot 10'])
      expect(set.add(id)).toBe(true);
    expect(set.size).toBe(9);
    for (const id of ['a', 'ab', 'ba', '', 'é', 'e\u0301', '😀', 'plot 1', 'plot 10'])
      expect(set.add(id)).toBe(false);
    expect(set.has('abc')).toBe(false);
    expect(set.has('plot 100')).toBe(false);
    expect(set.has('b')).toBe(false);
  });

  it('keeps every id through its growth (table, starts and characters)', () => {
    const set = new IdSet();
    const n = 20_000;
    for (let i = 0; i < n; i++) expect(set.add(`plt-${i.toString().padStart(9, '0')}`)).toBe(true);
    expect(set.size).toBe(n);
    for (let i = 0; i < n; i += 997) expect(set.has(`plt-${i.toString().padStart(9, '0')}`)).toBe(true);
    expect(set.add('plt-000000000')).toBe(false);
    expect(set.add(`plt-${n.toString().padStart(9, '0')}`)).toBe(true);
    expect(set.has('plt-00000000')).toBe(false);
  });
});
