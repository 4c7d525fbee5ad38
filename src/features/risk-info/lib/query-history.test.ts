import { describe, expect, it } from 'vitest';
import { addToHistory, HISTORY_LIMIT, historyEntry, readHistory, writeHistory } from './query-history.ts';

const info = {
  totalSizeHa: 1,
  yearToMonthToDeforestationHa: {},
  remainingForestHa: 0,
  protectedAreasHa: 0,
  indigenousTerritoriesHa: 0,
};
const poly = (x: number): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, 0],
      [x + 1, 0],
      [x, 1],
      [x, 0],
    ],
  ],
});

describe('query history', () => {
  it('keeps the newest first, moves a repeated shape to the top, and keeps at most the limit', () => {
    let h = addToHistory([], historyEntry('a', poly(0), info, 'p'));
    h = addToHistory(h, historyEntry('b', poly(1), info, 'p'));
    h = addToHistory(h, historyEntry('a again', poly(0), info, 'p'));
    expect(h.map((e) => e.label)).toEqual(['a again', 'b']);
    for (let i = 2; i < 20; i++) h = addToHistory(h, historyEntry(String(i), poly(i), info, 'p'));
    expect(h).toHaveLength(HISTORY_LIMIT);
  });

  it('round-trips through storage and ignores anything unreadable', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const h = [historyEntry('a', poly(0), info, undefined)];
    writeHistory(h, storage);
    expect(readHistory(storage)).toEqual(h);
    expect(JSON.stringify([...store.values()])).not.toMatch(/token/i);
    store.set('risk-info.history.v1', '{broken');
    expect(readHistory(storage)).toEqual([]);
  });
});
