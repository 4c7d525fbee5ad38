import { describe, expect, it } from 'vitest';
import { loadClipper } from '@core/geo/clip-overlap.ts';
import { diffUpload, existingPlotsOf, type UploadMode } from '@core/upload-diff/index.ts';
import { alreadyThereOf } from './already-there.ts';

const square = (x: number, y: number, s = 0.002): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + s, y],
      [x + s, y + s],
      [x, y + s],
      [x, y],
    ],
  ],
});

const APPEND: UploadMode = { overwrite: false, matchOnName: false };
const MATCH: UploadMode = { overwrite: false, matchOnName: true };

// The supplier has A and B; the file holds A under its own name, B's boundary named "B2", and a new C.
const existing = existingPlotsOf([
  { id: 'e1', name: 'A', geometry: square(-6, 8) },
  { id: 'e2', name: 'B', geometry: square(-6.01, 8) },
]);
const file = [
  { name: 'A', geometry: square(-6, 8) },
  { name: 'B2', geometry: square(-6.01, 8) },
  { name: 'C', geometry: square(-6.02, 8) },
];

describe('alreadyThereOf', () => {
  it('appending: every plot already there becomes a second copy', async () => {
    const diff = diffUpload(file, existing, APPEND, await loadClipper());
    expect(diff.leaveOut).toEqual([0, 1]);
    expect(alreadyThereOf(diff)).toEqual({ copies: 2, updates: 0 });
  });

  it('matching on name: the plot named like the supplier’s updates it; only the other name is a copy', async () => {
    const diff = diffUpload(file, existing, MATCH, await loadClipper());
    expect(diff.leaveOut).toEqual([0, 1]);
    expect(alreadyThereOf(diff)).toEqual({ copies: 1, updates: 1 });
    // Both named like the supplier's plots: no copy at all.
    const same = diffUpload(file.slice(0, 1), existing, MATCH, await loadClipper());
    expect(alreadyThereOf(same)).toEqual({ copies: 0, updates: 1 });
  });

  it('an unnamed plot matched by boundary is a copy even when matching on name', () => {
    const diff = {
      mode: MATCH,
      leaveOut: [0],
      plots: [
        {
          feature: 0,
          name: null,
          kind: 'identical' as const,
          areaHa: 4,
          existing: { id: 'e1', name: '', areaHa: 4 },
        },
      ],
    };
    expect(alreadyThereOf(diff)).toEqual({ copies: 1, updates: 0 });
  });
});
