import { describe, expect, it } from 'vitest';
import type { CheckResult, PreviewCollection } from './check-protocol.ts';
import { currentRepeats, REPEATS_LISTED } from './repeated-names.ts';

const point: GeoJSON.Point = { type: 'Point', coordinates: [-6, 8] };
/** A finished check whose preview holds plots named `names` (uids 0…), `total` plots in all. */
function checked(names: string[], total = names.length) {
  const preview: PreviewCollection = {
    type: 'FeatureCollection',
    features: names.map((name, uid) => ({
      type: 'Feature',
      geometry: point,
      properties: { uid, fileIndex: 0, index: uid, name, hasError: false, hasWarning: false },
    })),
  };
  return { preview, previewShown: names.length, previewTotal: total } satisfies Partial<CheckResult>;
}

const READ = [{ value: 'Farm A', count: 2 }];

describe('currentRepeats', () => {
  it('says what reading found while no check has finished', () => {
    expect(currentRepeats(READ, null)).toEqual(READ);
  });

  it('is empty once the plots checked no longer repeat a name (after a fix or a leave-out)', () => {
    expect(currentRepeats(READ, checked(['Farm A', 'Farm B']))).toEqual([]);
  });

  it('counts the repeats among the plots checked, most repeated first, names compared exactly', () => {
    expect(
      currentRepeats(READ, checked(['Farm A', 'Farm B', 'Farm B', 'Farm A', 'Farm B', 'farm b', 'Farm A '])),
    ).toEqual([
      { value: 'Farm B', count: 3 },
      { value: 'Farm A', count: 2 },
    ]);
    // Plots without a name are not a repeated name.
    expect(currentRepeats([], checked(['', '', 'Farm C']))).toEqual([]);
  });

  it('counts a broken plot drawn twice (its outline too) once', () => {
    const result = checked(['Farm A', 'Farm B']);
    result.preview.features.push({ ...result.preview.features[0]! });
    expect(currentRepeats(READ, result)).toEqual([]);
    result.preview.features.push({
      ...result.preview.features[0]!,
      properties: { ...result.preview.features[0]!.properties, uid: 9 },
    });
    expect(currentRepeats([], result)).toEqual([{ value: 'Farm A', count: 2 }]);
  });

  it('keeps what reading found when the preview leaves plots out (repeats may be among them)', () => {
    expect(currentRepeats(READ, checked(['Farm A', 'Farm B'], 3))).toEqual(READ);
  });

  it(`names at most ${REPEATS_LISTED} repeats`, () => {
    const names = Array.from({ length: REPEATS_LISTED + 1 }, (_, i) => [`P${i}`, `P${i}`]).flat();
    expect(currentRepeats([], checked(names))).toHaveLength(REPEATS_LISTED);
  });
});
