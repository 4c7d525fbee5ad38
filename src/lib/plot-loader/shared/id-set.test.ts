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

  it('finds ids that collide in the table after it was rebuilt', () => {
    const set = new IdSet();
    // Short ids of one character: with 3,000 of them many share a slot, and the table is rebuilt often.
    const ids = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + i));
    for (const id of ids) set.add(id);
    expect(ids.every((id) => set.has(id))).toBe(true);
    expect(set.has(String.fromCharCode(0x4e00 + 3000))).toBe(false);
    expect(set.size).toBe(3000);
  });

  it('keeps every id through its growth (table, starts and characters)', () => {
    const set = new IdSet();
    const n = 20_000;
    for (let i = 0; i < n; i++) expect(set.add(`plt-${i.toString().padStart(9, '0')}`)).toBe(true);
    expect(set.size).toBe(n);
    // Every id, not a sample: an id written across a growth of the characters must come back whole.
    for (let i = 0; i < n; i++)
      if (!set.has(`plt-${i.toString().padStart(9, '0')}`)) throw new Error(`lost ${i}`);
    for (let i = 0; i < n; i++)
      if (set.add(`plt-${i.toString().padStart(9, '0')}`)) throw new Error(`twice ${i}`);
    expect(set.add('plt-000000000')).toBe(false);
    expect(set.add(`plt-${n.toString().padStart(9, '0')}`)).toBe(true);
    expect(set.has('plt-00000000')).toBe(false);
    // Ids it never got, some sharing a slot with one it has, some one character longer or shorter.
    for (let i = 0; i < n; i++) {
      const id = `plt-${i.toString().padStart(9, '0')}`;
      if (set.has(`${id}x`) || set.has(id.slice(0, -1)) || set.has(`q${id.slice(1)}`))
        throw new Error(`found ${id} changed`);
    }
  });

  it('keeps an id longer than all it has held so far', () => {
    const set = new IdSet();
    const long = 'x'.repeat(100_000);
    expect(set.add('short')).toBe(true);
    expect(set.add(long)).toBe(true);
    expect(set.has(long)).toBe(true);
    expect(set.has(`${long}y`)).toBe(false);
    expect(set.has('short')).toBe(true);
  });
});
